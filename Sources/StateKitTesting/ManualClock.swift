import Foundation
import StateKit

/// A clock that moves only when a test tells it to.
///
/// Give it to a `StateMachine` and its `after` timers and delayed sends fire inside
/// ``advance(by:)``, synchronously and in deadline order, so a test checks time-dependent
/// behavior without sleeping or yielding:
///
/// ```swift
/// let clock = ManualClock()
/// let light = StateMachine(chart, context: (), clock: clock)
/// light.start()
/// clock.advance(by: .seconds(1))   // green → yellow, now
/// ```
///
/// It is also an ordinary `Clock`: tasks that `sleep` on it resume when it is advanced past
/// their deadline.
public final class ManualClock: Clock, @unchecked Sendable {
  /// A point in the manual clock's time: the duration since it was created.
  public struct Instant: InstantProtocol, Hashable, Sendable {
    /// The time since the clock was created.
    public var offset: Duration
    /// The instant `offset` after the clock was created.
    public init(offset: Duration) { self.offset = offset }
    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    /// The time from this instant to `other` (negative when `other` is earlier).
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Scheduled {
    var id: UInt64
    var deadline: Duration
    var action: @MainActor () -> Void
  }

  private struct Sleeper {
    var id: UInt64
    var deadline: Duration
    var continuation: CheckedContinuation<Void, any Error>
  }

  private let lock = NSLock()
  private var current: Duration = .zero
  private var scheduled: [UInt64: Scheduled] = [:]
  /// The batch being fired by `advance`: cancelling one of them removes it here.
  private var firing: Set<UInt64> = []
  private var sleepers: [Sleeper] = []
  private var nextID: UInt64 = 1

  /// A clock at offset zero, with nothing scheduled.
  public init() {}

  /// The current instant: moved only by ``advance(by:)``.
  public var now: Instant { lock.withLock { Instant(offset: current) } }
  /// Zero: the clock moves exactly as far as it is told.
  public var minimumResolution: Duration { .zero }

  /// The time each scheduled timer has left, shortest first (see ``nextTimerDelay``).
  public var scheduledDelays: [Duration] {
    lock.withLock { scheduled.values.map { max(.zero, $0.deadline - current) }.sorted() }
  }

  /// How many timers are waiting to fire.
  public var pendingCount: Int { lock.withLock { scheduled.count + firing.count + sleepers.count } }

  /// The time from now until the earliest scheduled timer (an `After` transition or a delayed
  /// send, of a machine or of its children) is due; nil when none is. Tasks sleeping on the clock
  /// are not counted. A test step that waits this long fires exactly the next timers.
  public var nextTimerDelay: Duration? {
    lock.withLock { scheduled.values.lazy.map(\.deadline).min().map { max(.zero, $0 - current) } }
  }

  /// Suspends until the clock is advanced to `deadline` (returns at once if it has been).
  ///
  /// - Throws: `CancellationError` when the task is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = lock.withLock { () -> UInt64 in
      defer { nextID += 1 }
      return nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let resumeNow = lock.withLock { () -> Bool in
          if deadline.offset <= current || Task.isCancelled { return true }
          sleepers.append(Sleeper(id: id, deadline: deadline.offset, continuation: continuation))
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      let sleeper = lock.withLock { () -> Sleeper? in
        guard let position = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return sleepers.remove(at: position)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
    try Task.checkCancellation()
  }

  /// Moves time forward. Every timer due on the way fires, in deadline order, with the clock
  /// set to its deadline; timers that those scheduled fire too if they fall due in the interval.
  @MainActor
  public func advance(by duration: Duration) {
    let target = lock.withLock { current + duration }
    // Timers due at the same instant are taken in one pass, in the order they were scheduled;
    // one that an earlier action cancels is skipped.
    while true {
      let batch = lock.withLock { () -> [Scheduled] in
        guard let earliest = scheduled.values.lazy.map(\.deadline).min(), earliest <= target else { return [] }
        let due = scheduled.values.filter { $0.deadline == earliest }
        for item in due { scheduled[item.id] = nil }
        current = max(current, earliest)
        firing = Set(due.map(\.id))
        return due.sorted { $0.id < $1.id }
      }
      if batch.isEmpty { break }
      for item in batch where lock.withLock({ firing.remove(item.id) != nil }) {
        item.action()
      }
    }
    let woken = lock.withLock { () -> [Sleeper] in
      current = target
      let due = sleepers.filter { $0.deadline <= target }
      sleepers.removeAll { $0.deadline <= target }
      return due
    }
    for sleeper in woken { sleeper.continuation.resume() }
  }
}

extension ManualClock: TimerScheduling {
  /// Runs `action` inside the ``ManualClock/advance(by:)`` that reaches `delay` from now; a
  /// negative delay counts as zero. Returns the id that cancels it.
  @MainActor
  public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> UInt64 {
    lock.withLock {
      let id = nextID
      nextID += 1
      scheduled[id] = Scheduled(id: id, deadline: current + max(.zero, delay), action: action)
      return id
    }
  }

  /// Forgets the action scheduled with `id`, also while an advance is firing its batch.
  @MainActor
  public func cancelScheduled(_ id: UInt64) {
    lock.withLock {
      scheduled[id] = nil
      firing.remove(id)
    }
  }

  /// The time advanced so far.
  @MainActor
  public var elapsed: Duration { lock.withLock { current } }
}
