#if canImport(UIKit)
  import StateKit
  import UIKit

  /// Runs appearance changes inside `UIView.animate(withDuration:delay:options:animations:completion:)`,
  /// and passes on whether the animation finished (it does not when the view leaves the window or
  /// its animations are removed).
  ///
  /// ```swift
  /// binding = try appearance.bind(to: machine, animator: UIViewAnimator(options: [.curveEaseOut]))
  /// ```
  @MainActor
  public final class UIViewAnimator: Animator {
    /// How long each animation waits before it starts.
    public var delay: Duration
    /// The curve and other options of each animation. By default, ease in and out, starting from
    /// what the screen shows when a change interrupts a running animation.
    public var options: UIView.AnimationOptions

    public init(delay: Duration = .zero, options: UIView.AnimationOptions = [.curveEaseInOut, .beginFromCurrentState]) {
      self.delay = delay
      self.options = options
    }

    public func animate(
      duration: Duration, properties: [String], changes: @escaping () -> Void,
      completion: @escaping (_ finished: Bool) -> Void
    ) {
      // UIKit runs both blocks on the main thread. The animations block is a plain closure; the
      // completion is imported `@Sendable` and not main-actor isolated (an Objective-C completion
      // handler, SE-0463), so a main-actor box carries the handler into it.
      let work = AnimationCompletion(completion)
      UIView.animate(
        withDuration: duration.timeInterval, delay: delay.timeInterval, options: options, animations: changes,
        completion: { finished in MainActor.assumeIsolated { work.run(finished) } })
    }
  }

  /// An animation's completion handler, isolated to the main actor (and so `Sendable`).
  @MainActor
  private final class AnimationCompletion {
    private let completion: (Bool) -> Void
    init(_ completion: @escaping (Bool) -> Void) { self.completion = completion }
    func run(_ finished: Bool) { completion(finished) }
  }

  extension Duration {
    /// The duration in seconds, as UIKit's `TimeInterval`.
    fileprivate var timeInterval: TimeInterval {
      Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
  }
#endif
