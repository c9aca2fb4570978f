// A machine's children (SCXML 6.4): starting and stopping them with their states, events between
// parent and child, autoforward, and what the app sees of them.

extension StateMachine {
  // MARK: What the app sees

  /// The ids of the running children, in the order they started: those invoked by active
  /// states and those spawned by actions.
  public var childIDs: [String] { children?.ids ?? [] }

  /// A running child's machine, to observe it (``onTransition(_:)``, ``transitions()``), read
  /// its state, or send it events: what it sends back — its done or error event too, when the
  /// event finishes it or it fails — is processed by this machine once the child's step has
  /// ended, as with ``send(_:toChild:)``.
  ///
  /// A child that reached a top-level final state is no longer running: nil, also while its
  /// observers hear of that last step.
  public func child<CS, CE, CC>(_ id: String, as type: StateMachine<CS, CE, CC>.Type) -> StateMachine<CS, CE, CC>? {
    child(id) as? StateMachine<CS, CE, CC>
  }

  /// A running child's machine, its type unknown (for tools such as an inspector).
  public func child(_ id: String) -> AnyObject? {
    guard let child = children?.child(id)?.child, !child.hasFinished else { return nil }
    return child.machineObject
  }

  /// The id this machine has as its parent's child; nil for a machine that is no one's child.
  public var childID: String? { parentLink?.childID }

  /// The machine this one is a child of, while it runs as one.
  public var parentMachine: AnyObject? { parentLink?.parentMachine }

  /// Sends an event to a running child by its id (SCXML `<send target="#_id">`), processes it
  /// to completion, then processes what the child sent back. A child that is not running, or
  /// that takes events of another type, is answered with a rejection and nothing is sent.
  // Inlinable, so that it is compiled for the app's types (see `send(_:)`).
  @inlinable @discardableResult
  public func send<ChildEvent: Hashable & Sendable>(_ event: ChildEvent, toChild id: String) -> ChildDelivery {
    let delivery = deliver(event, toChild: id)
    settle()
    return delivery
  }

  /// Spawns a child machine (one per uploading row, say): it starts now — or, from inside an
  /// action, once the step has ended — and runs until it finishes, ``stopChild(_:)`` stops it,
  /// or this machine finishes or is restored. Returns false, starting nothing, when a child
  /// with this id is running already.
  ///
  /// `onMessage` makes this machine's event of what the child sends with
  /// ``ActionScope/sendToParent(_:after:)`` (cast the message to the type the child sends).
  @discardableResult
  public func spawn<CS, CE, CC, Result>(
    _ child: ChildMachine<CS, CE, CC, Result>, id: String, context: CC, onDone: ((Result) -> E?)? = nil,
    onError: ((ChildFailure) -> E?)? = nil, onMessage: ((any Sendable) -> E?)? = nil
  ) -> Bool {
    spawn(child, id: id, context: context, onDone: onDone, onError: onError, onMessage: onMessage, forward: nil)
  }

  /// Spawns a child machine (see ``spawn(_:id:context:onDone:onError:onMessage:)``) that gets
  /// each event from outside this machine processes, as the child event `forward` makes of it
  /// (SCXML `autoforward`; nil: not this one) — as an invoked child with `forward` does.
  @discardableResult
  public func spawn<CS, CE, CC, Result>(
    _ child: ChildMachine<CS, CE, CC, Result>, id: String, context: CC, onDone: ((Result) -> E?)? = nil,
    onError: ((ChildFailure) -> E?)? = nil, onMessage: ((any Sendable) -> E?)? = nil, forward: ((E) -> CE?)?
  ) -> Bool {
    guard !(children?.isTaken(id) ?? false), engine.isRunning else { return false }
    let token = engine.makeToken()
    // Bound to the root, which is never exited: the child ends with the machine (`finish`,
    // `restore`), when it finishes, or when it is stopped by id.
    engine.activeInvocations.append((token, 0))
    let host = childHost(id: id, token: token, onMessage: onMessage)
    let running = TypedChild(
      id: id, machine: child.makeMachine(context, scheduler, engine.microstepLimit), sendEvent: child.sendEvent,
      result: child.result,
      onDone: onDone, onError: onError, forward: forward, coding: nil, host: host)
    registry.addPending(running, token: token)
    engine.effects.append(.startInvocation(token: token, definition: -1))
    if !engine.isBusy {
      engine.isBusy = true
      engine.beginSend()
      applyEffects()
      engine.isBusy = false
      settle()
    } else if engine.deferredTimers.last != Self.settleMark {
      // From an observer no step's end is left to start it: the busy run does, as it ends.
      engine.deferredTimers.append(Self.settleMark)
    }
    return true
  }

  /// Stops a running child by its id, with its timers, invocations and children; the exit
  /// actions of its active states run first, innermost first, as when an invoking state's exit
  /// cancels its child (SCXML 6.4). Returns false when no child with this id runs.
  ///
  /// A child that a state invokes stays stopped while that state is active — a snapshot records
  /// it as ended, so a restore does not start it again — and starts afresh when the state is
  /// entered again.
  @discardableResult
  public func stopChild(_ id: String) -> Bool {
    guard let children, let token = children.child(id)?.token ?? children.pendingToken(id) else { return false }
    let child = children.remove(token)
    if children.forwardingCount == 0 { engine.forwardsEvents = false }
    ended(token: token, id: id)
    child?.stop()
    if let child { childActivityObserver?(.ended(id: id, machine: child.machineObject, finished: false)) }
    return true
  }

  // MARK: Inside the engine's effects

  var registry: ChildRegistry {
    if let children { return children }
    let made = ChildRegistry()
    children = made
    return made
  }

  /// Starts the child of an invocation (`definition` ≥ 0) or a spawned one (-1).
  func startChild(token: UInt64, definition: Int) {
    guard nestingDepth < ChildNesting.limit else {
      refuseTooDeepChild(token: token, definition: definition)
      return
    }
    let child: any RunningChild
    var restoring: CheckedChild?
    if definition < 0 {
      guard let spawned = children?.takePending(token) else { return }
      child = spawned
    } else {
      let invocation = chart.invocations[definition]
      guard let childInvocation = invocation.child else { return }
      var id = invocation.id
      if id.isEmpty {
        // SCXML 6.4.1: an invocation without id gets one made of its state's id and a unique part.
        let state = engine.activeInvocations.first { $0.token == token }?.state ?? 0
        id = "\(chart.id(state).map { "\($0)" } ?? "scxml").\(token)"
      }
      guard !registry.isTaken(id) else {
        let state = engine.activeInvocations.first { $0.token == token }.flatMap { chart.id($0.state) }
        let error = childError(
          "error.execution",
          "Invoke of child '\(id)'\(state.map { " in state '\($0)'" } ?? "") not started: a child '\(id)' runs already")
        engine.enqueueExternal(engine.signal(for: error))
        return
      }
      child = childInvocation.start(
        engine.context, childHost(id: id, token: token, onMessage: childInvocation.onMessage))
      restoring = children?.pendingRestores.removeValue(forKey: id)
      if case .finished = restoring {
        // It had finished when the snapshot was taken, and its state was still active.
        registry.finished[token] = id
        return
      }
    }
    registry.add(child, token: token)
    if child.forwards { engine.forwardsEvents = true }
    childActivityObserver?(.started(id: child.id, machine: child.machineObject, spawned: definition < 0))
    if case .snapshot(let snapshot) = restoring {
      child.begin(restoring: snapshot)
    } else {
      child.begin(restoring: nil)
    }
  }

  /// How deep this machine is nested: 0 for a machine that is no one's child.
  var nestingDepth: Int { parentLink?.nesting ?? 0 }

  /// A child that would be nested deeper than ``ChildNesting/limit`` is not started: this
  /// machine gets `error.execution`, naming it and the limit.
  private func refuseTooDeepChild(token: UInt64, definition: Int) {
    let id: String
    if definition < 0 {
      id = children?.takePending(token)?.id ?? "?"
      children?.spawned.remove(token)
    } else {
      id = chart.invocations[definition].id
    }
    engine.activeInvocations.removeAll { $0.token == token }
    engine.enqueueExternal(
      engine.signal(
        for: childError(
          "error.execution",
          "child '\(id)' is not started: it would be nested more than \(ChildNesting.limit) levels deep; "
            + "flatten the tree of machines")))
  }

  func stopChild(token: UInt64) {
    children?.spawned.remove(token)
    guard let child = children?.remove(token) else { return }
    if children?.forwardingCount == 0 { engine.forwardsEvents = false }
    child.stop()
    childActivityObserver?(.ended(id: child.id, machine: child.machineObject, finished: false))
  }

  // MARK: Delayed sends, messages and the children's ends

  /// Stops every child (a restore, or this machine being stopped as a child).
  func stopAllChildren() {
    guard let children else { return }
    engine.forwardsEvents = false
    for child in children.removeAll() {
      child.stop()
      childActivityObserver?(.ended(id: child.id, machine: child.machineObject, finished: false))
    }
  }

  /// Runs `body` after `delay` on this machine's clock, unless the machine stops first (a send
  /// to the parent or to a child, which the engine's own timers cannot carry: their events are
  /// this machine's).
  func later(_ delay: Duration, _ body: @escaping (StateMachine) -> Void) {
    let registry = registry
    registry.nextDelayedSend += 1
    let key = registry.nextDelayedSend
    registry.delayedSends[key] = scheduler.schedule(after: delay) { [weak self] in
      guard let self, self.children?.delayedSends.removeValue(forKey: key) != nil else { return }
      ChildActivity.isDeliveringLate = true
      defer { ChildActivity.isDeliveringLate = false }
      body(self)
    }
  }

  /// Cancels the delayed sends to the parent and to children.
  func cancelDelayedSends() {
    guard let children, !children.delayedSends.isEmpty else { return }
    for id in children.delayedSends.values { scheduler.cancelScheduled(id) }
    children.delayedSends.removeAll()
  }

  /// A message for the parent, now or after a delay; false when it cannot be delivered now.
  func sendToParent(_ message: any Sendable, after delay: Duration) -> Bool {
    guard delay > .zero else { return parentLink?.deliver(message: message) ?? false }
    guard parentLink != nil else { return false }
    later(delay) { machine in
      guard let link = machine.parentLink else { return }
      if link.deliver(message: message) {
        link.childSettled()
      } else {
        machine.reportLate(machine.childError("error.communication", machine.parentRefusal(of: type(of: message))))
      }
    }
    return true
  }

  /// An event for a child, now or after a delay.
  func send<ChildEvent: Hashable & Sendable>(_ event: ChildEvent, toChild id: String, after delay: Duration)
    -> ChildDelivery
  {
    guard delay > .zero else { return deliver(event, toChild: id) }
    later(delay) { machine in
      let delivery = machine.deliver(event, toChild: id)
      if !delivery.isDelivered {
        machine.reportLate(
          machine.childError("error.communication", "send to child '\(id)' failed: \(delivery.reason)"))
      } else {
        machine.settle()
      }
    }
    return .delivered(.queued)
  }

  /// Why the parent did not take a message of this type (its value is not shown: it may be private).
  func parentRefusal(of type: Any.Type) -> String {
    guard let parentLink else { return "no parent takes the message of type \(type): this machine is no one's child" }
    return "the parent of child '\(parentLink.childID)' does not take the message of type \(type): "
      + "its onMessage maps no such message"
  }

  /// The error event of a child operation that failed (SCXML 6.2.4, 6.4). It reaches the app only
  /// through a transition that takes it, so debug builds also report it as a diagnostic when the
  /// chart has none.
  func childError(_ name: String, _ message: String) -> MachineEvent<S, E> {
    #if DEBUG
      if !chart.layout.descriptors.contains(where: { $0?.matches(name) == true }) {
        diagnose(
          RuntimeDiagnostic(
            level: .error, category: "children",
            message: "\(name): \(message). No transition of this chart takes '\(name)', so nothing else shows it; "
              + "take it with Transition(.descriptor(\"error\"), to: [], action: …) (see Composing Machines)."))
      }
    #endif
    return .error(name: name, message: message)
  }

  /// An error found when a delayed send came due, outside any step: it joins the external queue.
  private func reportLate(_ event: MachineEvent<S, E>) {
    engine.enqueueExternal(engine.signal(for: event))
    settle()
  }

  private func childHost(id: String, token: UInt64, onMessage: ((any Sendable) -> E?)?) -> ChildHost<E> {
    ChildHost(
      id: id, scheduler: scheduler, microstepLimit: engine.microstepLimit, nesting: nestingDepth + 1,
      onMessage: onMessage,
      deliver: { [weak self] report in self?.receive(report, fromChild: token) ?? false },
      ended: { [weak self] in self?.childEnded(token: token) },
      settle: { [weak self] in self?.settle() }, parentIsBusy: { [weak self] in self?.engine.isBusy ?? false },
      parent: self)
  }

  /// An event from a child joins the external queue (SCXML 6.4: events from an invoked session
  /// are external events), unless the child is no longer current.
  private func receive(_ report: ChildReport<E>, fromChild token: UInt64) -> Bool {
    guard children?.running[token] != nil else { return false }
    // Within a step the child's state may have been exited already; its cancellation is an
    // effect applied when the step ends.
    if engine.isStepping && !engine.isInvocationActive(token) { return false }
    switch report {
    case .event(let event, _): engine.enqueueExternal(event)
    case .error(let name, let message): engine.enqueueExternal(engine.signal(for: .error(name: name, message: message)))
    }
    if let childActivityObserver, let child = children?.running[token] {
      let (origin, event): (ChildActivity.Origin, Any) =
        switch report {
        case .event(let event, let origin): (origin, event)
        case .error(let name, _): (.error, name)
        }
      childActivityObserver(
        .fromChild(
          id: child.id, machine: child.machineObject, origin: origin, event: event, delayed: ChildActivity.tookLate()))
    }
    return true
  }

  private func childEnded(token: UInt64) {
    guard let children, let child = children.remove(token) else { return }
    if children.forwardingCount == 0 { engine.forwardsEvents = false }
    ended(token: token, id: child.id)
    childActivityObserver?(.ended(id: child.id, machine: child.machineObject, finished: true))
  }

  /// A child that finished or was stopped by id: an invoked one is remembered while its state
  /// stays active (a restore must not start it again); a spawned one's invocation ends, in
  /// constant time.
  private func ended(token: UInt64, id: String) {
    guard let children else { return }
    guard children.spawned.remove(token) != nil else {
      if engine.isInvocationActive(token) { children.finished[token] = id }
      return
    }
    children.endedSpawns.insert(token)
    if children.endedSpawns.count > 32 && children.endedSpawns.count * 2 > engine.activeInvocations.count {
      engine.activeInvocations.removeAll { children.endedSpawns.contains($0.token) }
      children.endedSpawns.removeAll()
    }
  }

  /// Delivers an event to a child, unless it is not running.
  @inlinable func deliver<ChildEvent: Hashable & Sendable>(_ event: ChildEvent, toChild id: String) -> ChildDelivery {
    guard let (token, child) = children?.child(id), !engine.isStepping || engine.isInvocationActive(token) else {
      return .notRunning(id: id)
    }
    if observesChildren { noteDelivery(event, to: child) }
    return child.receive(event)
  }

  /// Whether an observer hears what the children do (the inspector's hook).
  @usableFromInline var observesChildren: Bool { childActivityObserver != nil }

  /// Tells the observer of children that an event goes to `child` (out of line: the send path
  /// of an unobserved machine only tests for the observer).
  @usableFromInline func noteDelivery(_ event: Any, to child: any RunningChild) {
    childActivityObserver?(
      .sentToChild(id: child.id, machine: child.machineObject, event: event, delayed: ChildActivity.tookLate()))
  }

  /// Processes what children queued while this machine was idle, then lets its own parent do
  /// the same.
  @usableFromInline func settle() {
    guard !engine.isBusy else { return }
    if engine.hasQueuedWork {
      engine.isBusy = true
      engine.beginSend()
      drainExternalQueue()
      fireDeferredTimers()
      engine.isBusy = false
    }
    parentLink?.childSettled()
  }

  /// SCXML 6.4 `autoforward`: an external event the machine is about to process goes to the
  /// children that forward.
  @usableFromInline func forwardToChildren(_ event: E) {
    guard let children else { return }
    for token in children.order {
      guard let child = children.running[token], child.forwards else { continue }
      child.forward(event)
    }
  }

  /// Stops this machine as its parent stops it: timers, invocations and children end, and it
  /// processes no more events (they are rejected with ``RejectionReason/stopped``).
  func halt() {
    cancelTimersInvocationsAndChildren()
    cancelDelayedSends()
    engine.halt()
    parentLink = nil
  }

  /// The exit actions of a finished child's final configuration (SCXML `exitInterpreter`).
  func runFinalExitActions() {
    guard !engine.isBusy else { return }
    engine.isBusy = true
    engine.runFinalExitActions()
    engine.effects.removeAll()
    engine.isBusy = false
  }
}
