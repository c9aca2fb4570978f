/// What a parent gives a child it starts: its clock, its budget, and the way back.
@MainActor @usableFromInline struct ChildHost<E: Hashable & Sendable> {
  @usableFromInline let id: String
  @usableFromInline let scheduler: any TimerScheduling
  @usableFromInline let microstepLimit: Int
  /// How deep the child is nested: 1 for a child of a machine that is no one's child.
  let nesting: Int
  let onMessage: ((any Sendable) -> E?)?
  /// Hands the parent an event from the child; false when the child is no longer its current
  /// child (stopped, or its state exited in the step running now).
  let deliver: (ChildReport<E>) -> Bool
  /// The child stopped running on its own (it finished): the parent forgets it.
  let ended: () -> Void
  /// Lets the parent process what its children queued, if it is idle.
  let settle: () -> Void
  /// Whether the parent is processing a step (it then processes what the child sends itself).
  let parentIsBusy: () -> Bool
  /// The parent machine, for introspection.
  weak var parent: AnyObject?
}

/// What a child hands its parent.
enum ChildReport<E: Hashable & Sendable> {
  case event(E, ChildActivity.Origin)
  case error(name: String, message: String)
}

/// A running child as its parent holds it, its types erased.
@MainActor @usableFromInline protocol RunningChild: AnyObject {
  var id: String { get }
  /// The child's ``StateMachine``.
  var machineObject: AnyObject { get }
  /// Whether the parent forwards its external events (SCXML `autoforward`).
  var forwards: Bool { get }
  /// Whether the child, or one of its own children, is processing a step.
  var isBusy: Bool { get }
  /// Whether the child reached a top-level final state (it ends once its step is over).
  var hasFinished: Bool { get }
  /// Starts the child machine: from its initial states, or from a snapshot taken with its
  /// parent's and checked with it.
  func begin(restoring snapshot: CheckedSnapshot?)
  /// The child's snapshot and delayed sends as plain values; nil when its types are not `Codable`.
  func snapshotValue() throws -> ChildSnapshot?
  /// An event for the child, sent by its id.
  func receive<Event: Hashable & Sendable>(_ event: Event) -> ChildDelivery
  /// An external event the parent processes, for a child that forwards.
  func forward<Event>(_ parentEvent: Event)
  /// Stops the child, its timers, invocations and children; it reports nothing afterwards.
  func stop()
}

/// A child's way to its parent, as the child's machine holds it (its parent's types erased).
@MainActor protocol ParentLink: AnyObject {
  var childID: String { get }
  var parentMachine: AnyObject? { get }
  /// How deep the child is nested (see ``ChildHost/nesting``).
  var nesting: Int { get }
  /// A message from ``ActionScope/sendToParent(_:after:)``; false when the parent does not take it.
  func deliver(message: any Sendable) -> Bool
  /// Work the child invoked failed, and the child did not map the error to an event.
  func invocationFailed(_ error: any Error)
  /// The child ended a run that its parent did not start (a timer, an invocation's event):
  /// report its end if it finished, and let the parent process what the child sent it.
  func childSettled()
}

/// A running child: the child machine and the parent's mapping of its results.
@MainActor @usableFromInline
final class TypedChild<
  PE: Hashable & Sendable, CS: Hashable & Sendable, CE: Hashable & Sendable, CC, Result
>: RunningChild, ParentLink {
  @usableFromInline let id: String
  let machine: StateMachine<CS, CE, CC>
  let sendEvent: @MainActor (StateMachine<CS, CE, CC>, UnsafeRawPointer) -> Int
  let result: (CS, CC) -> Result
  let onDone: ((Result) -> PE?)?
  let onError: ((ChildFailure) -> PE?)?
  let forwardMap: ((PE) -> CE?)?
  let coding: ChildSnapshotCoding<CS, CE, CC>?
  let host: ChildHost<PE>
  private var isStopped = false
  private var reportedDone = false
  /// The exit actions of the final configuration run: the child may still send to its parent.
  private var isEnding = false
  private var failureObservation: ObservationToken?

  @usableFromInline init(
    id: String, machine: StateMachine<CS, CE, CC>,
    sendEvent: @escaping @MainActor (StateMachine<CS, CE, CC>, UnsafeRawPointer) -> Int,
    result: @escaping (CS, CC) -> Result, onDone: ((Result) -> PE?)?,
    onError: ((ChildFailure) -> PE?)?, forward: ((PE) -> CE?)?, coding: ChildSnapshotCoding<CS, CE, CC>?,
    host: ChildHost<PE>
  ) {
    self.coding = coding
    self.id = id
    self.machine = machine
    self.sendEvent = sendEvent
    self.result = result
    self.onDone = onDone
    self.onError = onError
    self.forwardMap = forward
    self.host = host
    machine.parentLink = self
    machine.diagnosticParent = host.parent as? any DiagnosticRouting
    failureObservation = machine.onFailure { [weak self] error in
      self?.report(ChildFailure(id: id, kind: .runaway, message: error.description))
    }
  }

  @usableFromInline var machineObject: AnyObject { machine }
  @usableFromInline var forwards: Bool { forwardMap != nil }
  @usableFromInline var isBusy: Bool { machine.isBusy || machine.children?.isAnyBusy == true }
  @usableFromInline var hasFinished: Bool { reportedDone || machine.engine.isFinished }
  var childID: String { id }
  var nesting: Int { host.nesting }
  var parentMachine: AnyObject? { host.parent }

  @usableFromInline func begin(restoring snapshot: CheckedSnapshot?) {
    if let snapshot {
      machine.apply(snapshot)
    } else {
      machine.start()
    }
    checkFinished()
  }

  @usableFromInline func snapshotValue() throws -> ChildSnapshot? {
    guard let coding else { return nil }
    return ChildSnapshot(id: id, snapshot: try coding.take(machine), pendingSends: try coding.takeSends?(machine))
  }

  @usableFromInline func receive<Event: Hashable & Sendable>(_ event: Event) -> ChildDelivery {
    guard !isStopped && !reportedDone else { return .notRunning(id: id) }
    // A comparison of type metadata, not a dynamic cast: this is the path of every send to a child.
    guard Event.self == CE.self else {
      return .wrongEventType(id: id, expected: "\(CE.self)", found: "\(Event.self)")
    }
    let code = withUnsafePointer(to: event) { sendEvent(machine, UnsafeRawPointer($0)) }
    if code & 1 != 0 { checkFinished() }
    return .delivered(ChildOutcome(code: code >> 1))
  }

  @usableFromInline func forward<Event>(_ parentEvent: Event) {
    guard !isStopped && !reportedDone, Event.self == PE.self, let forwardMap,
      let mapped = forwardMap(Self.same(parentEvent, as: PE.self))
    else { return }
    machine.send(mapped)
    checkFinished()
  }

  /// A value as its own type, which the caller has compared with `type`.
  private static func same<Value, Typed>(_ value: Value, as type: Typed.Type) -> Typed {
    assert(Value.self == Typed.self, "not the same type")
    return withUnsafePointer(to: value) { $0.withMemoryRebound(to: Typed.self, capacity: 1) { $0.pointee } }
  }

  @usableFromInline func stop() {
    guard !isStopped else { return }
    isStopped = true
    failureObservation?.cancel()
    // SCXML 6.4 (test 250): a child cancelled while running runs the exit actions of its
    // active states; what they send to the parent is refused (the child is stopped).
    if machine.engine.isRunning && !machine.engine.isFinished { machine.runFinalExitActions() }
    machine.halt()
  }

  func deliver(message: any Sendable) -> Bool {
    guard !isStopped && (!reportedDone || isEnding), let event = host.onMessage?(message) else { return false }
    guard host.deliver(.event(event, .message)) else { return false }
    settleParentAfterThisStep()
    return true
  }

  /// For an event handed to the parent from a step of the child that its idle parent did not
  /// start (the app sent to the child directly): the child's run ends through
  /// `finishQueuedWork`, which settles the parent. A busy parent processes it after its step.
  private func settleParentAfterThisStep() {
    let deferred = machine.engine.deferredTimers
    if machine.engine.isBusy && !host.parentIsBusy() && deferred.last != StateMachine<CS, CE, CC>.settleMark {
      machine.engine.deferredTimers.append(StateMachine<CS, CE, CC>.settleMark)
    }
  }

  func invocationFailed(_ error: any Error) {
    report(ChildFailure(id: id, kind: .invocationFailed, message: "\(error)"))
  }

  func childSettled() {
    checkFinished()
    host.settle()
  }

  private func report(_ failure: ChildFailure) {
    guard !isStopped else { return }
    let delivered: Bool
    if let onError {
      guard let event = onError(failure) else { return }
      delivered = host.deliver(.event(event, .error))
    } else {
      delivered = host.deliver(.error(name: "error.invoke.\(id)", message: failure.description))
    }
    if delivered { settleParentAfterThisStep() }
  }

  /// A child that reached a top-level final state ends as an SCXML session does
  /// (`exitInterpreter`, Appendix D): the exit actions of its final configuration run, then the
  /// parent gets its done event — after every event the child sent before (SCXML 6.4).
  private func checkFinished() {
    guard !isStopped && !reportedDone && machine.engine.isFinished else { return }
    reportedDone = true
    isEnding = true
    machine.runFinalExitActions()
    isEnding = false
    machine.cancelDelayedSends()
    // Finished: the one active state is the top-level final state it reached.
    if let onDone, let final = machine.activeStates.first,
      let event = onDone(result(final, machine.engine.context))
    {
      _ = host.deliver(.event(event, .done))
    }
    failureObservation?.cancel()
    machine.parentLink = nil
    host.ended()
  }
}
