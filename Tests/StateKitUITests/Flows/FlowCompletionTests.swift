import StateKit
import StateKitControls
import StateKitTesting
import StateKitUI
import Testing

@MainActor
@Suite("Flows: completion")
struct FlowCompletionTests {
  enum Step: Hashable, Sendable { case collect, finished }
  enum Input: Hashable, Sendable { case add, done }

  final class Basket {
    var items = 0
  }

  static let chart = try! Chart<Step, Input, Basket>(initial: .collect) {
    State(.collect) {
      On(.add) { $0.items += 1 }
      On(.done, to: .finished)
    }
    Final(.finished)
  }

  static let steps: [Step: FlowStep<Input, Basket>] = [
    .collect: FlowStep("Collect", completion: .done, isComplete: { $0.items >= 2 }) { basket in
      [FlowSection(rows: [FlowRow("add", "Add (\(basket.items))", sends: .add)])]
    },
    .finished: FlowStep("Done") { _ in [FlowSection(rows: [FlowRow("done", "Done")])] },
  ]

  /// A handled event — sent through the flow, or to the machine directly — refreshes the step's
  /// rows, and the step that becomes complete sends its completion event once.
  @Test func aStepCompletedByHandledEventsSendsItsCompletionOnce() {
    let list = Headless.ListView()
    let flow = Flow(
      machine: StateMachine(Self.chart, context: Basket(), clock: ManualClock()), steps: Self.steps, list: list)
    flow.start()
    flow.send(.add)
    #expect(list.cell(at: Headless.RowIndex(section: 0, row: 0))?.textLabel?.text == "Add (1)")
    flow.machine.send(.add)
    #expect(flow.currentState == .finished)
    #expect(flow.machine.context.items == 2)
  }
}
