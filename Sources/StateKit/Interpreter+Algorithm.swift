// The SCXML algorithm, W3C Recommendation 2015-09-01, Appendix D, over indexed states.
// Function names follow the specification's pseudo-code so that each can be checked against it.

extension Interpreter {
  /// Runs eventless transitions and internal events until none are left (Appendix D,
  /// `mainEventLoop`, inner loop), then starts the invocations of states entered in it.
  /// Returns an error if the macrostep exceeds the microstep limit.
  func completeMacrostep() -> RunawayError<S>? {
    var microsteps = 0
    recentEntries.removeAll(keepingCapacity: true)
    while isRunning {
      select(nil)
      if enabled.isEmpty {
        guard internalHead < internalQueue.count else { break }
        let signal = internalQueue[internalHead]
        internalHead += 1
        currentEvent = signal.event
        select(signal)
      }
      if !enabled.isEmpty {
        microsteps += 1
        if microsteps > microstepLimit {
          return stopRunaway()
        }
        microstep()
      }
    }
    internalQueue.removeAll(keepingCapacity: true)
    internalHead = 0
    if isRunning { startInvocations() }
    statesToInvoke.removeAll()
    return nil
  }

  /// Ends a runaway macrostep: the configuration stays as the last complete microstep left it
  /// (a legal one), the internal queue is dropped, and the states of the cycle are named.
  private func stopRunaway() -> RunawayError<S> {
    internalQueue.removeAll(keepingCapacity: true)
    internalHead = 0
    enabled.removeAll(keepingCapacity: true)
    if isRunning { startInvocations() }
    statesToInvoke.removeAll()
    var seen = Set<Int>()
    let cycle = recentEntries.filter { seen.insert($0).inserted }.sorted().compactMap { chart.states[$0].id }
    return RunawayError(microsteps: microstepLimit, cycle: cycle)
  }

  // MARK: Selecting transitions (selectTransitions, selectEventlessTransitions)

  /// Fills `enabled` with the transitions selected for `signal` (eventless when nil): for each
  /// active atomic state in document order, the first enabled transition of it or of its
  /// nearest ancestor; then conflicts are removed (Appendix D, `selectTransitions`).
  func select(_ signal: Signal<S, E>?) {
    enabled.removeAll(keepingCapacity: true)
    sawMatchingTrigger = false
    configuration.forEach { atomic in
      guard atomic != 0 && isAtomic(atomic) else { return }
      var state = atomic
      while state > 0 {
        if let transition = firstEnabledTransition(of: state, for: signal) {
          if !enabled.contains(transition) { enabled.append(transition) }
          return
        }
        state = chart.states[state].parent
      }
    }
    if enabled.count > 1 { removeConflictingTransitions() }
  }

  private func firstEnabledTransition(of state: Int, for signal: Signal<S, E>?) -> Int? {
    for index in chart.states[state].transitions {
      let transition = chart.transitions[index]
      guard matches(transition.trigger, index, signal) else { continue }
      sawMatchingTrigger = true
      if let condition = transition.condition {
        guard condition(GuardScope(core: self, event: currentEvent)) else { continue }
      }
      return index
    }
    return nil
  }

  private func matches(_ trigger: CompiledTrigger<S, E>, _ transition: Int, _ signal: Signal<S, E>?) -> Bool {
    guard let signal else {
      if case .eventless = trigger { return true }
      return false
    }
    switch (trigger, signal) {
    case (.event(let index), .machine(.external, let code)): return index == code
    case (.anyEvent, .machine(.external, _)): return true
    case (.done(let state), .machine(.done, let code)): return state == code
    case (.timer, .timeout(let fired)): return fired == transition
    case (.goto(let state), .move(let requested)): return state == requested
    case (.matching(_, let predicate), .machine(let event, _)): return predicate(event)
    default: return false
    }
  }

  /// When two selected transitions exit a common state, the one from the deeper source wins if
  /// it is a descendant; otherwise the earlier one in document order (Appendix D,
  /// `removeConflictingTransitions`; SCXML 3.13 on conflicts between parallel regions).
  private func removeConflictingTransitions() {
    var filtered: [(transition: Int, exits: StateSet)] = []
    for t1 in enabled {
      let exits1 = exitSet(of: t1)
      var preempted = false
      var toRemove: [Int] = []
      for (position, entry) in filtered.enumerated() where exits1.intersects(entry.exits) {
        if chart.isDescendant(chart.transitions[t1].source, of: chart.transitions[entry.transition].source) {
          toRemove.append(position)
        } else {
          preempted = true
          break
        }
      }
      if !preempted {
        for position in toRemove.reversed() { filtered.remove(at: position) }
        filtered.append((t1, exits1))
      }
    }
    enabled.removeAll(keepingCapacity: true)
    enabled.append(contentsOf: filtered.map(\.transition))
  }

  // MARK: Domains and targets

  /// Appendix D, `getTransitionDomain`; precomputed unless a target is a history state.
  func domain(of transition: Int) -> Int {
    let t = chart.transitions[transition]
    guard t.hasHistoryTarget else { return t.staticDomain }
    return Chart<S, E, C>.domain(
      source: t.source, isInternal: t.isInternal, targets: effectiveTargets(of: transition), states: chart.states)
  }

  /// Appendix D, `getEffectiveTargetStates`: history states replaced by what they remember.
  func effectiveTargets(of transition: Int) -> [Int] {
    var result: [Int] = []
    for target in chart.transitions[transition].targets {
      if chart.states[target].kind.isHistory {
        let remembered = historyValues[target] ?? effectiveTargets(of: chart.states[target].initialTransition)
        for state in remembered where !result.contains(state) { result.append(state) }
      } else if !result.contains(target) {
        result.append(target)
      }
    }
    return result
  }

  /// Appendix D, `computeExitSet` for one transition.
  private func exitSet(of transition: Int) -> StateSet {
    var set = StateSet(capacity: chart.states.count)
    guard !chart.transitions[transition].targets.isEmpty else { return set }
    let domain = self.domain(of: transition)
    set.formUnion(configuration, in: (domain + 1)..<chart.states[domain].end)
    return set
  }

  // MARK: Microstep

  /// Appendix D, `microstep`: exit, run transition content, enter.
  func microstep() {
    exitStates()
    for transition in enabled {
      if !chart.transitions[transition].isDefault { firedLog.append(transition) }
      run(chart.transitions[transition].actions)
    }
    enterStates()
  }

  @inline(__always) private func run(_ actions: [ChartAction<S, E, C>]) {
    for action in actions { action(ActionScope(core: self, event: currentEvent)) }
  }

  /// Appendix D, `exitStates`: record history, then exit in reverse document order.
  private func exitStates() {
    exitSet.removeAll()
    for transition in enabled where !chart.transitions[transition].targets.isEmpty {
      let domain = self.domain(of: transition)
      exitSet.formUnion(configuration, in: (domain + 1)..<chart.states[domain].end)
    }
    if exitSet.isEmpty { return }
    statesToInvoke.subtract(exitSet)
    let toExit = exitSet
    toExit.forEachDescending { state in
      for history in chart.states[state].historyChildren { recordHistory(history, of: state) }
    }
    toExit.forEachDescending { state in
      run(chart.states[state].exit)
      cancelTimersAndInvocations(of: state)
      configuration.remove(state)
      exitedLog.append(state)
    }
  }

  /// SCXML 3.10: deep history keeps the active atomic descendants, shallow the active children.
  private func recordHistory(_ history: Int, of state: Int) {
    var remembered: [Int] = []
    let deep = chart.states[history].kind == .deepHistory
    configuration.forEach { active in
      guard chart.isDescendant(active, of: state) else { return }
      if deep ? isAtomic(active) : chart.states[active].parent == state { remembered.append(active) }
    }
    historyValues[history] = remembered
  }

  private func cancelTimersAndInvocations(of state: Int) {
    if !pendingTimers.isEmpty && !chart.states[state].timerTransitions.isEmpty {
      pendingTimers.removeAll { timer in
        guard timer.owner == state else { return false }
        effects.append(.cancelTimer(token: timer.token))
        return true
      }
    }
    if !chart.states[state].invocations.isEmpty {
      activeInvocations.removeAll { invocation in
        guard invocation.state == state else { return false }
        effects.append(.cancelInvocation(token: invocation.token))
        return true
      }
    }
  }

  /// Appendix D, `enterStates`: compute the entry set, enter in document order, run default
  /// entry content, and raise `done.state.ID` for completed parents (SCXML 3.7.1).
  func enterStates() {
    entrySet.removeAll()
    defaultEntry.removeAll()
    defaultHistory.removeAll(keepingCapacity: true)
    for transition in enabled where !chart.transitions[transition].targets.isEmpty {
      for target in chart.transitions[transition].targets { addDescendantStatesToEnter(target) }
      let domain = self.domain(of: transition)
      for target in effectiveTargets(of: transition) { addAncestorStatesToEnter(target, below: domain) }
    }
    let toEnter = entrySet
    toEnter.forEach { state in
      configuration.insert(state)
      statesToInvoke.insert(state)
      enteredLog.append(state)
      if recentEntries.count >= 64 { recentEntries.removeFirst() }
      recentEntries.append(state)
      let node = chart.states[state]
      run(node.entry)
      scheduleTimers(of: state)
      if defaultEntry.contains(state) { run(chart.transitions[node.initialTransition].actions) }
      if let entry = defaultHistory.first(where: { $0.parent == state }) {
        run(chart.transitions[entry.transition].actions)
      }
      if node.kind == .final { completeParent(of: state) }
    }
  }

  private func completeParent(of final: Int) {
    let parent = chart.states[final].parent
    if parent == 0 {
      finish()
      return
    }
    internalQueue.append(.machine(.done(chart.states[parent].id!), code: parent))
    let grandparent = chart.states[parent].parent
    if grandparent > 0 && chart.states[grandparent].kind == .parallel
      && chart.states[grandparent].children.allSatisfy(isInFinalState)
    {
      internalQueue.append(.machine(.done(chart.states[grandparent].id!), code: grandparent))
    }
  }

  /// Reaching a top-level final state stops the machine (SCXML 3.7). Unlike `exitInterpreter`,
  /// the final configuration stays visible, so that a screen can show how its flow ended; timers
  /// and invocations are cancelled.
  private func finish() {
    isRunning = false
    isFinished = true
    for timer in pendingTimers { effects.append(.cancelTimer(token: timer.token)) }
    pendingTimers.removeAll()
    for invocation in activeInvocations { effects.append(.cancelInvocation(token: invocation.token)) }
    activeInvocations.removeAll()
  }

  func isInFinalState(_ state: Int) -> Bool {
    let node = chart.states[state]
    switch node.kind {
    case .compound:
      return node.children.contains { chart.states[$0].kind == .final && configuration.contains($0) }
    case .parallel:
      return node.children.allSatisfy(isInFinalState)
    default:
      return false
    }
  }

  private func addDescendantStatesToEnter(_ state: Int) {
    let node = chart.states[state]
    if node.kind.isHistory {
      let targets: [Int]
      if let remembered = historyValues[state] {
        targets = remembered
      } else {
        defaultHistory.append((node.parent, node.initialTransition))
        targets = chart.transitions[node.initialTransition].targets
      }
      for target in targets { addDescendantStatesToEnter(target) }
      for target in targets { addAncestorStatesToEnter(target, below: node.parent) }
      return
    }
    entrySet.insert(state)
    if node.kind == .compound {
      defaultEntry.insert(state)
      let targets = chart.transitions[node.initialTransition].targets
      for target in targets { addDescendantStatesToEnter(target) }
      for target in targets { addAncestorStatesToEnter(target, below: state) }
    } else if node.kind == .parallel {
      for child in node.children where !entrySet.containsAny(in: (child + 1)..<chart.states[child].end) {
        addDescendantStatesToEnter(child)
      }
    }
  }

  private func addAncestorStatesToEnter(_ state: Int, below ancestor: Int) {
    var current = chart.states[state].parent
    while current > 0 && current != ancestor {
      entrySet.insert(current)
      if chart.states[current].kind == .parallel {
        for child in chart.states[current].children
        where !entrySet.containsAny(in: (child + 1)..<chart.states[child].end) {
          addDescendantStatesToEnter(child)
        }
      }
      current = chart.states[current].parent
    }
  }

  // MARK: Timers and invocations

  private func scheduleTimers(of state: Int) {
    for transition in chart.states[state].timerTransitions {
      guard case .timer(let delay) = chart.transitions[transition].trigger else { continue }
      let token = makeToken()
      pendingTimers.append(
        PendingTimer(token: token, owner: state, signal: .timeout(transition: transition), sendID: nil, delay: delay))
      effects.append(.scheduleTimer(token: token, delay: delay))
    }
  }

  /// Appendix D: invocations start at the end of a macrostep, for states entered and not exited.
  func startInvocations() {
    statesToInvoke.forEach { state in
      for definition in chart.states[state].invocations {
        let token = makeToken()
        activeInvocations.append((token, state))
        effects.append(.startInvocation(token: token, definition: definition))
      }
    }
  }
}
