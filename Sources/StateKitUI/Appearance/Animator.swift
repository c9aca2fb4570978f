import StateKit

/// Runs a batch of property changes as an animation. The UIKit adapter uses
/// `UIView.animate(withDuration:)`; ``ImmediateAnimator`` and ``ClockAnimator`` are headless.
@MainActor
public protocol Animator: AnyObject {
  /// Makes `changes` over `duration`, then calls `completion` with whether the animation ran to
  /// its end (`false` when the platform cut it short, as UIKit's completion says).
  func animate(
    duration: Duration, properties: [String], changes: @escaping () -> Void,
    completion: @escaping (_ finished: Bool) -> Void)
}

/// Applies changes and completions at once.
@MainActor
public final class ImmediateAnimator: Animator {
  public init() {}
  public func animate(
    duration: Duration, properties: [String], changes: @escaping () -> Void,
    completion: @escaping (_ finished: Bool) -> Void
  ) {
    changes()
    completion(true)
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
  /// The completions still to run, with the timer that runs each.
  private var completions: [(key: Int, timer: UInt64, completion: (Bool) -> Void)] = []
  private var nextKey = 0
  /// Animations whose completion has not run yet.
  public var running: Int { completions.count }

  /// - Parameter scheduler: where the time comes from (a `ManualClock` in tests).
  public init(scheduler: any TimerScheduling) {
    self.scheduler = scheduler
  }

  public func animate(
    duration: Duration, properties: [String], changes: @escaping () -> Void,
    completion: @escaping (_ finished: Bool) -> Void
  ) {
    records.append(Record(start: scheduler.elapsed, duration: duration, properties: properties))
    changes()
    let key = nextKey
    nextKey += 1
    let timer = scheduler.schedule(after: duration) { [weak self] in
      guard let self, let index = self.completions.firstIndex(where: { $0.key == key }) else { return }
      self.completions.remove(at: index).completion(true)
    }
    completions.append((key, timer, completion))
  }

  /// Cuts every running animation short, as removing a view's animations does: each completion
  /// runs now, told that its animation did not finish.
  public func interruptAll() {
    let interrupted = completions
    completions.removeAll()
    for entry in interrupted {
      scheduler.cancelScheduled(entry.timer)
      entry.completion(false)
    }
  }
}
