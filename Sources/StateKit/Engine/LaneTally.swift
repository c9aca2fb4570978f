#if DEBUG
  /// What the engine's lanes did since the machine was made, counted where it happens (debug
  /// builds only): tests check with it that the budget holds and that each lane is reached.
  @usableFromInline struct LaneTally {
    /// Microsteps and queued events processed, counted where they happen rather than where the
    /// budget is paid, so that tests (and `checkBudget`) can see that the budget holds.
    @usableFromInline var workCounted = 0
    /// Steps the table lanes took in a chart with parallel states, region by region.
    @usableFromInline var regionStepsTaken = 0
    /// Of those, the steps the express lane took, running nothing.
    @usableFromInline var expressRegionStepsTaken = 0
    /// Of those, the steps taken on windows of a configuration of more than 64 states.
    @usableFromInline var expressWindowStepsTaken = 0
    /// Active states, ancestors and selected transitions that selection has visited: tests
    /// check that it grows linearly with the regions an event moves.
    var selectionWork = 0
    /// Transitions the direct lane took itself, its guard and action called directly.
    @usableFromInline var directLaneStepsTaken = 0
    /// Set by a test to break the owner on purpose: it then takes steps without paying for
    /// them, which the lane invariants must stop (`LaneInvariantTests`).
    @usableFromInline var skipsPayment = false

    @usableFromInline init() {}
  }
#endif
