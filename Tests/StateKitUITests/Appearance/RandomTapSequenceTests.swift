import StateKit
import StateKitControls
import StateKitShowcase
import StateKitTestSupport
import StateKitTesting
import StateKitUI
import Testing

/// Random taps with random time between them, on the manual clock (seeded: every failure names
/// its seed). After every settled moment — no animation running — the controls show exactly the
/// appearance of the active states; at every moment, no control takes taps its state forbids.
@MainActor
@Suite("Appearance: random tap sequences")
struct RandomTapSequenceTests {
  typealias Mode = BrowseEditController.Mode

  /// What the article's rules say each control shows in a mode (recorded only when one differs:
  /// the test makes half a million checks).
  func checkSettled(_ controller: BrowseEditController, seed: UInt64, step: Int) {
    let outlets = controller.outlets
    let mode = controller.mode
    let shown = [
      "\(outlets.stepper.alpha)", "\(outlets.stepper.isUserInteractionEnabled)", outlets.button.currentTitle ?? "",
      outlets.label.backgroundColor?.description ?? "", outlets.label.text ?? "",
    ]
    let wanted = [
      mode == .edit ? "1.0" : "0.0", "\(mode == .edit)", mode == .edit ? "Browse" : "Edit",
      mode == .empty ? "red" : "lightGray", String(Int(outlets.stepper.value)),
    ]
    if shown != wanted { Issue.record("seed \(seed), step \(step), \(mode): shows \(shown), wants \(wanted)") }
  }

  @Test func thousandSequencesOnTheSeed000Controller() {
    var settledChecks = 0
    for seed in UInt64(1)...1_000 {
      var random = SeededRandom(seed: seed)
      let clock = ManualClock()
      let animator = ClockAnimator(scheduler: clock)
      let controller = BrowseEditController(clock: clock, animator: animator)
      let outlets = controller.outlets
      for step in 0..<30 {
        let modeBefore = controller.mode
        let valueBefore = outlets.stepper.value
        switch random.int(0..<2) {
        case 0: outlets.button.tap()
        default:
          let reached = random.chance(50) ? outlets.stepper.increment() : outlets.stepper.decrement()
          if reached && modeBefore != .edit {
            Issue.record("seed \(seed), step \(step): a stepper tap reached \(modeBefore)")
          }
        }
        if modeBefore != .edit && outlets.stepper.value != valueBefore {
          Issue.record("seed \(seed), step \(step): the value changed in \(modeBefore)")
        }
        // Time passes in slices, so that every moment between taps is looked at.
        for _ in 0..<random.int(0..<12) {
          if controller.mode != .edit && outlets.stepper.receivesTouches {
            Issue.record("seed \(seed), step \(step): the stepper takes taps in \(controller.mode)")
          }
          clock.advance(by: .milliseconds(50))
        }
        if animator.running == 0 {
          checkSettled(controller, seed: seed, step: step)
          settledChecks += 1
        }
      }
      clock.advance(by: .seconds(1))
      checkSettled(controller, seed: seed, step: 30)
    }
    #expect(settledChecks > 10_000, "most moments between taps are settled ones")
  }
}
