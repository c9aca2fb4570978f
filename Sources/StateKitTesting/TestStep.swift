/// One input of a test: an event sent to the machine, or time that passes on its clock.
///
/// Paths (``TestPath``), random walks and their traces are sequences of steps, so a timeout or
/// a back-off is tested the same way as a tap: a `.wait` advances the machine's manual clock,
/// firing the `After` transitions and delayed sends that fall due.
public enum TestStep<E: Hashable & Sendable>: Hashable, Sendable {
  /// Sends this event.
  case send(E)
  /// Lets this much time pass on the machine's clock.
  case wait(Duration)

  /// The event sent, or nil for a wait.
  public var event: E? {
    if case .send(let event) = self { return event }
    return nil
  }
}

extension TestStep: Codable where E: Codable {}
