import StateKit

extension StateMachine {
  /// Runs one test step: sends the event, or lets the time pass on `clock`, firing the timers that
  /// fall due (give the clock the machine runs on).
  ///
  /// - Returns: the event's outcome; nil for a wait.
  @discardableResult
  public func run(_ step: TestStep<E>, on clock: ManualClock) -> SendOutcome<S, E>? {
    switch step {
    case .send(let event): return send(event)
    case .wait(let duration):
      clock.advance(by: max(.zero, duration))
      return nil
    }
  }
}
