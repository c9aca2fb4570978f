extension StateMachine {
  /// Takes a snapshot: configuration, history, pending `after` timers with their time left, and
  /// the context.
  ///
  /// Delayed sends still pending (``pendingSends``) are not part of it: to save a machine whole,
  /// save ``savedState()`` and restore it with ``restore(from:)``.
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
    guard !engine.isStepping && engine.query.depth == 0 else { throw .busy }
    guard engine.isStarted else { throw .notStarted }
    let layout = chart.layout
    var timerEntries: [Snapshot<S, C>.TimerEntry] = []
    var pending = Set<Int>()
    func entry(_ transition: Int, remaining: Duration) -> Snapshot<S, C>.TimerEntry? {
      let owner = layout.source[transition]
      guard let index = layout.afterTransitions[owner].firstIndex(of: transition) else { return nil }
      return .init(
        state: chart.id(owner)!, index: index, remaining: remaining, delay: layout.delay[transition],
        targets: layout.targets[transition].compactMap { chart.id($0) })
    }
    for timer in engine.pendingAfterTimers {
      pending.insert(timer.transition)
      if let made = entry(timer.transition, remaining: timeLeft(token: timer.token, delay: timer.delay)) {
        timerEntries.append(made)
      }
    }
    // Every `After` of an active state is pending or has fired: saying which lets a restore
    // refuse a snapshot that lost a timer.
    var firedTimers: [Snapshot<S, C>.TimerEntry]?
    engine.configuration.forEach { state in
      let afters = layout.afterTransitions[state]
      guard !afters.isEmpty else { return }
      var fired = firedTimers ?? []
      for transition in afters where !pending.contains(transition) {
        if let made = entry(transition, remaining: .zero) { fired.append(made) }
      }
      firedTimers = fired
    }
    var history: [Snapshot<S, C>.HistoryEntry] = []
    for index in chart.historyStates {
      guard let remembered = engine.historyValues[index] else { continue }
      history.append(.init(history: chart.id(index)!, remembered: remembered.map { chart.id($0)! }))
    }
    var snapshot = Snapshot(
      chartFingerprint: chart.fingerprint, configuration: engine.activeStates, history: history, timers: timerEntries,
      isFinished: engine.isFinished, context: engine.context)
    snapshot.firedTimers = firedTimers
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
  /// one, the machine's current context) — a charge whose state was active is issued again,
  /// made from the same context, so with the same idempotency key. Entry actions do not run
  /// again. The started work can tell a resumption from a first start by its channel's
  /// ``InvocationChannel/isResumingAfterRestore``, to ask the server about the request it sent
  /// before instead of sending it again. Child machines that the restored states invoke resume
  /// from their own snapshots (see <doc:ComposingMachines>).
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
    // A child in its step (its observer restores its parent, say) makes its parent busy too.
    guard !isBusy && !(children?.isAnyBusy ?? false) else { throw .busy }
    var checked = try chart.check(snapshot, nesting: nestingDepth)
    checked.engine.sends = sends
    apply(checked)
  }

  /// Applies a snapshot checked with ``Chart/check(_:nesting:)`` (a child's, with its parent's):
  /// nothing is read or checked again, so restoring a tree of machines costs what it holds.
  func apply(_ checked: CheckedSnapshot) {
    var checked = checked
    if let sends = checked.pendingSends as? [PendingSend<E>] {
      checked.engine.sends = sends.map { (engine.signal(for: .external($0.event)), $0.id, $0.remaining) }
    }
    let before = engine.activeStates
    // Busy while observers hear about it, like a step: what they send is queued and processed
    // after every observer has heard of the restore.
    engine.isBusy = true
    engine.beginSend()
    if let context = checked.context?.value as? C { engine.context = context }
    if let children = checked.children { registry.pendingRestores = children }
    engine.restore(checked.engine)
    isStartingRestoredInvocations = true
    replaceEffects()
    isStartingRestoredInvocations = false
    children?.pendingRestores.removeAll()
    if engine.isObserved {
      let step = MachineStep(exited: before.reversed(), entered: engine.activeStates)
      notifyObservers(.transitioned, sent: nil, event: nil, step: step)
    }
    // A child restored into a top-level final state has finished: its parent hears of it.
    if engine.hasQueuedWork || engine.isFinished { _ = finishQueuedWork(after: .handled) }
    engine.isBusy = false
  }
}
