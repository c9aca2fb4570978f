/// How a scope holds its engine: without reference counting, since a scope is made for every
/// guard and action call and retaining the engine each time would cost more than many guards.
///
/// That is safe because the scopes that hold it cannot outlive the callback they were made for:
/// they are non-copyable and lent to the callback `borrowing`, so an app cannot store them,
/// and the machine, and so the engine, lives while a callback runs. (Copyable scopes once let
/// an app keep one and use it after its machine was gone: freed memory, in release builds.)
/// Debug builds check it still — the reference is `unowned`, and the scope remembers the step
/// or query it was made in.
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
