// A guard that cannot be evaluated reports it: the one effect a guard may have.

extension GuardScope {
  /// Queues an internal event from a guard: how a condition that fails to evaluate reports it
  /// (SCXML 5.9: such a condition is false, and `error.execution` joins the internal queue).
  /// For data models whose conditions are code of their own; a Swift guard has no need of it.
  /// A question (``StateMachine/can(_:)``) changes nothing: there the event is dropped.
  public func raise(_ event: MachineEvent<S, E>) {
    guard engine.query.depth == 0 else { return }
    engine.raise(event)
  }
}
