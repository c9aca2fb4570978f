#if canImport(Observation)
  import Observation
#endif

/// A running statechart: sends events through a compiled ``Chart``, owns the context, runs
/// `after` timers on a clock and `invoke` work as tasks, and tells observers what changed.
///
/// ## Isolation
/// A machine is isolated to the main actor, where user interfaces live: its actions can touch
/// views and view controllers directly, and `send` returns its outcome synchronously. Other
/// tasks reach it with `await machine.send(event)`; the main actor queues those calls, so
/// events sent concurrently are each processed to completion, in order of arrival, and none is
/// lost. The engine underneath is nonisolated and synchronous; the machine only hosts it.
///
/// ## Run to completion
/// An event sent from inside an action or an observer, while another event is being processed,
/// is queued (the outcome is ``SendOutcome/queued``) and processed right after the current one.
@MainActor
public final class StateMachine<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  /// The chart this machine runs.
  public let chart: Chart<S, E, C>
  @usableFromInline let engine: TypedEngine<S, E, C>
  let scheduler: any TimerScheduling
  /// What a rejected event does besides returning `.rejected`.
  public var rejectionPolicy: RejectionPolicy<S, E> {
    didSet { engine.reportsRejections = rejectionPolicy.doesSomething }
  }

  /// Scheduled timers by engine token: the scheduler's id and when the timer is due.
  var timers: [UInt64: (id: UInt64, deadline: Duration)] = [:]
  /// Running invocations by engine token.
  var invocationTasks: [UInt64: Task<Void, Never>] = [:]
  /// Set while a restore starts the invocations of the restored states: their channels say
  /// that they resume (``InvocationChannel/isResumingAfterRestore``).
  var isStartingRestoredInvocations = false
  /// The states whose zero-delay timers fired last, to name an `After(.zero)` cycle.
  var recentTimerOwners: [Int] = []
  /// The first token the first firing of a chain of zero-delay timers could give out: a timer
  /// with this token or a later one was scheduled by a step of the chain (nil: no chain).
  var timerChainFirstToken: UInt64?
  /// The engine's next token when the last timer firing ended: a later one at the next firing
  /// means something else (a send, a restore) scheduled timers in between, which ends a chain.
  var tokenAfterLastFiring: UInt64 = 0
  /// How many zero-delay timers fired in a chain, each scheduled by a step of the chain: an
  /// `After(.zero)` cycle, which would keep a clock busy forever, once past the limit.
  var zeroDelayFirings = 0
  /// The children this machine runs; nil until the first starts.
  @usableFromInline var children: ChildRegistry?
  /// The way to this machine's parent, while it runs as a child.
  weak var parentLink: (any ParentLink)?
  package var childActivityObserver: ((ChildActivity) -> Void)?  // the inspector's: see ChildActivity
  /// Where this machine's ``RuntimeDiagnostic``s go. Nil (the default): where its parent's go
  /// if it was started as a child, else to ``RuntimeDiagnostic/handler``.
  public var diagnosticHandler: RuntimeDiagnosticHandler?
  /// The parent whose diagnostic handler a child follows, kept after the child stops (a child
  /// that sends to its parent once stopped is still the parent's to report).
  weak var diagnosticParent: (any DiagnosticRouting)?
  @usableFromInline let observers: MachineObservers<S, E>
  #if canImport(Observation)
    @usableFromInline let registrar = ObservationRegistrar()
    /// Made once: forming a key path of a generic class costs a runtime demangle every time.
    @usableFromInline let observedKeyPath: KeyPath<StateMachine, [S]> = \StateMachine.activeStates
  #endif

  /// Creates a machine. Call ``start()`` to enter the initial configuration.
  ///
  /// - Parameters:
  ///   - chart: the compiled chart.
  ///   - context: the extended state that guards and actions read and write.
  ///   - clock: where `after` timers and delayed sends take their time from.
  ///   - microstepLimit: the budget of one `send`, timer firing or `start`: how many microsteps
  ///     and queued events it may take, over every macrostep it drains, before it is stopped as a
  ///     runaway (see <doc:Semantics>).
  ///   - rejectionPolicy: what a rejected event does besides returning `.rejected`.
  @inlinable
  public convenience init<Source: Clock>(
    _ chart: Chart<S, E, C>, context: C, clock: Source = ContinuousClock(), microstepLimit: Int = 10_000,
    rejectionPolicy: RejectionPolicy<S, E> = .ignore
  ) where Source.Duration == Duration {
    // Inlinable so that the chart's guards and actions are wrapped for the engine in the app's
    // module, where the compiler knows its types: see `EngineHooks`.
    self.init(
      chart: chart, hooks: Self.hooks(of: chart), caseCoding: nil, context: context, clock: clock,
      microstepLimit: microstepLimit, rejectionPolicy: rejectionPolicy)
  }

  @usableFromInline convenience init<Source: Clock>(
    chart: Chart<S, E, C>, hooks: EngineHooks, caseCoding: CaseCoding<E>?, context: C, clock: Source,
    microstepLimit: Int, rejectionPolicy: RejectionPolicy<S, E>
  ) where Source.Duration == Duration {
    self.init(
      chart: chart, hooks: hooks, caseCoding: caseCoding, context: context,
      scheduler: (clock as? any TimerScheduling) ?? ClockScheduler(clock: clock), microstepLimit: microstepLimit,
      rejectionPolicy: rejectionPolicy)
  }

  /// A machine on a scheduler of its own or another machine's (a child runs on its parent's).
  @usableFromInline init(
    chart: Chart<S, E, C>, hooks: EngineHooks, caseCoding: CaseCoding<E>?, context: C, scheduler: any TimerScheduling,
    microstepLimit: Int, rejectionPolicy: RejectionPolicy<S, E>
  ) {
    self.chart = chart
    self.engine = TypedEngine(
      chart: chart, hooks: hooks, caseCoding: caseCoding, context: context, microstepLimit: microstepLimit)
    self.observers = MachineObservers(engine: engine)
    self.scheduler = scheduler
    self.rejectionPolicy = rejectionPolicy
    engine.reportsRejections = rejectionPolicy.doesSomething
    engine.host = self
    #if DEBUG
      observers.diagnose = { [weak self] in self?.diagnose($0) }
    #endif
  }

  /// The chart's guards and actions as closures over the non-generic engine. Built here, in
  /// inlinable code, so that each wrapper is compiled for the app's own types: called from the
  /// engine's unspecialised code instead, every guard would cost several metadata lookups.
  @inlinable static func hooks(of chart: Chart<S, E, C>) -> EngineHooks {
    // A local function, not a reference to `TypedEngine.typed`: a closure over a static method
    // would add an indirect call to every guard and action.
    @inline(__always) func typed(_ engine: Engine) -> TypedEngine<S, E, C> { TypedEngine<S, E, C>.typed(engine) }
    func run(_ stored: StoredAction<S, E, C>) -> EngineHooks.Action {
      let action = stored.run
      return EngineHooks.Action { action(ActionScope(engine: $0)) }
    }
    func run(_ actions: [StoredAction<S, E, C>]) -> EngineHooks.Action? {
      if actions.count <= 1 { return actions.first.map(run) }
      return EngineHooks.Action { engine in for action in actions { action.run(ActionScope(engine: engine)) } }
    }
    func check(_ stored: StoredGuard<S, E, C>) -> EngineHooks.Guard {
      let closure = stored.check
      return EngineHooks.Guard { closure(GuardScope(engine: $0)) }
    }
    func matches(_ value: E) -> EngineHooks.Guard {
      EngineHooks.Guard { typed($0).externalEvent == value }
    }
    return EngineHooks(
      guards: chart.guards.map { $0.map(check) },
      transitionActions: chart.transitionActions.map { $0.map(run) }, entryActions: chart.entryActions.map(run),
      exitActions: chart.exitActions.map(run), exactEvents: chart.exactEvents.map { $0.map(matches) })
  }

  isolated deinit {
    for timer in timers.values { scheduler.cancelScheduled(timer.id) }
    for task in invocationTasks.values { task.cancel() }
    // A child whose handle the app still holds would run on as an orphan, its messages going
    // nowhere: a parent that goes ends its children, as one that finishes does.
    stopAllChildren()
    // A `for await` over `transitions()` ends when the machine goes.
    observers.finishStreams()
  }

  // MARK: Sending

  /// Enters the initial configuration and runs the first macrostep.
  ///
  /// A machine starts once: a second call, also one from inside a callback of the first, is
  /// answered with ``SendOutcome/rejected(_:)`` for ``RejectionReason/alreadyStarted`` and
  /// changes nothing.
  @discardableResult
  public func start() -> SendOutcome<S, E> {
    if engine.isStarted { return engine.outcome(of: engine.start(), event: nil) }
    if engine.isBusy { return startWhileBusy() }
    return run(sent: nil) { $0.start() }
  }

  /// `start()` from the rejection handler of an event sent before the machine was started — the
  /// one callback a machine that has not started can run. No step is running, so the machine
  /// starts now, within the budget of the send whose rejection is being handled (answering
  /// `.queued` would promise a start that nothing performs).
  private func startWhileBusy() -> SendOutcome<S, E> {
    let result = engine.start()
    conclude(result, sent: nil, event: nil)
    return engine.outcome(of: result, event: nil)
  }

  /// Sends an event and processes it to completion. Never traps: an event the current states do
  /// not accept is answered with ``SendOutcome/rejected(_:)`` and changes nothing.
  ///
  /// The event is matched by its value as it is now: an event of a class whose `==` changed
  /// since it was last sent is looked up again, never taken for what it was. (Like a
  /// dictionary's keys, the events that the chart's transitions name must not change.)
  // Inlinable so that the app's compiler specialises the path for its own types; the engine
  // underneath is not generic. Reads: the engine's step, then its conclusion.
  @inlinable @inline(__always) @discardableResult
  public func send(_ event: E) -> SendOutcome<S, E> {
    // The engine's lanes (TypedEngine+Lanes.swift), first the express lane: a step that runs
    // none of the app's code, taken here, in the app's own code, and described by indices.
    // This is the only outcome made here, so that the compiler can drop it — and the retain of
    // the chart's names it holds — when the caller ignores it or only tests it; every other
    // path is one call away.
    switch engine.expressStep(event) {
    case .tookStep(let step):
      // Observers hear of it out of line; their runaway, if any, is the outcome.
      if engine.isObserved, let runaway = concludeExpressStep(event) { return .failed(runaway) }
      return .transitioned(MachineStep(direct: step, names: engine.names))
    case .rejectedUnreported: return engine.unreportedRejection(event)
    case .triesRegions: return sendInRegions(event)
    case .needsStep(let code): return sendInSteps(event, coded: code)
    }
  }

  /// `send` for every step that the express lane does not take: queued while busy, forwarded to children that ask
  /// for it, else one step of the engine, in whichever lane it takes, run and concluded.
  /// Specialised for the app's types but not inlined: see `send`. `code` is the event's index,
  /// if the express lane found it.
  @inlinable @inline(never) func sendInSteps(_ event: E, coded code: Int?) -> SendOutcome<S, E> {
    if engine.isBusy { return sendWhileBusy(event) }
    // SCXML 6.4 autoforward: children that forward see the event before this machine takes
    // it, inside its run: what they send back (a child's done event) waits behind the event.
    guard engine.forwardsEvents else { return run(sent: event) { $0.step(sending: event, coded: code) } }
    return run(sent: event) { engine in
      forwardToChildren(event)
      return engine.step(sending: event, coded: code)
    }
  }

  /// An event sent while a step runs is queued behind it; one sent by a guard while ``can(_:)``
  /// or ``acceptedEvents`` evaluates it is refused, since a question must not move the machine
  /// (the rejection policy is not applied: a handler that sent again would loop).
  @usableFromInline func sendWhileBusy(_ event: E) -> SendOutcome<S, E> {
    guard engine.query.depth == 0 else {
      return .rejected(engine.rejection(.sentDuringQuery, event: event))
    }
    engine.enqueueExternal(event)
    return .queued
  }

  /// Runs one step of the engine to completion, with its effects, observers and the events it
  /// queued. The machine is not busy (callers queue or refuse what comes while it is). `sent`
  /// is the event sent from outside that it processes, if any.
  @inlinable @inline(__always) func run(
    sent: @autoclosure () -> E?, _ body: (TypedEngine<S, E, C>) -> OutcomeCode
  )
    -> SendOutcome<S, E>
  {
    assert(!engine.isBusy, "a step run while another runs")
    engine.isBusy = true
    engine.beginSend()
    let result = body(engine)
    conclude(result, sent: sent(), event: nil)
    // The outcome is made from the engine's record of the step, which queued events overwrite.
    // A machine that finished ends its run there too: as a child, it tells its parent.
    if engine.hasQueuedWork || engine.isFinished {
      return finishQueuedWork(after: engine.outcome(of: result, event: sent()))
    }
    engine.isBusy = false
    return engine.outcome(of: result, event: sent())
  }

  /// Processes what waits after a step — queued events, then timers that came due meanwhile —
  /// and ends the run: the step's outcome, or the runaway that the queued events ran into. A
  /// child's run ends here whenever it sent its parent something or finished, whoever started
  /// it (see `ParentLink.childSettled`).
  @usableFromInline func finishQueuedWork(after outcome: SendOutcome<S, E>) -> SendOutcome<S, E> {
    let runaway = drainExternalQueue()
    fireDeferredTimers()
    engine.isBusy = false
    // A child: its parent processes what the child sent it in this run.
    parentLink?.childSettled()
    return runaway.map { .failed($0) } ?? outcome
  }

  /// Processes the events queued while the last one ran, each to completion, in order.
  ///
  /// Events that keep queueing more events (an undelayed send in an entry action that leads
  /// back to the same state) would never let `send` return, so every queued event, like every
  /// microstep, is counted against the send's budget of `microstepLimit`. When it runs out, the
  /// events still queued are dropped and one runaway is reported. Returns it, if any.
  @usableFromInline @discardableResult
  func drainExternalQueue() -> RunawayError<S>? {
    var failure: RunawayError<S>?
    while let next = engine.dequeueExternal() {
      guard engine.workBudget > 0 else {
        // A runaway inside a macrostep has been reported already; otherwise report this one.
        if failure != nil {
          engine.clearExternalQueue()
          return failure
        }
        engine.stopRunawayBetweenMacrosteps()
        if engine.hasEffects { applyEffects() }
        let error = engine.runawayError
        notifyChange()
        observers.notifyFailure(error)
        return error
      }
      engine.spendWork()
      engine.countWork()
      if engine.forwardsEvents, next.key.kind == .external, let event = engine.event(of: next)?.sent {
        forwardToChildren(event)
      }
      let result = engine.step(processing: next)
      conclude(result, sent: nil, event: engine.event(of: next))
      if result == .failed { failure = engine.runawayError }
    }
    return failure
  }

  /// Applies the engine's effects, tells observers, and applies the rejection policy. Checks
  /// inline whether any of that is needed; most steps of an unobserved machine need none.
  ///
  /// The step's event is `.external(sent)` when `sent` is given, else `event`: an event sent
  /// from outside is passed as it is, since copying a `MachineEvent` costs generic value
  /// witnesses.
  @inlinable @inline(__always) func conclude(
    _ result: OutcomeCode, sent: @autoclosure () -> E?, event: @autoclosure () -> MachineEvent<S, E>?
  ) {
    let watched: Bool
    switch result {
    case .transitioned, .handled: watched = engine.isTracked || engine.isObserved
    case .rejected: watched = engine.reportsRejections
    case .failed: watched = true
    }
    if watched || engine.hasEffects { concludeWatched(result, sent: sent(), event: event()) }
  }

  // Specialised for the app's types, but not inlined: the loop around `send` stays small.
  @inlinable @inline(never) func concludeWatched(
    _ result: OutcomeCode, sent: @autoclosure () -> E?, event: @autoclosure () -> MachineEvent<S, E>?
  ) {
    if engine.hasEffects { applyEffects() }
    switch result {
    case .transitioned:
      notifyChange()
      if engine.isObserved { notifyObservers(.transitioned, sent: sent(), event: event()) }
    case .rejected(let reason):
      apply(rejectionPolicy, to: engine.rejection(reason, event: sent() ?? event()?.sent))
    case .failed:
      notifyChange()
      // The runaway left the configuration of its last complete microstep: observers (and the
      // appearances bound through them) hear where the machine now is before the failure.
      if engine.isObserved, let step = engine.netStepValue {
        notifyObservers(.transitioned, sent: sent(), event: event(), step: step)
      }
      observers.notifyFailure(engine.runawayError)
    case .handled:
      // A handled event changes no state, but may change the context and what guards allow.
      notifyChange()
      if engine.isObserved { notifyObservers(.handled, sent: sent(), event: event()) }
    }
  }

  /// Tells observers of the last step, through one record for all of them.
  @inlinable func notifyObservers(
    _ kind: StateChange<S, E>.Kind, sent: E?, event: @autoclosure () -> MachineEvent<S, E>?, step: MachineStep<S>? = nil
  ) {
    let change = observers.reusableChange(of: engine)
    if let sent {
      change.record.sentEvent = sent
    } else {
      change.record.sentEvent = nil
      change.record.otherEvent = event()
    }
    change.record.kind = kind
    change.record.activeSet.assign(engine.configuration)
    if step == nil, case .direct(let direct) = engine.stepRecord {
      change.record.directStep = direct
    } else {
      change.record.directStep = nil
      change.record.otherStep = step ?? engine.lastStepValue
    }
    observers.notify(change)
  }

  @usableFromInline func apply(_ policy: RejectionPolicy<S, E>, to rejection: Rejection<S, E>) {
    switch policy {
    case .ignore: break
    case .report(let handler): handler(rejection)
    case .assertInDebug: assertionFailure(rejection.description)
    }
  }

  // MARK: Observation

  func access() {
    #if canImport(Observation)
      engine.isTracked = true
      registrar.access(self, keyPath: observedKeyPath)
    #endif
  }

  @inlinable func notifyChange() {
    #if canImport(Observation)
      if engine.isTracked { registrar.withMutation(of: self, keyPath: observedKeyPath) {} }
    #endif
  }
}

#if canImport(Observation)
  /// SwiftUI views that read `activeStates`, `isActive(_:)` or `can(_:)` update when the
  /// configuration changes.
  extension StateMachine: Observable {}
#endif

extension StateMachine where E: CaseEvent {
  /// Creates a machine for events that carry data. The same as the general initialiser, chosen
  /// where the event type is known to be a ``CaseEvent``: the lookup of an event's case is then
  /// compiled for it (see `CaseCoding`).
  @inlinable
  public convenience init<Source: Clock>(
    _ chart: Chart<S, E, C>, context: C, clock: Source = ContinuousClock(), microstepLimit: Int = 10_000,
    rejectionPolicy: RejectionPolicy<S, E> = .ignore
  ) where Source.Duration == Duration {
    self.init(
      chart: chart, hooks: Self.hooks(of: chart), caseCoding: .specialised(cases: chart.caseIndex), context: context,
      clock: clock, microstepLimit: microstepLimit, rejectionPolicy: rejectionPolicy)
  }
}
