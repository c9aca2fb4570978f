// What the engine asks its host for: timers on the clock, invocations as tasks.

extension StateMachine {
  @usableFromInline func applyEffects() {
    let effects = engine.effects
    engine.effects.removeAll(keepingCapacity: true)
    for effect in effects {
      switch effect {
      case .scheduleTimer(let token, let delay):
        let id = scheduler.schedule(after: delay) { [weak self] in
          self?.timerFired(token)
          // A child's timer: what it sent its parent is processed now (see `settle`).
          self?.parentLink?.childSettled()
        }
        timers[token] = (id, scheduler.elapsed + delay)
      case .cancelTimer(let token):
        if let timer = timers.removeValue(forKey: token) { scheduler.cancelScheduled(timer.id) }
      case .startInvocation(let token, let definition):
        if definition < 0 || chart.invocations[definition].child != nil {
          startChild(token: token, definition: definition)
        } else {
          startInvocation(token: token, definition: definition)
        }
      case .cancelInvocation(let token):
        if let task = invocationTasks.removeValue(forKey: token) { task.cancel() } else { stopChild(token: token) }
      }
    }
  }

  /// A timer the scheduler ran. While a step runs (a manual clock advanced from inside an
  /// action) it waits in the engine and fires once the step has ended: asking the clock again
  /// would have it fire the same timer again at once, forever.
  private func timerFired(_ token: UInt64) {
    guard timers.removeValue(forKey: token) != nil else { return }
    if engine.isBusy {
      engine.deferredTimers.append(token)
      return
    }
    engine.isBusy = true
    fire(token)
    fireDeferredTimers()
    engine.isBusy = false
  }

  /// Fires the timers that came due while a step ran, each as a step of its own.
  @usableFromInline func fireDeferredTimers() {
    while !engine.deferredTimers.isEmpty {
      let token = engine.deferredTimers.removeFirst()
      // Not a timer: the mark a child leaves so that its step ends in `finishQueuedWork`,
      // which lets its parent process what the child sent (see `ParentLink`).
      // It also ends a run in which an observer spawned a child: the child starts here, and
      // what it sent as it started is processed.
      if token == Self.settleMark {
        if engine.hasEffects {
          applyEffects()
          drainExternalQueue()
        }
        continue
      }
      fire(token)
    }
  }

  /// The token no timer has (tokens start at 1), left among the deferred timers by a child
  /// whose message waits in an idle parent.
  static var settleMark: UInt64 { 0 }

  /// Fires one timer, with its own budget, and drains what it queued. Zero-delay timers that
  /// keep firing one another with nothing else happening (an `After(.zero)` cycle) end, past
  /// the machine's limit, as a runaway: the chain's timers are dropped, and the cycle reported.
  private func fire(_ token: UInt64) {
    defer { tokenAfterLastFiring = engine.nextToken }
    if let delay = engine.pendingTimers.delay(of: token) {
      if delay == .zero {
        if countsInTimerChain(token) {
          reportTimerCycle(droppingTimer: token)
          return
        }
      } else {
        timerChainFirstToken = nil
        zeroDelayFirings = 0
      }
    }
    engine.beginSend()
    // SCXML 6.4 autoforward: a delayed send comes due as an external event, which children that
    // forward hear first (an `After` timer is not an event).
    if engine.forwardsEvents, let timer = engine.pendingTimers.all.first(where: { $0.token == token }),
      timer.owner < 0, let event = engine.event(of: timer.signal)?.sent
    {
      forwardToChildren(event)
    }
    if let fired = engine.timerFired(token) { conclude(fired.outcome, sent: nil, event: fired.event) }
    drainExternalQueue()
  }

  /// Counts a zero-delay timer that fires into the chain it belongs to; true once the chain is
  /// past the machine's limit. A chain is the timers scheduled by the steps of its own timers,
  /// with nothing else scheduling timers in between. A timer due at the same instant that was
  /// scheduled before the chain began (another region's, in a parallel state whose regions
  /// take turns) neither counts nor ends it: there are only so many of those.
  private func countsInTimerChain(_ token: UInt64) -> Bool {
    if let first = timerChainFirstToken, engine.nextToken == tokenAfterLastFiring {
      guard token >= first else { return false }
      zeroDelayFirings += 1
    } else {
      timerChainFirstToken = engine.nextToken
      zeroDelayFirings = 1
      recentTimerOwners.removeAll(keepingCapacity: true)
    }
    if zeroDelayFirings > engine.microstepLimit { return true }
    if zeroDelayFirings > engine.microstepLimit - 64, let owner = engine.pendingTimers.owner(of: token) {
      recentTimerOwners.append(owner)
    }
    return false
  }

  /// Stops a runaway chain of zero-delay timers: the one that came due and every zero-delay
  /// timer the chain scheduled are dropped (in a parallel state, each region's), and observers
  /// hear of the runaway once.
  private func reportTimerCycle(droppingTimer token: UInt64) {
    // The timer that came due belongs to the chain too. One that waits among the deferred
    // timers finds itself no longer pending when its turn comes, and does nothing.
    engine.dropZeroDelayTimers(from: timerChainFirstToken ?? token)
    applyEffects()
    timerChainFirstToken = nil
    zeroDelayFirings = 0
    var seen = Set<Int>()
    let cycle = recentTimerOwners.filter { seen.insert($0).inserted }.sorted().compactMap(chart.id)
    recentTimerOwners.removeAll()
    let error = RunawayError(microsteps: engine.microstepLimit, cycle: cycle)
    notifyChange()
    observers.notifyFailure(error)
  }

  private func startInvocation(token: UInt64, definition: Int) {
    guard let make = chart.invocations[definition].make else { return }
    let invocation = make(engine.context)
    let channel = InvocationChannel<E>(
      deliver: { [weak self] event in await self?.deliver(event, from: token) ?? false },
      isCurrent: { [weak self] in await self?.isInvocationActive(token) ?? false },
      isResumingAfterRestore: isStartingRestoredInvocations)
    invocationTasks[token] = Task { [weak self] in
      do {
        try await invocation.body(channel)
      } catch is CancellationError {
      } catch {
        if let event = invocation.onFailure?(error) {
          await channel.send(event)
        } else if let self, self.engine.isInvocationActive(token) {
          // In a child machine, an error it does not handle reaches its parent.
          self.parentLink?.invocationFailed(error)
          self.parentLink?.childSettled()
        }
      }
      self?.invocationTasks.removeValue(forKey: token)
    }
  }

  private func isInvocationActive(_ token: UInt64) -> Bool { engine.isInvocationActive(token) }

  /// Delivers an invocation's event if the invocation is still current; drops it otherwise.
  private func deliver(_ event: E, from token: UInt64) -> Bool {
    guard engine.isInvocationActive(token) else { return false }
    send(event)
    parentLink?.childSettled()
    return true
  }

  func remaining(forTimer token: UInt64) -> Duration? {
    timers[token].map { max(.zero, $0.deadline - scheduler.elapsed) }
  }

  /// The time a pending timer or delayed send has left, as a snapshot records it: nothing for
  /// one that came due while a step ran and waits to fire; its whole delay for one the host has
  /// not scheduled yet.
  func timeLeft(token: UInt64, delay: Duration) -> Duration {
    engine.deferredTimers.contains(token) ? .zero : remaining(forTimer: token) ?? delay
  }

  func replaceEffects() {
    cancelTimersInvocationsAndChildren()
    applyEffects()
    notifyChange()
  }

  /// Cancels every scheduled timer and running invocation and stops every child (a restore, or
  /// this machine stopped as a child).
  func cancelTimersInvocationsAndChildren() {
    for timer in timers.values { scheduler.cancelScheduled(timer.id) }
    timers.removeAll()
    for task in invocationTasks.values { task.cancel() }
    invocationTasks.removeAll()
    stopAllChildren()
  }

  var isBusy: Bool { engine.isBusy }
}
