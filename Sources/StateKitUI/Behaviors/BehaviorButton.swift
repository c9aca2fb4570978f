// `CGFloat`: Foundation declares it on Linux and re-exports CoreGraphics' on Apple platforms.
import Foundation
import StateKitControls

/// A button that the button behaviours drive: UIKit's `UIButton` and the headless
/// `Button`, through the API they share — a title and an image per control
/// state, `alpha`, and StateKit's identified actions. ``ButtonToggleBehavior`` and
/// ``ButtonConfirmationBehavior`` are written once against it.
@MainActor
public protocol BehaviorButton: ControlEventSending {
  /// `UIControl.State` or `Control.State`; its empty set is `.normal`.
  associatedtype ButtonState: OptionSet
  /// `UIImage` or `Image`.
  associatedtype ButtonImage
  func title(for state: ButtonState) -> String?
  func setTitle(_ title: String?, for state: ButtonState)
  func setImage(_ image: ButtonImage?, for state: ButtonState)
  var alpha: CGFloat { get set }
  /// What runs a behaviour's fades when it is given no animator: UIKit's animations, or none.
  static var defaultBehaviorAnimator: (any Animator)? { get }
}

extension Headless.Button: BehaviorButton {
  /// Headless buttons change at once unless a behaviour is given an animator.
  public static var defaultBehaviorAnimator: (any Animator)? { nil }
}

extension BehaviorButton {
  /// The name of the button's `alpha` in an animator's property list.
  var alphaPropertyName: String { (self as? Headless.View).map { "\($0.name).alpha" } ?? "alpha" }
}
