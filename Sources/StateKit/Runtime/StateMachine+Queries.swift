extension StateMachine {
  // MARK: Questions

  /// Whether a state is active (compound and parallel ancestors count).
  public func isActive(_ state: S) -> Bool { access(); return engine.isActive(state) }

  /// Every active state, in document order.
  public var activeStates: [S] { access(); return engine.activeStates }

  /// The active atomic states (leaves), in document order.
  public var activeAtomicStates: [S] { access(); return engine.activeAtomicStates }

  /// Whether `event` would be accepted now. Evaluates guards; changes nothing.
  ///
  /// While the guards run the machine is busy: an event a guard sends is rejected
  /// (``RejectionReason/sentDuringQuery``), snapshots and restores are refused, and a timer that
  /// comes due fires once the question is answered. A guard may ask `can` itself; past 16 nested
  /// questions the answer is `false`.
  public func can(_ event: E) -> Bool {
    access()
    return query { $0.can(event) }
  }

  /// ``can(_:)`` without telling Observation: for the UI layer's own reads after every step.
  package func untrackedCan(_ event: E) -> Bool { query { $0.can(event) } }

  /// The chart's events that would be accepted now (asked as ``can(_:)`` asks).
  public var acceptedEvents: [E] {
    access()
    return query { engine in chart.events.filter(engine.can) }
  }

  /// Runs a question with the machine marked busy, so that a guard cannot start a step, take or
  /// restore a snapshot, or fire a timer in the middle of it; timers that came due meanwhile fire
  /// once the outermost question is answered.
  private func query<Answer>(_ body: (TypedEngine<S, E, C>) -> Answer) -> Answer {
    guard !engine.isBusy else { return body(engine) }
    engine.isBusy = true
    let answer = body(engine)
    if !engine.deferredTimers.isEmpty { fireDeferredTimers() }
    engine.isBusy = false
    return answer
  }

  /// Why the active states are not a legal configuration (SCXML 3.11), or `nil` when they are:
  /// a check for tests and fuzzers, which should never see anything but `nil`. Import with
  /// `@_spi(Testing) import StateKit`.
  @_spi(Testing) public func checkConfiguration() -> String? {
    chart.problem(in: engine.configuration, finished: engine.isFinished)
  }

  /// Calls `body` with the index (in the chart's document order) of every active state, in
  /// document order: for the UI layer, which keeps per-state tables by index.
  package func forEachActiveState(_ body: (Int) -> Void) {
    engine.activeSet.forEach { if $0 != 0 { body($0) } }
  }

  /// Whether the machine is processing a step (or observers hear of one): for the UI layer,
  /// which shows a child's step taken inside one when the machine's own step ends.
  package var isProcessingStep: Bool { engine.isBusy }

  /// Whether the machine has been started.
  public var isStarted: Bool { engine.isStarted }

  /// Whether the machine reached a top-level final state and accepts no more events.
  public var isFinished: Bool { access(); return engine.isFinished }

  /// The context: the extended state that guards and actions read and write.
  ///
  /// Setting it (or a property of a value-type context) from outside tells Observation, so a
  /// view reading ``context`` or ``can(_:)`` updates. A class context changed through its
  /// reference is not seen by the machine: views hear of it at the next step, or make the class
  /// `@Observable` for views that read it directly.
  public var context: C {
    get {
      access()
      return engine.context
    }
    set {
      engine.context = newValue
      notifyChange()
    }
  }

  /// The context, read without telling Observation: for the library's own layers (appearance
  /// bindings, flows), whose reads after every step would otherwise make every later step
  /// notify Observation's registrar although no view is watching.
  package var untrackedContext: C { engine.context }

  /// The transitions (by ``TransitionInfo/id``) that the last processed event took, including
  /// targetless ones that changed no state.
  package var lastTransitionIDs: [Int] { engine.lastStep.transitions }

  /// Pending `after` timers and delayed sends (`@_spi(Testing) import StateKit`).
  @_spi(Testing) public var pendingTimerCount: Int { engine.pendingTimers.count }

  #if DEBUG
    /// Microsteps and queued events processed so far, counted where they happen (debug builds,
    /// `@_spi(Testing) import StateKit`): tests check the work budget of a send with it.
    @_spi(Testing) public var workCounted: Int { engine.workCounted }
  #endif

  /// Running invocations.
  public var runningInvocationCount: Int { invocationTasks.count }
}

extension StateMachine where E: CaseEvent {
  /// The cases that a transition of the active states (or their ancestors) is written for, in
  /// the order the chart first names them. Guards are not asked, since they may read a payload
  /// that a case alone does not have; ask ``can(_:)`` with a whole event for that.
  ///
  /// Available when `E` conforms to ``CaseEvent`` (written by hand or with `@CaseEvent`); for a
  /// plain enum whose events carry no payload, ``acceptedEvents`` lists the events a transition
  /// would take now, guards asked.
  public var acceptedCases: [E.Case] {
    access()
    guard let caseIndex = chart.caseIndex else {
      return chart.events.filter { engine.hasTransition(onEvent: engine.code(of: $0)) }.map(\.eventCase)
    }
    return caseIndex.sorted { $0.value < $1.value }.compactMap { id, code in
      engine.hasTransition(onEvent: code) ? id.value.base as? E.Case : nil
    }
  }
}
