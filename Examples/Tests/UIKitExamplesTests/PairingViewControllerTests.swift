#if canImport(UIKit)
  import ExampleCharts
  import StateKit
  import StateKitTesting
  import StateKitUI
  import Testing
  import UIKit
  import UIKitExamples

  /// A pairing service that answers at once.
  struct AnsweringService: PairingService {
    let accepts: Bool
    func requestPairing(code: String) async throws -> Bool { accepts }
  }

  /// Seed 004's view controller: the table follows the wizard's steps.
  @MainActor
  @Suite struct PairingViewControllerTests {
    func rowTexts(_ table: UITableView) -> [String?] {
      (0..<table.numberOfSections).flatMap { section in
        (0..<table.numberOfRows(inSection: section)).map {
          table.cellForRow(at: IndexPath(row: $0, section: section))?.textLabel?.text
        }
      }
    }

    func tapRow(_ text: String, in controller: PairingViewController) {
      let table = controller.tableView
      for section in 0..<table.numberOfSections {
        for row in 0..<table.numberOfRows(inSection: section)
        where table.cellForRow(at: IndexPath(row: row, section: section))?.textLabel?.text == text {
          // The delegate's method, called on its own type: on Apple platforms the protocol's
          // method is an optional requirement (`delegate?.tableView?(…)`), which Linux cannot declare.
          let source =
            table.delegate as? FlowTableDataSource<PairingWizard.Step, PairingWizard.Input, PairingWizard.Pairing>
          source?.tableView(table, didSelectRowAt: IndexPath(row: row, section: section))
          return
        }
      }
      Issue.record("no row \(text)")
    }

    @Test func aCodeThenThePushPairs() async throws {
      let controller = PairingViewController(service: AnsweringService(accepts: true), clock: ManualClock())
      controller.loadViewIfNeeded()
      #expect(rowTexts(controller.tableView) == ["6 digits", "Send request", "Cancel"])
      // Disabled until the code has six digits.
      tapRow("Send request", in: controller)
      #expect(controller.step == .enterCode)

      controller.codeField.text = "123456"
      controller.codeField.sendActions(for: .editingChanged)
      #expect(rowTexts(controller.tableView).first == "123456")
      tapRow("Send request", in: controller)
      #expect(controller.step == .requesting)
      try await controller.flow.machine.waitUntilActive(.waitForResponse, timeout: .seconds(5))
      #expect(rowTexts(controller.tableView) == ["Confirm on the alarm system", "Cancel"])

      controller.pushReceived(accepted: true)
      #expect(controller.step == .paired)
      #expect(rowTexts(controller.tableView) == ["Paired: you will receive alarms", "Close"])
      tapRow("Close", in: controller)
      #expect(controller.step == .closed)
      #expect(controller.flow.machine.isFinished)
    }

    @Test func aRefusedCodeFails() async throws {
      let controller = PairingViewController(service: AnsweringService(accepts: false), clock: ManualClock())
      controller.loadViewIfNeeded()
      controller.codeField.text = "654321"
      controller.codeField.sendActions(for: .editingChanged)
      tapRow("Send request", in: controller)
      try await controller.flow.machine.waitUntilActive(.failed, timeout: .seconds(5))
      #expect(rowTexts(controller.tableView) == ["the code was not accepted"])
    }
  }
#endif
