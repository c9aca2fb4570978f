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
