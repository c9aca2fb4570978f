import StateKit
import StateKitTesting
import Testing

// The samples of StateKitTesting's landing page (StateKitTesting.docc), verbatim.
@MainActor
@Suite("StateKitTesting's landing page")
struct LandingPageTests {
  final class Screen {}

  /// Saving waits 30 s for the server's answer, then goes back to editing.
  func saveChart() throws -> Chart<String, String, Screen> {
    try Chart<String, String, Screen>(initial: "editing") {
      State("editing") { On("save", to: "saving") }
      State("saving") {
        On("saved", to: "done")
        After(.seconds(30), to: "editing")
      }
      Final("done")
    }
  }

  @Test func timeOnDemand() throws {
    let chart = try saveChart()
    let clock = ManualClock()
    let machine = StateMachine(chart, context: Screen(), clock: clock)
    machine.start()
    machine.send("save")
    clock.advance(by: .seconds(30))
    #expect(machine.isActive("editing"), "the save timed out")
  }

  @Test func everyTransitionCovered() throws {
    let chart = try saveChart()
    let plan = PathFinder(chart: chart, context: { Screen() }).plan(covering: .transitions)
    for path in plan.paths {
      let driver = StepDriver(chart, context: Screen())
      driver.perform(path.steps)
      #expect(driver.machine.activeStates == path.activeStates)
    }
    #expect(plan.untakenTransitions.isEmpty)
    print(plan)
    #expect(plan.paths.map(\.steps) == [[.send("save"), .send("saved")], [.send("save"), .wait(.seconds(30))]])
  }

  /// A `@MainActor` class context, told apart by what the guard reads.
  @Test func contextsToldApartByAKey() throws {
    typealias Input = PaymentScreen.Input
    let chart = try Chart<PaymentScreen.Mode, Input, PaymentForm>(initial: .editing) {
      State(.editing) {
        On(EventCase<Input, String>(.emailChanged) { if case .emailChanged(let text) = $0 { text } else { nil } }) {
          scope, email in scope.email = email
        }
        On(.pay, to: .validating, when: { $0.email.contains("@") })
      }
      State(.validating)
    }
    var finder = PathFinder(chart: chart, samples: [.emailChanged("ada@example.com")], context: { PaymentForm() })
    finder.distinguishContexts(by: { $0.email })
    let plan = finder.plan(covering: .states)
    #expect(plan.unreachableStates.isEmpty)
    #expect(plan.paths.map(\.steps) == [[.send(.emailChanged("ada@example.com")), .send(.pay)]])
  }
}
