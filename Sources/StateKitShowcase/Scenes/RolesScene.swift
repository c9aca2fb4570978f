import StateKit
import StateKitControls
import StateKitInspection
import StateKitUI

/// Seed 002 in the terminal.
@MainActor
final class RolesScene: Scene {
  let id = "002"
  let title = "One screen, three roles"
  let controller = RolesController(role: .guest)

  func attach(at endpoint: InspectorEndpoint, log: @escaping @Sendable (String) -> Void) -> [InspectionSession] {
    controller.machine.inspectForShowcase("Seed 002 roles screen", at: endpoint, log: log)
  }

  var states: [String] { names(controller.machine.activeAtomicStates) }
  var controls: [(String, String)] {
    var result = [
      (controller.addButton.name, describe(controller.addButton)),
      (controller.infoView.name, describe(controller.infoView)),
    ]
    for index in controller.list.rowIndices {
      if let cell = controller.list.cell(at: index) { result.append((cell.name, describe(cell))) }
    }
    return result
  }
  /// How the list reuses its cells: every reload hands the same cells to other rows.
  var extraLines: [String] {
    let list = controller.list
    let rows = controller.items.count
    return ["list: \(rows) rows in \(list.madeCellCount) cells, reloaded \(list.reloadCount) times (cells are reused)"]
  }
  var keys: [String] { ["role admin|user|guest", "tap add  (admin)", "tap row1…row\(controller.items.count)"] }
  var eventNames: [String] { RolesController.RoleID.allCases.map(\.rawValue) }

  func tap(_ control: String) -> String? {
    if control == "add" {
      guard controller.addButton.tap() else { return "rejected: only an admin can add; the add button is disabled" }
      controller.addReport()
      return "added \(controller.items.last ?? "a report") (add)"
    }
    guard control.hasPrefix("row"), let number = Int(control.dropFirst(3)),
      (1...controller.items.count).contains(number)
    else { return nil }
    let index = Headless.RowIndex(section: 0, row: number - 1)
    return controller.list.tapRow(at: index)
      ? "opened \(controller.items[number - 1]) (\(control))" : "rejected: a \(controller.roleID) cannot open reports"
  }

  func role(_ name: String) -> String? {
    guard let role = RolesController.RoleID(rawValue: name) else { return nil }
    if role == controller.roleID {
      return "rejected: the role is \(role) already; choosing it again changes nothing"
    }
    return describe(controller.become(role))
  }

  func event(_ name: String) async -> String? { role(name) }
}
