// The macrostep around the microsteps (SCXML Appendix D, `mainEventLoop`): completion,
// runaways, done events, the end of the machine, and the timers and invocations of states.

extension Engine {
  /// Runs eventless transitions and internal events until none are left (Appendix D,
  /// `mainEventLoop`, inner loop), then starts the invocations of states entered in it.
  /// Returns true if the send's budget ran out on the way (see `runawayCycle`).
  func completeMacrostep() -> Bool {
    while isRunning {
      select(.eventless)
      if enabled.isEmpty {
        guard internalHead < internalQueue.count else { break }
        let signal = internalQueue[internalHead]
        internalHead += 1
        current = signal
        select(signal.key)
      }
      if !enabled.isEmpty {
        guard workBudget > 0 else { return stopRunaway() }
        spendWork()
        microstep()
      }
    }
    if !internalQueue.isEmpty { internalQueue.clear() }
    internalHead = 0
    if isRunning { startInvocations() }
    statesToInvoke.removeAll()
    return false
  }

  /// Ends a runaway macrostep: the configuration stays as the last complete microstep left it
  /// (a legal one), the internal queue is dropped, and the states of the cycle are recorded.
  func stopRunaway() -> Bool {
    withdrawDelayedSends()
    if externalCount > stepExternalCount {
      externalQueue.removeSubrange(stepExternalCount..<externalCount)
      externalCount = stepExternalCount
    }
    internalQueue.clear()
    internalHead = 0
    enabled.clear()
    if isRunning { startInvocations() }
    statesToInvoke.removeAll()
    recordRunawayCycle()
    return true
  }

  /// Withdraws the delayed sends the running `send` issued, in every macrostep it drained: each
  /// would otherwise start the same runaway again when it fires, and a runaway that sends two
  /// would multiply without end (a random chart went from 28 pending sends to 32,957 in four
  /// seconds).
  private func withdrawDelayedSends() {
    let withdrawn = pendingTimers.removeAll { $0.owner < 0 && $0.token >= sendFirstToken }
    for token in withdrawn { effects.append(.cancelTimer(token: token)) }
  }

  // MARK: The budget of a send

  /// Gives the `send`, timer firing or `start` that begins now its budget of work.
  @inlinable func beginSend() {
    workBudget = microstepLimit
    sendFirstToken = nextToken
    if isRecordingCycle { restartCycleRecording() }
  }

  /// Forgets what the last send recorded. With a budget of 64 or less the whole send is
  /// recorded; otherwise recording starts when 64 are left (see `spendWork`).
  @usableFromInline func restartCycleRecording() {
    recentEntries.clear()
    isRecordingCycle = microstepLimit <= 64
  }

  /// Counts one microstep or queued event against the budget; the last 64 record what they
  /// enter, to name the cycle if the budget runs out.
  @inlinable @inline(__always) func spendWork() {
    workBudget -= 1
    if workBudget == 64 {
      recentEntries.clear()
      isRecordingCycle = true
    }
  }

  /// Counts a microstep or a queued event for tests (debug builds only; see `tally.workCounted`).
  @inlinable @inline(__always) func countWork() {
    #if DEBUG
      tally.workCounted += 1
    #endif
  }

  /// The budget ran out between two macrosteps (events kept being queued): the queued events
  /// are dropped and the cycle is recorded, as for a runaway inside a macrostep.
  func stopRunawayBetweenMacrosteps() {
    clearExternalQueue()
    withdrawDelayedSends()
    recordRunawayCycle()
  }

  private func recordRunawayCycle() {
    isRecordingCycle = microstepLimit <= 64
    var seen = Set<Int>()
    var cycle = recentEntries.filter { seen.insert($0).inserted }
    // With a budget of 64 or less the whole send was recorded, with what its first microsteps
    // entered on the way into the cycle (another region's state the event moved): the cycle is
    // what was entered again, when anything was.
    if microstepLimit <= 64 {
      var counts: [Int: Int] = [:]
      for state in recentEntries { counts[state, default: 0] += 1 }
      let repeated = cycle.filter { counts[$0, default: 0] > 1 }
      if !repeated.isEmpty { cycle = repeated }
    }
    runawayCycle = cycle.sorted()
  }

  func cancelTimersAndInvocations(of state: Int) {
    if !pendingTimers.isEmpty {
      for transition in layout.afterTransitions[state] {
        if let token = pendingTimers.removeTimer(of: transition) { effects.append(.cancelTimer(token: token)) }
      }
    }
    if !layout.invocations[state].isEmpty {
      activeInvocations.removeAll { invocation in
        guard invocation.state == state else { return false }
        effects.append(.cancelInvocation(token: invocation.token))
        return true
      }
    }
  }

  /// Appendix D, `enterStates`: compute the entry set, enter in document order, run default

  func completeParent(of final: Int) {
    let parent = layout.parent[final]
    if parent == 0 {
      finish()
      return
    }
    internalQueue.append(QueuedSignal(key: SignalKey(kind: .done, code: parent), payload: nil))
    let grandparent = layout.parent[parent]
    if grandparent > 0 && layout.kind[grandparent] == .parallel
      && layout.children[grandparent].allSatisfy(isInFinalState)
    {
      internalQueue.append(QueuedSignal(key: SignalKey(kind: .done, code: grandparent), payload: nil))
    }
  }

  /// Reaching a top-level final state stops the machine (SCXML 3.7). Unlike `exitInterpreter`,
  /// the final configuration stays visible, so that a screen can show how its flow ended; timers
  /// and invocations are cancelled.
  func finish() {
    isRunning = false
    isFinished = true
    for token in pendingTimers.removeAll(where: { _ in true }) { effects.append(.cancelTimer(token: token)) }
    for invocation in activeInvocations { effects.append(.cancelInvocation(token: invocation.token)) }
    activeInvocations.removeAll()
  }

  /// Stops the engine as a parent stops its child: nothing pending, nothing queued, no more
  /// events processed (they are rejected as for a finished machine); the configuration stays.
  func halt() {
    isRunning = false
    pendingTimers = PendingTimers(transitionCount: layout.source.count)
    activeInvocations.removeAll()
    effects.removeAll()
    deferredTimers.removeAll()
    clearExternalQueue()
    internalQueue.clear()
    internalHead = 0
  }

  /// Runs the exit actions of the final configuration, innermost first, as SCXML's
  /// `exitInterpreter` does when a session ends (Appendix D); the configuration stays visible.
  /// For a child machine, whose exit actions may still send to its parent (SCXML test 236).
  func runFinalExitActions() {
    isStepping = true
    defer { isStepping = false }
    #if DEBUG
      _ = beginCallbackEpoch()
    #endif
    var states: [Int] = []
    configuration.forEach { if $0 != 0 { states.append($0) } }
    for state in states.reversed() { runExit(of: state) }
    internalQueue.clear()
    internalHead = 0
    clearExternalQueue()
  }

  func isInFinalState(_ state: Int) -> Bool {
    switch layout.kind[state] {
    case .compound:
      return layout.children[state].contains { layout.kind[$0] == .final && configuration.contains($0) }
    case .parallel:
      return layout.children[state].allSatisfy(isInFinalState)
    default:
      return false
    }
  }

  // MARK: Timers and invocations

  func scheduleTimers(of state: Int) {
    for transition in layout.afterTransitions[state] {
      let delay = layout.delay[transition]
      let token = makeToken()
      let signal = QueuedSignal(key: SignalKey(kind: .after, code: transition), payload: nil)
      pendingTimers.add(PendingTimer(token: token, owner: state, signal: signal, sendID: nil, delay: delay))
      effects.append(.scheduleTimer(token: token, delay: delay))
    }
  }

  /// Appendix D: invocations start at the end of a macrostep, for states entered and not exited.
  func startInvocations() {
    statesToInvoke.forEach { state in
      for definition in layout.invocations[state] {
        let token = makeToken()
        activeInvocations.append((token, state))
        effects.append(.startInvocation(token: token, definition: definition))
      }
    }
  }
}
