#if canImport(UIKit)
  import ExampleCharts
  import StateKit
  import StateKitUI
  import UIKit

  /// Seed 000 as a UIKit view controller: outlets, target-action, and no `switch` over the mode.
  /// The chart (``BrowseEdit``) says what each tap does; the appearance below says what every
  /// control shows in each mode, applied as a diff — the stepper fades in and out over 0.3 s
  /// and takes taps only once it has faded in.
  public final class BrowseEditViewController: UIViewController {
    public typealias Mode = BrowseEdit.Mode

    // The outlets. From a storyboard they are `@IBOutlet weak var label: UILabel!`; made in code
    // here, because `@IBOutlet` needs the Objective-C runtime and this file also compiles on Linux.
    public let label = UILabel(frame: .zero)
    public let editButton = UIButton(type: .system)
    public let stepper = UIStepper(frame: .zero)

    // What each control shows in each mode: `appearance`, in BrowseEditAppearance.swift.

    /// The screen's machine; its context is the number.
    public let machine: StateMachine<Mode, BrowseEdit.Input, BrowseEdit.Counter>
    private let animator: any Animator
    private var appearanceBinding: AppearanceBinding<Mode, BrowseEditViewController>?
    /// Taps the mode did not take, in plain words (the article asserted instead).
    public private(set) var rejections: [String] = []

    /// - Parameters:
    ///   - clock: where the machine's time comes from (a `ManualClock` in tests).
    ///   - animator: runs the fades; UIKit's `UIView.animate` unless a test passes its own.
    public init<Source: Clock>(clock: Source, animator: (any Animator)? = nil) where Source.Duration == Duration {
      machine = StateMachine(BrowseEdit.chart, context: BrowseEdit.Counter(number: 1), clock: clock)
      self.animator = animator ?? UIViewAnimator()
      super.init(nibName: nil, bundle: nil)
    }

    /// From a storyboard: the continuous clock and UIKit's animations.
    public required init?(coder: NSCoder) {
      machine = StateMachine(BrowseEdit.chart, context: BrowseEdit.Counter(number: 1), clock: ContinuousClock())
      animator = UIViewAnimator()
      super.init(coder: coder)
    }

    public override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      label.font = .preferredFont(forTextStyle: .largeTitle)
      _ = view.addCentredColumn([label, stepper, editButton])
      stepper.minimumValue = 0
      stepper.maximumValue = 10
      stepper.value = machine.context.number

      machine.rejectionPolicy = .report { [weak self] in self?.rejections.append($0.plainDescription) }
      machine.start()
      // The views are held weakly: the controller owns the binding, not the other way round. The
      // appearance fits the chart (a test validates it), so binding does not throw.
      do {
        // SAMPLE-BEGIN (quoted by the StateKitUI documentation)
        appearanceBinding = try Self.appearance.bind(to: machine, views: self, animator: animator)
        // SAMPLE-END
      } catch {
        assertionFailure("\(error)")
      }

      // Target-action: the button's action method, and the stepper's value as an event.
      editButton.addAction(UIAction { [weak self] _ in self?.editTapped() }, for: .primaryActionTriggered)
      stepper.send({ .number($0.value) }, to: machine, for: .valueChanged)
    }

    /// The button's action (`@IBAction func editTapped(_:)` with a storyboard).
    public func editTapped() {
      machine.send(.button)
    }

    /// The mode shown.
    public var mode: Mode? { machine.activeStates.first }
  }
#endif
