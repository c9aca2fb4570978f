import StateKit
import StateKitControls
import StateKitShowcase
import StateKitTesting
import StateKitUI
import Testing

/// Model-based testing of seed 000: the path finder explores the controller's chart, and every
/// path it plans is driven through the real controller, checking the article's rules after
/// every step.
@MainActor
@Suite("Seed 000: model-based")
struct Seed000ModelBasedTests {
  typealias Mode = BrowseEditController.Mode

  /// The article's rules for what each mode shows.
  func checkRules(_ controller: BrowseEditController, _ clock: ManualClock, after path: [BrowseEditController.Input]) {
    clock.advance(by: .seconds(1))  // let fades complete
    let outlets = controller.outlets
    let mode = controller.mode
    #expect(outlets.stepper.receivesTouches == (mode == .edit), "after \(path)")
    #expect((outlets.label.backgroundColor == .red) == (mode == .empty), "after \(path)")
    #expect(outlets.button.currentTitle == (mode == .edit ? "Browse" : "Edit"), "after \(path)")
  }

  @Test(arguments: [0.0, 1.0])
  func everyPlannedPathKeepsTheRules(startingValue: Double) {
    let finder = PathFinder(
      chart: BrowseEditController.chart, context: { BrowseEditController.Outlets(value: startingValue) })
    let plan = finder.plan(covering: .transitions)
    #expect(!plan.paths.isEmpty)
    for path in plan.paths {
      let clock = ManualClock()
      let controller = BrowseEditController(
        clock: clock, animator: ClockAnimator(scheduler: clock), value: startingValue)
      checkRules(controller, clock, after: [])
      for (step, input) in path.events.enumerated() {
        switch input {
        case .button: controller.outlets.button.tap()
        case .stepper: controller.stepperTapped(controller.outlets.stepper)
        }
        checkRules(controller, clock, after: Array(path.events.prefix(step + 1)))
      }
      #expect(controller.machine.activeAtomicStates == path.activeAtomicStates)
    }
  }

  @Test func theModelShowsWhatEachStartingValueCanReach() {
    let fromZero = PathFinder(chart: BrowseEditController.chart, context: { BrowseEditController.Outlets(value: 0) })
      .plan(covering: .transitions)
    // At 0, leaving Edit always goes to Empty: the Edit → Browse transition is never taken.
    #expect(
      fromZero.untakenTransitions.map { "\($0.source)→\($0.targets)" } == [
        "edit→[StateKitShowcase.BrowseEditController.Mode.browse]"
      ])
    let fromOne = PathFinder(chart: BrowseEditController.chart, context: { BrowseEditController.Outlets(value: 1) })
      .plan(covering: .states)
    #expect(fromOne.unreachableStates == [.empty])
  }
}
