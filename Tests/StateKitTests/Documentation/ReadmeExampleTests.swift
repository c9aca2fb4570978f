import StateKit
import StateKitTesting
import Testing

// The README's examples, verbatim (`DocumentationSnippetTests` checks it), run and checked
// against what the text says. The list screen's events and chart are in
// PayloadEventScreensTests.swift.

@MainActor
@Suite("README example")
struct ReadmeExampleTests {
  @Test func runsAsTheReadmeSays() throws {
    enum Mode: Hashable, Sendable { case browse, edit, empty }
    enum Tap: Hashable, Sendable { case button, stepper }

    final class Screen {
      var number = 1
    }

    let screenChart = try Chart<Mode, Tap, Screen>(initial: .browse) {
      State(.browse) { On(.button, to: .edit) }
      State(.edit) {
        On(.stepper) { $0.number -= 1 }
        On(.button, to: .empty, when: { $0.number < 1 })
        On(.button, to: .browse)
      }
      State(.empty) { On(.button, to: .edit) }
    }

    let machine = StateMachine(screenChart, context: Screen())
    machine.start()
    machine.send(.stepper)  // .rejected: "event 'stepper' is not accepted in state 'browse'"
    machine.send(.button)  // .transitioned: browse → edit
    #expect(machine.activeStates == [.edit])
    #expect(machine.send(.stepper) == .handled)
    machine.send(.button)
    #expect(machine.activeStates == [.empty])
    let fresh = StateMachine(screenChart, context: Screen())
    fresh.start()
    #expect(fresh.send(.stepper).rejection?.description == "event 'stepper' is not accepted in state 'browse'")
  }
}
