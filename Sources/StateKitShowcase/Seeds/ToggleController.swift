import StateKit
import StateKitControls
import StateKitUI

/// Seed 001: a controller whose buttons get behaviors from outside — no subclass, no code in
/// the controller: a toggle button (two images, optional fade) and a delete button that asks
/// for confirmation. Both behaviors share the controller's lifetime.
@MainActor
package final class ToggleController: BehaviorOwner {
  package let behaviors = Behaviors()
  package let favorite = Headless.Button(name: "favorite")
  package let delete = Headless.Button(name: "delete", title: "Delete")
  package let status = Headless.Label(name: "status", text: "nothing deleted")

  package init() {}
}

extension ToggleController {
  /// What the storyboard did in the article: create the behaviors, link their outlets and
  /// owner. Returns them for inspection.
  @discardableResult
  package func installBehaviors<Source: Clock>(animator: (any Animator)?, clock: Source) -> (
    ToggleButtonBehavior<Headless.Button>, ConfirmationBehavior<Headless.Button>
  ) where Source.Duration == Duration {
    let toggle = ToggleButtonBehavior<Headless.Button>(
      normalImage: Headless.Image("star"), selectedImage: Headless.Image("star.fill"), animated: true)
    toggle.animator = animator
    toggle.attach(to: self)
    toggle.button = favorite
    let confirm = ConfirmationBehavior<Headless.Button>(
      confirmTitle: "Really delete?", window: .seconds(3), clock: clock)
    confirm.attach(to: self)
    confirm.button = delete
    confirm.onConfirm = { [weak status] in status?.text = "deleted" }
    return (toggle, confirm)
  }
}
