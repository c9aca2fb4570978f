import StateKit
import StateKitTesting
import StateKitUI
import Testing
import UIKit

/// A flow shown in a `UITableView` (seed 004's wizard in UIKit).
@MainActor
@Suite struct FlowTableDataSourceTests {
  enum Step: Hashable, Sendable { case choose, confirm, done }
  enum Input: Hashable, Sendable { case pick(String), confirm, back }

  @MainActor final class Pairing {
    var device: String?
  }

  static let chart = try! Chart<Step, Input, Pairing>(initial: .choose) {
    State(.choose) {
      On(.pick("Watch"), to: .confirm) { $0.device = "Watch" }
      On(.pick("Scale"), to: .confirm) { $0.device = "Scale" }
    }
    State(.confirm) {
      On(.confirm, to: .done)
      On(.back, to: .choose)
    }
    Final(.done)
  }

  static let steps: [Step: FlowStep<Input, Pairing>] = [
    .choose: FlowStep("Choose") { _ in
      [
        FlowSection(
          "Devices",
          rows: [
            FlowRow("watch", "Watch", accessory: .disclosureIndicator, sends: .pick("Watch")),
            FlowRow("scale", "Scale", accessory: .disclosureIndicator, sends: .pick("Scale")),
            FlowRow("toaster", "Toaster", isEnabled: false, sends: .pick("Toaster")),
          ])
      ]
    },
    .confirm: FlowStep("Confirm") { pairing in
      [
        FlowSection(rows: [FlowRow("device", pairing.device ?? "?", detail: "selected", accessory: .checkmark)]),
        FlowSection(rows: [FlowRow("pair", "Pair", sends: .confirm), FlowRow("back", "Back", sends: .back)]),
      ]
    },
  ]

  func texts(_ table: UITableView) -> [[String?]] {
    (0..<table.numberOfSections).map { section in
      (0..<table.numberOfRows(inSection: section)).map {
        table.cellForRow(at: IndexPath(row: $0, section: section))?.textLabel?.text
      }
    }
  }

  @Test func theTableShowsTheCurrentStepAndATapMovesOn() {
    let flow = Flow(machine: StateMachine(Self.chart, context: Pairing(), clock: ManualClock()), steps: Self.steps)
    let table = UITableView(frame: .zero, style: .insetGrouped)
    let source = FlowTableDataSource(flow: flow, tableView: table)
    flow.start()
    #expect(texts(table) == [["Watch", "Scale", "Toaster"]])
    #expect(source.tableView(table, titleForHeaderInSection: 0) == "Devices")
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType == .disclosureIndicator)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isUserInteractionEnabled == false)

    source.tableView(table, didSelectRowAt: IndexPath(row: 1, section: 0))
    #expect(texts(table) == [["Scale"], ["Pair", "Back"]])
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.detailTextLabel?.text == "selected")

    source.tableView(table, didSelectRowAt: IndexPath(row: 1, section: 1))
    #expect(flow.currentState == .choose)
    #expect(texts(table) == [["Watch", "Scale", "Toaster"]])
  }

  @Test func aDisabledRowSendsNothing() {
    let flow = Flow(machine: StateMachine(Self.chart, context: Pairing(), clock: ManualClock()), steps: Self.steps)
    let table = UITableView(frame: .zero, style: .plain)
    let source = FlowTableDataSource(flow: flow, tableView: table)
    flow.start()
    source.tableView(table, didSelectRowAt: IndexPath(row: 2, section: 0))
    #expect(flow.currentState == .choose)
  }
}
