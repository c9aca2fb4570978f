import StateKit
import StateKitControls
import StateKitTesting
import StateKitUI
import Testing

/// A list of the app's own: StateKitUI's flows show their steps in any `FlowList`, not only in
/// the headless one of StateKitControls.
@MainActor
private final class RecordingList: FlowList {
  var shown: [[String]] = []
  var takesTaps = true
  var taps: [String] = []

  func showFlowSections<E, C>(_ sections: [FlowSection<E, C>]) -> AnyObject? {
    shown.append(sections.flatMap { $0.rows.map(\.text) })
    return nil
  }

  func tapFlowRow(section: Int, row: Int) -> Bool {
    taps.append("\(section).\(row)")
    return takesTaps
  }
}

@MainActor
@Suite("Flows: the list a flow shows its steps in")
struct FlowListTests {
  enum Step: Hashable, Sendable { case choose, done }
  enum Input: Hashable, Sendable { case pick }
  final class Choice {}

  static let chart = try! Chart<Step, Input, Choice>(initial: .choose) {
    State(.choose) { On(.pick, to: .done) }
    State(.done)
  }
  static let steps: [Step: FlowStep<Input, Choice>] = [
    .choose: FlowStep("Choose") { _ in
      [
        FlowSection(rows: [
          FlowRow("off", "Off", isEnabled: false, sends: .pick), FlowRow("pick", "Pick", sends: .pick),
        ])
      ]
    }
  ]

  func makeFlow(list: (any FlowList)?) -> Flow<Step, Input, Choice> {
    Flow(machine: StateMachine(Self.chart, context: Choice(), clock: ManualClock()), steps: Self.steps, list: list)
  }

  @Test func anAppsOwnListShowsTheStepsAndDecidesWhetherATapArrives() {
    let list = RecordingList()
    let flow = makeFlow(list: list)
    flow.start()
    #expect(list.shown == [["Off", "Pick"]])
    list.takesTaps = false
    #expect(flow.select(section: 0, row: 1) == nil, "the list let no tap through")
    #expect(flow.currentState == .choose)
    list.takesTaps = true
    #expect(flow.select(section: 0, row: 0) == nil, "a disabled row sends nothing")
    #expect(flow.select(section: 0, row: 1)?.isAccepted == true)
    #expect(list.taps == ["0.1", "0.1"], "the list is asked only about enabled rows with an event")
    #expect(list.shown.last == [], "a state without a step shows an empty list")
  }

  @Test func aFlowWithoutAListSelectsByItsRows() {
    let flow = makeFlow(list: nil)
    flow.start()
    #expect(flow.rows.map(\.id) == ["off", "pick"])
    #expect(flow.select(section: 0, row: 2) == nil, "no such row")
    #expect(flow.select(section: 1, row: 0) == nil, "no such section")
    #expect(flow.select(section: 0, row: 1)?.isAccepted == true)
    #expect(flow.machine.isActive(.done))
    #expect(flow.currentState == nil, "the state shows no step")
  }

  @Test func aHeadlessListShowsTheRowsAccessoriesAndTakesTapsOnlyOnEnabledRows() {
    let list = Headless.ListView(name: "steps")
    let flow = makeFlow(list: list)
    flow.start()
    #expect(list.cell(at: Headless.RowIndex(section: 0, row: 0))?.isUserInteractionEnabled == false)
    list.isHidden = true
    #expect(flow.select(section: 0, row: 1) == nil, "a hidden list takes no tap")
    list.isHidden = false
    #expect(flow.select(section: 0, row: 1)?.isAccepted == true)
    #expect(list.sections.isEmpty)
  }
}
