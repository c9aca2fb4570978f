import ShowcaseScenes
import StateKit
import StateKitControls
import StateKitUI

/// Seed 000 end to end: taps on headless controls, the chart, and appearance diffing, against
/// the article's own approach — a mode enum and `if mode == …` in each handler, setting the
/// controls by hand. One event is one tap; the sequence is button, stepper+, stepper-, button.
@MainActor
public final class Seed000Scenario: Scenario {
  let controller = BrowseEditController(clock: ContinuousClock(), animator: nil)
  let manual = HandWrittenController()

  public init() {}

  public func statekit(_ events: Int) -> Int {
    tap(events, controller.outlets.button, controller.outlets.stepper)
  }

  public func baseline(_ events: Int) -> Int {
    tap(events, manual.button, manual.stepper)
  }

  /// The tap sequence: button, stepper+, stepper-, button. Counts the taps that reached a control.
  private func tap(_ events: Int, _ button: Headless.Button, _ stepper: Headless.Stepper) -> Int {
    countAccepted(events) { i in
      switch i & 3 {
      case 0, 3: return button.tap()
      case 1: return stepper.increment()
      default: return stepper.decrement()
      }
    }
  }
}

/// The article's controller, written by hand in Swift.
@MainActor
final class HandWrittenController {
  enum Mode { case browse, edit, empty }
  var mode = Mode.browse
  let label = Headless.Label(name: "label", text: "1")
  let button = Headless.Button(name: "button", title: "Edit")
  let stepper = Headless.Stepper(name: "stepper", value: 1, minimum: 0, maximum: 10)

  init() {
    stepper.alpha = 0
    stepper.isUserInteractionEnabled = false
    label.backgroundColor = .lightGray
    button.addTarget(self, action: HandWrittenController.buttonTapped)
    stepper.addTarget(self, action: HandWrittenController.stepperTapped)
  }

  func buttonTapped(_ sender: Headless.Control) {
    switch mode {
    case .browse, .empty:
      mode = .edit
      button.setTitle("Browse", for: .normal)
      label.backgroundColor = .lightGray
      stepper.alpha = 1
      stepper.isUserInteractionEnabled = true
    case .edit:
      stepper.alpha = 0
      stepper.isUserInteractionEnabled = false
      button.setTitle("Edit", for: .normal)
      if stepper.value < 1 {
        mode = .empty
        label.backgroundColor = .red
      } else {
        mode = .browse
      }
    }
  }

  func stepperTapped(_ sender: Headless.Control) {
    guard mode == .edit else { return }
    label.text = String(Int(stepper.value))
  }
}
