extension StateMachine {
  /// Takes a snapshot: configuration, history, pending `after` timers with their time left, and
  /// the context.
  public func snapshot() -> Snapshot<S, C> {
    let layout = chart.layout
    var timerEntries: [Snapshot<S, C>.TimerEntry] = []
    for timer in engine.pendingAfterTimers {
      let owner = layout.source[timer.transition]
      guard let index = layout.afterTransitions[owner].firstIndex(of: timer.transition) else { continue }
      let remaining = remaining(forTimer: timer.token) ?? timer.delay
      timerEntries.append(.init(state: chart.id(owner)!, index: index, remaining: remaining))
    }
    var history: [Snapshot<S, C>.HistoryEntry] = []
    for (index, remembered) in engine.historyValues.enumerated() {
      guard let remembered else { continue }
      history.append(.init(history: chart.id(index)!, remembered: remembered.map { chart.id($0)! }))
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
    let restored = try chart.engineSnapshot(of: snapshot)
    if let context = snapshot.context as? C { engine.context = context }
    engine.restore(restored)
    replaceEffects()
  }
}

extension Chart {
  /// A snapshot in the engine's terms, after checking every name, the configuration, history
  /// and timers against this chart.
  func engineSnapshot<Carried>(of snapshot: Snapshot<S, Carried>) throws(SnapshotError) -> EngineSnapshot {
    guard snapshot.chartFingerprint == fingerprint else {
      throw .chartMismatch(expected: fingerprint, found: snapshot.chartFingerprint)
    }
    func index(_ state: S) throws(SnapshotError) -> Int {
      guard let index = stateIndex[state] else { throw .unknownState("\(state)") }
      return index
    }
    let count = layout.kind.count
    var configuration = StateSet(capacity: count)
    configuration.insert(0)
    for state in snapshot.configuration { configuration.insert(try index(state)) }
    if let problem = problem(in: configuration, finished: snapshot.isFinished) {
      throw .illegalConfiguration(problem)
    }
    var history: [[Int]?] = Array(repeating: nil, count: count)
    for entry in snapshot.history {
      let historyIndex = try index(entry.history)
      guard layout.kind[historyIndex].isHistory else {
        throw .illegalConfiguration("'\(entry.history)' is not a history state")
      }
      var remembered: [Int] = []
      for state in entry.remembered {
        let stateIndex = try index(state)
        guard layout.isDescendant(stateIndex, of: layout.parent[historyIndex]) else {
          throw .illegalConfiguration("history '\(entry.history)' remembers '\(state)', which is outside its parent")
        }
        remembered.append(stateIndex)
      }
      history[historyIndex] = remembered
    }
    var timers: [(transition: Int, remaining: Duration)] = []
    for entry in snapshot.timers {
      let stateIndex = try index(entry.state)
      let afterTransitions = layout.afterTransitions[stateIndex]
      guard configuration.contains(stateIndex), afterTransitions.indices.contains(entry.index), entry.remaining >= .zero
      else {
        throw .unknownTimer(state: "\(entry.state)", index: entry.index)
      }
      timers.append((afterTransitions[entry.index], entry.remaining))
    }
    return EngineSnapshot(
      configuration: configuration, history: history, isFinished: snapshot.isFinished, timers: timers)
  }

  /// Why a set of states is not a legal configuration (SCXML 3.11), or nil if it is one.
  func problem(in configuration: StateSet, finished: Bool) -> String? {
    layout.problem(in: configuration, finished: finished) { index in id(index).map { "'\($0)'" } ?? "the root" }
  }
}
