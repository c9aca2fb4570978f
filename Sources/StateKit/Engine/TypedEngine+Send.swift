// The engine's entry for an event sent from outside. `StateMachine.send` asks `expressStep`
// first, inlined into the app's code: a quiet step along the chain, or quiet steps region by
// region (Engine+DispatchRegions.swift). Everything it cannot take is one step that the
// machine runs and concludes (`StateMachine.run`), taken by `step(sending:)` in whichever lane
// fits: the direct lane (TypedEngine+DirectLane.swift), the table's chain or region steps
// (Engine+Dispatch.swift, Engine+DispatchRegions.swift), or the general algorithm. A lane is
// added here, never in the machine.

extension TypedEngine {
  /// `expressStep`'s answer when no transition names the event and the rejection policy
  /// ignores it: nothing to conclude (see `quietRejection`).
  @inlinable static var rejectedQuietly: Int { .min }
  /// `expressStep`'s answer when the machine must run a step: `step(sending:)` in `run`.
  @inlinable static var needsStep: Int { .min + 1 }

  /// `expressRegionStep`'s answer for quiet steps taken region by region (`directSteps`).
  @inlinable static var tookRegionSteps: Int { .min + 2 }
  /// `expressStep`'s answer when the machine, not busy, may take quiet steps region by region:
  /// `StateMachine.send` calls `expressRegionStep`. Asked for apart from the quiet step along
  /// the chain, and its outcome made apart, so that the chain's code stays as it was (calling
  /// it from here, flat-ring took 81–84 instructions instead of 79–80, sharing the chain's
  /// outcome 84).
  @inlinable static var triesRegions: Int { .min + 3 }

  /// The express lane (see `takeQuietStep`): taken inline in the app's `send`, for a machine
  /// on the lane that is not busy. Returns the quiet step it took along the chain
  /// (`directStep`, ≥ 0), or `rejectedQuietly`, or `triesRegions`, or `needsStep`.
  @inlinable @inline(__always) func expressStep(_ event: E) -> Int {
    // The hint keeps the quiet step along the chain as it was compiled before the lane region
    // by region joined (without it, toggle and deep took 58 instructions instead of 56).
    guard _fastPath(takesExpressLane && !isBusy) else {
      return takesQuietRegionLane && !isBusy ? Self.triesRegions : Self.needsStep
    }
    let step = takeQuietStep(index(ofSent: event))
    if step >= 0 { return step }
    if step == Int(DispatchTable.rejects) && !reportsRejections { return Self.rejectedQuietly }
    return Self.needsStep
  }

  /// The express lane in a chart with parallel states: quiet steps region by region
  /// (`takeQuietRegionStep`, inlined here), specialised for the app's types but out of line, so
  /// that the app's inlined `send` stays small. Returns `tookRegionSteps`, `rejectedQuietly` or
  /// `needsStep`. Like the express lane's step along the chain, the step is paid for against
  /// the send's budget only when observers queue work after it (`spendQuietStep`).
  @inlinable @inline(never) func expressRegionStep(_ event: E) -> Int {
    let step = takeQuietRegionStep(index(ofSent: event))
    if step == Engine.stepsInRegions { return Self.tookRegionSteps }
    if step == Int(DispatchTable.rejects) && !reportsRejections { return Self.rejectedQuietly }
    return Self.needsStep
  }

  /// Takes the step for an event sent from outside in the lane that fits it; the machine is
  /// busy and has begun the send (`StateMachine.run`).
  @inlinable @inline(__always) func step(sending event: E) -> OutcomeCode {
    guard takesExpressLane else {
      // `expressStep` has tried quiet steps region by region, and coded the event.
      return dispatch(takesQuietRegionLane ? sentEventCode : index(ofSent: event))
    }
    // `expressStep` has coded the event already (nothing ran since). A cell it could not take
    // (a guard to check or actions to run) goes to the direct lane.
    let code = sentEventCode
    let cell = directLaneCell(code)
    if cell >= 0 { return takeDirectStep(code: code, cell: cell, from: lastAtomicEntered) }
    return dispatch(code)
  }
}
