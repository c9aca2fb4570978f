import StateKit
import StateKitControls
import StateKitShowcase
import StateKitTesting
import StateKitUI
import Testing

/// Seed 000: every rule of the article's specification.
@MainActor
@Suite("Seed 000: Browse / Edit / Empty")
struct Seed000BrowseEditTests {
  let clock = ManualClock()
  let animator: ClockAnimator
  let controller: BrowseEditController
  var outlets: BrowseEditController.Outlets { controller.outlets }

  init() {
    animator = ClockAnimator(scheduler: clock)
    controller = BrowseEditController(clock: clock, animator: animator)
  }

  @Test func startsInBrowseWithOnlyLabelAndButtonShowing() {
    #expect(controller.mode == .browse)
    #expect(outlets.stepper.alpha == 0)
    #expect(!outlets.stepper.isUserInteractionEnabled)
    #expect(outlets.button.currentTitle == "Edit")
    #expect(outlets.label.text == "1")
  }

  @Test func inBrowseTheStepperIgnoresTapsAndOnlyTheButtonResponds() {
    #expect(!outlets.stepper.increment())
    #expect(outlets.stepper.value == 1)
    #expect(outlets.label.text == "1")
    #expect(outlets.button.tap())
    #expect(controller.mode == .edit)
  }

  @Test func aStepperActionInTheWrongModeIsReportedAsARejectionNotACrash() {
    controller.stepperTapped(outlets.stepper)
    #expect(controller.lastOutcome?.rejection?.reason == .noTransition)
    #expect(controller.rejections == ["no transition for 'stepper' in browse"])
    #expect(controller.mode == .browse)
  }

  @Test func buttonTogglesBrowseAndEditWithTitles() {
    outlets.button.tap()
    #expect(controller.mode == .edit)
    #expect(outlets.button.currentTitle == "Browse")
    outlets.button.tap()
    #expect(controller.mode == .browse)
    #expect(outlets.button.currentTitle == "Edit")
  }

  @Test func inEditTheStepperBecomesTappableAfterTheFadeAndChangesTheLabel() {
    outlets.button.tap()
    #expect(outlets.stepper.alpha == 1)
    #expect(!outlets.stepper.isUserInteractionEnabled, "taps are enabled only when the fade completes")
    clock.advance(by: .milliseconds(300))
    #expect(outlets.stepper.isUserInteractionEnabled)
    #expect(outlets.stepper.increment())
    #expect(outlets.label.text == "2")
    #expect(controller.mode == .edit)
  }

  @Test func fadesTakeThreeTenthsOfASecondBothWays() {
    outlets.button.tap()
    clock.advance(by: .seconds(1))
    outlets.button.tap()
    #expect(animator.records.map(\.duration) == [.milliseconds(300), .milliseconds(300)])
    #expect(animator.records.map(\.properties) == [["stepper.alpha"], ["stepper.alpha"]])
  }

  @Test func leavingEditBelowOneGoesToEmptyWithARedLabel() {
    outlets.button.tap()
    clock.advance(by: .milliseconds(300))
    outlets.stepper.decrement()
    #expect(outlets.label.text == "0")
    outlets.button.tap()
    #expect(controller.mode == .empty)
    #expect(outlets.label.backgroundColor == .red)
    #expect(outlets.stepper.alpha == 0)
    #expect(!outlets.stepper.increment())
    #expect(outlets.button.currentTitle == "Edit")
  }

  @Test func fromEmptyTheButtonGoesToEditAndTheRedGoes() {
    outlets.button.tap()
    clock.advance(by: .milliseconds(300))
    outlets.stepper.decrement()
    outlets.button.tap()
    outlets.button.tap()
    #expect(controller.mode == .edit)
    #expect(outlets.label.backgroundColor == .lightGray)
    clock.advance(by: .milliseconds(300))
    #expect(outlets.stepper.increment())
    outlets.button.tap()
    #expect(controller.mode == .browse)
  }

  @Test func everyPathThroughTheChartKeepsTheRules() {
    // Model-based: for every mode, the stepper responds if and only if the mode is Edit.
    for sequence in [
      ["button"], ["button", "button"], ["button", "-", "button"], ["button", "-", "button", "button"],
    ] {
      let clock = ManualClock()
      let controller = BrowseEditController(clock: clock, animator: ClockAnimator(scheduler: clock))
      for step in sequence {
        if step == "button" { controller.outlets.button.tap() } else { controller.outlets.stepper.decrement() }
        clock.advance(by: .seconds(1))
      }
      let before = controller.outlets.stepper.value
      let responded = controller.outlets.stepper.increment()
      #expect(responded == (controller.mode == .edit), "after \(sequence)")
      #expect((controller.outlets.stepper.value != before) == responded)
    }
  }
}
