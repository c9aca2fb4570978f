// The outcomes of the engine's express lane that `StateMachine.send` makes in the app's own
// code (the lanes are in TypedEngine+Lanes.swift): quiet steps region by region, and what
// observers hear of a quiet step.

extension StateMachine {
  /// `send` when the engine's express lane may take the step region by region. Inlined into
  /// the app's `send` like the quiet step along the chain, so that an outcome the caller
  /// ignores or only tests is never built.
  @inlinable @inline(__always) func sendInRegions(_ event: E) -> SendOutcome<S, E> {
    switch engine.expressRegionStep(event) {
    case .tookSteps:
      if engine.isObserved { return concludeExpressRegionSteps(event) }
      return .transitioned(engine.regionStepsValue)
    case .rejectedUnreported: return engine.unreportedRejection(event)
    case .needsStep(let code): return sendInSteps(event, coded: code)
    }
  }

  /// `concludeExpressStep` for quiet steps region by region, with their outcome: read before
  /// observers run, since what they send is recorded over the engine's last step. Out of line,
  /// as the conclusion is.
  @inlinable @inline(never) func concludeExpressRegionSteps(_ event: E) -> SendOutcome<S, E> {
    let step = engine.regionStepsValue
    if let runaway = concludeExpressStep(event) { return .failed(runaway) }
    return .transitioned(step)
  }

  /// Tells observers of a quiet step taken in the express lane: busy meanwhile, as in `run`, so
  /// that what they send is queued and processed afterwards within the send's budget. A quiet
  /// step runs no actions, so it has no effects to apply. Returns the runaway that the queued
  /// events ran into, if any.
  @inlinable @inline(never) func concludeExpressStep(_ event: E) -> RunawayError<S>? {
    engine.isBusy = true
    notifyChange()
    notifyObservers(.transitioned, sent: event, event: nil)
    if engine.hasQueuedWork {
      // The send's budget and first token, as `run` sets them before its step: observers only
      // queue work, which starts here. The quiet step was the send's first microstep and is
      // paid for now, as every other lane pays for it, so that what observers queue runs into
      // the same limit whichever lane took the step.
      engine.payForExpressStep()
      let runaway = drainExternalQueue()
      fireDeferredTimers()
      engine.isBusy = false
      return runaway
    }
    engine.isBusy = false
    return nil
  }
}
