// `CGFloat`: Foundation declares it on Linux and re-exports CoreGraphics' on Apple platforms.
import Foundation

/// A button that the button behaviors drive: UIKit's `UIButton` (conformed here, on Apple
/// platforms) and StateKitControls' `Headless.Button` (conformed there), through the API they
/// share — a title and an image per control state, `alpha`, and StateKit's identified actions.
/// ``ToggleButtonBehavior`` and ``ConfirmationBehavior`` are written once against it.
@MainActor
public protocol BehaviorButton: ControlEventSending {
  /// `UIControl.State` or `Headless.Control.State`; its empty set is `.normal`.
  associatedtype ButtonState: OptionSet
  /// `UIImage` or `Headless.Image`.
  associatedtype ButtonImage
  func title(for state: ButtonState) -> String?
  func setTitle(_ title: String?, for state: ButtonState)
  func setImage(_ image: ButtonImage?, for state: ButtonState)
  var alpha: CGFloat { get set }
  /// What runs a behavior's fades when it is given no animator: UIKit's animations, or none.
  static var defaultBehaviorAnimator: (any Animator)? { get }
  /// How an animator's property list names the button's `alpha` during a behavior's fade:
  /// `alpha` unless the button has a name of its own (a headless button's `favorite.alpha`).
  var alphaPropertyName: String { get }
}

extension BehaviorButton {
  /// `alpha`: a `UIButton` has no name of its own.
  public var alphaPropertyName: String { "alpha" }
}
