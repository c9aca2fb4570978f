// The compiled fast path (see `DispatchTable`). In a chart without parallel states an event sent
// from outside is looked up by the active leaf and the event's index: the cell lists the
// transitions selection would try, in order, so only their guards run; and a transition the
// table marks direct — targetless, or to one atomic state with no history, timers, invocations
// or eventless transitions involved — exits and enters along the chain with nothing else to
// check, and is recorded as its leaf and transition instead of in the step log. The result is
// the same as the general algorithm's: a property test runs random charts both ways.

extension Engine {
  /// `directStep` when the last step is in `stepLog`.
  static let stepInLog = -1
  /// `directStep` when the last step was rejected on the fast path: it took nothing.
  @inlinable static var emptyStep: Int { -2 }
  /// The bit of `directStep` that marks a step from the leaf to a sibling.
  @inlinable static var siblingBit: Int { 1 << 31 }

  /// The express lane's own step, taken inline in the app's `send` (see `StateMachine.send`): a
  /// transition to a sibling that the table marks quiet — no guard, no actions, nothing to
  /// record, schedule or cancel — so that only the configuration changes. Needs
  /// `takesExpressLane` (no one to tell) and a machine that is not busy. Returns the step, as
  /// `directStep`, or -1 when the event is not one. (Debug builds' `workCounted` leaves it out:
  /// the only microstep of its send, it cannot take the send past its budget.)
  @inlinable @inline(__always) func takeSiblingStep(_ code: Int) -> Int {
    let leaf = lastAtomicEntered
    let cell = Int(dispatchCells[leaf &* dispatchColumns &+ code &+ 1])
    guard cell >= 0 else { return -1 }
    let candidate = dispatchCandidates[cell]
    guard candidate.isExpress && candidate.isSibling else { return -1 }
    configuration.replaceAll(withWord: candidate.configuration)
    lastAtomicEntered = Int(candidate.target)
    directStep = leaf << 32 | Self.siblingBit | Int(candidate.transition)
    return directStep
  }

  /// Takes the table of a chart, or one that a test made.
  func useDispatchTable() {
    dispatchCells = dispatchTable.cells
    dispatchCandidates = dispatchTable.candidates
    dispatchColumns = dispatchTable.columns
    takesFastPath = usesFastPath && !dispatchTable.cells.isEmpty
    updateExpressLane()
  }

  /// The express lane (`TypedEngine.sendExpress`) needs a running chart with a table, and no
  /// one to tell of a change.
  func updateExpressLane() {
    takesExpressLane = takesFastPath && isRunning && !isObserved && !isTracked
  }

  /// Processes an event sent from outside, with its index in the chart (-1 for an event no
  /// transition names): through the table when it has a cell for it, else with `process`.
  @usableFromInline func dispatch(_ code: Int) -> OutcomeCode {
    let leaf = lastAtomicEntered
    guard takesFastPath && isRunning else { return process(externalSignal(code)) }
    var index = Int(dispatchCells[leaf &* dispatchColumns &+ code &+ 1])
    if index == DispatchTable.fallsBack { return process(externalSignal(code)) }
    beginStepMarks(code: code)
    if index == DispatchTable.rejects { return rejectDirectly(.noTransition) }
    while true {
      let candidate = dispatchCandidates[index]
      if !candidate.flags.contains(.guarded) || evaluateCondition(of: Int(candidate.transition)) {
        if candidate.flags.contains(.direct) { return takeDirectly(candidate, from: leaf) }
        return takeSelected(Int(candidate.transition), from: leaf)
      }
      index = Int(candidate.next)
      if index < 0 { return rejectDirectly(.guardsFailed) }
    }
  }

  @inline(__always) private func externalSignal(_ code: Int) -> QueuedSignal {
    QueuedSignal(key: SignalKey(kind: .external, code: code), payload: nil)
  }

  /// What every step notes before guards and actions run: the event, and where its timers and
  /// queued events begin (withdrawn if it runs away).
  @inline(__always) private func beginStepMarks(code: Int) {
    #if DEBUG
      _ = beginCallbackEpoch()
    #endif
    current.key = SignalKey(kind: .external, code: code)
    stepFirstToken = nextToken
    stepExternalCount = externalCount
    undeclaredMove = false
  }

  private func rejectDirectly(_ reason: RejectionReason) -> OutcomeCode {
    directStep = Self.emptyStep
    current.key = .eventless
    return .rejected(reason)
  }

  /// Takes a transition that the table marks direct (see `DispatchTable`): exit actions from the
  /// leaf up to the domain, the transition's actions, entry actions from the domain down.
  private func takeDirectly(_ candidate: DispatchTable.Candidate, from leaf: Int) -> OutcomeCode {
    spendWork()
    countWork()
    let transition = Int(candidate.transition)
    directStep = leaf << 32 | (candidate.flags.contains(.sibling) ? Self.siblingBit : 0) | transition
    if candidate.flags.contains(.quiet) && !isRecordingCycle {
      // Nothing runs, so nothing can see the states change one by one.
      current.key = .eventless
      guard candidate.target >= 0 else { return .handled }
      configuration.replaceAll(withWord: candidate.configuration)
      lastAtomicEntered = Int(candidate.target)
      return .transitioned
    }
    let path = dispatchTable.entryPaths[transition]
    if !path.isEmpty {
      let domain = layout.staticDomain[transition]
      var state = leaf
      while state != domain {
        if layout.hasExit[state] { runExit(of: state) }
        configuration.remove(state)
        state = layout.parent[state]
      }
    }
    if layout.hasActions[transition] { runActions(of: transition) }
    for state in path {
      configuration.insert(state)
      if isRecordingCycle { recentEntries.append(state) }
      if layout.hasEntry[state] { runEntry(of: state) }
    }
    if !path.isEmpty { lastAtomicEntered = path[path.count - 1] }
    // An action raised an event or moved: the macrostep goes on, in the general algorithm.
    if !internalQueue.isEmpty || undeclaredMove { return continueInLog(transition, from: leaf) }
    current.key = .eventless
    return path.isEmpty ? .handled : .transitioned
  }

  /// Writes a direct step into the step log and completes the macrostep with the general
  /// algorithm.
  private func continueInLog(_ transition: Int, from leaf: Int) -> OutcomeCode {
    directStep = Self.stepInLog
    stepLog.clear()
    stepLog.append(contentsOf: StepLog(direct: leaf, transition: transition, layout: layout).log)
    enteredCount = dispatchTable.entryPaths[transition].count
    exitedCount = stepLog.count - 1 - enteredCount
    return completeStep()
  }

  /// Takes a transition the table selected but does not mark direct: the microstep of the
  /// general algorithm (or of the chain shortcut), as `process` would after selecting it.
  private func takeSelected(_ transition: Int, from leaf: Int) -> OutcomeCode {
    beginStepLog()
    enabled.clear()
    enabled.append(transition)
    spendWork()
    if usesChainShortcut && layout.movesAlongChain[transition] {
      microstepOnChain(transition, leaf: leaf)
    } else {
      microstep()
    }
    return completeStep()
  }
}
