/// A delayed send (``ActionScope/send(_:after:id:)-(E,_,_)``) waiting to be delivered, with the time it
/// has left: what ``StateMachine/pendingSends`` lists and
/// ``StateMachine/restore(_:pendingSends:)`` schedules again.
///
/// A ``Snapshot`` names states and timers by the chart and does not name the machine's event
/// type, so delayed sends travel beside it: save both together, restore both together.
///
/// ``StateMachine/savedState()`` takes both in one value, ``SavedState``, and
/// ``StateMachine/restore(from:)`` restores both.
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

extension PendingSend: Codable where E: Codable {
  private enum CodingKeys: String, CodingKey { case event, id, remaining }

  /// `remaining` in seconds (`1.5`); the earlier form (`[0, 1500000000000000000]`) still reads.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      event: try container.decode(E.self, forKey: .event), id: try container.decodeIfPresent(String.self, forKey: .id),
      remaining: try SavedDuration.decode(from: container, forKey: .remaining))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(event, forKey: .event)
    try container.encodeIfPresent(id, forKey: .id)
    try SavedDuration.encode(remaining, to: &container, forKey: .remaining)
  }
}

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
