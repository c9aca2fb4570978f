import StateKit
import StateKitControls
import StateKitTesting
import StateKitUI

/// Seed 001 in the terminal. The scene keeps the controller's buttons, but only the controller
/// keeps the behaviors: `release` lets the controller go, and the behaviors go with it.
@MainActor
final class BehaviorScene: Scene {
  let id = "001"
  let title = "Behaviors bound to an owner"
  private var controller: ToggleController?
  let favorite: Headless.Button
  let delete: Headless.Button
  let status: Headless.Label
  private weak var toggle: ToggleButtonBehavior<Headless.Button>?
  private weak var confirm: ConfirmationBehavior<Headless.Button>?
  private let fades: FadeTracker

  init(clock: ManualClock) {
    let controller = ToggleController()
    fades = FadeTracker(clock: clock)
    (toggle, confirm) = controller.installBehaviors(animator: fades, clock: clock)
    (favorite, delete, status) = (controller.favorite, controller.delete, controller.status)
    self.controller = controller
    let favorite = favorite
    fades.read = { property in property == "\(favorite.name).alpha" ? favorite.alpha : nil }
  }

  var states: [String] {
    [
      "favorite:" + (toggle.map { $0.isToggled ? "toggled" : "normal" } ?? "no behavior"),
      "delete:" + (confirm.map { $0.isArmed ? "armed" : "idle" } ?? "no behavior"),
    ]
  }
  var controls: [(String, String)] {
    var favoriteParts = describeParts(favorite)
    if let fading = fades.describeFade(of: "\(favorite.name).alpha") {
      favoriteParts = favoriteParts.filter { !$0.hasPrefix("alpha") } + [fading]
    }
    return [(favorite.name, favoriteParts.joined(separator: "  "))] + [delete, status].map { ($0.name, describe($0)) }
  }
  var extraLines: [String] {
    let alive = [toggle.map { _ in "ToggleButtonBehavior" }, confirm.map { _ in "ConfirmationBehavior" }].compactMap {
      $0
    }
    guard controller != nil else {
      return ["owner: released — behaviors still alive: " + (alive.isEmpty ? "none" : alive.joined(separator: ", "))]
    }
    return ["owner: the controller — its behaviors: " + alive.joined(separator: ", ")]
  }
  var keys: [String] {
    [
      "tap favorite  (fades 0.7 s out and in)", "tap delete  (twice within 3 s)",
      "release  (the controller goes; its behaviors go with it)", "tick <seconds>",
    ]
  }
  var eventNames: [String] { [] }

  func tap(_ control: String) -> String? {
    let button: Headless.Button
    switch control {
    case "favorite": button = favorite
    case "delete": button = delete
    default: return nil
    }
    guard button.tap() else { return "rejected: \(whyNoTap(button, control))" }
    switch control {
    case "favorite": return toggle.map { "handled: \($0.isToggled ? "toggled" : "normal")" } ?? released(control)
    default: return confirm.map { $0.isArmed ? "handled: armed" : "handled: confirmed" } ?? released(control)
    }
  }

  private func released(_ control: String) -> String {
    "the tap reached '\(control)', and nothing answered: its behavior was released with its owner"
  }

  func release() -> String? {
    guard controller != nil else { return "the owner was released already" }
    controller = nil
    let gone = toggle == nil && confirm == nil
    return gone ? "released the owner: its behaviors are gone" : "released the owner, but a behavior is still alive"
  }

  func event(_ name: String) async -> String? { nil }
}
