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
  /// The top-level states, in document order.
  public var states: [SCXMLState]

  /// A document with these attributes and top-level states.
  public init(name: String? = nil, initial: [String] = [], datamodel: String? = nil, states: [SCXMLState]) {
    self.name = name
    self.initial = initial
    self.datamodel = datamodel
    self.states = states
  }
}

/// A `<state>`, `<parallel>`, `<final>` or `<history>` element.
public struct SCXMLState: Hashable, Sendable, Codable {
  /// Which element it is.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// `<state>`: atomic, or compound with children.
    case state
    /// `<parallel>`: every child active at once.
    case parallel
    /// `<final>`: its parent is done when it is entered.
    case final
    /// `<history>`: a pseudo-state that remembers its parent's last configuration.
    case history
  }

  /// Which element it is.
  public var kind: Kind
  /// The `id` attribute (one is made for an element without one).
  public var id: String
  /// The `initial` attribute (targets), for `<state>`.
  public var initial: [String] = []
  /// The `<initial>` element's transition, for `<state>`; a history state's default transition.
  public var initialTransition: SCXMLTransition?
  /// `shallow` or `deep`, for `<history>`.
  public var historyType: HistoryDepth?
  /// Each `<onentry>` block (an error in one block skips the rest of that block only).
  public var onEntry: [[SCXMLAction]] = []
  /// Each `<onexit>` block.
  public var onExit: [[SCXMLAction]] = []
  /// The `<transition>` elements, in document order (which is their priority).
  public var transitions: [SCXMLTransition] = []
  /// Each `<invoke>` of the state, in document order.
  public var invokes: [SCXMLInvoke] = []
  /// The child states, in document order.
  public var children: [SCXMLState] = []
  /// The line of the element in its document (0 when built in code).
  public var line: Int = 0

  /// A state element of `kind` with these children and transitions.
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
  /// The line of the element in its document (0 when built in code).
  public var line: Int = 0
  // In an array, which gives the recursive document the indirection it needs.
  private var contentStorage: [SCXMLDocument]

  /// The child document: the inline `<content>`, or the document `src` names.
  public var content: SCXMLDocument? {
    get { contentStorage.first }
    set { contentStorage = newValue.map { [$0] } ?? [] }
  }

  /// An invocation of `content` (or of the document `src` names, once read).
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
  /// The `cond` attribute as written: `In('id')` and its combinations under the null data
  /// model; nil when the transition has no condition.
  public var cond: String?
  /// The `target` attribute's state ids; empty for a targetless transition.
  public var targets: [String]
  /// `type="internal"`: a transition whose targets are descendants does not exit its source.
  public var isInternal: Bool
  /// The executable content run when the transition is taken.
  public var actions: [SCXMLAction]
  /// The line of the element in its document (0 when built in code).
  public var line: Int = 0

  /// A transition on `events` (none: eventless) to `targets`.
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
  /// The `event` attribute: the name of the event sent.
  public var event: String
  /// The `target` attribute as written (`#_internal`, `#_parent`, …); nil: the session itself.
  public var target: String?
  /// The `type` attribute as written; nil: the SCXML event I/O processor.
  public var type: String?
  /// The `id` attribute, by which `<cancel>` withdraws a delayed send.
  public var id: String?
  /// The `delay` attribute; nil: sent at once.
  public var delay: Duration?

  /// A `<send>` of `event`.
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
  /// The `cond` attribute of `<if>` or `<elseif>`; nil for `<else>`.
  public var cond: String?
  /// The content run when the branch is the first whose condition holds.
  public var actions: [SCXMLAction]

  /// A branch run when `cond` holds (always, for nil).
  public init(cond: String?, actions: [SCXMLAction]) {
    self.cond = cond
    self.actions = actions
  }
}

/// Executable content that the null data model can run.
public enum SCXMLAction: Hashable, Sendable, Codable {
  /// `<raise event="…">`: an internal event, processed before the next external one.
  case raise(String)
  /// `<send>`: an external event, at once or after a delay.
  case send(SCXMLSend)
  /// `<cancel sendid="…">`: withdraws a delayed send that has not happened yet.
  case cancel(String)
  /// `<log>`: writes its label and expression, as written, to ``SCXMLSession/log``.
  case log(label: String?, expr: String?)
  /// `<if>`, `<elseif>`, `<else>`: the first branch whose condition holds runs.
  case `if`([SCXMLBranch])
}
