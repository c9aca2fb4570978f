// The engine's entry for an event sent from outside. `StateMachine.send` asks `expressStep`
// first, inlined into the app's code; everything it cannot take is one step that the machine
// runs and concludes (`StateMachine.run`), taken by `step(sending:)` in whichever lane fits:
// the direct lane (TypedEngine+DirectLane.swift), the table's chain or region steps
// (Engine+Dispatch.swift, Engine+DispatchRegions.swift), or the general algorithm. A lane is
// added here, never in the machine.

extension TypedEngine {
  /// `expressStep`'s answer when no transition names the event and the rejection policy
  /// ignores it: nothing to conclude (see `quietRejection`).
  @inlinable static var rejectedQuietly: Int { .min }
  /// `expressStep`'s answer when the machine must run a step: `step(sending:)` in `run`.
  @inlinable static var needsStep: Int { .min + 1 }

  /// The express lane (see `takeQuietStep`, and `takeQuietRegionStep` for charts with
  /// parallel states): taken in the app's `send`, for a machine on the lane that is not busy.
  /// Returns the quiet step it took (`directStep`: ≥ 0, or `Engine.stepsInRegions`; see
  /// `isQuietStep`), or `rejectedQuietly`, or `needsStep`.
  @inlinable @inline(__always) func expressStep(_ event: E) -> Int {
    // Charts with parallel states try their lane out of line: the inlined code stays as small.
    guard takesExpressLane && !isBusy else { return takesQuietRegionLane ? expressRegionStep(event) : Self.needsStep }
    let step = takeQuietStep(index(ofSent: event))
    if step >= 0 { return step }
    if step == Int(DispatchTable.rejects) && !reportsRejections { return Self.rejectedQuietly }
    return Self.needsStep
  }

  /// `expressStep` in a chart with parallel states.
  @inlinable @inline(never) func expressRegionStep(_ event: E) -> Int {
    guard !isBusy else { return Self.needsStep }
    let step = takeQuietRegionStep(index(ofSent: event))
    if step == Engine.stepsInRegions { return step }
    if step == Int(DispatchTable.rejects) && !reportsRejections { return Self.rejectedQuietly }
    return Self.needsStep
  }

  /// Whether `expressStep` took a quiet step.
  @inlinable @inline(__always) static func isQuietStep(_ step: Int) -> Bool { step >= Engine.stepsInRegions }

  /// The step `expressStep` took, for the outcome: built only if the caller reads it.
  @inlinable @inline(__always) func quietStep(_ step: Int) -> Step<S> {
    step >= 0 ? Step(direct: step, names: names) : Step(regions: directSteps, names: names)
  }

  /// The outcome of a send that `expressStep` rejected quietly: out of line, so that the
  /// app's inlined `send` stays small.
  @inlinable @inline(never) func quietRejection(_ event: E) -> SendOutcome<S, E> {
    directStep = Engine.emptyStep
    return .rejected(rejection(.noTransition, event: event))
  }

  /// Takes the step for an event sent from outside in the lane that fits it; the machine is
  /// busy and has begun the send (`StateMachine.run`).
  @inlinable @inline(__always) func step(sending event: E) -> OutcomeCode {
    // On the express lane `expressStep` has coded the event already (nothing ran since).
    guard takesExpressLane else {
      return dispatch(takesQuietRegionLane ? sentEventCode : index(ofSent: event))
    }
    // A cell the express lane could not take (a guard to check or actions to run) goes to the
    // direct lane.
    let code = sentEventCode
    let cell = directLaneCell(code)
    if cell >= 0 { return takeDirectStep(code: code, cell: cell, from: lastAtomicEntered) }
    return dispatch(code)
  }
}
