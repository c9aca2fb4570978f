import StateKit
import StateKitControls
import StateKitUI

/// Seed 002: every question the screen asks a role. A role that leaves one out does not compile.
public protocol ScreenRole {
  var canAdd: Bool { get }
  var canSeeInfo: Bool { get }
  var canSelectRow: Bool { get }
  var rowAccessory: Headless.ListCell.AccessoryType { get }
}

public struct AdminRole: ScreenRole {
  public init() {}
  public let canAdd = true
  public let canSeeInfo = true
  public let canSelectRow = true
  public let rowAccessory: Headless.ListCell.AccessoryType = .disclosureIndicator
}

public struct UserRole: ScreenRole {
  public init() {}
  public let canAdd = false
  public let canSeeInfo = true
  public let canSelectRow = true
  public let rowAccessory: Headless.ListCell.AccessoryType = .disclosureIndicator
}

public struct GuestRole: ScreenRole {
  public init() {}
  public let canAdd = false
  public let canSeeInfo = false
  public let canSelectRow = false
  public let rowAccessory: Headless.ListCell.AccessoryType = .none
}

/// Seed 002: one screen for administrators, users and guests. The role is the state of a small
/// chart; entering a role hands its answers to ``Capabilities``, which re-applies everything
/// that depends on it — the add button, the info view, and cells configured earlier.
@MainActor
public final class RolesController: Headless.ListDataSource, Headless.ListDelegate {
  public enum RoleID: String, Hashable, Sendable, CaseIterable {
    case admin, user, guest

    public var role: any ScreenRole {
      switch self {
      case .admin: return AdminRole()
      case .user: return UserRole()
      case .guest: return GuestRole()
      }
    }
  }

  public enum Input: Hashable, Sendable { case become(RoleID) }

  public let addButton = Headless.BarButtonItem(name: "add", title: "+")
  public let infoView = Headless.Label(name: "info", text: "Server statistics")
  public let list = Headless.ListView(name: "list")
  public private(set) var items = ["Report A", "Report B", "Report C"]
  public let capabilities = Capabilities<any ScreenRole>(role: GuestRole())
  public private(set) var machine: StateMachine<RoleID, Input, Capabilities<any ScreenRole>>!
  public private(set) var selected: [String] = []

  public init(role: RoleID = .guest) {
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

  public var roleID: RoleID { machine.activeStates.first ?? .guest }

  /// Switches role at run time.
  @discardableResult
  public func become(_ role: RoleID) -> SendOutcome<RoleID, Input> {
    machine.send(.become(role))
  }

  public func numberOfSections(in list: Headless.ListView) -> Int { 1 }
  public func list(_ list: Headless.ListView, numberOfRowsInSection section: Int) -> Int { items.count }
  public func list(_ list: Headless.ListView, titleForSection section: Int) -> String? { "Reports" }

  /// `cellForRowAtIndexPath`: the cell asks the current role, and follows later changes.
  public func list(_ list: Headless.ListView, configure cell: Headless.ListCell, at index: Headless.RowIndex) {
    cell.name = "row\(index.row + 1)"
    cell.textLabel?.text = items[index.row]
    cell.detailTextLabel?.text = selected.contains(items[index.row]) ? "opened" : nil
    capabilities.bind(cell) { cell, role in
      cell.accessoryType = role.rowAccessory
      cell.isUserInteractionEnabled = role.canSelectRow
    }
  }

  public func list(_ list: Headless.ListView, didSelectRowAt index: Headless.RowIndex) {
    selected.append(items[index.row])
    list.reloadData()
  }

  /// What the add button does: one more report, and the list reloads (reusing its cells).
  public func addReport() {
    items.append("Report \(Character(Unicode.Scalar(UInt8(65 + items.count % 26))))")
    list.reloadData()
  }
}
