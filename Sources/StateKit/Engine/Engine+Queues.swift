// The engine's queues, delayed sends and behavior moves: what actions ask for besides the
// context, kept until the step that may take them.

extension Engine {
  // MARK: Queues

  func raise(_ signal: QueuedSignal) {
    internalQueue.append(signal)
  }

  /// Queues a signal behind the one being processed (SCXML's external queue).
  func enqueueExternal(_ signal: QueuedSignal) {
    externalQueue.append(signal)
    externalCount += 1
  }

  /// Drops every queued external event (after a runaway).
  func clearExternalQueue() {
    externalQueue.clear()
    externalHead = 0
    externalCount = 0
  }

  /// Whether events wait in the external queue (a plain flag: cheap to ask after every event).
  @inlinable var hasExternalEvents: Bool { externalCount > externalHead }

  /// Whether anything waits for the step to end: queued events or timers that came due.
  @inlinable var hasQueuedWork: Bool { hasExternalEvents || !deferredTimers.isEmpty }

  /// Whether the host has timers or invocations to start or cancel.
  @inlinable var hasEffects: Bool { !effects.isEmpty }

  /// The step log, for a step recorded in it (`stepRecord` is `.inLog`).
  @usableFromInline var loggedStep: StepLog { StepLog(log: stepLog) }

  /// What the last step exited, entered and took, wherever it is recorded.
  var lastStep: StepLog {
    switch stepRecord {
    case .inLog: return StepLog(log: stepLog)
    case .nothing: return StepLog(log: [])
    case .direct(let step): return StepLog(step, layout: layout)
    case .inRegions: return StepLog(regions: RegionRecord.steps(directSteps, table: dispatchTable), layout: layout)
    }
  }

  /// The active states, as a shared bit set.
  @usableFromInline var activeSet: StateSet { configuration }

  /// The next queued external event, if any.
  func dequeueExternal() -> QueuedSignal? {
    guard externalHead < externalCount else {
      if !externalQueue.isEmpty {
        externalQueue.clear()
        externalHead = 0
        externalCount = 0
      }
      return nil
    }
    defer { externalHead += 1 }
    return externalQueue[externalHead]
  }

  // MARK: Timers and moves

  /// A delayed send (`delay > 0`) or a send to the external queue.
  func scheduleSend(_ signal: QueuedSignal, after delay: Duration, sendID: String?) {
    guard delay > .zero else {
      enqueueExternal(signal)
      return
    }
    let token = makeToken()
    pendingTimers.add(PendingTimer(token: token, owner: -1, signal: signal, sendID: sendID, delay: delay))
    effects.append(.scheduleTimer(token: token, delay: delay))
  }

  func cancelSend(_ sendID: String) {
    for token in pendingTimers.removeAll(where: { $0.sendID == sendID }) { effects.append(.cancelTimer(token: token)) }
  }

  /// A timer that the host scheduled has fired: its signal, or nil if it was cancelled meanwhile.
  func takeFiredTimer(_ token: UInt64) -> QueuedSignal? {
    pendingTimers.take(token)?.signal
  }

  /// Drops the zero-delay timers with `token` or a later one: a runaway chain of them, stopped
  /// by the host (`StateMachine.fire`), which cancels what it scheduled for them.
  func dropZeroDelayTimers(from token: UInt64) {
    for token in pendingTimers.removeAll(where: { $0.token >= token && $0.delay == .zero }) {
      effects.append(.cancelTimer(token: token))
    }
  }

  /// A state behavior asks to move to `target`; allowed only along a declared `goto` trigger.
  func requestMove(to target: Int?) {
    guard let target, isDeclaredMove(to: target) else {
      undeclaredMove = true
      return
    }
    internalQueue.append(QueuedSignal(key: SignalKey(kind: .move, code: target), payload: nil))
  }

  private func isDeclaredMove(to target: Int) -> Bool {
    var declared = false
    configuration.forEach { state in
      for t in layout.stateTransitions[state] where layout.trigger[t] == .move(target) { declared = true }
    }
    return declared
  }

  @usableFromInline func isInvocationActive(_ token: UInt64) -> Bool {
    activeInvocations.contains { $0.token == token }
  }

  func makeToken() -> UInt64 {
    defer { nextToken += 1 }
    return nextToken
  }
}
