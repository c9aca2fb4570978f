#if canImport(UIKit)
  import ObjectiveC
  import StateKit
  import UIKit

  /// Runs appearance changes inside `UIView.animate(withDuration:)`, and passes on whether the
  /// animation finished (it does not when the view leaves the window or its animations are
  /// removed).
  @MainActor
  public final class UIViewAnimator: Animator {
    public init() {}

    public func animate(
      duration: Duration, properties: [String], changes: @escaping () -> Void,
      completion: @escaping (_ finished: Bool) -> Void
    ) {
      let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
      UIView.animate(withDuration: seconds, animations: changes, completion: completion)
    }
  }

  extension UIControl {
    /// Sends `event` to `machine` whenever the control fires `controlEvents` (target-action,
    /// without a selector). The machine is held weakly.
    public func send<S, E, C>(
      _ event: E, to machine: StateMachine<S, E, C>, for controlEvents: UIControl.Event = .primaryActionTriggered
    ) {
      addAction(UIAction { [weak machine] _ in machine?.send(event) }, for: controlEvents)
    }
  }

  extension Behavior {
    /// Binds this behaviour's lifetime to any object with an associated object — the article's
    /// reverse lifetime binding — for owners that do not conform to ``BehaviorOwner``.
    public func bindLifetime(to object: AnyObject) {
      let key = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
      objc_setAssociatedObject(object, key, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Releases a binding made with ``bindLifetime(to:)``.
    public func releaseLifetime(from object: AnyObject) {
      let key = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
      objc_setAssociatedObject(object, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }
#endif
