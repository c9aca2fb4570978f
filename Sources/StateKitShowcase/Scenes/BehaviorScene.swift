import StateKit
import StateKitControls
import StateKitTesting
import StateKitUI

/// Seed 001 in the terminal.
@MainActor
final class BehaviorScene: Scene {
  let id = "001"
  let title = "Behaviours bound to an owner (seed 001)"
  let controller = ToggleController()
  let toggle: ToggleButtonBehavior
  let confirm: ConfirmationBehavior

  init(clock: ManualClock) {
    (toggle, confirm) = controller.installBehaviors(animator: ClockAnimator(scheduler: clock), clock: clock)
  }

  var states: [String] {
    ["favorite:" + (toggle.isToggled ? "toggled" : "normal"), "delete:" + (confirm.isArmed ? "armed" : "idle")]
  }
  var controls: [(String, String)] {
    [controller.favorite, controller.delete, controller.status].map { ($0.name, describe($0)) }
  }
  var extraLines: [String] {
    [
      "behaviours on the controller: "
        + controller.behaviors.all.map { "\(Swift.type(of: $0))" }.joined(separator: ", ")
    ]
  }
  var keys: [String] { ["tap favorite  (fades 0.7 s out and in)", "tap delete  (twice within 3 s)", "tick <seconds>"] }

  func tap(_ control: String) -> String? {
    let button: Button
    switch control {
    case "favorite": button = controller.favorite
    case "delete": button = controller.delete
    default: return nil
    }
    guard button.tap() else { return "rejected: '\(control)' does not take taps now" }
    return control == "favorite"
      ? "handled: \(toggle.isToggled ? "toggled" : "normal")"
      : (confirm.isArmed ? "handled: armed" : "handled: confirmed")
  }

  func event(_ name: String) async -> String? { nil }
}
