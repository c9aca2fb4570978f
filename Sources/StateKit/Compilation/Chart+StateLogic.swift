// Charts built from distributed logic (see `StateLogic`).

extension Chart {
  /// Builds a chart from the logic of each state (distributed logic): each becomes a state whose
  /// transitions are the moves it declared.
  @MainActor
  @_optimize(none)  // Swift 6.3's FunctionSignatureOpts crashes on it in release builds, as on init(initial:elements:)
  public convenience init(initial: S? = nil, logic: [any StateLogic<S, E, C>]) throws(ChartValidationError<S>) {
    let elements = logic.map { behavior -> ChartElement<S, E, C> in
      State(behavior.id) {
        Entry { behavior.didEnter($0) }
        Exit { behavior.willExit($0) }
        OnAnyEvent(
          when: { scope in scope.event.map { behavior.accepts($0, in: scope) } ?? false },
          action: { scope in if let event = scope.event { behavior.handle(event, in: scope) } })
        behavior.successors.map { ChartTransition(.move($0), to: [$0]).element }
        if let advance = behavior.advance { After(advance.after, to: advance.to) }
      }.element
    }
    try self.init(initial: initial, elements: elements)
  }
}
