/// How a scope holds its engine: strongly, so that a scope an app keeps past its callback (in a
/// property, a closure, a task) keeps the engine alive and every use of it stays memory-safe,
/// in every build. (It once held the engine `unowned(unsafe)`: a kept scope used after its
/// machine was gone read freed memory in release builds.)
///
/// A scope is made for every guard and action call, passed to the app's closure as a borrowed
/// argument and dropped when it returns, so the strong reference costs nothing there: the
/// engine is alive throughout the call, and the compiler neither retains nor releases it. Only
/// a scope that the app copies somewhere retains the engine, as any stored reference does.
///
/// A scope used after its callback returned answers from the engine as it is now; the effects
/// it asks for (raise, send, cancel, move) are ignored unless a step of its machine is running
/// (see ``ActionScope``). Debug builds also say so once per machine on the standard error.
///
/// It holds the engine as the non-generic `Engine` and casts it back where it is read, in the
/// app's own guards and actions, which are compiled for its types: the hooks that make scopes
/// may run unspecialised (a machine made in code generic over something else), and there a
/// cast to `TypedEngine<S, E, C>` would look up its generic metadata on every call.
@usableFromInline struct EngineReference<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  @usableFromInline let unchecked: Engine
  #if DEBUG
    @usableFromInline let epoch: UInt64
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
      if unchecked.callbackDepth == 0 || unchecked.callbackEpoch != epoch { unchecked.noteKeptScope() }
    #endif
    assert(unchecked is TypedEngine<S, E, C>, "a scope was made for another machine's engine")
    return unsafeDowncast(unchecked, to: TypedEngine<S, E, C>.self)
  }

  /// Whether the scope may ask for effects now: only while a step of its machine runs. A scope
  /// kept past its callback and used between steps, or after its machine was released, asks
  /// for nothing.
  @inlinable var mayChangeMachine: Bool { unchecked.isStepping }
}
