import Foundation

/// Something that happens on any thread (a notice logged, a request made, a connection tried),
/// counted, so that a test waits for it to have happened `n` times instead of polling a clock or
/// spinning on `Task.yield()`.
///
/// The wait ends the moment the `n`-th occurrence is recorded. Its bound only ends a wait that
/// would otherwise hang: it returns `false`, which the test turns into a failure
/// (`#expect(await occurrences.wait(for: 3), "…")`); it never makes a test pass. It is long (10
/// minutes by default): what is waited for often needs the main actor, which other suites'
/// synchronous tests may hold for minutes on a busy machine.
public final class Occurrences: @unchecked Sendable {
  private struct Waiter {
    let id: Int
    let target: Int
    let continuation: CheckedContinuation<Bool, Never>
  }

  // Guarded by `lock`.
  private let lock = NSLock()
  private var recorded = 0
  private var waiters: [Waiter] = []
  private var nextID = 0

  public init() {}

  /// How many times it has happened so far.
  public var count: Int { lock.withLock { recorded } }

  /// Records one occurrence; wakes every wait whose count is reached.
  public func record() {
    let ready: [Waiter] = lock.withLock {
      recorded += 1
      let ready = waiters.filter { $0.target <= recorded }
      waiters.removeAll { $0.target <= recorded }
      return ready
    }
    for waiter in ready { waiter.continuation.resume(returning: true) }
  }

  /// Waits until it has happened `target` times in all (returns at once if it has).
  ///
  /// - Returns: `true` when it has; `false` when `bound` of real time passed first.
  public func wait(for target: Int, bound: Duration = .seconds(600)) async -> Bool {
    await withCheckedContinuation { continuation in
      let id: Int? = lock.withLock {
        if recorded >= target { return nil }
        nextID += 1
        waiters.append(Waiter(id: nextID, target: target, continuation: continuation))
        return nextID
      }
      guard let id else { return continuation.resume(returning: true) }
      Task { [self] in
        try? await Task.sleep(for: bound)
        expire(id)
      }
    }
  }

  /// Ends a wait that is still open when its bound has passed.
  private func expire(_ id: Int) {
    let expired: Waiter? = lock.withLock {
      guard let index = waiters.firstIndex(where: { $0.id == id }) else { return nil }
      return waiters.remove(at: index)
    }
    expired?.continuation.resume(returning: false)
  }
}
