import StateKit
import StateKitControls
import StateKitShowcase
import StateKitTesting
import StateKitUI
import Testing

/// What happens to an animation in flight when the states change again: an assignment timed
/// `.afterAnimation` is made at the animation's end only if no later refresh changed what its
/// property should show.
@MainActor
@Suite("Appearance: animations in flight")
struct AnimationsInFlightTests {
  let clock = ManualClock()
  let animator: ClockAnimator
  let controller: BrowseEditController
  var stepper: Headless.Stepper { controller.outlets.stepper }
  var button: Headless.Button { controller.outlets.button }

  init() {
    animator = ClockAnimator(scheduler: clock)
    controller = BrowseEditController(clock: clock, animator: animator)
  }

  /// The showcase session `tap button, tick 0.1, tap button, tick 0.5, tap button, tap stepper+`.
  @Test func leavingEditDuringTheFadeKeepsTheStepperLockedInBrowseAndOnTheNextEntry() {
    button.tap()
    clock.advance(by: .milliseconds(100))
    button.tap()
    clock.advance(by: .milliseconds(500))
    #expect(controller.mode == .browse)
    #expect(!stepper.isUserInteractionEnabled, "the fade-in's end belongs to Edit, which was left")
    #expect(!stepper.receivesTouches)
    button.tap()
    #expect(controller.mode == .edit)
    #expect(!stepper.increment(), "taps wait for this entry's fade, not an older one's")
    #expect(stepper.value == 1)
    clock.advance(by: .milliseconds(300))
    #expect(stepper.increment())
    #expect(controller.outlets.label.text == "2")
  }

  @Test func aNewerEntryWaitsForItsOwnAnimationNotTheOlderOne() {
    button.tap()  // t = 0: Edit, its fade ends at 0.3
    clock.advance(by: .milliseconds(100))
    button.tap()  // t = 0.1: Browse
    clock.advance(by: .milliseconds(100))
    button.tap()  // t = 0.2: Edit again, its fade ends at 0.5
    clock.advance(by: .milliseconds(150))  // t = 0.35: the first fade has ended
    #expect(!stepper.isUserInteractionEnabled)
    clock.advance(by: .milliseconds(150))  // t = 0.5
    #expect(stepper.isUserInteractionEnabled)
  }

  @Test func anAnimationCutShortStillAppliesWhatTheCurrentStatesWant() {
    button.tap()
    #expect(animator.running == 1)
    animator.interruptAll()
    #expect(controller.mode == .edit)
    #expect(stepper.isUserInteractionEnabled, "not finished, yet the states still want taps on")
    #expect(animator.running == 0)
    clock.advance(by: .seconds(1))
    #expect(stepper.isUserInteractionEnabled)
  }

  @Test func anAnimationCutShortAfterItsStatesWereLeftAppliesNothing() {
    button.tap()
    button.tap()
    animator.interruptAll()
    #expect(controller.mode == .browse)
    #expect(!stepper.isUserInteractionEnabled)
  }

  @Test func anUnboundAppearanceMakesNoAssignmentWhenAnAnimationEnds() throws {
    let outlets = BrowseEditController.Outlets()
    let machine = StateMachine(BrowseEditController.chart, context: outlets, clock: clock)
    let binding = try BrowseEditController.appearance.bind(to: machine, animator: animator)
    machine.start()
    machine.send(.button)
    binding.unbind()
    clock.advance(by: .seconds(1))
    #expect(!outlets.stepper.isUserInteractionEnabled)
  }

  /// A faded-out button takes no touches, but code (or an accessibility action) can still send
  /// its action during the fade.
  @Test func anActionDuringTheTogglesFadeShowsTheImageOfTheLastState() {
    let owner = ToggleController()
    let (toggle, _) = owner.installBehaviors(animator: animator, clock: clock)
    owner.favorite.tap()  // toggled; its fade-out ends at 0.7
    clock.advance(by: .milliseconds(500))
    owner.favorite.sendActions()  // back to normal; this fade-out ends at 1.2
    clock.advance(by: .milliseconds(300))  // t = 0.8: the first fade-out has ended
    #expect(!toggle.isToggled)
    #expect(
      owner.favorite.currentImage == Headless.Image("star"), "the older fade's end shows nothing of the older state")
    #expect(owner.favorite.alpha == 0, "the newer fade-out is still running")
    clock.advance(by: .seconds(2))
    #expect(owner.favorite.currentImage == Headless.Image("star"))
    #expect(owner.favorite.alpha == 1)
  }
}
