#if canImport(UIKit)
  import ExampleCharts
  import StateKit
  import StateKitTesting
  import StateKitUI
  import Testing
  import UIKit
  import UIKitExamples

  /// Seed 000's view controller, driven as a person drives it: taps and the stepper.
  @MainActor
  @Suite struct BrowseEditViewControllerTests {
    @Test func tappingEditShowsBrowseAndFadesTheStepperIn() {
      let clock = ManualClock()
      let animator = ClockAnimator(scheduler: clock)
      let controller = BrowseEditViewController(clock: clock, animator: animator)
      controller.loadViewIfNeeded()
      #expect(controller.editButton.title(for: .normal) == "Edit")
      #expect(controller.stepper.alpha == 0)
      #expect(!controller.stepper.isUserInteractionEnabled)

      controller.editButton.sendActions(for: .primaryActionTriggered)
      #expect(controller.mode == .edit)
      #expect(controller.editButton.currentTitle == "Browse")
      #expect(controller.stepper.alpha == 1)
      // It takes taps once it has faded in: after 0.3 s.
      #expect(!controller.stepper.isUserInteractionEnabled)
      clock.advance(by: .milliseconds(299))
      #expect(!controller.stepper.isUserInteractionEnabled)
      clock.advance(by: .milliseconds(1))
      #expect(controller.stepper.isUserInteractionEnabled)
      #expect(animator.records.map(\.duration) == [.milliseconds(300)])
    }

    @Test func theStepperChangesTheNumberInEditOnly() {
      let controller = BrowseEditViewController(clock: ManualClock(), animator: ImmediateAnimator())
      controller.loadViewIfNeeded()
      controller.stepper.value = 4
      controller.stepper.sendActions(for: .valueChanged)
      #expect(controller.label.text == "1")
      #expect(controller.rejections.count == 1)

      controller.editTapped()
      controller.stepper.value = 5
      controller.stepper.sendActions(for: .valueChanged)
      #expect(controller.label.text == "5")
    }

    @Test func leavingEditWithNothingLeftShowsEmpty() {
      let controller = BrowseEditViewController(clock: ManualClock(), animator: ImmediateAnimator())
      controller.loadViewIfNeeded()
      controller.editTapped()
      controller.stepper.value = 0
      controller.stepper.sendActions(for: .valueChanged)
      controller.editTapped()
      #expect(controller.mode == .empty)
      #expect(controller.label.backgroundColor == .red)
      #expect(controller.editButton.title(for: .normal) == "Edit")
      #expect(controller.stepper.alpha == 0)
      controller.editTapped()
      #expect(controller.mode == .edit)
      #expect(controller.label.backgroundColor == .lightGray)
    }

    @Test func theAppearanceFitsTheChart() {
      #expect(BrowseEditViewController.appearance.validate(against: BrowseEdit.chart).isEmpty)
    }

    @Test func uiKitsOwnAnimationsByDefault() {
      // Without an animator, UIViewAnimator: the shim's UIView.animate completes at once.
      let controller = BrowseEditViewController(clock: ManualClock())
      controller.loadViewIfNeeded()
      controller.editTapped()
      #expect(controller.stepper.alpha == 1)
      #expect(controller.stepper.isUserInteractionEnabled)
    }
  }
#endif
