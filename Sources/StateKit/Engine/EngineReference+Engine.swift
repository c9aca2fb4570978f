// How a scope reaches its engine (see `EngineReference`, declared with the scopes).

extension EngineReference {
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
      let engine = unsafeDowncast(unchecked, to: Engine.self)
      precondition(
        engine.callbackDepth > 0 && engine.callbackEpoch == epoch,
        "a scope was used after its guard or action returned: copy what you need out of it instead of keeping it")
    #endif
    assert(unchecked is TypedEngine<S, E, C>, "a scope was made for another machine's engine")
    return unsafeDowncast(unchecked, to: TypedEngine<S, E, C>.self)
  }
}
