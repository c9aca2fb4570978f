/// `attached`: a machine, its chart, the events a page may send it, and where it stands.
@_spi(InspectorProtocol)
public struct Attached: Sendable, Hashable, Codable {
  /// The machine's id, unique on its socket (`m1`, `m2`, …; the server makes it unique among apps).
  public var machine: String
  /// The name the app gave it.
  public var name: String
  /// The app's name; the server adds it to what it relays to pages.
  public var app: String?
  public var chart: ChartDescription
  /// The events a page may send: those the chart's transitions name.
  public var events: [EventDescription]
  /// The active atomic states (empty before the machine starts).
  public var configuration: [String]
  /// The events the active states have a transition for, guards aside.
  public var accepts: [String]
  /// The context, when it is `Encodable` and small enough.
  public var context: JSONValue?
  /// The context was too large to send.
  public var truncated: Bool?
  /// What this machine accepts from pages.
  public var commands: InspectorCommands
  /// The number of the last step taken (0 when none was).
  public var seq: Int
  /// For a child machine: how it runs under its parent (nil for a machine that is no one's child).
  public var parent: ParentLink?

  public init(
    machine: String, name: String, app: String? = nil, chart: ChartDescription, events: [EventDescription],
    configuration: [String], accepts: [String], context: JSONValue? = nil, truncated: Bool? = nil,
    commands: InspectorCommands, seq: Int = 0, parent: ParentLink? = nil
  ) {
    self.parent = parent
    self.machine = machine
    self.name = name
    self.app = app
    self.chart = chart
    self.events = events
    self.configuration = configuration
    self.accepts = accepts
    self.context = context
    self.truncated = truncated
    self.commands = commands
    self.seq = seq
  }
}

/// How a child machine runs under its parent (protocol version 2).
@_spi(InspectorProtocol)
public struct ParentLink: Sendable, Hashable, Codable {
  /// The parent's machine id (the server rewrites it as it rewrites `machine`).
  public var machine: String
  /// The child's id in its parent (an `Invoke`'s or `<invoke>`'s id, or the id it was spawned with).
  public var id: String
  /// `invoked` (bound to a state of the parent) or `spawned` (by an action, or by the app).
  public var how: String
  /// The parent's step that started it (0: before the parent's first step was reported).
  public var seq: Int

  public init(machine: String, id: String, how: String, seq: Int) {
    self.machine = machine
    self.id = id
    self.how = how
    self.seq = seq
  }
}

/// A chart's structure: its states (each with kind and parent) and its transitions.
@_spi(InspectorProtocol)
public struct ChartDescription: Sendable, Hashable, Codable {
  public var states: [StateDescription]
  public var transitions: [TransitionDescription]
  /// States or transitions were left out to keep the message under the size limit.
  public var truncated: Bool

  public init(states: [StateDescription], transitions: [TransitionDescription], truncated: Bool = false) {
    self.states = states
    self.transitions = transitions
    self.truncated = truncated
  }
}

/// One state of a chart.
@_spi(InspectorProtocol)
public struct StateDescription: Sendable, Hashable, Codable {
  /// Unique in the chart: the state's printed name (with `#2`, `#3` … when two print alike).
  public var id: String
  public var name: String
  /// `atomic`, `compound`, `parallel`, `final` or `history`.
  public var kind: String
  /// For a history state: whether it is deep.
  public var deep: Bool?
  /// The parent's id; `null` for top-level states.
  public var parent: String?
  /// For a compound state: its initial child.
  public var initial: String?

  public init(
    id: String, name: String, kind: String, deep: Bool? = nil, parent: String? = nil, initial: String? = nil
  ) {
    self.id = id
    self.name = name
    self.kind = kind
    self.deep = deep
    self.parent = parent
    self.initial = initial
  }
}

/// One transition as its chart wrote it.
@_spi(InspectorProtocol)
public struct TransitionDescription: Sendable, Hashable, Codable {
  public var source: String
  /// The trigger as written: an event or case, `after 2 s`, `done.state.x`, `*`; empty
  /// for an eventless transition.
  public var event: String
  /// The guard's text when the chart knows it, `guard` for a closure; `null` without a guard.
  public var `guard`: String?
  /// Target state ids; empty for a targetless transition.
  public var targets: [String]
  public var `internal`: Bool

  public init(source: String, event: String, guard: String? = nil, targets: [String], internal: Bool = false) {
    self.source = source
    self.event = event
    self.guard = `guard`
    self.targets = targets
    self.internal = `internal`
  }
}

/// An event a page may send.
@_spi(InspectorProtocol)
public struct EventDescription: Sendable, Hashable, Codable {
  public var name: String
  /// Whether it carries a payload (sent as JSON; the app decodes it).
  public var payload: Bool
  /// For a payload (version 2): its fields as `label: kind` (`_0: a list`, `message: a string`),
  /// when the app could tell.
  public var fields: [String]?

  public init(name: String, payload: Bool, fields: [String]? = nil) {
    self.name = name
    self.payload = payload
    self.fields = fields
  }
}
