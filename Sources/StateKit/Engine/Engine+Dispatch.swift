// The table lane (see `DispatchTable` and TypedEngine+Lanes.swift). In a chart without parallel
// states an event sent from outside is looked up by the active leaf and the event's index: the cell
// lists the transitions selection would try, in order, so only their guards run; and a transition
// the table marks direct — targetless, or to one atomic state with no history, timers, invocations
// or eventless transitions involved — exits and enters along the chain with nothing else to check,
// and is recorded as its leaf and transition instead of in the step log. The result is the same as
// the general algorithm's: a property test runs random charts both ways.

extension Engine {
  /// The express lane's own step along the chain (see TypedEngine+Lanes.swift): a transition
  /// that the table marks quiet — no guard, no actions, nothing to record, schedule or cancel —
  /// so that only the configuration changes (observers are told afterwards). Needs
  /// `takesExpressLane` and a machine that is not busy. Records the step it took in
  /// `stepRecord` and answers it; pays nothing (see `payForExpressStep`).
  @inlinable @inline(__always) func takeExpressStep(_ code: Int) -> ExpressLaneResult<DirectStep> {
    let leaf = lastAtomicEntered
    let index: Int
    switch dispatchCells[leaf &* dispatchColumns &+ code &+ 1].entry {
    case .candidate(let first): index = first
    case .rejects: return .noTransition
    case .fallsBack: return .needsEngine
    }
    let candidate = dispatchCandidates[index]
    guard candidate.fitsExpressLane else { return .needsEngine }
    countWork()
    moveQuietly(candidate, from: leaf)
    let step = DirectStep(leaf: leaf, transition: Int(candidate.transition))
    stepRecord = .direct(step)
    return .took(step)
  }

  /// The first candidate of the active leaf's cell for an event with index `code`, for the
  /// direct lane (`TypedEngine.step(sending:coded:)`); nil when the cell rejects the event or
  /// falls back. Needs `takesExpressLane`.
  @inlinable @inline(__always) func directLaneCandidate(_ code: Int) -> Int? {
    dispatchCells[lastAtomicEntered &* dispatchColumns &+ code &+ 1].candidate
  }

  /// The configuration after a quiet transition with a target: one word for a chart of up to
  /// 64 states, else state by state.
  @inlinable @inline(__always) func moveQuietly(_ candidate: DispatchTable.Candidate, from leaf: Int) {
    if candidate.configuration != 0 {
      configuration.replaceAll(withWord: candidate.configuration)
      // A configuration word is only made for a transition with a target.
      lastAtomicEntered = Int(candidate.target)
    } else {
      moveStateByState(Int(candidate.transition), from: leaf)
    }
  }

  @usableFromInline func moveStateByState(_ transition: Int, from leaf: Int) {
    exitDirectly(from: leaf, below: layout.staticDomain[transition])
    enterDirectly(dispatchEntryPaths[transition])
  }

  /// Takes the table of a chart, or one that a test made.
  func useDispatchTable() {
    dispatchCells = dispatchTable.cells
    dispatchCandidates = dispatchTable.candidates
    dispatchColumns = dispatchTable.columns
    dispatchExitedWords = dispatchTable.exitedWords
    dispatchEntryPaths = dispatchTable.entryPaths
    atomicWord = dispatchTable.atomicStates.first
    atomicWords = dispatchTable.atomicWords
    updateLanes()
  }

  /// Processes an event sent from outside, with its index in the chart (-1 for an event no
  /// transition names): through the table when it has a cell for it, else with `process`.
  @usableFromInline func dispatch(_ code: Int) -> OutcomeCode {
    guard takesTableLane && isRunning else { return process(externalSignal(code)) }
    // Callbacks of the step see it running, as they do in `process` (a snapshot is refused).
    isStepping = true
    defer { isStepping = false }
    if !hasOneLeaf { return dispatchInRegions(code) }
    let leaf = lastAtomicEntered
    var index: Int
    switch dispatchCells[leaf &* dispatchColumns &+ code &+ 1].entry {
    case .candidate(let first): index = first
    case .fallsBack: return process(externalSignal(code))
    case .rejects:
      beginStepMarks(code: code)
      return rejectDirectly(.noTransition)
    }
    beginStepMarks(code: code)
    while true {
      let candidate = dispatchCandidates[index]
      if !candidate.flags.contains(.guarded) || evaluateGuard(of: Int(candidate.transition)) {
        return take(candidate, from: leaf)
      }
      guard let next = candidate.nextCandidate else { return rejectDirectly(.guardsFailed) }
      index = next
    }
  }

  /// Takes a transition selected from `leaf`'s cell: directly when the table says so, else
  /// with the general microstep, as `process` would after selecting it.
  @inline(__always) private func take(_ candidate: DispatchTable.Candidate, from leaf: Int) -> OutcomeCode {
    if candidate.flags.contains(.direct) { return takeDirectly(candidate, from: leaf) }
    beginStepLog()
    enabled.clear()
    enabled.append(Int(candidate.transition))
    return takeSelected(leaf: usesChainLane ? leaf : nil)
  }

  /// `take` for the direct lane (`TypedEngine.takeDirectStep`), for a transition that it does
  /// not take itself.
  @usableFromInline func takeSelected(_ candidate: DispatchTable.Candidate, from leaf: Int) -> OutcomeCode {
    take(candidate, from: leaf)
  }

  @inline(__always) func externalSignal(_ code: Int) -> QueuedSignal {
    QueuedSignal(key: SignalKey(kind: .external, code: code), payload: nil)
  }

  /// What every step notes before guards and actions run: the event, and where its timers and
  /// queued events begin (withdrawn if it runs away).
  @inlinable @inline(__always) func beginStepMarks(code: Int) {
    #if DEBUG
      _ = beginCallbackEpoch()
    #endif
    current.key = SignalKey(kind: .external, code: code)
    stepExternalCount = externalCount
    undeclaredMove = false
  }

  @inlinable func rejectDirectly(_ reason: RejectionReason) -> OutcomeCode {
    stepRecord = .nothing
    current.key = .eventless
    return .rejected(reason)
  }

  /// Takes a transition that the table marks direct (see `DispatchTable`): exit actions from the
  /// leaf up to the domain, the transition's actions, entry actions from the domain down.
  @inline(__always) private func takeDirectly(_ candidate: DispatchTable.Candidate, from leaf: Int) -> OutcomeCode {
    countWork()
    let transition = Int(candidate.transition)
    stepRecord = .direct(DirectStep(leaf: leaf, transition: transition))
    if candidate.flags.contains(.quiet) && !isRecordingCycle {
      // Nothing runs, so nothing can see the states change one by one.
      current.key = .eventless
      guard candidate.targetState != nil else { return .handled }
      moveQuietly(candidate, from: leaf)
      return .transitioned
    }
    let path = dispatchEntryPaths[transition]
    if !path.isEmpty { exitDirectly(from: leaf, below: layout.staticDomain[transition]) }
    if layout.hasActions[transition] { runActions(of: transition) }
    enterDirectly(path)
    return endDirectStep(moved: !path.isEmpty)
  }

  /// Exits the states from `leaf` up to `domain` (not included): the books and exit actions of
  /// a direct step, whose preconditions leave nothing else to do.
  @inline(__always) func exitDirectly(from leaf: Int, below domain: Int) {
    var state = leaf
    while state != domain {
      if layout.hasExit[state] { runExit(of: state) }
      configuration.remove(state)
      state = layout.parent[state]
    }
  }

  /// Enters the states of an entry path, in document order. The path ends at its one atomic
  /// state, which becomes the active leaf as it is entered, before its entry actions run (as in
  /// `performEntry`): what they ask of the machine — a rejection's active state, say — sees it.
  @inline(__always) func enterDirectly(_ path: UnsafeBufferPointer<Int>) {
    guard let leaf = path.last else { return }
    assert(layout.isAtomic[leaf], "an entry path ends at an atomic state")
    for state in path {
      configuration.insert(state)
      if state == leaf { lastAtomicEntered = leaf }
      if isRecordingCycle { recentEntries.append(state) }
      if layout.hasEntry[state] { runEntry(of: state) }
    }
  }

  /// Ends a direct step, or — when an action raised an event or moved — writes it into the
  /// step log and lets the general algorithm complete the macrostep.
  @inlinable @inline(__always) func endDirectStep(moved: Bool) -> OutcomeCode {
    if !internalQueue.isEmpty || undeclaredMove { return continueInLog() }
    current.key = .eventless
    return moved ? .transitioned : .handled
  }

  @usableFromInline func continueInLog() -> OutcomeCode {
    let log = lastStep.log
    stepRecord = .inLog
    stepLog.clear()
    stepLog.append(contentsOf: log)
    exitedCount = 0
    enteredCount = 0
    for entry in log {
      if entry & 3 == StepLog.Tag.exited.rawValue { exitedCount += 1 }
      if entry & 3 == StepLog.Tag.entered.rawValue { enteredCount += 1 }
    }
    return completeStep()
  }
}
