import StateKit
import StateKitControls
import StateKitUI

/// Seed 002 in the terminal.
@MainActor
final class RolesScene: Scene {
  let id = "002"
  let title = "One screen, three roles"
  let controller = RolesController(role: .guest)

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
  var extraLines: [String] {
    controller.selected.isEmpty ? [] : ["opened: " + controller.selected.joined(separator: ", ")]
  }
  var keys: [String] { ["role admin|user|guest", "tap add", "tap row1|row2|row3"] }
  var eventNames: [String] { RolesController.RoleID.allCases.map(\.rawValue) }

  func tap(_ control: String) -> String? {
    if control == "add" {
      return controller.addButton.tap() ? "handled: add" : "rejected: 'add' is disabled for this role"
    }
    guard control.hasPrefix("row"), let number = Int(control.dropFirst(3)),
      (1...controller.items.count).contains(number)
    else { return nil }
    let index = RowIndex(section: 0, row: number - 1)
    return controller.list.selectRow(at: index)
      ? "handled: opened \(controller.items[number - 1])" : "rejected: '\(control)' cannot be selected by this role"
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
