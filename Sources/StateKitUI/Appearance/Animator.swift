import StateKit

/// Runs a batch of property changes as an animation. The UIKit adapter uses
/// `UIView.animate(withDuration:)`; ``ImmediateAnimator`` and ``ClockAnimator`` are headless.
@MainActor
public protocol Animator: AnyObject {
  /// Makes `changes` over `duration`, then calls `completion`.
  func animate(
    duration: Duration, properties: [String], changes: @escaping () -> Void, completion: @escaping () -> Void)
}

/// Applies changes and completions at once.
@MainActor
public final class ImmediateAnimator: Animator {
  public init() {}
  public func animate(
    duration: Duration, properties: [String], changes: @escaping () -> Void, completion: @escaping () -> Void
  ) {
    changes()
    completion()
  }
}

/// A headless animator on a clock: the changes take effect at once (as the model values of a
/// `UIView` animation do), the completion runs when the clock has advanced by the duration, and
/// every animation is recorded so that a test can check its duration and properties.
@MainActor
public final class ClockAnimator: Animator {
  /// One animation that was run.
  public struct Record: Hashable, Sendable {
    public var start: Duration
    public var duration: Duration
    public var properties: [String]
  }

  private let scheduler: any TimerScheduling
  /// Every animation so far.
  public private(set) var records: [Record] = []
  /// Animations whose completion has not run yet.
  public private(set) var running = 0

  /// - Parameter scheduler: where the time comes from (a `ManualClock` in tests).
  public init(scheduler: any TimerScheduling) {
    self.scheduler = scheduler
  }

  public func animate(
    duration: Duration, properties: [String], changes: @escaping () -> Void, completion: @escaping () -> Void
  ) {
    records.append(Record(start: scheduler.elapsed, duration: duration, properties: properties))
    changes()
    running += 1
    _ = scheduler.schedule(after: duration) { [weak self] in
      self?.running -= 1
      completion()
    }
  }
}
