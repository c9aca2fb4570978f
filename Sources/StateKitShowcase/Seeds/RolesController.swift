import StateKit
import StateKitControls
import StateKitUI

/// Seed 002: every question the screen asks a role. A role that leaves one out does not compile.
package protocol ScreenRole {
  var canAdd: Bool { get }
  var canSeeInfo: Bool { get }
  var canSelectRow: Bool { get }
  var rowAccessory: Headless.ListCell.AccessoryType { get }
}

package struct AdminRole: ScreenRole {
  package init() {}
  package let canAdd = true
  package let canSeeInfo = true
  package let canSelectRow = true
  package let rowAccessory: Headless.ListCell.AccessoryType = .disclosureIndicator
}

package struct UserRole: ScreenRole {
  package init() {}
  package let canAdd = false
  package let canSeeInfo = true
  package let canSelectRow = true
  package let rowAccessory: Headless.ListCell.AccessoryType = .disclosureIndicator
}

package struct GuestRole: ScreenRole {
  package init() {}
  package let canAdd = false
  package let canSeeInfo = false
  package let canSelectRow = false
  package let rowAccessory: Headless.ListCell.AccessoryType = .none
}

/// Seed 002: one screen for administrators, users and guests. The role is the state of a small
/// chart; entering a role hands its answers to ``Capabilities``, which re-applies everything
/// that depends on it — the add button, the info view, and cells configured earlier.
@MainActor
package final class RolesController: Headless.ListDataSource, Headless.ListDelegate {
  package enum RoleID: String, Hashable, Sendable, CaseIterable {
    case admin, user, guest

    package var role: any ScreenRole {
      switch self {
      case .admin: return AdminRole()
      case .user: return UserRole()
      case .guest: return GuestRole()
      }
    }
  }

  package enum Input: Hashable, Sendable { case become(RoleID) }

  package let addButton = Headless.BarButtonItem(name: "add", title: "+")
  package let infoView = Headless.Label(name: "info", text: "Server statistics")
  package let list = Headless.ListView(name: "list")
  package private(set) var items = ["Report A", "Report B", "Report C"]
  package let capabilities = Capabilities<any ScreenRole>(role: GuestRole())
  package private(set) var machine: StateMachine<RoleID, Input, Capabilities<any ScreenRole>>!
  package private(set) var selected: [String] = []

  package init(role: RoleID = .guest) {
    let chart = try! Chart<RoleID, Input, Capabilities<any ScreenRole>>(initial: role) {
      for id in RoleID.allCases {
        State(id) {
          Entry { $0.context.role = id.role }
          for other in RoleID.allCases where other != id {
            On(.become(other), to: other)
          }
        }
      }
    }
    machine = StateMachine(chart, context: capabilities)
    capabilities.bind(addButton, \.isEnabled) { $0.canAdd }
    capabilities.bind(infoView, \.isHidden) { !$0.canSeeInfo }
    machine.start()
    list.dataSource = self
    list.delegate = self
    list.reloadData()
  }

  package var roleID: RoleID { machine.activeStates.first ?? .guest }

  /// Switches role at run time.
  @discardableResult
  package func become(_ role: RoleID) -> SendOutcome<RoleID, Input> {
    machine.send(.become(role))
  }

  package func numberOfSections(in list: Headless.ListView) -> Int { 1 }
  package func list(_ list: Headless.ListView, numberOfRowsInSection section: Int) -> Int { items.count }
  package func list(_ list: Headless.ListView, titleForSection section: Int) -> String? { "Reports" }

  /// `cellForRowAtIndexPath`: the cell asks the current role, and follows later changes.
  package func list(_ list: Headless.ListView, configure cell: Headless.ListCell, at index: Headless.RowIndex) {
    cell.name = "row\(index.row + 1)"
    cell.textLabel?.text = items[index.row]
    cell.detailTextLabel?.text = selected.contains(items[index.row]) ? "opened" : nil
    capabilities.bind(cell) { cell, role in
      cell.accessoryType = role.rowAccessory
      cell.isUserInteractionEnabled = role.canSelectRow
    }
  }

  package func list(_ list: Headless.ListView, didSelectRowAt index: Headless.RowIndex) {
    selected.append(items[index.row])
    list.reloadData()
  }

  /// What the add button does: one more report, and the list reloads (reusing its cells).
  package func addReport() {
    items.append("Report \(Character(Unicode.Scalar(UInt8(65 + items.count % 26))))")
    list.reloadData()
  }
}
