import StateKit

/// An SCXML document as data: what the reader produces, the writer prints, and
/// ``SCXMLDocument/makeChart()`` compiles. `Codable`, which is the JSON form of a chart.
public struct SCXMLDocument: Hashable, Sendable, Codable {
  /// The `name` attribute of `<scxml>`.
  public var name: String?
  /// The `initial` attribute of `<scxml>`: empty for the first child state.
  public var initial: [String]
  /// The `datamodel` attribute of `<scxml>` (`null`, empty or `ecmascript`; every document runs
  /// with the null data model).
  public var datamodel: String?
  public var states: [SCXMLState]

  public init(name: String? = nil, initial: [String] = [], datamodel: String? = nil, states: [SCXMLState]) {
    self.name = name
    self.initial = initial
    self.datamodel = datamodel
    self.states = states
  }
}

/// A `<state>`, `<parallel>`, `<final>` or `<history>` element.
public struct SCXMLState: Hashable, Sendable, Codable {
  public enum Kind: String, Hashable, Sendable, Codable { case state, parallel, final, history }

  public var kind: Kind
  public var id: String
  /// The `initial` attribute (targets), for `<state>`.
  public var initial: [String] = []
  /// The `<initial>` element's transition, for `<state>`; a history state's default transition.
  public var initialTransition: SCXMLTransition?
  /// `shallow` or `deep`, for `<history>`.
  public var historyType: HistoryDepth?
  /// Each `<onentry>` block (an error in one block skips the rest of that block only).
  public var onEntry: [[SCXMLAction]] = []
  public var onExit: [[SCXMLAction]] = []
  public var transitions: [SCXMLTransition] = []
  /// Each `<invoke>` of the state, in document order.
  public var invokes: [SCXMLInvoke] = []
  public var children: [SCXMLState] = []
  /// The line of the element in its document (0 when built in code).
  public var line: Int = 0

  public init(kind: Kind, id: String, children: [SCXMLState] = [], transitions: [SCXMLTransition] = []) {
    self.kind = kind
    self.id = id
    self.children = children
    self.transitions = transitions
  }
}

/// An `<invoke>` element (SCXML 6.4): another SCXML session, run while its state is active.
public struct SCXMLInvoke: Hashable, Sendable, Codable {
  /// The `id` attribute; nil when the document gives none (one is made from the state's id).
  public var id: String?
  /// The `type` attribute as written (`scxml` or `http://www.w3.org/TR/scxml/`; nil: SCXML).
  public var type: String?
  /// The `src` attribute as written; the reader loads it, relative to the document, into
  /// ``content``.
  public var src: String?
  /// The `autoforward` attribute: the parent forwards its external events to the child.
  public var autoforward: Bool
  /// The `<finalize>` content (empty: none).
  public var finalize: [SCXMLAction]
  public var line: Int = 0
  // In an array, which gives the recursive document the indirection it needs.
  private var contentStorage: [SCXMLDocument]

  /// The child document: the inline `<content>`, or the document `src` names.
  public var content: SCXMLDocument? {
    get { contentStorage.first }
    set { contentStorage = newValue.map { [$0] } ?? [] }
  }

  public init(
    id: String? = nil, type: String? = nil, src: String? = nil, autoforward: Bool = false,
    finalize: [SCXMLAction] = [], content: SCXMLDocument?
  ) {
    self.id = id
    self.type = type
    self.src = src
    self.autoforward = autoforward
    self.finalize = finalize
    self.contentStorage = content.map { [$0] } ?? []
  }
}

/// A `<transition>` element.
public struct SCXMLTransition: Hashable, Sendable, Codable {
  /// The event descriptors (SCXML 3.12.1); empty for an eventless transition.
  public var events: [String]
  public var cond: String?
  public var targets: [String]
  public var isInternal: Bool
  public var actions: [SCXMLAction]
  public var line: Int = 0

  public init(
    events: [String] = [], cond: String? = nil, targets: [String] = [], isInternal: Bool = false,
    actions: [SCXMLAction] = []
  ) {
    self.events = events
    self.cond = cond
    self.targets = targets
    self.isInternal = isInternal
    self.actions = actions
  }
}

/// A `<send>` element.
public struct SCXMLSend: Hashable, Sendable, Codable {
  public var event: String
  public var target: String?
  public var type: String?
  public var id: String?
  public var delay: Duration?

  public init(event: String, target: String? = nil, type: String? = nil, id: String? = nil, delay: Duration? = nil) {
    self.event = event
    self.target = target
    self.type = type
    self.id = id
    self.delay = delay
  }
}

/// One branch of an `<if>`: its condition (`nil` for `<else>`) and its content.
public struct SCXMLBranch: Hashable, Sendable, Codable {
  public var cond: String?
  public var actions: [SCXMLAction]

  public init(cond: String?, actions: [SCXMLAction]) {
    self.cond = cond
    self.actions = actions
  }
}

/// Executable content that the null data model can run.
public enum SCXMLAction: Hashable, Sendable, Codable {
  case raise(String)
  case send(SCXMLSend)
  case cancel(String)
  case log(label: String?, expr: String?)
  case `if`([SCXMLBranch])
}
