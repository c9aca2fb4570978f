/// `step`: one step of a machine, as the page's log shows it.
@_spi(InspectorProtocol)
public struct StepReport: Sendable, Hashable, Codable {
  /// What happened.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// States were exited and entered (also the start and a restore).
    case transitioned
    /// A targetless transition: no state changed.
    case handled
    /// The event was refused (`reason` says why); nothing changed.
    case rejected
    /// A runaway was stopped (`reason` says where it cycled).
    case failed
  }

  public var machine: String
  public var app: String?
  /// 1 for the first step after attaching, then counting up.
  public var seq: Int
  /// When it happened, ISO 8601 with milliseconds, UTC.
  public var time: String
  /// The event; `null` for the start, a restore and timers.
  public var event: EventReport?
  public var kind: Kind
  public var reason: String?
  public var exited: [String]
  public var entered: [String]
  public var configuration: [String]
  public var accepts: [String]
  public var context: JSONValue?
  /// The context was too large to send.
  public var truncated: Bool?
  /// Whether a page may ask to restore the machine to this step.
  public var restorable: Bool
  /// For a restore: the step whose snapshot the machine went back to.
  public var restoredTo: Int?
  /// The children this step started and stopped, by their ids in this machine.
  public var children: ChildChanges?
  /// For a step taken on an event from another machine of the tree: that machine and its step.
  public var cause: StepCause?
  /// The transitions taken, as places in the chart's `transitions`, in the order taken.
  public var transitions: [Int]?

  public init(
    machine: String, app: String? = nil, seq: Int, time: String, event: EventReport?, kind: Kind,
    reason: String? = nil, exited: [String] = [], entered: [String] = [], configuration: [String],
    accepts: [String], context: JSONValue? = nil, truncated: Bool? = nil, restorable: Bool,
    restoredTo: Int? = nil, children: ChildChanges? = nil, cause: StepCause? = nil, transitions: [Int]? = nil
  ) {
    self.transitions = transitions
    self.restoredTo = restoredTo
    self.children = children
    self.cause = cause
    self.machine = machine
    self.app = app
    self.seq = seq
    self.time = time
    self.event = event
    self.kind = kind
    self.reason = reason
    self.exited = exited
    self.entered = entered
    self.configuration = configuration
    self.accepts = accepts
    self.context = context
    self.truncated = truncated
    self.restorable = restorable
  }
}

/// The children a step started and stopped (protocol version 2).
@_spi(InspectorProtocol)
public struct ChildChanges: Sendable, Hashable, Codable {
  /// Each child started, with its machine id.
  public var started: [ChildReference]
  /// Each child that ended: finished, or stopped.
  public var ended: [ChildReference]

  public init(started: [ChildReference] = [], ended: [ChildReference] = []) {
    self.started = started
    self.ended = ended
  }

  public var isEmpty: Bool { started.isEmpty && ended.isEmpty }
}

/// A child as its parent's step names it.
@_spi(InspectorProtocol)
public struct ChildReference: Sendable, Hashable, Codable {
  /// The child's id in its parent.
  public var id: String
  /// The child's machine id (the server rewrites it).
  public var machine: String
  /// For an ended child: `finished` or `stopped`.
  public var how: String?

  public init(id: String, machine: String, how: String? = nil) {
    self.id = id
    self.machine = machine
    self.how = how
  }
}

/// The machine, and its step, whose event another machine's step took (protocol version 2):
/// an arrow of the sequence view.
@_spi(InspectorProtocol)
public struct StepCause: Sendable, Hashable, Codable {
  /// The sending machine's id (the server rewrites it).
  public var machine: String
  /// The sender's step that sent it (0: before its first step).
  public var seq: Int
  /// `toChild` (a parent's send to a child), `message` (`sendToParent`), `done` or `error` (a
  /// child's end, as its parent hears it).
  public var kind: String
  /// A delayed send, delivered when it came due.
  public var delayed: Bool?

  public init(machine: String, seq: Int, kind: String, delayed: Bool? = nil) {
    self.machine = machine
    self.seq = seq
    self.kind = kind
    self.delayed = delayed
  }
}

/// The event of a step: its name (a `CaseEvent` by its case), and its payload only
/// when the app opted in.
@_spi(InspectorProtocol)
public struct EventReport: Sendable, Hashable, Codable {
  public var name: String
  public var payload: JSONValue?
  /// The payload was too large to send (over 256 KiB encoded).
  public var truncated: Bool?

  public init(name: String, payload: JSONValue? = nil, truncated: Bool? = nil) {
    self.name = name
    self.payload = payload
    self.truncated = truncated
  }
}
