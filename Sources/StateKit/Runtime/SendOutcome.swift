/// What happened to an event sent to a machine. `send` never traps; it answers with one of these.
public enum SendOutcome<S: Hashable & Sendable, E: Hashable & Sendable>: Sendable, CustomStringConvertible {
  /// The configuration changed: states were exited and entered.
  case transitioned(MachineStep<S>)
  /// A transition was taken that changed no state (targetless or internal-only actions).
  case handled
  /// No transition accepted the event; nothing changed.
  case rejected(Rejection<S, E>)
  /// The event arrived while another one was being processed; it is queued and will be
  /// processed, to completion, right after it (run-to-completion, SCXML 3.13).
  case queued
  /// Processing stopped because eventless transitions, raised events or events queued by
  /// actions never settled.
  case failed(RunawayError<S>)

  /// Whether the event was accepted (transitioned or handled).
  @inlinable public var isAccepted: Bool {
    switch self {
    case .transitioned, .handled: return true
    default: return false
    }
  }

  /// The rejection, if the event was rejected.
  public var rejection: Rejection<S, E>? {
    if case .rejected(let rejection) = self { return rejection }
    return nil
  }

  public var description: String {
    switch self {
    case .transitioned(let step): return "transitioned \(step)"
    case .handled: return "handled"
    case .rejected(let rejection): return "rejected: \(rejection.reasonText)"
    case .queued: return "queued"
    case .failed(let error): return "failed: \(error)"
    }
  }
}

// Outcomes compare by what they say, so that tests can write `#expect(machine.send(.go) == .handled)`.
extension SendOutcome: Equatable {
  public static func == (lhs: SendOutcome, rhs: SendOutcome) -> Bool {
    switch (lhs, rhs) {
    case (.transitioned(let a), .transitioned(let b)): return a == b
    case (.handled, .handled), (.queued, .queued): return true
    case (.rejected(let a), .rejected(let b)): return a == b
    case (.failed(let a), .failed(let b)): return a == b
    default: return false
    }
  }
}
