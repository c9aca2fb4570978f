import StateKit
import StateKitControls
import StateKitShowcase
import StateKitTesting
import StateKitUI
import Testing

/// Seed 001: behaviors configured from outside, bound to an owner's lifetime.
@MainActor
@Suite("Seed 001: behaviors")
struct Seed001BehaviorTests {
  @Test func toggleSwapsImagesOnEveryTap() {
    let controller = ToggleController()
    let (toggle, _) = controller.installBehaviors(animator: nil, clock: ManualClock())
    #expect(controller.favorite.currentImage == Headless.Image("star"))
    controller.favorite.tap()
    #expect(toggle.isToggled)
    #expect(controller.favorite.currentImage == Headless.Image("star.fill"))
    controller.favorite.tap()
    #expect(controller.favorite.currentImage == Headless.Image("star"))
  }

  @Test func animatedToggleFadesOutAndInOverPointSevenSecondsEach() {
    let clock = ManualClock()
    let animator = ClockAnimator(scheduler: clock)
    let controller = ToggleController()
    controller.installBehaviors(animator: animator, clock: clock)
    controller.favorite.tap()
    #expect(controller.favorite.alpha == 0)
    #expect(controller.favorite.currentImage == Headless.Image("star"), "the image changes when the fade-out completes")
    clock.advance(by: .milliseconds(700))
    #expect(controller.favorite.currentImage == Headless.Image("star.fill"))
    #expect(controller.favorite.alpha == 1)
    #expect(animator.records.map(\.duration) == [.milliseconds(700), .milliseconds(700)])
    #expect(animator.records.map(\.start) == [.zero, .milliseconds(700)])
  }

  @Test func twoBehaviorsComposeOnOneOwner() {
    let clock = ManualClock()
    let controller = ToggleController()
    let (_, confirm) = controller.installBehaviors(animator: nil, clock: clock)
    #expect(controller.behaviors.all.count == 2)
    controller.delete.tap()
    #expect(confirm.isArmed)
    #expect(controller.delete.currentTitle == "Really delete?")
    controller.delete.tap()
    #expect(controller.status.text == "deleted")
    #expect(controller.delete.currentTitle == "Delete")
  }

  @Test func confirmationDisarmsItselfAfterItsWindow() {
    let clock = ManualClock()
    let controller = ToggleController()
    let (_, confirm) = controller.installBehaviors(animator: nil, clock: clock)
    controller.delete.tap()
    clock.advance(by: .seconds(3))
    #expect(!confirm.isArmed)
    #expect(controller.delete.currentTitle == "Delete")
    controller.delete.tap()
    #expect(controller.status.text == "nothing deleted")
  }

  @Test func behaviorsAreReleasedWithTheirOwner() {
    weak var weakToggle: ToggleButtonBehavior<Headless.Button>?
    weak var weakConfirm: ConfirmationBehavior<Headless.Button>?
    weak var weakOwner: ToggleController?
    let button: Headless.Button
    do {
      let controller = ToggleController()
      let (toggle, confirm) = controller.installBehaviors(animator: nil, clock: ManualClock())
      weakToggle = toggle
      weakConfirm = confirm
      weakOwner = controller
      button = controller.favorite
      #expect(weakToggle != nil)
    }
    #expect(weakOwner == nil)
    #expect(weakToggle == nil)
    #expect(weakConfirm == nil)
    // The button outlives its controller; a tap on it no longer reaches the released behavior.
    #expect(button.tap())
  }
}
