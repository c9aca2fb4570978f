/// Why ``StateMachine/waitUntilActive(_:timeout:)`` gave up: the state did not become active in
/// time (an invocation that never reports, an event that never came), or the machine went away.
public struct WaitTimeout<S: Hashable & Sendable>: Error, Hashable, Sendable, CustomStringConvertible {
  /// The state waited for.
  public var state: S
  /// How long it was waited for.
  public var timeout: Duration
  /// The active states when waiting ended.
  public var activeStates: [S]

  public init(state: S, timeout: Duration, activeStates: [S]) {
    self.state = state
    self.timeout = timeout
    self.activeStates = activeStates
  }

  public var description: String {
    let active = activeStates.map { "'\($0)'" }.joined(separator: ", ")
    return "state '\(state)' did not become active within \(timeout); active: \(active.isEmpty ? "none" : active)"
  }
}

extension StateMachine {
  /// Waits until `state` is active (returns at once if it already is), for at most `timeout` of
  /// real time. For tests and flows driven by invocations: a test whose invocation never
  /// reports fails with the reason instead of hanging. The default is generous (a minute), so
  /// that a busy test machine does not fail a wait that would have succeeded.
  ///
  /// A negative `timeout` counts as zero: the state must be active already. The wait keeps the
  /// machine alive until it ends.
  ///
  /// - Throws: ``WaitTimeout`` naming the state and the active states, when `timeout` passes
  ///   first.
  public func waitUntilActive(_ state: S, timeout: Duration = .seconds(60)) async throws(WaitTimeout<S>) {
    try await waitUntilActive(state, timeout: timeout, clock: ContinuousClock())
  }

  /// ``waitUntilActive(_:timeout:)`` with the timeout measured on `clock` (a `ManualClock` in a
  /// test of the timeout itself).
  public func waitUntilActive<Waiting: Clock>(_ state: S, timeout: Duration, clock: Waiting)
    async throws(WaitTimeout<S>) where Waiting.Duration == Duration
  {
    if isActive(state) { return }
    let timeout = max(timeout, .zero)
    if await !becomesActive(state, timeout: timeout, clock: clock) && !isActive(state) {
      throw WaitTimeout(state: state, timeout: timeout, activeStates: activeStates)
    }
  }

  /// Whether a step makes `state` active before `timeout` passes on `clock`.
  private func becomesActive<Waiting: Clock>(_ state: S, timeout: Duration, clock: Waiting) async -> Bool
  where Waiting.Duration == Duration {
    let wait = ActiveWait()
    return await withCheckedContinuation { continuation in
      wait.continuation = continuation
      wait.timer = Task { @MainActor in
        try? await clock.sleep(for: timeout)
        wait.finish(false)
      }
      wait.token = onTransition { [weak self] _ in
        if self?.isActive(state) == true { wait.finish(true) }
      }
    }
  }
}

/// One wait of `waitUntilActive`: ends once, by a step or by the timer, and then stops both.
@MainActor private final class ActiveWait {
  var continuation: CheckedContinuation<Bool, Never>?
  var timer: Task<Void, Never>?
  var token: ObservationToken?

  func finish(_ reached: Bool) {
    guard let continuation else { return }
    self.continuation = nil
    timer?.cancel()
    token?.cancel()
    continuation.resume(returning: reached)
  }
}
