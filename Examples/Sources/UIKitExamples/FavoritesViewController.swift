#if canImport(UIKit)
  import StateKit
  import StateKitUI
  import UIKit

  /// Seed 001 as a UIKit view controller: its buttons get behaviors from outside — a favourite
  /// button that toggles between two images with a fade, and a delete button that asks for a
  /// second tap — with no subclass and no state in the controller. The behaviors live exactly
  /// as long as the controller: bound to it with an associated object, the article's reverse
  /// lifetime binding; the controller itself only points at them weakly.
  public final class FavoritesViewController: UIViewController {
    // The outlets (`@IBOutlet weak var` with a storyboard; see BrowseEditViewController).
    public let favoriteButton = UIButton(type: .system)
    public let deleteButton = UIButton(type: .system)
    public let statusLabel = UILabel(frame: .zero)

    /// The behaviors, kept alive by their binding to this controller.
    public private(set) weak var toggle: ToggleButtonBehavior<UIButton>?
    public private(set) weak var confirmation: ConfirmationBehavior<UIButton>?

    /// - Parameters:
    ///   - clock: where the delete button's confirmation window runs (a `ManualClock` in tests).
    ///   - animator: runs the favourite button's fade; UIKit's unless a test passes its own.
    public init<Source: Clock>(clock: Source, animator: (any Animator)? = nil) where Source.Duration == Duration {
      super.init(nibName: nil, bundle: nil)
      makeBehaviors(clock: clock, animator: animator ?? UIViewAnimator())
    }

    /// From a storyboard: the continuous clock and UIKit's animations.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      makeBehaviors(clock: ContinuousClock(), animator: UIViewAnimator())
    }

    /// What the storyboard's objects did in the article: made, configured, bound to their owner.
    private func makeBehaviors<Source: Clock>(clock: Source, animator: any Animator)
    where Source.Duration == Duration {
      // SAMPLE-BEGIN (quoted by the StateKitUI documentation)
      let toggle = ToggleButtonBehavior<UIButton>(
        normalImage: UIImage(systemName: "star"), selectedImage: UIImage(systemName: "star.fill"), animated: true)
      toggle.animator = animator
      toggle.bindLifetime(to: self)
      self.toggle = toggle
      // SAMPLE-END

      let confirmation = ConfirmationBehavior<UIButton>(
        confirmTitle: "Really delete?", window: .seconds(3), clock: clock)
      confirmation.onConfirm = { [weak self] in self?.statusLabel.text = "deleted" }
      confirmation.bindLifetime(to: self)
      self.confirmation = confirmation
    }

    public override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      statusLabel.font = .preferredFont(forTextStyle: .footnote)
      statusLabel.textColor = .secondaryLabel
      _ = view.addCentredColumn([favoriteButton, deleteButton, statusLabel])
      deleteButton.setTitle("Delete", for: .normal)
      statusLabel.text = "nothing deleted"
      // The behaviors' outlets.
      toggle?.button = favoriteButton
      confirmation?.button = deleteButton
    }
  }
#endif
