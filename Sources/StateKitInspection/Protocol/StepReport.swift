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

  public init(
    machine: String, app: String? = nil, seq: Int, time: String, event: EventReport?, kind: Kind,
    reason: String? = nil, exited: [String] = [], entered: [String] = [], configuration: [String],
    accepts: [String], context: JSONValue? = nil, truncated: Bool? = nil, restorable: Bool
  ) {
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
