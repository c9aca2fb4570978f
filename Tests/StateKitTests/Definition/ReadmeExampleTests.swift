import StateKit
import StateKitTesting
import Testing

// The README's example, verbatim between the markers, so that it keeps compiling and working.
// README-EXAMPLE-BEGIN
enum Mode: Hashable, Sendable { case browse, edit, empty }
enum Tap: Hashable, Sendable { case button, stepper }

final class Screen {
  var number = 1
}

@MainActor let screenChart = try! Chart<Mode, Tap, Screen>(initial: .browse) {
  State(.browse) { On(.button, to: .edit) }
  State(.edit) {
    On(.stepper) { $0.number -= 1 }
    On(.button, to: .empty, when: { $0.number < 1 })
    On(.button, to: .browse)
  }
  State(.empty) { On(.button, to: .edit) }
}
// README-EXAMPLE-END

@MainActor
@Suite("README example")
struct ReadmeExampleTests {
  @Test func runsAsTheReadmeSays() {
    let machine = StateMachine(screenChart, context: Screen())
    machine.start()
    #expect(machine.send(.stepper).rejection?.description == "event 'stepper' is not accepted in state 'browse'")
    machine.send(.button)
    machine.send(.stepper)
    machine.send(.button)
    #expect(machine.activeStates == [.empty])
  }
}
