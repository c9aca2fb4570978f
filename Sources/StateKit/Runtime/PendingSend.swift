/// A delayed send (``ActionScope/send(_:after:id:)-(E,_,_)``) waiting to be delivered, with the time it
/// has left: what ``StateMachine/pendingSends`` lists and
/// ``StateMachine/restore(_:pendingSends:)`` schedules again.
///
/// A ``Snapshot`` names states and timers by the chart and does not name the machine's event
/// type, so delayed sends travel beside it: save both together, restore both together.
///
/// ```swift
/// let saved = (try machine.snapshot(), machine.pendingSends)
/// // … later, or in another process (both are Codable when states, context and events are):
/// try machine.restore(saved.0, pendingSends: saved.1)
/// ```
public struct PendingSend<E: Hashable & Sendable>: Hashable, Sendable {
  /// The event that will be sent.
  public var event: E
  /// The send's id, by which ``ActionScope/cancel(_:)`` withdraws it.
  public var id: String?
  /// The time left until it is delivered.
  public var remaining: Duration

  public init(event: E, id: String? = nil, remaining: Duration) {
    self.event = event
    self.id = id
    self.remaining = remaining
  }
}

extension PendingSend: Codable where E: Codable {}

extension StateMachine {
  /// The delayed sends of the app's events waiting to be delivered, in the order they were
  /// issued, with the time each has left: save them beside a ``snapshot()`` to restore both.
  public var pendingSends: [PendingSend<E>] {
    engine.pendingDelayedSends.compactMap { timer in
      guard case .external(let event)? = engine.event(of: timer.signal) else { return nil }
      return PendingSend(event: event, id: timer.sendID, remaining: timeLeft(token: timer.token, delay: timer.delay))
    }
  }

  /// Restores a snapshot (see ``restore(_:)``) and schedules the delayed sends saved with it,
  /// each with the time it had left, so that ``ActionScope/cancel(_:)`` still withdraws them by
  /// their id.
  ///
  /// The machine's own pending delayed sends are withdrawn, as by ``restore(_:)``: the snapshot
  /// and the sends saved with it are the whole state to return to.
  ///
  /// - Throws: ``SnapshotError`` if the snapshot does not fit this chart, or
  ///   ``SnapshotError/sendDelayOutOfRange(event:remaining:)`` for a send whose time left is
  ///   negative or beyond `Duration.maximumTimerDelay`. The machine is then unchanged.
  public func restore<Carried>(_ snapshot: Snapshot<S, Carried>, pendingSends: [PendingSend<E>])
    throws(SnapshotError)
  {
    var sends: [(signal: QueuedSignal, sendID: String?, remaining: Duration)] = []
    sends.reserveCapacity(pendingSends.count)
    for send in pendingSends {
      guard send.remaining.isValidTimerDelay else {
        throw .sendDelayOutOfRange(event: MachineEvent<S, E>.external(send.event).name, remaining: send.remaining)
      }
      sends.append((engine.signal(for: .external(send.event)), send.id, send.remaining))
    }
    try restore(snapshot, sends: sends)
  }
}
