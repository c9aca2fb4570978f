// The direct lane (see TypedEngine+Lanes.swift): an event whose cell the express lane found
// but could not take — a guard to check, or actions to run — is taken here, compiled for the
// app's types, without looking the event and its cell up again, and with the chart's guards and
// transition actions called as the app's own closures. It does what `dispatch` does for a chart
// without parallel states, step for step; `TableLaneTests` compares both with the table lanes closed.

/// A chart's guard, in an object of its own: the engine reaches it unowned (see `HookTable`).
@usableFromInline final class TypedGuard<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  @usableFromInline let check: ChartGuard<S, E, C>
  init(_ check: @escaping ChartGuard<S, E, C>) { self.check = check }
}

/// A chart's transition action, in an object of its own (see `TypedGuard`).
@usableFromInline final class TypedAction<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  @usableFromInline let run: ChartAction<S, E, C>
  init(_ run: @escaping ChartAction<S, E, C>) { self.run = run }
}

extension TypedEngine {
  /// `dispatch(code)` for a machine on the express lane whose cell for the event lists
  /// transitions, from `candidate` on, that the express lane does not take. The machine has made
  /// itself busy and begun the send; `leaf` is the active leaf. A selected transition that is
  /// direct and targetless is taken here (its guard and action are all it runs); any other goes
  /// on as in `dispatch`.
  @inlinable @inline(__always) func takeDirectStep(code: Int, candidate first: Int, from leaf: Int) -> OutcomeCode {
    assert(takesExpressLane && hasOneLeaf && isBusy, "the direct lane needs the express lane's machine")
    assert(leaf == lastAtomicEntered, "the direct lane starts from the active leaf's cell")
    assert(dispatchCells[leaf &* dispatchColumns &+ code &+ 1].candidate == first, "the cell of another event")
    // Callbacks of the step see it running, as they do in `dispatch` (a snapshot is refused).
    isStepping = true
    defer { isStepping = false }
    beginStepMarks(code: code)
    var index = first
    while true {
      let candidate = dispatchCandidates[index]
      let transition = Int(candidate.transition)
      if !candidate.isGuarded || checkGuard(of: transition) {
        var takesItself = candidate.isDirectAndTargetless
        #if DEBUG
          if directLaneIgnoresTargets { takesItself = takesItself || candidate.flags.rawValue & 2 != 0 }
          if takesItself { tally.directLaneStepsTaken += 1 }
        #endif
        guard takesItself else { return takeSelected(candidate, from: leaf) }
        // `takeDirectly` for a targetless transition: nothing is exited or entered. Paid for by
        // `step(sending:coded:)`.
        countWork()
        stepRecord = .direct(DirectStep(leaf: leaf, transition: transition))
        runAction(of: transition)
        return endDirectStep(moved: false)
      }
      guard let next = candidate.nextCandidate else { return rejectDirectly(.guardsFailed) }
      index = next
    }
  }

  /// `evaluateGuard(of:)`, calling the app's guard itself.
  @inlinable @inline(__always) func checkGuard(of transition: Int) -> Bool {
    guard let hook = typedGuards[transition] else { return true }
    #if DEBUG
      callbackDepth += 1
      defer { callbackDepth -= 1 }
    #endif
    // Unowned: `guardBoxes` holds the object for as long as the engine lives.
    return hook._withUnsafeGuaranteedRef { $0.check(GuardScope(engine: self)) }
  }

  /// `runActions(of:)`, calling the app's action itself.
  @inlinable @inline(__always) func runAction(of transition: Int) {
    guard let hook = typedActions[transition] else { return }
    #if DEBUG
      callbackDepth += 1
      defer { callbackDepth -= 1 }
    #endif
    // Unowned: `actionBoxes` holds the object for as long as the engine lives.
    hook._withUnsafeGuaranteedRef { $0.run(ActionScope(engine: self)) }
  }
}
