// Here only where UIKit is; in StateKit's tests (which have no ExampleCharts) always.
#if canImport(UIKit) || !canImport(ExampleCharts)
  #if canImport(ExampleCharts)
    import ExampleCharts
  #endif
  import StateKit
  import StateKitUI

  // Seed 000's appearance, written once and compiled against both worlds: here against UIKit (the
  // outlets of the UIKit `BrowseEditViewController` are a `UILabel`, a `UIButton` and a
  // `UIStepper`), and by StateKit's own tests (`Tests/StateKitUITests/Seeds/Seed000Shared/`, a link
  // to this file) against the headless `Label`, `Button` and `Stepper` of a
  // `BrowseEditViewController` with outlets of the same names. The appearance tested on Linux is the
  // one shipped for iOS; moving between the two is changing the outlets' types.
  extension BrowseEditViewController {
    /// What each control shows in each mode. `Assign(\.editButton, title:for:)` calls the
    /// button's `setTitle(_:for:)`.
    // SAMPLE-BEGIN (quoted by the StateKitUI documentation)
    public static let appearance = Appearance<BrowseEdit.Mode, BrowseEditViewController>(
      animationDuration: .milliseconds(300)
    ) {
      Defaults {
        Assign(\.label.backgroundColor, .lightGray)
        Assign(\.label.text, from: BrowseEdit.Counter.self) { BrowseEdit.text($0.number) }
      }
      When(.browse) {
        Assign(\.stepper.alpha, 0, timing: .animated)
        Assign(\.stepper.isUserInteractionEnabled, false)
        Assign(\.editButton, title: "Edit", for: .normal)
      }
      When(.edit) {
        Assign(\.stepper.alpha, 1, timing: .animated)
        Assign(\.stepper.isUserInteractionEnabled, true, timing: .afterAnimation)
        Assign(\.editButton, title: "Browse", for: .normal)
      }
      When(.empty) {
        Assign(\.stepper.alpha, 0, timing: .animated)
        Assign(\.stepper.isUserInteractionEnabled, false)
        Assign(\.label.backgroundColor, .red)
        Assign(\.editButton, title: "Edit", for: .normal)
      }
    }
    // SAMPLE-END
  }
#endif
