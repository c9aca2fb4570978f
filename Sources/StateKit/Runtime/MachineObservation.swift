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

@MainActor @usableFromInline
final class MachineObservers<S: Hashable & Sendable, E: Hashable & Sendable> {
  @usableFromInline var transitionHandlers: [(id: Int, handler: (StateChange<S, E>) -> Void)] = [] {
    didSet { updateIsObserved() }
  }
  var failureHandlers: [(id: Int, handler: (RunawayError<S>) -> Void)] = []
  @usableFromInline var continuations: [Int: AsyncStream<StateChange<S, E>>.Continuation] = [:] {
    didSet { updateIsObserved() }
  }
  var nextID = 0

  func add(_ handler: @escaping (StateChange<S, E>) -> Void) -> ObservationToken {
    nextID += 1
    let id = nextID
    transitionHandlers.append((id, handler))
    return ObservationToken { [weak self] in self?.transitionHandlers.removeAll { $0.id == id } }
  }

  /// Whether anyone observes is a flag of the engine's (`Engine.isObserved`), which `send` asks
  /// after every transition; this keeps it current.
  private unowned let engine: Engine

  init(engine: Engine) { self.engine = engine }

  private func updateIsObserved() { engine.isObserved = !transitionHandlers.isEmpty || !continuations.isEmpty }

  @inlinable func notify(_ transition: StateChange<S, E>) {
    for entry in transitionHandlers { entry.handler(transition) }
    for continuation in continuations.values { continuation.yield(transition) }
  }

  /// Ends every stream made by `transitions()`.
  func finishStreams() {
    let streams = continuations.values
    continuations.removeAll()
    for continuation in streams { continuation.finish() }
  }

  @usableFromInline func notifyFailure(_ error: RunawayError<S>) {
    for entry in failureHandlers { entry.handler(error) }
  }
}

extension StateMachine {
  /// Calls `handler` after every change of configuration.
  @discardableResult
  public func onTransition(_ handler: @escaping (StateChange<S, E>) -> Void) -> ObservationToken {
    observers.add(handler)
  }

  /// Calls `handler` every time `state` is entered.
  @discardableResult
  public func onEnter(_ state: S, _ handler: @escaping () -> Void) -> ObservationToken {
    observers.add { if $0.step.entered.contains(state) { handler() } }
  }

  /// Calls `handler` every time `state` is exited.
  @discardableResult
  public func onExit(_ state: S, _ handler: @escaping () -> Void) -> ObservationToken {
    observers.add { if $0.step.exited.contains(state) { handler() } }
  }

  /// Calls `handler` when an event sets off a runaway (see ``RunawayError``).
  @discardableResult
  public func onFailure(_ handler: @escaping (RunawayError<S>) -> Void) -> ObservationToken {
    observers.nextID += 1
    let id = observers.nextID
    observers.failureHandlers.append((id, handler))
    return ObservationToken { [weak observers] in observers?.failureHandlers.removeAll { $0.id == id } }
  }

  /// An async sequence of every change of configuration from now on. Ends when the machine is
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

  /// Waits until `state` is active (returns at once if it already is). For tests and flows
  /// driven by invocations.
  public func waitUntilActive(_ state: S) async {
    if isActive(state) { return }
    for await _ in transitions() where isActive(state) { return }
  }
}
