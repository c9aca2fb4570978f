// What the engine's queues and timers hold, and what it asks its host to do.

/// Something the engine asks its host to do: it owns no clock and starts no tasks itself, so it
/// runs the same under a real clock, a manual clock, or a test that drives it by hand.
@usableFromInline enum Effect: Equatable {
  case scheduleTimer(token: UInt64, delay: Duration)
  case cancelTimer(token: UInt64)
  case startInvocation(token: UInt64, definition: Int)
  case cancelInvocation(token: UInt64)
}

/// What matching needs to know of an event: its kind and its index (event, state or
/// transition), both non-generic.
@usableFromInline struct SignalKey: Equatable, Sendable {
  @usableFromInline enum Kind: Sendable { case none, external, done, error, after, move }
  @usableFromInline var kind: Kind
  @usableFromInline var code: Int

  @inlinable init(kind: Kind, code: Int) {
    self.kind = kind
    self.code = code
  }

  @inlinable static var eventless: SignalKey { SignalKey(kind: .none, code: -1) }
}

/// An event in one of the engine's queues. Matching reads only the key; the payload (the
/// `MachineEvent` in a box of the engine's) is opened only when a guard or action reads the
/// event. `done` events carry none (the key names the state), and neither does the event that
/// `send` is processing directly, which the engine keeps unboxed. A class reference rather
/// than an existential: copying a signal is then a retain at most.
@usableFromInline struct QueuedSignal: Sendable {
  @usableFromInline var key: SignalKey
  @usableFromInline var payload: (any AnyObject & Sendable)?

  @inlinable init(key: SignalKey, payload: (any AnyObject & Sendable)?) {
    self.key = key
    self.payload = payload
  }

  static let none = QueuedSignal(key: .eventless, payload: nil)
}

struct PendingTimer {
  var token: UInt64
  /// The state whose exit cancels the timer; -1 for delayed sends, which survive exits.
  var owner: Int
  var signal: QueuedSignal
  var sendID: String?
  var delay: Duration
}
