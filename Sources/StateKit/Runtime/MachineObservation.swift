/// Stands for one registered observer: ``cancel()`` removes it.
///
/// An observer stays registered until its token is cancelled or its machine is released —
/// dropping the token does not cancel it, as with `NotificationCenter`'s block observers and
/// unlike Combine's `AnyCancellable`: an observer meant to live as long as the machine needs no
/// token kept. The machine holds its observers, so an observer that captures the machine (or
/// an object that owns the machine) strongly keeps it alive for good; capture it weakly:
///
/// ```swift
/// machine.onTransition { [weak machine] change in
///   guard let machine else { return }
///   label.text = "\(machine.context.count)"
/// }
/// ```
///
/// The token itself holds the machine weakly: keeping it keeps nothing else alive, and
/// cancelling it after the machine is gone does nothing. Debug builds warn when one machine
/// has a thousand observers registered, the usual sign of observers registered again and again
/// (each time a screen appears, say) with their tokens dropped.
@MainActor
public final class ObservationToken {
  private var onCancel: (() -> Void)?

  init(_ onCancel: @escaping () -> Void) { self.onCancel = onCancel }

  /// Stops the observation. Calling it again does nothing.
  public func cancel() {
    onCancel?()
    onCancel = nil
  }
}

/// One registered handler. Cancelling clears it, so a handler cancelled while a change is being
/// delivered is not called for that change either (delivery iterates over a copy of the list).
@MainActor @usableFromInline
final class ObserverEntry<Value> {
  @usableFromInline let id: Int
  @usableFromInline @exclusivity(unchecked) var handler: ((Value) -> Void)?

  init(id: Int, handler: @escaping (Value) -> Void) {
    self.id = id
    self.handler = handler
  }
}

/// A registered handler of steps. Its own class rather than an `ObserverEntry<StateChange>`:
/// stored as a `(Value) -> Void`, every handler would be wrapped in a generic thunk that converts
/// the change on every call. Cancelling marks it and takes it off the list, after the delivery
/// if one runs (see `MachineObservers.deliveries`), so that a delivery reads the list in place;
/// the entry goes, with what its closure captures, when the list and the token let go of it.
@MainActor @usableFromInline
final class ChangeEntry<S: Hashable & Sendable, E: Hashable & Sendable> {
  @usableFromInline let id: Int
  @usableFromInline let handler: (StateChange<S, E>) -> Void
  @usableFromInline @exclusivity(unchecked) var isCancelled = false

  init(id: Int, handler: @escaping (StateChange<S, E>) -> Void) {
    self.id = id
    self.handler = handler
  }
}

@MainActor @usableFromInline
final class MachineObservers<S: Hashable & Sendable, E: Hashable & Sendable> {
  // Unchecked exclusivity, like the engine's own state: every read of a class's stored property
  // is otherwise a dynamic check, several per step. They are touched on
  // the main actor only, and a delivery reads nothing that a handler registering or cancelling
  // another could overlap (see `deliveries`).
  @usableFromInline @exclusivity(unchecked) var transitionHandlers: [ChangeEntry<S, E>] = [] {
    didSet { updateIsObserved() }
  }
  /// How many deliveries to `transitionHandlers` are running (more than one only if a handler's
  /// call leads to another delivery). While one runs, the list only grows: a delivery reads it
  /// in place, by index, up to the count it started with, and a cancelled entry stays (marked)
  /// until the deliveries end (`removeCancelledHandlers`). This is what lets a delivery read the
  /// list without a copy and call each handler without retaining it.
  @usableFromInline @exclusivity(unchecked) var deliveries = 0
  /// Whether a handler was cancelled while a delivery ran, and is still in the list.
  @usableFromInline @exclusivity(unchecked) var hasCancelledHandlers = false
  /// `onExit` and `onEnter` handlers by state: called in the order the step exited and entered
  /// (within a microstep exits deepest first, then entries parents first), not in the order
  /// they were registered.
  @exclusivity(unchecked) var exitHandlers: [S: [ChangeEntry<S, E>]] = [:] {
    didSet { updateIsObserved() }
  }
  @exclusivity(unchecked) var enterHandlers: [S: [ChangeEntry<S, E>]] = [:] {
    didSet { updateIsObserved() }
  }
  /// Whether any `onExit` or `onEnter` handler is registered.
  @usableFromInline @exclusivity(unchecked) var hasStateHandlers = false
  var failureHandlers: [ObserverEntry<RunawayError<S>>] = []
  @usableFromInline @exclusivity(unchecked)
  var continuations: [Int: AsyncStream<StateChange<S, E>>.Continuation] = [:] {
    didSet { updateIsObserved() }
  }
  var nextID = 0
  /// The record of the last step observers heard of, filled again for the next one while no
  /// one else holds it (see ``ObservationRecord``).
  @usableFromInline @exclusivity(unchecked) var lastRecord: ObservationRecord<S, E>?

  /// A change to fill for this step: with the last record, when no observer kept it.
  @inlinable func reusableChange(of engine: TypedEngine<S, E, some Any>) -> StateChange<S, E> {
    if !isKnownUniquelyReferenced(&lastRecord) { makeRecord(names: engine.names, activeSet: engine.configuration) }
    return StateChange(record: lastRecord.unsafelyUnwrapped)
  }

  @usableFromInline func makeRecord(names: StateNames<S>, activeSet: StateSet) {
    lastRecord = ObservationRecord(names: names, activeSet: activeSet)
  }

  private func makeEntry<Value>(_ handler: @escaping (Value) -> Void) -> ObserverEntry<Value> {
    nextID += 1
    return ObserverEntry(id: nextID, handler: handler)
  }

  private func makeEntry(_ handler: @escaping (StateChange<S, E>) -> Void) -> ChangeEntry<S, E> {
    nextID += 1
    return ChangeEntry(id: nextID, handler: handler)
  }

  func add(_ handler: @escaping (StateChange<S, E>) -> Void) -> ObservationToken {
    let entry = makeEntry(handler)
    transitionHandlers.append(entry)
    return token { [weak self, entry] in
      entry.isCancelled = true
      guard let self else { return }
      if self.deliveries > 0 {
        self.hasCancelledHandlers = true
      } else {
        self.transitionHandlers.removeAll { $0 === entry }
      }
    }
  }

  #if DEBUG
    /// Observers registered and not cancelled, for the warning in `token(_:)`.
    private var registrations = 0
    /// Where the warning goes: the machine's diagnostic handler.
    var diagnose: (RuntimeDiagnostic) -> Void = { _ in }
    static var registrationsToWarnAt: Int { 1_000 }
  #endif

  /// The token of a registration; debug builds count it (see ``ObservationToken``).
  private func token(_ cancel: @escaping () -> Void) -> ObservationToken {
    #if DEBUG
      registrations += 1
      if registrations == Self.registrationsToWarnAt {
        diagnose(
          RuntimeDiagnostic(
            level: .fault, category: "observation",
            message: "\(registrations) observers are registered on one machine. Dropping an ObservationToken does not "
              + "cancel its observer: keep the token and call cancel() when the observer is no longer needed, and "
              + "capture the machine weakly in observers."))
      }
      return ObservationToken { [weak self] in
        self?.registrations -= 1
        cancel()
      }
    #else
      return ObservationToken(cancel)
    #endif
  }

  func add(_ handler: @escaping (StateChange<S, E>) -> Void, on state: S, exit: Bool) -> ObservationToken {
    let entry = makeEntry(handler)
    if exit { exitHandlers[state, default: []].append(entry) } else { enterHandlers[state, default: []].append(entry) }
    return token { [weak self, entry] in
      entry.isCancelled = true
      guard let self else { return }
      if exit {
        self.exitHandlers[state]?.removeAll { $0 === entry }
        if self.exitHandlers[state]?.isEmpty == true { self.exitHandlers[state] = nil }
      } else {
        self.enterHandlers[state]?.removeAll { $0 === entry }
        if self.enterHandlers[state]?.isEmpty == true { self.enterHandlers[state] = nil }
      }
    }
  }

  func addFailure(_ handler: @escaping (RunawayError<S>) -> Void) -> ObservationToken {
    let entry = makeEntry(handler)
    failureHandlers.append(entry)
    return token { [weak self, entry] in
      entry.handler = nil
      self?.failureHandlers.removeAll { $0 === entry }
    }
  }

  /// Whether anyone observes is a flag of the engine's (`Engine.isObserved`), which `send` asks
  /// after every transition; this keeps it current.
  private unowned let engine: Engine

  init(engine: Engine) { self.engine = engine }

  private func updateIsObserved() {
    hasStateHandlers = !exitHandlers.isEmpty || !enterHandlers.isEmpty
    engine.isObserved = !transitionHandlers.isEmpty || !continuations.isEmpty || hasStateHandlers
  }

  /// Exits and entries (in the order they happened), then the handlers of whole changes and the
  /// streams. Inlinable, so that the app's compiler specialises it: generic code would look up
  /// type metadata per step.
  /// Each container is read once: every read of a class's stored property is an exclusivity check.
  @inlinable func notify(_ change: StateChange<S, E>) {
    deliveries &+= 1
    if hasStateHandlers { notifyStateHandlers(of: change) }
    // The list in place, neither copied nor retained, up to the count it has now (see
    // `deliveries`); each entry unretained: the list holds it until the deliveries end.
    let count = transitionHandlers.count
    var index = 0
    while index < count {
      unowned(unsafe) let entry = transitionHandlers[index]
      if !entry.isCancelled { entry.handler(change) }
      index &+= 1
    }
    deliveries &-= 1
    if hasCancelledHandlers && deliveries == 0 { removeCancelledHandlers() }
    if !continuations.isEmpty { yieldToStreams(change) }
  }

  /// Takes the handlers cancelled during deliveries off the list, once none runs.
  @usableFromInline func removeCancelledHandlers() {
    hasCancelledHandlers = false
    transitionHandlers.removeAll { $0.isCancelled }
  }

  /// Out of line: iterating the streams sets up storage that a step without streams would pay for.
  @usableFromInline func yieldToStreams(_ change: StateChange<S, E>) {
    let streams = continuations
    for continuation in streams.values { continuation.yield(change) }
  }

  /// In the order the exits and entries happened: a state that the macrostep entered and left
  /// again is heard entering before leaving, so a handler pair that shows and hides ends hidden.
  @usableFromInline func notifyStateHandlers(of change: StateChange<S, E>) {
    guard change.kind == .transitioned else { return }
    let (exits, enters) = (exitHandlers, enterHandlers)
    for move in change.step.moves {
      guard let handlers = move.isEntry ? enters[move.state] : exits[move.state] else { continue }
      for entry in handlers where !entry.isCancelled { entry.handler(change) }
    }
  }

  /// Ends every stream made by `transitions()`.
  func finishStreams() {
    let streams = continuations.values
    continuations.removeAll()
    for continuation in streams { continuation.finish() }
  }

  @usableFromInline func notifyFailure(_ error: RunawayError<S>) {
    for entry in failureHandlers { entry.handler?(error) }
  }
}

extension StateMachine {
  /// Calls `handler` after every step: every change of configuration, and every event handled
  /// by a targetless transition (``StateChange/kind`` tells them apart).
  ///
  /// Within one change, `onExit` and `onEnter` handlers run first, in the order the step exited
  /// and entered (in each microstep exits deepest first, then entries parents first; a state
  /// entered and left again in one macrostep is heard entering first), then `onTransition`
  /// handlers in the order they were registered, then the streams of ``transitions()``. A handler cancelled during a delivery is not called
  /// again, not even for the change being delivered.
  ///
  /// The handler stays registered until the returned token is cancelled or the machine is
  /// released; dropping the token does not cancel it. Capture the machine weakly in it (see
  /// ``ObservationToken``).
  @discardableResult
  public func onTransition(_ handler: @escaping (StateChange<S, E>) -> Void) -> ObservationToken {
    observers.add(handler)
  }

  /// Calls `handler` every time `state` is entered.
  @discardableResult
  public func onEnter(_ state: S, _ handler: @escaping () -> Void) -> ObservationToken {
    observers.add({ _ in handler() }, on: state, exit: false)
  }

  /// Calls `handler` with the step every time `state` is entered: its ``StateChange/event`` is
  /// the event that caused the entry (SCXML's `_event`), `nil` for the initial entry and timers.
  ///
  /// ```swift
  /// machine.onEnter(.failed) { change in if case .failed(let message)? = change.event { show(message) } }
  /// ```
  @discardableResult
  public func onEnter(_ state: S, _ handler: @escaping (StateChange<S, E>) -> Void) -> ObservationToken {
    observers.add(handler, on: state, exit: false)
  }

  /// Calls `handler` every time `state` is exited.
  @discardableResult
  public func onExit(_ state: S, _ handler: @escaping () -> Void) -> ObservationToken {
    observers.add({ _ in handler() }, on: state, exit: true)
  }

  /// Calls `handler` with the step every time `state` is exited: its ``StateChange/event`` is the
  /// event that caused the exit.
  @discardableResult
  public func onExit(_ state: S, _ handler: @escaping (StateChange<S, E>) -> Void) -> ObservationToken {
    observers.add(handler, on: state, exit: true)
  }

  /// Calls `handler` when an event sets off a runaway (see ``RunawayError``).
  @discardableResult
  public func onFailure(_ handler: @escaping (RunawayError<S>) -> Void) -> ObservationToken {
    observers.addFailure(handler)
  }

  /// An async sequence of every step from now on (changes of configuration and handled events). Ends when the machine is
  /// released; cancelling the iterating task ends the subscription.
  public func transitions() -> AsyncStream<StateChange<S, E>> {
    let (stream, continuation) = AsyncStream<StateChange<S, E>>.makeStream(bufferingPolicy: .unbounded)
    observers.nextID += 1
    let id = observers.nextID
    observers.continuations[id] = continuation
    continuation.onTermination = { [weak observers] _ in
      Task { @MainActor in observers?.continuations.removeValue(forKey: id) }
    }
    return stream
  }
}
