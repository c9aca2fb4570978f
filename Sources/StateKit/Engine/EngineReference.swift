/// How a scope holds its engine: without reference counting, since a scope is made for every
/// guard and action call and retaining the engine each time would cost more than many guards.
///
/// That is safe only while the callback the scope was made for runs: the machine, and so the
/// engine, may be gone afterwards. Debug builds check it — the reference is `unowned` (a use
/// after the machine is freed traps with a clear message) and the scope remembers the step or
/// query it was made in, so a scope kept and used after its callback returned traps too.
/// Release builds check nothing.
///
/// It holds the engine as the non-generic `Engine` and casts it back where it is read, in the
/// app's own guards and actions, which are compiled for its types: the hooks that make scopes
/// may run unspecialised (a machine made in code generic over something else), and there a
/// cast to `TypedEngine<S, E, C>` would look up its generic metadata on every call.
@usableFromInline struct EngineReference<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  #if DEBUG
    @usableFromInline unowned let unchecked: Engine
    @usableFromInline let epoch: UInt64
  #else
    @usableFromInline unowned(unsafe) let unchecked: Engine
  #endif

  /// `engine` is the machine's `TypedEngine<S, E, C>` (hooks are made only for it; checked
  /// where it is read, in debug builds).
  @inlinable init(_ engine: Engine) {
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
    assert(unchecked is TypedEngine<S, E, C>, "a scope was made for another machine's engine")
    return unsafeDowncast(unchecked, to: TypedEngine<S, E, C>.self)
  }
}
