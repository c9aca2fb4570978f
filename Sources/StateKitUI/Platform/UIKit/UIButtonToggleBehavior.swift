#if canImport(UIKit)
  import UIKit

  /// ``ToggleButtonBehavior`` for a `UIButton`: two images for two states, flipped on every tap,
  /// optionally faded out and back in. A tap during a fade wins: the image shown at the end is
  /// always the current state's.
  ///
  /// ```swift
  /// let toggle = UIButtonToggleBehavior(normalImage: UIImage(systemName: "star"),
  ///                                     selectedImage: UIImage(systemName: "star.fill"), animated: true)
  /// toggle.bindLifetime(to: self)  // lives as long as the view controller
  /// toggle.button = favoriteButton
  /// ```
  @MainActor
  public final class UIButtonToggleBehavior: Behavior {
    /// The image shown while not toggled.
    public var normalImage: UIImage?
    /// The image shown while toggled.
    public var selectedImage: UIImage?
    /// Whether image changes fade out and back in.
    public var isAnimated: Bool
    /// The duration of each half of the fade.
    public var fadeDuration: Duration = .milliseconds(700)
    /// Runs the fades: UIKit's animations unless a test sets another.
    public var animator: any Animator = UIViewAnimator()
    /// The behaviour's own state.
    public private(set) var isToggled = false
    /// Called after every toggle with the new state.
    public var onToggle: ((Bool) -> Void)?

    /// The button the behaviour applies to (held weakly). Setting it wires the tap action and
    /// shows the normal image, like the article's `setButton:`.
    public weak var button: UIButton? {
      didSet {
        oldValue?.removeAction(identifiedBy: actionIdentifier, for: .primaryActionTriggered)
        guard let button else { return }
        button.addAction(
          UIAction(identifier: actionIdentifier) { [weak self] _ in self?.tapped() }, for: .primaryActionTriggered)
        isToggled = false
        showImage(animated: false)
      }
    }

    public init(normalImage: UIImage? = nil, selectedImage: UIImage? = nil, animated: Bool = false) {
      self.normalImage = normalImage
      self.selectedImage = selectedImage
      self.isAnimated = animated
    }

    /// This behaviour's action on its button: one per behaviour, replaced when set again.
    private var actionIdentifier: UIAction.Identifier {
      UIAction.Identifier("org.statekit.toggle.\(ObjectIdentifier(self).hashValue)")
    }

    private func tapped() {
      isToggled.toggle()
      showImage(animated: isAnimated)
      onToggle?(isToggled)
    }

    /// Counts fades, so that the end of a fade that a newer tap replaced does nothing.
    private var fadeCount = 0

    private var image: UIImage? { isToggled ? selectedImage : normalImage }

    private func showImage(animated: Bool) {
      guard let button else { return }
      fadeCount += 1
      guard animated else {
        button.setImage(image, for: .normal)
        return
      }
      let fade = fadeCount
      let (duration, animator) = (fadeDuration, animator)
      animator.animate(duration: duration, properties: ["alpha"], changes: { button.alpha = 0 }) {
        [weak self, weak button] _ in
        guard let self, let button, fade == self.fadeCount else { return }
        button.setImage(self.image, for: .normal)
        animator.animate(duration: duration, properties: ["alpha"], changes: { button.alpha = 1 }) { _ in }
      }
    }
  }
#endif
