/// Runs the machine's timers. ``StateMachine`` uses one built on any `Clock` (``ClockScheduler``);
/// a clock that conforms to this protocol itself — `ManualClock` in `StateKitTesting` — runs
/// timers synchronously when a test advances it, so tests need neither sleeps nor yields.
@MainActor
public protocol TimerScheduling: AnyObject {
  /// Calls `action` once `delay` has passed. Returns an id for ``cancelScheduled(_:)``.
  func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> UInt64
  /// Cancels a scheduled action; unknown ids are ignored.
  func cancelScheduled(_ id: UInt64)
  /// Time elapsed since the scheduler was created, to tell how long a timer has left.
  var elapsed: Duration { get }
}

/// Schedules timers as tasks that sleep on a `Clock` (`ContinuousClock` by default).
@MainActor
public final class ClockScheduler<Source: Clock>: TimerScheduling where Source.Duration == Duration {
  private let clock: Source
  private let origin: Source.Instant
  private var tasks: [UInt64: Task<Void, Never>] = [:]
  private var nextID: UInt64 = 1

  public init(clock: Source) {
    self.clock = clock
    self.origin = clock.now
  }

  public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> UInt64 {
    let id = nextID
    nextID += 1
    let deadline = clock.now.advanced(by: delay)
    let clock = self.clock
    tasks[id] = Task { @MainActor [weak self] in
      do { try await clock.sleep(until: deadline, tolerance: nil) } catch { return }
      guard let self, self.tasks.removeValue(forKey: id) != nil else { return }
      action()
    }
    return id
  }

  public func cancelScheduled(_ id: UInt64) {
    tasks.removeValue(forKey: id)?.cancel()
  }

  public var elapsed: Duration { origin.duration(to: clock.now) }

  isolated deinit {
    for task in tasks.values { task.cancel() }
  }
}
