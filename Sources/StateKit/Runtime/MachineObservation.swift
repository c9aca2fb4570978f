/// A change of configuration, as observers see it.
public struct StateChange<S: Hashable & Sendable, E: Hashable & Sendable>: Sendable {
  /// The event that caused it; `nil` for the initial entry and for `After` timers.
  public let event: MachineEvent<S, E>?
  /// The states exited and entered.
  public let step: Step<S>
  // The configuration as the engine's bit set: most observers never ask for the ids.
  @usableFromInline let activeSet: StateSet
  @usableFromInline let names: StateNames<S>

  @inlinable init(event: MachineEvent<S, E>?, step: Step<S>, activeSet: StateSet, names: StateNames<S>) {
    self.event = event
    self.step = step
    self.activeSet = activeSet
    self.names = names
  }

  /// The active atomic states afterwards.
  public var configuration: [S] {
    var result: [S] = []
    activeSet.forEach { if names.isAtomic[$0], let id = names.ids[$0] { result.append(id) } }
    return result
  }
}

/// Keeps an observer registered until ``cancel()`` is called.
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

/// A registered handler. Cancelling it empties the box, so that a handler cancelled while a
/// change is being delivered (by an earlier handler) is not called for that change either.
@MainActor @usableFromInline
final class Observer<Value> {
  @usableFromInline var handler: ((Value) -> Void)?

  init(_ handler: @escaping (Value) -> Void) { self.handler = handler }
}

@MainActor @usableFromInline
final class MachineObservers<S: Hashable & Sendable, E: Hashable & Sendable> {
  @usableFromInline var transitionHandlers: [Observer<StateChange<S, E>>] = [] {
    didSet { updateIsObserved() }
  }
  /// `onEnter` and `onExit` handlers by state: called per step in the step's own order, every
  /// exit before any entry.
  var enterHandlers: [S: [Observer<Void>]] = [:] {
    didSet { updateIsObserved() }
  }
  var exitHandlers: [S: [Observer<Void>]] = [:] {
    didSet { updateIsObserved() }
  }
  var failureHandlers: [Observer<RunawayError<S>>] = []
  @usableFromInline var continuations: [Int: AsyncStream<StateChange<S, E>>.Continuation] = [:] {
    didSet { updateIsObserved() }
  }
  var nextID = 0

  func makeID() -> Int {
    nextID += 1
    return nextID
  }

  func add(_ handler: @escaping (StateChange<S, E>) -> Void) -> ObservationToken {
    let observer = Observer(handler)
    transitionHandlers.append(observer)
    return ObservationToken { [weak self] in
      observer.handler = nil
      self?.transitionHandlers.removeAll { $0 === observer }
    }
  }

  /// Registers a handler for entering (or exiting) `state`.
  func add(_ state: S, entering: Bool, _ handler: @escaping () -> Void) -> ObservationToken {
    let table: ReferenceWritableKeyPath<MachineObservers, [S: [Observer<Void>]]> =
      entering ? \.enterHandlers : \.exitHandlers
    let observer = Observer<Void>(handler)
    self[keyPath: table][state, default: []].append(observer)
    return ObservationToken { [weak self] in
      observer.handler = nil
      guard let self else { return }
      self[keyPath: table][state]?.removeAll { $0 === observer }
      if self[keyPath: table][state]?.isEmpty == true { self[keyPath: table][state] = nil }
    }
  }

  func addFailure(_ handler: @escaping (RunawayError<S>) -> Void) -> ObservationToken {
    let observer = Observer(handler)
    failureHandlers.append(observer)
    return ObservationToken { [weak self] in
      observer.handler = nil
      self?.failureHandlers.removeAll { $0 === observer }
    }
  }

  /// Whether anyone observes is a flag of the engine's (`Engine.isObserved`), which `send` asks
  /// after every transition; this keeps it current.
  private unowned let engine: Engine

  init(engine: Engine) { self.engine = engine }

  private func updateIsObserved() {
    engine.isObserved =
      !transitionHandlers.isEmpty || !continuations.isEmpty || !enterHandlers.isEmpty || !exitHandlers.isEmpty
  }

  /// Tells every observer: `onTransition` handlers in the order they were registered, then the
  /// `onExit` handlers of the exited states in exit order, the `onEnter` handlers of the entered
  /// states in entry order, and the streams.
  @inlinable func notify(_ transition: StateChange<S, E>) {
    for observer in transitionHandlers { observer.handler?(transition) }
    if hasStateHandlers { notifyStateHandlers(of: transition.step) }
    for continuation in continuations.values { continuation.yield(transition) }
  }

  @usableFromInline var hasStateHandlers: Bool { !enterHandlers.isEmpty || !exitHandlers.isEmpty }

  @usableFromInline func notifyStateHandlers(of step: Step<S>) {
    if !exitHandlers.isEmpty {
      for state in step.exited {
        for observer in exitHandlers[state] ?? [] { observer.handler?(()) }
      }
    }
    if !enterHandlers.isEmpty {
      for state in step.entered {
        for observer in enterHandlers[state] ?? [] { observer.handler?(()) }
      }
    }
  }

  /// Ends every stream made by `transitions()`.
  func finishStreams() {
    let streams = continuations.values
    continuations.removeAll()
    for continuation in streams { continuation.finish() }
  }

  @usableFromInline func notifyFailure(_ error: RunawayError<S>) {
    for observer in failureHandlers { observer.handler?(error) }
  }
}

extension StateMachine {
  /// Calls `handler` after every change of configuration. Handlers run in the order they were
  /// registered; one cancelled meanwhile (by an earlier handler) is not called.
  @discardableResult
  public func onTransition(_ handler: @escaping (StateChange<S, E>) -> Void) -> ObservationToken {
    observers.add(handler)
  }

  /// Calls `handler` every time `state` is entered. Within one step, `onExit` handlers run
  /// before `onEnter` handlers, each in the step's order (``Step/exited``, ``Step/entered``),
  /// after the ``onTransition(_:)`` handlers.
  @discardableResult
  public func onEnter(_ state: S, _ handler: @escaping () -> Void) -> ObservationToken {
    observers.add(state, entering: true, handler)
  }

  /// Calls `handler` every time `state` is exited (in the order ``onEnter(_:_:)`` describes).
  @discardableResult
  public func onExit(_ state: S, _ handler: @escaping () -> Void) -> ObservationToken {
    observers.add(state, entering: false, handler)
  }

  /// Calls `handler` when an event sets off a runaway (see ``RunawayError``).
  @discardableResult
  public func onFailure(_ handler: @escaping (RunawayError<S>) -> Void) -> ObservationToken {
    observers.addFailure(handler)
  }

  /// An async sequence of every change of configuration from now on. Ends when the machine is
  /// released; cancelling the iterating task ends the subscription.
  public func transitions() -> AsyncStream<StateChange<S, E>> {
    let (stream, continuation) = AsyncStream<StateChange<S, E>>.makeStream(bufferingPolicy: .unbounded)
    let id = observers.makeID()
    observers.continuations[id] = continuation
    continuation.onTermination = { [weak observers] _ in
      Task { @MainActor in observers?.continuations.removeValue(forKey: id) }
    }
    return stream
  }

  /// Waits until `state` is active (returns at once if it already is). For tests and flows
  /// driven by invocations.
  public func waitUntilActive(_ state: S) async {
    if isActive(state) { return }
    for await _ in transitions() where isActive(state) { return }
  }
}
