// What the engine's steps, recorded by indices, mean in the app's types: the outcomes, steps,
// rejections and runaways that the machine hands out.

extension TypedEngine {
  /// The outcome of the last step; `event` is the event from outside that it processed, if
  /// any, and is asked for only when the step was rejected (a queued event is opened only then).
  /// Built after the step, from indices, and only if someone reads it: inlined into the app's
  /// code, an outcome that the caller ignores or only tests is never built.
  @inlinable func outcome(of result: OutcomeCode, event: @autoclosure () -> E?) -> SendOutcome<S, E> {
    switch result {
    case .transitioned: return .transitioned(lastStepValue)
    case .handled: return .handled
    case .rejected(let reason): return .rejected(rejection(reason, event: event()))
    case .failed: return .failed(runawayError)
    }
  }

  /// What the last step exited, entered and took, as a ``MachineStep``.
  @inlinable var lastStepValue: MachineStep<S> {
    switch stepRecord {
    case .direct(let step): return MachineStep(direct: step, names: names)
    case .inRegions: return MachineStep(regions: directSteps, names: names)
    case .inLog, .nothing: return MachineStep(loggedStep, names: names)
    }
  }

  /// What a step that ran away changed, net: the states active before it and not now, and
  /// those active now and not before, each in the order the log first names it; nil if none.
  /// Observers hear this, not every microstep of the cycle (thousands of entries and exits of
  /// the same states).
  @usableFromInline var netStepValue: MachineStep<S>? {
    let log = lastStep
    var seen = StateSet(capacity: layout.kind.count)
    var exited: [S] = []
    var entered: [S] = []
    for code in log.log where code & 3 != StepLog.Tag.fired.rawValue {
      let state = code >> 2
      guard state != 0, !seen.contains(state) else { continue }
      seen.insert(state)
      // First named as exited: it was active before the step; first named as entered: it was not.
      let isActive = configuration.contains(state)
      if code & 3 == StepLog.Tag.exited.rawValue {
        if !isActive { exited.append(id(state)) }
      } else if isActive {
        entered.append(id(state))
      }
    }
    return exited.isEmpty && entered.isEmpty ? nil : MachineStep(exited: exited, entered: entered)
  }

  /// A rejection in the current configuration.
  @inlinable func rejection(_ reason: RejectionReason, event: E?) -> Rejection<S, E> {
    guard hasOneLeaf else { return Rejection(reason: reason, event: event, active: .configuration(activeSet, names)) }
    let leaf = lastAtomicEntered
    return Rejection(reason: reason, event: event, active: leaf > 0 ? .leaf(id(leaf)) : .list([]))
  }

  @usableFromInline var runawayError: RunawayError<S> {
    RunawayError(microsteps: microstepLimit, cycle: runawayCycle.compactMap { names.ids[$0] })
  }

  /// The steps that `expressRegionStep` took, as a ``MachineStep``.
  @inlinable @inline(__always) var regionStepsValue: MachineStep<S> { MachineStep(regions: directSteps, names: names) }

  /// The outcome of a send that `expressStep` rejected with no one to report it to
  /// (`rejectedUnreported`): out of line, so that the app's inlined `send` stays small.
  @inlinable @inline(never) func unreportedRejection(_ event: E) -> SendOutcome<S, E> {
    stepRecord = .nothing
    return .rejected(rejection(.noTransition, event: event))
  }
}
