extension StateMachine {
  /// Takes a snapshot: configuration, history, pending `after` timers with their time left, and
  /// the context.
  ///
  /// The context is copied as Swift copies it: a struct is a copy, a class is the same object.
  /// With a class context, restoring an earlier snapshot does not roll the object back, and two
  /// machines restored from one snapshot share it; encode the snapshot (the JSON form decodes a
  /// new object) or use a struct context when a snapshot should be a copy.
  ///
  /// Observers (`onTransition`, `onEnter`, `onExit`, `onFailure`, the rejection handler,
  /// Observation's `onChange`) may take one — to save after every change, say: it records the
  /// configuration they hear about. Events queued behind that step are not part of it.
  ///
  /// - Throws: ``SnapshotError/busy`` when called from inside a step (an entry, exit or
  ///   transition action, a guard) or while ``can(_:)`` evaluates guards: the configuration is
  ///   then half-way between two states; ``SnapshotError/notStarted`` before ``start()``.
  public func snapshot() throws(SnapshotError) -> Snapshot<S, C> {
    guard !engine.isStepping && engine.queryDepth == 0 else { throw .busy }
    guard engine.isStarted else { throw .notStarted }
    let layout = chart.layout
    var timerEntries: [Snapshot<S, C>.TimerEntry] = []
    for timer in engine.pendingAfterTimers {
      let owner = layout.source[timer.transition]
      guard let index = layout.afterTransitions[owner].firstIndex(of: timer.transition) else { continue }
      let remaining = timeLeft(token: timer.token, delay: timer.delay)
      timerEntries.append(.init(state: chart.id(owner)!, index: index, remaining: remaining))
    }
    var history: [Snapshot<S, C>.HistoryEntry] = []
    for index in chart.historyStates {
      guard let remembered = engine.historyValues[index] else { continue }
      history.append(.init(history: chart.id(index)!, remembered: remembered.map { chart.id($0)! }))
    }
    var snapshot = Snapshot(
      chartFingerprint: chart.fingerprint, configuration: engine.activeStates, history: history, timers: timerEntries,
      isFinished: engine.isFinished, context: engine.context)
    snapshot.children = try childSnapshots()
    return snapshot
  }

  /// Restores a snapshot: the configuration and history are set without running entry or exit
  /// actions, timers resume with the time they had left, and the context is replaced if the
  /// snapshot carries one. Observers hear about it as a step that exited the old configuration
  /// and entered the new one (with no event).
  ///
  /// Restore *instead of* calling ``start()``: a machine that was never started can be
  /// restored, and then runs from the restored configuration (a later `start()` is rejected
  /// with ``RejectionReason/alreadyStarted``, changing nothing). Restoring a running machine
  /// replaces where it is. On a relaunch: create the machine, then either `restore` the saved
  /// state or, when there is none, `start()`.
  ///
  /// Restoring runs nothing of the chart: an eventless transition whose guard the restored
  /// context makes true (a snapshot whose context was edited, say) is taken with the next event,
  /// not by the restore. A snapshot the machine took itself is stable, so this never happens
  /// for one.
  ///
  /// Delayed sends (``ActionScope/send(_:after:id:)-(E,_,_)``) are not part of a snapshot, whose type
  /// does not name the machine's events: those pending are withdrawn. Save ``pendingSends``
  /// beside the snapshot and use ``restore(_:pendingSends:)`` to keep them.
  ///
  /// Invocations are not part of a snapshot: those running are cancelled, and those of the
  /// restored active states start again, with the restored context (or, for a snapshot without
  /// one, the machine's current context).
  ///
  /// - Throws: ``SnapshotError`` if the snapshot does not fit this chart or its context is of
  ///   another type. The machine is then unchanged.
  public func restore<Carried>(_ snapshot: Snapshot<S, Carried>) throws(SnapshotError) {
    try restore(snapshot, sends: [])
  }

  /// `restore`, with the delayed sends to schedule (see ``restore(_:pendingSends:)``).
  func restore<Carried>(
    _ snapshot: Snapshot<S, Carried>, sends: [(signal: QueuedSignal, sendID: String?, remaining: Duration)]
  ) throws(SnapshotError) {
    guard !isBusy else { throw .busy }
    var restored = try chart.engineSnapshot(of: snapshot)
    try chart.checkChildren(of: snapshot, configuration: restored.configuration)
    restored.sends = sends
    var context: C?
    if let carried = snapshot.context {
      guard let typed = carried as? C else {
        throw .contextMismatch(expected: "\(C.self)", found: "\(type(of: carried))")
      }
      context = typed
    }
    let before = engine.activeStates
    // Busy while observers hear about it, like a step: what they send is queued and processed
    // after every observer has heard of the restore.
    engine.isBusy = true
    engine.beginSend()
    if let context { engine.context = context }
    if let childSnapshots = snapshot.children {
      registry.pendingRestores = Dictionary(childSnapshots.map { ($0.id, $0.snapshot) }) { first, _ in first }
    }
    engine.restore(restored)
    replaceEffects()
    children?.pendingRestores.removeAll()
    if engine.isObserved {
      let step = Step(exited: before.reversed(), entered: engine.activeStates)
      notifyObservers(.transitioned, sent: nil, event: nil, step: step)
    }
    if engine.hasQueuedWork { _ = finishQueuedWork(after: .handled) }
    engine.isBusy = false
  }
}

extension Chart {
  /// A snapshot in the engine's terms, after checking every name, the configuration, history
  /// and timers against this chart.
  func engineSnapshot<Carried>(of snapshot: Snapshot<S, Carried>) throws(SnapshotError) -> EngineSnapshot {
    if snapshot.chartFingerprint != fingerprint {
      // A snapshot saved with the fingerprint's earlier form: the same chart, if the old text
      // could tell its ids apart.
      guard snapshot.chartFingerprint == legacyFingerprint.fingerprint else {
        throw .chartMismatch(expected: fingerprint, found: snapshot.chartFingerprint)
      }
      guard !legacyFingerprint.isAmbiguous else { throw .ambiguousFingerprint(snapshot.chartFingerprint) }
    }
    func index(_ state: S) throws(SnapshotError) -> Int {
      guard let index = stateIndex[state] else { throw .unknownState("\(state)") }
      return index
    }
    let count = layout.kind.count
    var configuration = StateSet(capacity: count)
    configuration.insert(0)
    for state in snapshot.configuration {
      // A state listed twice is a corrupt list, not a configuration (it would restore silently).
      let stateIndex = try index(state)
      guard !configuration.contains(stateIndex) else { throw .illegalConfiguration("'\(state)' is listed twice") }
      configuration.insert(stateIndex)
    }
    if let problem = problem(in: configuration, finished: snapshot.isFinished) {
      throw .illegalConfiguration(problem)
    }
    // From the configuration, not the top-level states: a restore costs what is active.
    var finalIsActive = false
    configuration.forEach { if layout.parent[$0] == 0 && layout.kind[$0] == .final { finalIsActive = true } }
    if snapshot.isFinished != finalIsActive {
      throw .illegalConfiguration(
        snapshot.isFinished
          ? "the machine is marked finished, but no top-level final state is active"
          : "a top-level final state is active, but the machine is not marked finished")
    }
    var history = noHistory
    for entry in snapshot.history {
      let historyIndex = try index(entry.history)
      guard layout.kind[historyIndex].isHistory else {
        throw .illegalConfiguration("'\(entry.history)' is not a history state")
      }
      guard history[historyIndex] == nil else {
        throw .illegalConfiguration("history '\(entry.history)' is listed twice")
      }
      var remembered: [Int] = []
      var seen = StateSet(capacity: count)
      for state in entry.remembered {
        let stateIndex = try index(state)
        guard !seen.contains(stateIndex) else {
          throw .illegalConfiguration("history '\(entry.history)' remembers '\(state)' twice")
        }
        seen.insert(stateIndex)
        remembered.append(stateIndex)
      }
      if let problem = historyProblem(historyIndex, remembering: remembered) {
        throw .illegalConfiguration("history '\(entry.history)' \(problem)")
      }
      history[historyIndex] = remembered
    }
    var timers: [(transition: Int, remaining: Duration)] = []
    for entry in snapshot.timers {
      let stateIndex = try index(entry.state)
      let afterTransitions = layout.afterTransitions[stateIndex]
      guard configuration.contains(stateIndex), afterTransitions.indices.contains(entry.index) else {
        throw .unknownTimer(state: "\(entry.state)", index: entry.index)
      }
      guard entry.remaining.isValidTimerDelay else {
        throw .delayOutOfRange(state: "\(entry.state)", remaining: entry.remaining)
      }
      // An `After` has one timer: a second would be scheduled, and never cancelled.
      guard !timers.contains(where: { $0.transition == afterTransitions[entry.index] }) else {
        throw .duplicateTimer(state: "\(entry.state)", index: entry.index)
      }
      timers.append((afterTransitions[entry.index], entry.remaining))
    }
    return EngineSnapshot(
      configuration: configuration, history: history, isFinished: snapshot.isFinished, timers: timers)
  }

  /// Checks the snapshots of children taken with a parent's: each must belong to a child that a
  /// state of the restored configuration invokes, and fit that child's chart.
  func checkChildren<Carried>(
    of snapshot: Snapshot<S, Carried>, configuration: StateSet
  ) throws(SnapshotError) {
    guard let children = snapshot.children else { return }
    var seen = Set<String>()
    for child in children {
      guard seen.insert(child.id).inserted else { throw .child(id: child.id, reason: "it is listed twice") }
      var found: ChildInvocation<E, C>?
      configuration.forEach { state in
        for definition in layout.invocations[state] where invocations[definition].id == child.id {
          found = found ?? invocations[definition].child
        }
      }
      guard let invocation = found else {
        throw .child(id: child.id, reason: "no state of the restored configuration invokes a child with this id")
      }
      // A child that had finished while its state stayed active: it is not started again.
      if child.snapshot == .null { continue }
      guard let check = invocation.check else {
        throw .child(id: child.id, reason: "the child's states or context are not Codable")
      }
      try check(child.snapshot)
    }
  }

  /// Why a set of states is not a legal configuration (SCXML 3.11), or nil if it is one.
  func problem(in configuration: StateSet, finished: Bool) -> String? {
    layout.problem(in: configuration, finished: finished, name: describe)
  }

  /// Why a history state cannot remember these states, or nil if it can: what a shallow history
  /// remembers is its parent's active children, what a deep one remembers its parent's active
  /// atomic descendants (SCXML 3.10) — in either case a legal configuration below the parent.
  func historyProblem(_ history: Int, remembering remembered: [Int]) -> String? {
    let parent = layout.parent[history]
    let isDeep = layout.kind[history] == .deepHistory
    guard !remembered.isEmpty else { return "remembers no state" }
    var below = StateSet(capacity: layout.kind.count)
    below.insert(parent)
    for state in remembered {
      guard layout.isDescendant(state, of: parent) else {
        return "remembers \(describe(state)), which is outside its parent"
      }
      if layout.kind[state].isHistory { return "remembers \(describe(state)), a history state" }
      if isDeep && !layout.isAtomic[state] {
        return "is deep and remembers \(describe(state)), which is not an atomic state"
      }
      if !isDeep && layout.parent[state] != parent {
        return "is shallow and remembers \(describe(state)), which is not a child of its parent"
      }
      var ancestor = state
      while ancestor != parent {
        below.insert(ancestor)
        ancestor = layout.parent[ancestor]
      }
    }
    if isDeep {
      return layout.subtreeProblem(below, root: parent, name: describe).map { "remembers states that \($0)" }
    }
    // A shallow history remembers children only: what lies below them is entered by default.
    let regions = layout.children[parent].count
    let isParallel = layout.kind[parent] == .parallel
    if isParallel ? remembered.count != regions || Set(remembered).count != regions : remembered.count != 1 {
      return "remembers \(remembered.count) states: a shallow history "
        + (isParallel ? "of a parallel state remembers each of its \(regions) regions" : "remembers one child")
    }
    return nil
  }

  /// A state's name in messages.
  func describe(_ index: Int) -> String { id(index).map { "'\($0)'" } ?? "the root" }
}
