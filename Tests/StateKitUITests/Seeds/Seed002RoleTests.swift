import StateKit
import StateKitControls
import StateKitShowcase
import StateKitUI
import Testing

/// Seed 002: one screen, three roles.
@MainActor
@Suite("Seed 002: roles")
struct Seed002RoleTests {
  @Test(arguments: [
    (RolesController.RoleID.admin, true, false, Headless.ListCell.AccessoryType.disclosureIndicator, true),
    (.user, false, false, .disclosureIndicator, true),
    (.guest, false, true, Headless.ListCell.AccessoryType.none, false),
  ])
  func eachRoleConfiguresTheScreen(
    role: RolesController.RoleID, addEnabled: Bool, infoHidden: Bool, accessory: Headless.ListCell.AccessoryType,
    selectable: Bool
  ) {
    let screen = RolesController(role: role)
    #expect(screen.addButton.isEnabled == addEnabled)
    #expect(screen.infoView.isHidden == infoHidden)
    for index in screen.list.rowIndices {
      #expect(screen.list.cell(at: index)?.accessoryType == accessory)
      #expect(screen.list.cell(at: index)?.isUserInteractionEnabled == selectable)
    }
  }

  @Test func switchingRoleReappliesEverythingIncludingCellsConfiguredEarlier() {
    let screen = RolesController(role: .guest)
    let earlierCell = screen.list.cell(at: Headless.RowIndex(section: 0, row: 1))
    #expect(!screen.list.tapRow(at: Headless.RowIndex(section: 0, row: 1)))
    screen.become(.admin)
    #expect(screen.roleID == .admin)
    #expect(screen.addButton.isEnabled)
    #expect(!screen.infoView.isHidden)
    #expect(earlierCell?.accessoryType == .disclosureIndicator)
    #expect(screen.list.tapRow(at: Headless.RowIndex(section: 0, row: 1)))
    #expect(screen.selected == ["Report B"])
    screen.become(.user)
    #expect(!screen.addButton.isEnabled)
    #expect(earlierCell?.isUserInteractionEnabled == true)
  }

  @Test func becomingTheCurrentRoleIsRejected() {
    let screen = RolesController(role: .user)
    #expect(screen.become(.user).rejection?.reason == .noTransition)
  }

  @Test func releasedCellsDropOutOfTheBindings() {
    let screen = RolesController(role: .guest)
    let bound = screen.capabilities.liveBindingCount
    screen.list.reloadData()
    #expect(screen.capabilities.liveBindingCount == bound)
  }
}
