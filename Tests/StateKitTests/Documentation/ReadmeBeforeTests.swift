import StateKit
import Testing

// The README's "before": the controller an enum and a `switch` give (verbatim:
// `DocumentationSnippetTests` checks it), against the chart of its "A chart in Swift".

enum ScreenMode { case browse, edit, empty }

final class BeforeController {
  var mode = ScreenMode.browse
  var number = 1
  var stepperHidden = true
  var buttonTitle = "Edit"

  func buttonTapped() {
    switch mode {
    case .browse: mode = .edit
    case .edit: mode = number < 1 ? .empty : .browse
    case .empty: mode = .edit
    }
    updateControls()  // every control, for every mode, set again by hand
  }
  func stepperChanged(to value: Int) {
    guard mode == .edit else { return }  // or assert: the day it happens, a crash
    number = value
  }
  func updateControls() {
    stepperHidden = mode != .edit
    buttonTitle = mode == .edit ? "Browse" : "Edit"
  }
}

@MainActor
@Suite("README before and after")
struct ReadmeBeforeTests {
  /// Both reach the same modes; only the chart says why a stepper change in Browse did nothing.
  @Test func theBeforeAndTheAfterAgreeAndOnlyTheAfterExplainsAWrongTap() throws {
    let before = BeforeController()
    before.stepperChanged(to: 0)
    #expect(before.number == 1 && before.mode == .browse)
    before.buttonTapped()
    before.stepperChanged(to: 0)
    before.buttonTapped()
    #expect(before.mode == .empty && before.stepperHidden && before.buttonTitle == "Edit")

    enum Mode: Hashable, Sendable { case browse, edit, empty }
    enum Tap: Hashable, Sendable { case button, stepper }
    final class Screen { var number = 1 }
    let chart = try Chart<Mode, Tap, Screen>(initial: .browse) {
      State(.browse) { On(.button, to: .edit) }
      State(.edit) {
        On(.stepper) { $0.number -= 1 }
        On(.button, to: .empty, when: { $0.number < 1 })
        On(.button, to: .browse)
      }
      State(.empty) { On(.button, to: .edit) }
    }
    let machine = StateMachine(chart, context: Screen())
    machine.start()
    var reasons: [String] = []
    machine.rejectionPolicy = .report { reasons.append($0.description) }
    machine.send(.stepper)
    machine.send(.button)
    machine.send(.stepper)
    machine.send(.button)
    #expect(machine.activeStates == [.empty])
    #expect(reasons == ["event 'stepper' is not accepted in state 'browse'"])
  }
}
