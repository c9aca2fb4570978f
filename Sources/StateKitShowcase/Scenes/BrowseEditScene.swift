import StateKit
import StateKitControls
import StateKitTesting
import StateKitUI

/// Seed 000 in the terminal.
@MainActor
final class BrowseEditScene: Scene {
  let id = "000"
  let title = "Browse / Edit / Empty (seed 000)"
  let controller: BrowseEditController

  init(clock: ManualClock) {
    controller = BrowseEditController(clock: clock, animator: ClockAnimator(scheduler: clock))
  }

  var states: [String] { names(controller.machine.activeAtomicStates) }
  var controls: [(String, String)] {
    let outlets = controller.outlets
    return [outlets.label, outlets.button, outlets.stepper].map { ($0.name, describe($0)) }
  }
  var keys: [String] {
    ["tap button", "tap stepper+", "tap stepper-", "tick <seconds>  (the stepper fades in and out in 0.3 s)"]
  }
  var eventNames: [String] { BrowseEditController.Input.allCases.map(\.rawValue) }

  func tap(_ control: String) -> String? {
    let outlets = controller.outlets
    switch control {
    case "button": return tapped(outlets.button.tap(), outlets.button)
    case "stepper+": return tapped(outlets.stepper.increment(), outlets.stepper)
    case "stepper-": return tapped(outlets.stepper.decrement(), outlets.stepper)
    default: return nil
    }
  }

  private func tapped(_ reached: Bool, _ view: View) -> String {
    guard reached else { return "rejected: '\(view.name)' does not take taps now (\(describe(view)))" }
    return controller.lastOutcome.map(describe) ?? "handled"
  }

  func event(_ name: String) async -> String? {
    guard let input = BrowseEditController.Input(rawValue: name) else { return nil }
    return describe(controller.machine.send(input))
  }
}
