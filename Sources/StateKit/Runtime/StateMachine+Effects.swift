// What the engine asks its host for: timers on the clock, invocations as tasks.

extension StateMachine {
  @usableFromInline func applyEffects() {
    let effects = engine.effects
    engine.effects.removeAll(keepingCapacity: true)
    for effect in effects {
      switch effect {
      case .scheduleTimer(let token, let delay):
        let id = scheduler.schedule(after: delay) { [weak self] in self?.timerFired(token) }
        timers[token] = (id, scheduler.elapsed + delay)
      case .cancelTimer(let token):
        if let timer = timers.removeValue(forKey: token) { scheduler.cancelScheduled(timer.id) }
      case .startInvocation(let token, let definition):
        startInvocation(token: token, definition: definition)
      case .cancelInvocation(let token):
        invocationTasks.removeValue(forKey: token)?.cancel()
      }
    }
  }

  private func timerFired(_ token: UInt64) {
    guard timers.removeValue(forKey: token) != nil else { return }
    if engine.isBusy {
      // A manual clock advanced from inside an action: fire once the current event completes.
      _ = scheduler.schedule(after: .zero) { [weak self] in self?.timerFired(token) }
      timers[token] = (0, scheduler.elapsed)
      return
    }
    engine.isBusy = true
    engine.beginSend()
    if let fired = engine.timerFired(token) { conclude(fired.outcome, event: fired.event) }
    drainExternalQueue()
    engine.isBusy = false
  }

  private func startInvocation(token: UInt64, definition: Int) {
    let invocation = chart.invocations[definition].make(engine.context)
    let channel = InvocationChannel<E> { [weak self] event in
      await self?.deliver(event, from: token) ?? false
    }
    invocationTasks[token] = Task { [weak self] in
      do {
        try await invocation.body(channel)
      } catch is CancellationError {
      } catch {
        if let event = invocation.onFailure?(error) { await channel.send(event) }
      }
      self?.invocationTasks.removeValue(forKey: token)
    }
  }

  /// Delivers an invocation's event if the invocation is still current; drops it otherwise.
  private func deliver(_ event: E, from token: UInt64) -> Bool {
    guard engine.isInvocationActive(token) else { return false }
    send(event)
    return true
  }

  func remaining(forTimer token: UInt64) -> Duration? {
    timers[token].map { max(.zero, $0.deadline - scheduler.elapsed) }
  }

  func replaceEffects() {
    for timer in timers.values { scheduler.cancelScheduled(timer.id) }
    timers.removeAll()
    for task in invocationTasks.values { task.cancel() }
    invocationTasks.removeAll()
    applyEffects()
    notifyChange()
  }

  var isBusy: Bool { engine.isBusy }
}
