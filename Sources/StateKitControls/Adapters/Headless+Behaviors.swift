import StateKitUI

// The headless controls as StateKitUI's behaviors see them: a view owns behaviors, a button is
// what `ToggleButtonBehavior<Headless.Button>` and `ConfirmationBehavior<Headless.Button>` drive.

extension Headless.View: BehaviorOwner {
  /// The behaviors bound to this view's lifetime, kept as the view's associated object.
  public var behaviors: Behaviors {
    let key = ObjectIdentifier(Behaviors.self)
    if let behaviors = associatedObject(for: key) as? Behaviors { return behaviors }
    let behaviors = Behaviors()
    setAssociatedObject(behaviors, for: key)
    return behaviors
  }
}

extension Headless.Button: BehaviorButton {
  /// Headless buttons change at once unless a behavior is given an animator.
  public static var defaultBehaviorAnimator: (any Animator)? { nil }

  /// The button's `alpha` by the button's name (`favorite.alpha`), as an appearance names it.
  public var alphaPropertyName: String { "\(name).alpha" }
}
