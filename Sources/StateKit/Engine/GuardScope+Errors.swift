// A guard that cannot be evaluated reports it: the one effect a guard may have.

extension GuardScope {
  /// Queues an internal event from a guard: how a condition that fails to evaluate reports it
  /// (SCXML 5.9: such a condition is false, and `error.execution` joins the internal queue).
  /// For data models whose conditions are code of their own; a Swift guard has no need of it.
  public func raise(_ event: MachineEvent<S, E>) {
    engine.raise(event)
  }
}
