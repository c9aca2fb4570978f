// What GuardScope does, over the engine (its declaration is in Definition/GuardScope.swift).

extension GuardScope {
  @inlinable init(engine: Engine) { reference = EngineReference(engine) }

  /// The engine, checked in debug builds: see ``EngineReference``.
  @inlinable var engine: TypedEngine<S, E, C> { reference.engine }

  /// The event sent to the machine (or raised) that is being considered; `nil` for eventless
  /// transitions, timers, and `done` and error events.
  @inlinable public var event: E? { engine.externalEvent }

  /// The event being considered as the machine sees it, `done.state.ID` and error events
  /// included.
  public var machineEvent: MachineEvent<S, E>? { engine.currentEvent }

  /// The extended state.
  @inlinable public var context: C { engine.context }

  @inlinable public subscript<T>(dynamicMember keyPath: KeyPath<C, T>) -> T {
    engine.context[keyPath: keyPath]
  }

  /// Whether a state is active now (SCXML's `In()` predicate).
  public func isActive(_ state: S) -> Bool {
    engine.isActive(state)
  }
}

extension GuardScope where E: CaseEvent {
  /// The payload of the event being considered if it is of `eventCase`.
  @inlinable public func payload<Payload>(_ eventCase: EventCase<E, Payload>) -> Payload? {
    engine.readExternalEvent(eventCase.payload)
  }
}
