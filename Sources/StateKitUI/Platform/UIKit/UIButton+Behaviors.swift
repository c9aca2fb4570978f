#if canImport(UIKit)
  import UIKit

  // `ToggleButtonBehavior<UIButton>` and `ConfirmationBehavior<UIButton>`.
  extension UIButton: BehaviorButton {
    /// A behavior's fades run in `UIView.animate` unless it is given another animator.
    public static var defaultBehaviorAnimator: (any Animator)? { UIViewAnimator() }
  }
#endif
