import StateKit
import StateKitControls
import StateKitUI

/// Seed 000: a label with a number, a button and a stepper, in Browse, Edit or Empty mode.
///
/// Every rule of the article's specification is in the chart or the appearance below; the
/// controller only forwards taps. A tap that the current mode does not accept is rejected and
/// reported — what the article did by hand with `NSAssert` — instead of crashing.
@MainActor
package final class BrowseEditController {
  package enum Mode: String, Hashable, Sendable, CaseIterable { case browse, edit, empty }
  package enum Input: String, Hashable, Sendable, CaseIterable { case button, stepper }

  /// The outlets: what the chart's actions and the appearance work on.
  @MainActor
  package final class Outlets {
    package let label = Headless.Label(name: "label")
    package let button = Headless.Button(name: "button", title: "Edit")
    package let stepper = Headless.Stepper(name: "stepper", value: 1, minimum: 0, maximum: 10)
    /// Outlets showing `value`.
    package init(value: Double = 1) {
      stepper.value = value
      label.text = numberText(value)
    }
  }

  package static let chart = try! Chart<Mode, Input, Outlets>(initial: .browse) {
    State(.browse) {
      On(.button, to: .edit)
    }
    State(.edit) {
      On(.stepper) { $0.label.text = numberText($0.stepper.value) }
      // "When exiting Edit mode, if the number in the label is less than 1, then enter Empty mode."
      On(.button, to: .empty, when: { $0.stepper.value < 1 })
      On(.button, to: .browse)
    }
    State(.empty) {
      On(.button, to: .edit)
    }
  }

  package static let appearance = Appearance<Mode, Outlets>(animationDuration: .milliseconds(300)) {
    Defaults {
      Assign(\.label.backgroundColor, .lightGray)
    }
    When(.browse) {
      Assign(\.stepper.alpha, 0, timing: .animated)
      Assign(\.stepper.isUserInteractionEnabled, false)
      Assign(\.button, title: "Edit", for: .normal)
    }
    When(.edit) {
      Assign(\.stepper.alpha, 1, timing: .animated)
      Assign(\.stepper.isUserInteractionEnabled, true, timing: .afterAnimation)
      Assign(\.button, title: "Browse", for: .normal)
    }
    When(.empty) {
      Assign(\.stepper.alpha, 0, timing: .animated)
      Assign(\.stepper.isUserInteractionEnabled, false)
      Assign(\.label.backgroundColor, .red)
      Assign(\.button, title: "Edit", for: .normal)
    }
  }

  package let outlets: Outlets
  package let machine: StateMachine<Mode, Input, Outlets>
  private var binding: AppearanceBinding<Mode, Outlets>?
  /// Taps the current mode did not accept, as messages.
  package private(set) var rejections: [String] = []
  /// The outcome of the last tap.
  package private(set) var lastOutcome: SendOutcome<Mode, Input>?

  package init<Source: Clock>(clock: Source, animator: (any Animator)? = nil, value: Double = 1)
  where Source.Duration == Duration {
    outlets = Outlets(value: value)
    machine = StateMachine(Self.chart, context: outlets, clock: clock)
    machine.rejectionPolicy = .report { [weak self] in self?.rejections.append($0.plainDescription) }
    binding = try! Self.appearance.bind(to: machine, animator: animator)
    machine.start()
    outlets.button.addTarget(self, action: BrowseEditController.buttonTapped)
    outlets.stepper.addTarget(self, action: BrowseEditController.stepperTapped)
  }

  package var mode: Mode { machine.activeStates.first ?? .browse }

  /// The button's action (`IBAction buttonTapped:`).
  package func buttonTapped(_ sender: Headless.Control) {
    lastOutcome = machine.send(.button)
  }

  /// The stepper's action (`IBAction stepperTapped:`). In Browse and Empty the chart rejects it.
  package func stepperTapped(_ sender: Headless.Control) {
    lastOutcome = machine.send(.stepper)
  }
}
