import StateKit
import StateKitControls
import StateKitInspection
import StateKitTesting
import StateKitUI

/// Seed 000 in the terminal.
@MainActor
final class BrowseEditScene: Scene {
  let id = "000"
  let title = "Browse / Edit / Empty"
  let controller: BrowseEditController
  private let fades: FadeTracker

  init(clock: ManualClock) {
    fades = FadeTracker(clock: clock)
    controller = BrowseEditController(clock: clock, animator: fades)
    let stepper = controller.outlets.stepper
    fades.read = { property in property.hasSuffix("stepper.alpha") ? stepper.alpha : nil }
  }

  func attach(at endpoint: InspectorEndpoint, log: @escaping @Sendable (String) -> Void) -> [InspectionSession] {
    controller.machine.inspectForShowcase("Seed 000 screen (Browse / Edit / Empty)", at: endpoint, log: log)
  }

  var states: [String] { names(controller.machine.activeAtomicStates) }
  var controls: [(String, String)] {
    let outlets = controller.outlets
    var stepper = describeParts(outlets.stepper)
    if let fading = fades.describeFade(of: "stepper.alpha") {
      stepper = stepper.filter { !$0.hasPrefix("alpha") }
      stepper.insert(fading, at: min(1, stepper.count))
    }
    return [
      (outlets.label.name, describe(outlets.label)), (outlets.button.name, describe(outlets.button)),
      (outlets.stepper.name, stepper.joined(separator: "  ")),
    ]
  }
  var keys: [String] {
    ["tap button", "tap stepper+", "tap stepper-", "tick <seconds>  (the stepper fades in and out in 0.3 s)"]
  }
  var eventNames: [String] { BrowseEditController.Input.allCases.map(\.rawValue) }

  func tap(_ control: String) -> String? {
    let outlets = controller.outlets
    switch control {
    case "button": return tapped(outlets.button.tap(), outlets.button, "button")
    case "stepper+": return tapped(outlets.stepper.increment(), outlets.stepper, "stepper+")
    case "stepper-": return tapped(outlets.stepper.decrement(), outlets.stepper, "stepper-")
    default: return nil
    }
  }

  private func tapped(_ reached: Bool, _ view: Headless.View, _ cause: String) -> String {
    guard reached else { return "rejected: \(whyNoTap(view, cause))" }
    return controller.lastOutcome.map { describe($0, cause: cause) } ?? "handled (\(cause))"
  }

  func event(_ name: String) async -> String? {
    guard let input = BrowseEditController.Input(rawValue: name) else { return nil }
    return describe(controller.machine.send(input), cause: name)
  }
}
