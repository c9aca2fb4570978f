// A chart's guards and actions as its tables keep them. A closure put in an array directly is
// stored in the array's generic form and called through a conversion thunk, and one taken out
// of such an array for a specialised caller gets a second thunk; wrapped in a struct, it keeps
// its own form, and the engine's hooks call the app's closure directly (see `EngineHooks`).

/// A guard in a chart's table.
@usableFromInline struct StoredGuard<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  @usableFromInline let check: ChartGuard<S, E, C>

  @inlinable init(check: @escaping ChartGuard<S, E, C>) { self.check = check }

  /// Wraps a guard, if there is one. Not `Optional.map`: passing the closure through a generic
  /// function would convert it to the generic form this type exists to avoid.
  init?(_ check: ChartGuard<S, E, C>?) {
    guard let check else { return nil }
    self.check = check
  }
}

/// An action in a chart's table.
@usableFromInline struct StoredAction<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  @usableFromInline let run: ChartAction<S, E, C>

  @inlinable init(run: @escaping ChartAction<S, E, C>) { self.run = run }

  /// Wraps an action, if there is one (not with `Optional.map`: see `StoredGuard`).
  init?(_ run: ChartAction<S, E, C>?) {
    guard let run else { return nil }
    self.run = run
  }
}
