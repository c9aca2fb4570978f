// The one owner of dispatch: which lane takes a step, what every lane must do, and the check
// that it did. A lane is added here, never in the machine.
//
// An event sent from outside goes, in `StateMachine.send`, to `expressStep` (inlined into the
// app's code); what it cannot take the machine runs and concludes (`StateMachine.run`)
// through `step(sending:coded:)`. Queued events and timers come to `step(processing:)`. Every
// lane below ends in `checkLaneInvariants` (debug builds).
//
// Words: a *quiet* transition is taken directly and runs no actions (`Candidate.Flags.quiet`):
// only the configuration changes. The *express* lanes take quiet transitions that have no guard
// and a target, in the app's own `send`, before the machine makes itself busy. The *table*
// lanes (express, direct, table) read the compiled `DispatchTable`; `usesTableLanes` closes
// them (tests compare with the general lane that way).
//
// | lane | eligible when | pays the send's first microstep | records its step (`stepRecord`, StepRecord.swift) | compared in |
// | --- | --- | --- | --- | --- |
// | express, along the chain (`takeExpressStep`, Engine+Dispatch.swift) | `takesExpressLane` (a running chart without parallel states, with a table, not tracked by Observation, forwarding nothing), not busy, and the cell's first candidate is quiet, without a guard, with a target (`Candidate.fitsExpressLane`) | only when observers queue work after it (`payForExpressStep`): alone, the only microstep of its send cannot exceed a budget | `stepRecord = .direct(step)`, its leaf and transition, also answered (`.took(step)`) | `TableLaneTests`, `LaneAgainstLaneTests`, `LaneBudgetTests` (`.express`) |
// | express, region by region on the first word (`takeExpressStepOnFirstWord`, Engine+DispatchRegions.swift) | `takesExpressRegionLane` (the same machine, with parallel states and quiet steps in its table), not busy, every active leaf in the configuration's first word, and each leaf's cell rejects the event or takes a quiet candidate within its word | as the express lane along the chain | `.inRegions`, lazily: a `RegionRecord` of the event's column and the leaves before (`writeLazyRegionRecord`) | `ExpressWindowTests`, `TableLaneTests`, `LaneBudgetTests.inRegions…` |
// | express, region by region on windows (`takeExpressWindowStep`) | as above, with active leaves beyond the first word | as the express lane along the chain | `.inRegions`: a `RegionRecord` of each leaf and transition in `directSteps` | `ExpressWindowTests`, `TableLaneTests` (a third of its parallel charts), `LaneBudgetTests.inRegions…` (`wide`) |
// | direct (`takeDirectStep`, TypedEngine+DirectLane.swift) | `takesExpressLane`, and the active leaf's cell lists candidates the express lane does not take | here, before the lane runs | `.direct(step)` for a direct targetless transition; otherwise as the table lane | `TableLaneTests.wideningTheDirectLaneIsCaught` (a widened lane must be caught), `LaneAgainstLaneTests`, `LaneBudgetTests` (`.guarded`, `.action`) |
// | table (`dispatch`, Engine+Dispatch.swift and Engine+DispatchRegions.swift) | `takesTableLane` (a table, `usesTableLanes`) and a running machine; a cell that falls back (a descriptor may match) goes to the general lane | here, before the lane runs | `.direct(step)` for a direct transition, `.inRegions` for direct steps region by region, `.nothing` for a rejection, else `.inLog` | `TableLaneTests` (against the table off), `LaneAgainstLaneTests`, `LaneBudgetTests` (`.tracked`) |
// | general (`process`, Engine.swift) | everything else: the table off, no table, and every queued event and timer (they carry payloads or are timers, which `process` selects with the chain lane, Engine+Chain.swift, where `usesChainLane`) | here, before the lane runs (`step(processing:)`); a queued event pays for itself as well, in `StateMachine.drainExternalQueue` | `.inLog` | the conformance suites, `LaneBudgetTests` (`.general`), every comparison above as the reference |
//
// Merged into fewer lanes: none this round (see Benchmarks/README.md, issue 38).

extension TypedEngine {
  /// The express lane (see the table above): taken inline in the app's `send`, for a machine
  /// on the lane that is not busy.
  @inlinable @inline(__always) func expressStep(_ event: E) -> ExpressAnswer {
    // The hint keeps the quiet step along the chain as it was compiled before the lane region
    // by region joined.
    guard _fastPath(takesExpressLane && !isBusy) else {
      return takesExpressRegionLane && !isBusy ? .triesRegions : .needsStep(coded: nil)
    }
    let code = index(ofSent: event)
    switch takeExpressStep(code) {
    case .took(let step):
      checkLaneInvariants(after: .transitioned)
      return .tookStep(step)
    case .noTransition where !reportsRejections: return .rejectedUnreported
    case .noTransition, .needsEngine: return .needsStep(coded: code)
    }
  }

  /// The express lane in a chart with parallel states: quiet steps region by region
  /// (`takeExpressRegionStep`, inlined here), specialised for the app's types but out of line, so
  /// that the app's inlined `send` stays small. Paid for as the express lane's step along the
  /// chain.
  @inlinable @inline(never) func expressRegionStep(_ event: E) -> RegionAnswer {
    let code = index(ofSent: event)
    switch takeExpressRegionStep(code) {
    case .took:
      checkLaneInvariants(after: .transitioned)
      return .tookSteps
    case .noTransition where !reportsRejections: return .rejectedUnreported
    case .noTransition, .needsEngine: return .needsStep(coded: code)
    }
  }

  /// Takes the step for an event sent from outside in the lane that fits it; the machine is
  /// busy and has begun the send (`StateMachine.run`). `code` is the event's index, if the
  /// express lane found it already (nothing ran since).
  @inlinable @inline(__always) func step(sending event: E, coded code: Int?) -> OutcomeCode {
    let code = code ?? index(ofSent: event)
    let paid = payForFirstMicrostep()
    // On the express lane, a cell it could not take (a guard to check or actions to run) goes
    // to the direct lane.
    let result: OutcomeCode
    if takesExpressLane, let candidate = directLaneCandidate(code) {
      result = takeDirectStep(code: code, candidate: candidate, from: lastAtomicEntered)
    } else {
      result = dispatch(code)
    }
    settle(paid, for: result)
    return result
  }

  /// Takes the step for a queued event or a timer, in the general lane; the machine is busy.
  func step(processing signal: QueuedSignal) -> OutcomeCode {
    let paid = payForFirstMicrostep()
    let result = process(signal)
    settle(paid, for: result)
    return result
  }
}

/// What `expressStep` answers `StateMachine.send`.
@usableFromInline enum ExpressAnswer {
  /// It took a quiet step along the chain: its leaf and transition.
  case tookStep(DirectStep)
  /// No transition names the event and the rejection policy ignores it: nothing to conclude.
  case rejectedUnreported
  /// The machine, not busy, may take quiet steps region by region: `send` asks
  /// `expressRegionStep`, apart, so that the chain's code stays small.
  case triesRegions
  /// The machine must run a step (`step(sending:coded:)`), or queue the event while busy; the
  /// event's index, if it was found.
  case needsStep(coded: Int?)
}

/// What `expressRegionStep` answers `StateMachine.send`.
@usableFromInline enum RegionAnswer {
  /// It took quiet steps region by region (`Engine.directSteps`).
  case tookSteps
  /// No transition names the event and the rejection policy ignores it.
  case rejectedUnreported
  /// The machine must run a step; the event's index.
  case needsStep(coded: Int)
}

/// What an express lane did (Engine+Dispatch.swift, Engine+DispatchRegions.swift): `Took` is
/// what it answers of a step it took (the leaf and transition along the chain; nothing region
/// by region, whose record is in `Engine.directSteps`).
@usableFromInline enum ExpressLaneResult<Took> {
  /// It took the step and recorded it.
  case took(Took)
  /// No transition names the event in the active states: nothing changed.
  case noTransition
  /// Another lane must take it (a guard, actions, a fallback, a move out of its word): the
  /// lane changed nothing but, possibly, the last step's record.
  case needsEngine
}

extension Engine {
  /// Pays for the send's first microstep before a lane takes it: the one place a lane's step is
  /// paid for (`spendWork`). Returns what `settle` needs to take it back if the lane takes no
  /// step.
  @inlinable @inline(__always) func payForFirstMicrostep() -> PaidMicrostep {
    #if DEBUG
      let paid = PaidMicrostep(budget: workBudget, counted: tally.workCounted)
      if tally.skipsPayment { return paid }
    #else
      let paid = PaidMicrostep()
    #endif
    spendWork()
    return paid
  }

  /// Gives the first microstep's budget back when the lane took none (a rejection before any
  /// step; a move the logic did not declare was a step), and checks the lane in debug builds.
  @inlinable @inline(__always) func settle(_ paid: PaidMicrostep, for result: OutcomeCode) {
    if case .rejected(let reason) = result, reason != .undeclaredMove { refundFirstMicrostep() }
    #if DEBUG
      checkBudget(paid, after: result)
    #endif
    checkLaneInvariants(after: result)
  }

  /// `spendWork` undone, for a first microstep no lane took: nothing was recorded since, so
  /// recording of the cycle goes back to where it was.
  @usableFromInline func refundFirstMicrostep() {
    workBudget += 1
    if workBudget == 65 && microstepLimit > 64 { isRecordingCycle = false }
  }

  /// Pays for the quiet step of an express lane (`stepRecord`) against the budget that
  /// `beginSend` has just given its send, when observers queue work after it, and records what
  /// it entered when the budget is small enough to record the whole send (see `spendWork`).
  @usableFromInline func payForExpressStep() {
    beginSend()
    _ = payForFirstMicrostep()
    guard isRecordingCycle else { return }
    switch stepRecord {
    case .direct(let step):
      for state in dispatchEntryPaths[step.transition] { recentEntries.append(state) }
    case .inRegions:
      for step in RegionRecord.steps(directSteps, table: dispatchTable) {
        for state in dispatchEntryPaths[step.transition] { recentEntries.append(state) }
      }
    case .inLog, .nothing: break
    }
  }

  /// Decides which lanes are open, whenever an input changes (`laneInputs`) or the table does.
  func updateLanes() {
    takesTableLane = laneInputs.usesTableLanes && !dispatchTable.cells.isEmpty
    let open = takesTableLane && isRunning && !isTracked && !forwardsEvents
    takesExpressLane = open && hasOneLeaf
    // On one word its record is lazy, decoded with the chart's table (not a test's).
    takesExpressRegionLane =
      open && !hasOneLeaf && dispatchTable.hasQuietRegionSteps
      && (dispatchTable === chartTable || layout.kind.count > 64)
  }
}

/// The budget and work count before a lane's first microstep was paid for (debug builds).
@usableFromInline struct PaidMicrostep {
  #if DEBUG
    @usableFromInline let budget: Int
    @usableFromInline let counted: Int
    @inlinable init(budget: Int, counted: Int) {
      self.budget = budget
      self.counted = counted
    }
  #else
    @inlinable init() {}
  #endif
}
