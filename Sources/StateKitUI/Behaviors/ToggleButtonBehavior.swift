import StateKitControls

/// A toggle button: two images for two states, flipped on every tap, optionally with a fade out
/// and back in (0.7 s each way by default). A tap during a fade wins: the image shown at the end
/// is always the one for the current state.
@MainActor
public final class ToggleButtonBehavior: Behavior {
  /// The image shown while not toggled.
  public var normalImage: Image?
  /// The image shown while toggled.
  public var selectedImage: Image?
  /// Whether image changes fade out and back in.
  public var isAnimated: Bool
  /// The duration of each half of the fade.
  public var fadeDuration: Duration = .milliseconds(700)
  /// Runs the fades; without one, changes are immediate.
  public var animator: (any Animator)?
  /// The behaviour's own state.
  public private(set) var isToggled = false
  /// Called after every toggle with the new state.
  public var onToggle: ((Bool) -> Void)?

  /// The button the behaviour applies to (held weakly). Setting it wires the tap action and
  /// shows the normal image, like the article's `setButton:`.
  public weak var button: Button? {
    didSet {
      oldValue?.removeTarget(self)
      guard let button else { return }
      button.addTarget(self, action: ToggleButtonBehavior.buttonTapped)
      isToggled = false
      showImage(on: button, animated: false)
    }
  }

  public init(normalImage: Image? = nil, selectedImage: Image? = nil, animated: Bool = false) {
    self.normalImage = normalImage
    self.selectedImage = selectedImage
    self.isAnimated = animated
  }

  func buttonTapped(_ sender: Control) {
    guard let button = sender as? Button else { return }
    isToggled.toggle()
    showImage(on: button, animated: isAnimated)
    onToggle?(isToggled)
  }

  /// Counts fades, so that the end of a fade that a newer tap replaced does nothing.
  private var fadeCount = 0

  private var image: Image? { isToggled ? selectedImage : normalImage }

  private func showImage(on button: Button, animated: Bool) {
    fadeCount += 1
    guard animated, let animator else {
      button.setImage(image, for: .normal)
      return
    }
    let fade = fadeCount
    let duration = fadeDuration
    animator.animate(duration: duration, properties: ["\(button.name).alpha"], changes: { button.alpha = 0 }) {
      [weak self, weak button] _ in
      guard let self, let button, fade == self.fadeCount else { return }
      button.setImage(self.image, for: .normal)
      animator.animate(
        duration: duration, properties: ["\(button.name).alpha"], changes: { button.alpha = 1 }, completion: { _ in })
    }
  }
}
