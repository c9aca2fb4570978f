/// What a snapshot holds, in the engine's terms: state and transition indices. The runtime
/// translates a ``Snapshot`` to and from this form and checks every name; the engine checks the
/// structure and applies it.
struct EngineSnapshot {
  var configuration: StateSet
  /// What each history state remembers (nil: not yet visited), by state index.
  var history: [[Int]?]
  var isFinished: Bool
  /// Pending `after` timers: the transition and the time left.
  var timers: [(transition: Int, remaining: Duration)]
  /// Pending delayed sends: the event's signal, its send id and the time left.
  var sends: [(signal: QueuedSignal, sendID: String?, remaining: Duration)] = []
}

extension Engine {
  /// The pending `after` timers, with their transition and the token the host scheduled them by.
  var pendingAfterTimers: [(transition: Int, token: UInt64, delay: Duration)] {
    pendingTimers.all.compactMap { timer in
      guard timer.owner >= 0, timer.signal.key.kind == .after else { return nil }
      return (timer.signal.key.code, timer.token, timer.delay)
    }
  }

  /// The pending delayed sends, in the order they were issued.
  var pendingDelayedSends: [PendingTimer] { pendingTimers.all.filter { $0.owner < 0 } }

  /// Replaces the configuration, history and timers without running entry or exit actions:
  /// running invocations are dropped (the host cancels them) and those of the active states
  /// start again. The caller has checked the snapshot (see ``ChartLayout/problem(in:finished:name:)``).
  func restore(_ snapshot: EngineSnapshot) {
    effects.removeAll()
    pendingTimers = PendingTimers(transitionCount: layout.source.count)
    activeInvocations.removeAll()
    configuration = snapshot.configuration
    lastAtomicEntered = configuration.last
    historyValues = snapshot.history
    isStarted = true
    isFinished = snapshot.isFinished
    isRunning = !snapshot.isFinished
    for send in snapshot.sends {
      let token = makeToken()
      pendingTimers.add(
        PendingTimer(token: token, owner: -1, signal: send.signal, sendID: send.sendID, delay: send.remaining))
      effects.append(.scheduleTimer(token: token, delay: send.remaining))
    }
    for timer in snapshot.timers {
      let token = makeToken()
      let signal = QueuedSignal(key: SignalKey(kind: .after, code: timer.transition), payload: nil)
      pendingTimers.add(
        PendingTimer(
          token: token, owner: layout.source[timer.transition], signal: signal, sendID: nil,
          delay: timer.remaining))
      effects.append(.scheduleTimer(token: token, delay: timer.remaining))
    }
    if isRunning {
      statesToInvoke = configuration
      startInvocations()
      statesToInvoke.removeAll()
    }
  }
}
