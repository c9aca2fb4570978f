import StateKit
import StateKitTesting
import Testing

// The snippets of the catalog's overview and of "Central and Distributed Logic", verbatim
// (`DocumentationSnippetTests` checks it), run and checked against what the text says.

@MainActor
@Suite("Documentation articles")
struct DocumentationArticleTests {
  @Test func theOverviewChartRuns() throws {
    enum Mode: Hashable, Sendable { case browse, edit, empty }
    enum Input: Hashable, Sendable { case button, stepper }

    struct Counter { var value = 1 }

    let chart = try Chart<Mode, Input, Counter>(initial: .browse) {
      State(.browse) { On(.button, to: .edit) }
      State(.edit) {
        On(.stepper) { $0.value += 1 }
        On(.button, to: .empty, when: { $0.value < 1 })
        On(.button, to: .browse)
      }
      State(.empty) { On(.button, to: .edit) }
    }
    let machine = StateMachine(chart, context: Counter())
    machine.start()
    #expect(machine.send(.stepper).rejection?.reason == .noTransition)
    machine.send(.button)
    #expect(machine.send(.stepper) == .handled && machine.context.value == 2)
    machine.send(.button)
    #expect(machine.activeStates == [.browse])
  }

  @Test func centralLogicHoldsEveryTransition() throws {
    let light = try Chart<Light, Never, Lamp> {
      State(.green) {
        Entry { $0.lit = .green }
        After(.seconds(1), to: .yellow)
      }
      State(.yellow) {
        Entry { $0.lit = .yellow }
        After(.milliseconds(500), to: .red)
      }
      State(.red) {
        Entry { $0.lit = .red }
        After(.seconds(2), to: .green)
      }
    }
    try expectCycle(light)
  }

  @Test func distributedLogicDecidesInEachState() throws {
    struct SolidLight: StateLogic {
      let id: Light
      let delay: Duration
      let next: Light
      var successors: [Light] { [next] }
      var advance: (after: Duration, to: Light)? { (delay, next) }
      func didEnter(_ scope: borrowing ActionScope<Light, Never, Lamp>) { scope.lit = id }
    }

    let light = try Chart(logic: [
      SolidLight(id: .green, delay: .seconds(1), next: .yellow),
      SolidLight(id: .yellow, delay: .milliseconds(500), next: .red),
      SolidLight(id: .red, delay: .seconds(2), next: .green),
    ])
    try expectCycle(light)
  }

  /// Runs like the traffic light of the seed 003 tests: the same states entered at the same times.
  private func expectCycle(_ chart: Chart<Light, Never, Lamp>) throws {
    func entries(_ chart: Chart<Light, Never, Lamp>) -> [Light] {
      let clock = ManualClock()
      let machine = StateMachine(chart, context: Lamp(), clock: clock)
      var entered: [Light] = []
      machine.onTransition { entered += $0.step.entered }
      machine.start()
      for _ in 0..<14 { clock.advance(by: .milliseconds(500)) }
      return entered
    }
    #expect(entries(chart) == entries(try centralTrafficLight()))
    #expect(entries(chart) == [.green, .yellow, .red, .green, .yellow, .red, .green])
  }
}
