#if canImport(UIKit)
  import UIKit

  extension UIButton: BehaviorButton {
    /// A behaviour's fades run in `UIView.animate` unless it is given another animator.
    public static var defaultBehaviorAnimator: (any Animator)? { UIViewAnimator() }
  }

  /// ``ButtonToggleBehavior`` for a `UIButton`:
  ///
  /// ```swift
  /// let toggle = UIButtonToggleBehavior(normalImage: UIImage(systemName: "star"),
  ///                                     selectedImage: UIImage(systemName: "star.fill"), animated: true)
  /// toggle.bindLifetime(to: self)  // lives as long as the view controller
  /// toggle.button = favoriteButton
  /// ```
  public typealias UIButtonToggleBehavior = ButtonToggleBehavior<UIButton>

  /// ``ButtonConfirmationBehavior`` for a `UIButton`:
  ///
  /// ```swift
  /// let confirmation = UIButtonConfirmationBehavior(confirmTitle: "Tap again to delete", clock: ContinuousClock())
  /// confirmation.onConfirm = { [weak self] in self?.deleteAll() }
  /// confirmation.bindLifetime(to: self)
  /// confirmation.button = deleteButton
  /// ```
  public typealias UIButtonConfirmationBehavior = ButtonConfirmationBehavior<UIButton>
#endif
