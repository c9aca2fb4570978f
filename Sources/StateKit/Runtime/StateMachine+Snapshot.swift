extension StateMachine {
  /// Takes a snapshot: configuration, history, pending `after` timers with their time left, and
  /// the context.
  public func snapshot() -> Snapshot<S, C> {
    var timerEntries: [Snapshot<S, C>.TimerEntry] = []
    for timer in engine.pendingTimers where timer.owner >= 0 {
      let transition = timer.signal.key.code
      guard timer.signal.key.kind == .after,
        let index = chart.states[timer.owner].afterTransitions.firstIndex(of: transition)
      else { continue }
      timerEntries.append(
        .init(
          state: chart.states[timer.owner].id!, index: index, remaining: remaining(forTimer: timer.token) ?? timer.delay
        ))
    }
    var history: [Snapshot<S, C>.HistoryEntry] = []
    for (index, remembered) in engine.historyValues.enumerated() {
      guard let remembered else { continue }
      history.append(.init(history: chart.states[index].id!, remembered: remembered.map { chart.states[$0].id! }))
    }
    return Snapshot(
      chartFingerprint: chart.fingerprint, configuration: engine.activeStates, history: history, timers: timerEntries,
      isFinished: engine.isFinished, context: engine.context)
  }

  /// Restores a snapshot: the configuration and history are set without running entry or exit
  /// actions, timers resume with the time they had left, invocations of active states start
  /// again, and the context is replaced if the snapshot carries one.
  ///
  /// - Throws: ``SnapshotError`` if the snapshot does not fit this chart. The machine is then
  ///   unchanged.
  public func restore<Carried>(_ snapshot: Snapshot<S, Carried>) throws(SnapshotError) {
    guard !isBusy else { throw .busy }
    guard snapshot.chartFingerprint == chart.fingerprint else {
      throw .chartMismatch(expected: chart.fingerprint, found: snapshot.chartFingerprint)
    }
    func index(_ state: S) throws(SnapshotError) -> Int {
      guard let index = chart.stateIndex[state] else { throw .unknownState("\(state)") }
      return index
    }
    var configuration = StateSet(capacity: chart.states.count)
    configuration.insert(0)
    for state in snapshot.configuration { configuration.insert(try index(state)) }
    if let problem = chart.problem(in: configuration, finished: snapshot.isFinished) {
      throw .illegalConfiguration(problem)
    }
    var history: [[Int]?] = Array(repeating: nil, count: chart.states.count)
    for entry in snapshot.history {
      let historyIndex = try index(entry.history)
      guard chart.states[historyIndex].kind.isHistory else {
        throw .illegalConfiguration("'\(entry.history)' is not a history state")
      }
      var remembered: [Int] = []
      for state in entry.remembered {
        let stateIndex = try index(state)
        guard chart.isDescendant(stateIndex, of: chart.states[historyIndex].parent) else {
          throw .illegalConfiguration("history '\(entry.history)' remembers '\(state)', which is outside its parent")
        }
        remembered.append(stateIndex)
      }
      history[historyIndex] = remembered
    }
    var timerPlan: [(state: Int, transition: Int, remaining: Duration)] = []
    for entry in snapshot.timers {
      let stateIndex = try index(entry.state)
      let timers = chart.states[stateIndex].afterTransitions
      guard configuration.contains(stateIndex), timers.indices.contains(entry.index), entry.remaining >= .zero else {
        throw .unknownTimer(state: "\(entry.state)", index: entry.index)
      }
      timerPlan.append((stateIndex, timers[entry.index], entry.remaining))
    }
    // Everything checked: apply.
    engine.effects.removeAll()
    engine.pendingTimers.removeAll()
    engine.activeInvocations.removeAll()
    engine.configuration = configuration
    engine.historyValues = history
    engine.isStarted = true
    engine.isFinished = snapshot.isFinished
    engine.isRunning = !snapshot.isFinished
    if let context = snapshot.context as? C { engine.context = context }
    for plan in timerPlan {
      let token = engine.makeToken()
      engine.pendingTimers.append(
        PendingTimer(
          token: token, owner: plan.state,
          signal: QueuedSignal(key: SignalKey(kind: .after, code: plan.transition), payload: nil), sendID: nil,
          delay: plan.remaining))
      engine.effects.append(.scheduleTimer(token: token, delay: plan.remaining))
    }
    if engine.isRunning {
      engine.statesToInvoke = configuration
      engine.startInvocations()
      engine.statesToInvoke.removeAll()
    }
    replaceEffects()
  }
}

extension Chart {
  /// Why a set of states is not a legal configuration (SCXML 3.11), or nil if it is one.
  func problem(in configuration: StateSet, finished: Bool) -> String? {
    func name(_ index: Int) -> String { states[index].id.map { "'\($0)'" } ?? "the root" }
    var problem: String?
    // First what is active without its parent, then what is missing below an active state.
    configuration.forEach { index in
      guard problem == nil else { return }
      if states[index].kind.isHistory {
        problem = "history state \(name(index)) cannot be active"
      } else if index != 0 && !configuration.contains(states[index].parent) {
        problem = "\(name(index)) is active but its parent is not"
      }
    }
    configuration.forEach { index in
      guard problem == nil else { return }
      let state = states[index]
      switch state.kind {
      case .compound:
        let active = state.children.filter(configuration.contains).count
        if active != 1 {
          problem =
            index == 0
            ? "\(active) top-level states are active, not one"
            : "compound state \(name(index)) has \(active) active children, not one"
        }
      case .parallel:
        if !state.children.allSatisfy(configuration.contains) {
          problem = "parallel state \(name(index)) has inactive regions"
        }
      default: break
      }
    }
    return problem
  }
}
