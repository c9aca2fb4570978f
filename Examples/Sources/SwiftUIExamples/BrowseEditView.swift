#if canImport(SwiftUI)
  import ExampleCharts
  import StateKit
  import StateKitUI
  import SwiftUI

  /// Seed 000 in SwiftUI: the view reads the machine (it is `Observable`), the buttons are
  /// enabled by `can(_:)`, and the stepper is a `Binding` into the machine's context.
  public struct BrowseEditView: View {
    public typealias Mode = BrowseEdit.Mode

    @Bindable public var machine: StateMachine<Mode, BrowseEdit.Input, BrowseEdit.Counter>

    public init(machine: StateMachine<Mode, BrowseEdit.Input, BrowseEdit.Counter>) {
      self.machine = machine
    }

    public var body: some View {
      VStack(spacing: 16) {
        Text(numberText)
        // SAMPLE-BEGIN (quoted by the StateKitUI documentation)
        Stepper(value: $machine.context.number, in: 0...10) {
          Text("Number")
        }
        .visible(in: .edit, of: machine)
        SendButton(.button, to: machine) {
          Text(buttonTitle)
        }
        // SAMPLE-END
      }
    }

    /// What the label shows.
    public var numberText: String { BrowseEdit.text(machine.context.number) }
    /// The button's title in the mode shown: what the UIKit screen's appearance assigns.
    public var buttonTitle: String { machine.isActive(.edit) ? "Browse" : "Edit" }
    /// Whether the stepper is shown (and takes taps).
    public var isStepperShown: Bool { machine.isActive(.edit) }
  }
#endif
