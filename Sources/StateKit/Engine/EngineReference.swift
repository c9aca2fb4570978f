/// How a scope holds its engine: without reference counting, since a scope is made for every
/// guard and action call and retaining the engine each time would cost more than many guards.
///
/// That is safe only while the callback the scope was made for runs: the machine, and so the
/// engine, may be gone afterwards. Debug builds check it — the reference is `unowned` (a use
/// after the machine is freed traps with a clear message) and the scope remembers the step or
/// query it was made in, so a scope kept and used after its callback returned traps too.
/// Release builds check nothing.
@usableFromInline struct EngineReference<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  #if DEBUG
    @usableFromInline unowned let unchecked: TypedEngine<S, E, C>
    @usableFromInline let epoch: UInt64
  #else
    @usableFromInline unowned(unsafe) let unchecked: TypedEngine<S, E, C>
  #endif

  @inlinable init(_ engine: TypedEngine<S, E, C>) {
    unchecked = engine
    #if DEBUG
      epoch = engine.callbackEpoch
    #endif
  }

  @inlinable var engine: TypedEngine<S, E, C> {
    #if DEBUG
      precondition(
        unchecked.callbackDepth > 0 && unchecked.callbackEpoch == epoch,
        "a scope was used after its guard or action returned: copy what you need out of it instead of keeping it")
    #endif
    return unchecked
  }
}
