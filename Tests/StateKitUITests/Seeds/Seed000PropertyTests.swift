import Foundation
import StateKit
import StateKitControls
import StateKitShowcase
import StateKitTesting
import StateKitUI
import Testing

/// Seed 000 under random taps and waits, as a person uses the screen: the button, the
/// stepper's halves (which take touches only once the fade into Edit is over), and time.
@MainActor
@Suite("Seed 000: properties")
struct Seed000PropertyTests {
  typealias Screen = BrowseEditController

  /// What a person does: taps the button or one half of the stepper. The stepper only takes the
  /// tap when it receives touches, as a real one would.
  enum Tap: String, Hashable, Sendable, Codable, CaseIterable {
    case button, stepperUp, stepperDown
  }

  let test = PropertyTest(
    inputs: Tap.allCases,
    subject: { clock in Screen(clock: clock, animator: ClockAnimator(scheduler: clock)) },
    machine: { $0.machine },
    send: { screen, tap in
      switch tap {
      case .button: screen.outlets.button.tap()
      case .stepperUp: screen.outlets.stepper.increment()
      case .stepperDown: screen.outlets.stepper.decrement()
      }
    })

  let stepperOnlyInEdit = Property<Screen>.never("the stepper is interactive outside Edit") { screen in
    screen.outlets.stepper.isUserInteractionEnabled && screen.mode != .edit
  }

  /// Deliberately wrong: the label turns red in Empty.
  let labelNeverRed = Property<Screen>.never("the label is red") { $0.outlets.label.backgroundColor == .red }

  @Test func theStepperIsNeverInteractiveOutsideEdit() {
    let result = test.check(
      stepperOnlyInEdit,
      .always("the label shows the stepper's value") { screen in
        screen.outlets.label.text == String(Int(screen.outlets.stepper.value))
      },
      .always("the button says where it goes") { screen in
        screen.outlets.button.currentTitle == (screen.mode == .edit ? "Browse" : "Edit")
      },
      .whenever(
        "a stepper that shows is usable once the fade is over", { $0.mode == .edit },
        eventually: { $0.outlets.stepper.receivesTouches || $0.mode != .edit }, within: .milliseconds(300)),
      walks: 200, steps: 40, seed: 2026)
    #expect(result.holds, "\(result)")
  }

  @Test func aBrokenInvariantShrinksToTheShortestTraceAndTheSavedTraceReplays() throws {
    let result = test.check(labelNeverRed, walks: 200, steps: 40, seed: 2026)
    let trace = try #require(result.counterexample)
    // Edit, let the stepper fade in, step down to 0, leave: Empty, red.
    #expect(
      trace.steps == [.send(.button), .wait(.milliseconds(300)), .send(.stepperDown), .send(.button)], "\(trace)")
    #expect(trace.configurations == [["browse"], ["edit"], ["edit"], ["edit"], ["empty"]])
    // Shortest: no sequence of three steps (taps, or waits of 0.3 s, the fade, or 1 s) turns it red.
    let alphabet = Tap.allCases.map(TestStep.send) + [.wait(.milliseconds(300)), .wait(.seconds(1))]
    var sequences: [[TestStep<Tap>]] = [[]]
    for _ in 0..<3 {
      sequences = sequences.flatMap { prefix in alphabet.map { prefix + [$0] } }
      for steps in sequences {
        #expect(test.replay(PropertyTrace(property: labelNeverRed.name, steps: steps), checking: labelNeverRed).holds)
      }
    }
    // Saved as JSON, read back and replayed: the same failure, the same states.
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("seed000-\(UUID()).json")
    try trace.jsonData().write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let saved = try PropertyTrace<Tap>(json: Data(contentsOf: file))
    let replayed = test.replay(saved, checking: labelNeverRed)
    #expect(replayed.counterexample?.steps == trace.steps)
    #expect(replayed.counterexample?.configurations == trace.configurations)
    #expect(replayed.divergence == nil)
  }

  @Test func theTraceReadsAsTheStepsAPersonTook() throws {
    let trace = try #require(test.check(labelNeverRed, walks: 200, steps: 40, seed: 2026).counterexample)
    let lines = trace.description.split(separator: "\n").dropFirst().map(String.init)
    #expect(
      lines == [
        "  start" + String(repeating: " ", count: 16) + "[browse]",
        "  1  send button       [edit]",
        "  2  wait 0.3 s        [edit]",
        "  3  send stepperDown  [edit]",
        "  4  send button       [empty]  ✗ does not hold",
      ])
  }
}
