/// What a guard sees: the context and the event, read-only, and the `In()` predicate.
@dynamicMemberLookup
public struct GuardScope<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  @usableFromInline let reference: EngineReference<S, E, C>

  @inlinable init(engine: TypedEngine<S, E, C>) { reference = EngineReference(engine) }

  /// The engine, checked in debug builds: see ``EngineReference``.
  @inlinable var engine: TypedEngine<S, E, C> { reference.engine }

  /// The event being considered; `nil` for eventless transitions checked without an event.
  public var event: MachineEvent<S, E>? { engine.currentEvent }

  /// The extended state.
  @inlinable public var context: C { engine.context }

  /// The payload of the event that was sent to the machine, if the current event is one.
  public var sentEvent: E? {
    if case .external(let event)? = engine.currentEvent { return event }
    return nil
  }

  @inlinable public subscript<T>(dynamicMember keyPath: KeyPath<C, T>) -> T {
    engine.context[keyPath: keyPath]
  }

  /// Whether a state is active now (SCXML's `In()` predicate).
  public func isActive(_ state: S) -> Bool {
    engine.isActive(state)
  }
}
