#if canImport(SwiftUI)
  import ExampleCharts
  import StateKit
  import StateKitUI
  import SwiftUI

  /// Seed 000 in SwiftUI: the view reads the machine (it is `Observable`), the buttons are
  /// enabled by `can(_:)`, and the stepper's binding reads the number and sends its changes as
  /// events — so the chart decides, as it does for the UIKit screen: a change outside Edit is
  /// rejected, not written.
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
        Stepper(value: $machine.stepperNumber, in: 0...10) {
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

  extension StateMachine where S == BrowseEdit.Mode, E == BrowseEdit.Input, C == BrowseEdit.Counter {
    /// The stepper's value: reads the number; a change is sent as `.number`, which the chart
    /// takes in Edit only (writing `context.number` would bypass it).
    public var stepperNumber: Double {
      get { context.number }
      set { send(.number(newValue)) }
    }
  }
#endif
