/// A toggle button: two images for two states, flipped on every tap, optionally with a fade out
/// and back in (0.7 s each way by default). A tap during a fade wins: the image shown at the end
/// is always the one for the current state.
///
/// Written once for every ``BehaviorButton``: `ToggleButtonBehavior<UIButton>` on iOS, whose
/// fades run in `UIView.animate` unless given another animator, and
/// `ToggleButtonBehavior<Headless.Button>` with StateKitControls, whose changes are immediate
/// unless given an animator.
///
/// ```swift
/// let toggle = ToggleButtonBehavior<UIButton>(normalImage: UIImage(systemName: "star"),
///                                            selectedImage: UIImage(systemName: "star.fill"), animated: true)
/// toggle.bindLifetime(to: self)  // lives as long as the view controller
/// toggle.button = favoriteButton
/// ```
@MainActor
public final class ToggleButtonBehavior<Button: BehaviorButton>: Behavior {
  /// The image shown while not toggled.
  public var normalImage: Button.ButtonImage?
  /// The image shown while toggled.
  public var selectedImage: Button.ButtonImage?
  /// Whether image changes fade out and back in.
  public var isAnimated: Bool
  /// The duration of each half of the fade.
  public var fadeDuration: Duration = .milliseconds(700)
  /// Runs the fades; without one, changes are immediate.
  public var animator: (any Animator)? = Button.defaultBehaviorAnimator
  /// The behavior's own state.
  public private(set) var isToggled = false
  /// Called after every toggle with the new state.
  public var onToggle: ((Bool) -> Void)?

  /// The button the behavior applies to (held weakly). Setting it wires the tap action and
  /// shows the normal image, like the article's `setButton:`.
  public weak var button: Button? {
    didSet {
      oldValue?.removeStateKitAction(identifiedBy: actionIdentifier, for: Button.primaryActionEvents)
      guard let button else { return }
      button.replaceStateKitAction(identifiedBy: actionIdentifier, for: Button.primaryActionEvents) {
        [weak self] _ in self?.tapped()
      }
      isToggled = false
      showImage(animated: false)
    }
  }

  public init(
    normalImage: Button.ButtonImage? = nil, selectedImage: Button.ButtonImage? = nil, animated: Bool = false
  ) {
    self.normalImage = normalImage
    self.selectedImage = selectedImage
    self.isAnimated = animated
  }

  /// A released behavior leaves no action on its button.
  isolated deinit {
    button?.removeStateKitAction(identifiedBy: actionIdentifier, for: Button.primaryActionEvents)
  }

  /// This behavior's action on its button: one per behavior, replaced when set again.
  private var actionIdentifier: String { "org.statekit.toggle.\(ObjectIdentifier(self).hashValue)" }

  private func tapped() {
    isToggled.toggle()
    showImage(animated: isAnimated)
    onToggle?(isToggled)
  }

  /// Counts fades, so that the end of a fade that a newer tap replaced does nothing.
  private var fadeCount = 0

  private var image: Button.ButtonImage? { isToggled ? selectedImage : normalImage }

  private func showImage(animated: Bool) {
    guard let button else { return }
    fadeCount += 1
    guard animated, let animator else {
      button.setImage(image, for: [])
      return
    }
    let fade = fadeCount
    let duration = fadeDuration
    let property = button.alphaPropertyName
    animator.animate(duration: duration, properties: [property], changes: { button.alpha = 0 }) {
      [weak self, weak button] _ in
      guard let self, let button, fade == self.fadeCount else { return }
      button.setImage(self.image, for: [])
      animator.animate(duration: duration, properties: [property], changes: { button.alpha = 1 }) { _ in }
    }
  }
}
