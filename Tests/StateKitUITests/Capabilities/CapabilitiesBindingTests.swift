import StateKit
import StateKitControls
import StateKitShowcase
import StateKitUI
import Testing

@MainActor
@Suite("Capabilities: re-registration and release")
struct CapabilitiesBindingTests {
  @Test func bindingTheSameObjectAThousandTimesKeepsOneBinding() {
    let capabilities = Capabilities<any ScreenRole>(role: GuestRole())
    let button = Headless.BarButtonItem(title: "+")
    let info = Headless.Label(name: "info")
    capabilities.bind(info, \.isHidden) { !$0.canSeeInfo }
    for _ in 0..<1_000 { capabilities.bind(button, \.isEnabled) { $0.canAdd } }
    #expect(capabilities.bindingCount(of: button) == 1)
    #expect(capabilities.liveBindingCount == 2)
    capabilities.role = AdminRole()
    #expect(button.isEnabled)
    #expect(!info.isHidden)
  }

  @Test func eachKeyPathAndTheClosureAreBindingsOfTheirOwn() {
    let capabilities = Capabilities<any ScreenRole>(role: GuestRole())
    let cell = Headless.ListCell()
    var configured = 0
    capabilities.bind(cell, \.isUserInteractionEnabled) { $0.canSelectRow }
    capabilities.bind(cell, \.isHidden) { !$0.canSeeInfo }
    capabilities.bind(cell) { cell, role in cell.accessoryType = role.rowAccessory }
    capabilities.bind(cell) { cell, role in
      configured += 1
      cell.accessoryType = role.rowAccessory
    }
    #expect(capabilities.bindingCount(of: cell) == 3)
    configured = 0
    capabilities.role = UserRole()
    #expect(configured == 1)
    #expect(cell.accessoryType == .disclosureIndicator)
    #expect(cell.isUserInteractionEnabled)
  }

  /// A table that reuses one cell for every row: the data source binds it on each configuration.
  @Test func oneCellReusedForTenThousandConfigurationsKeepsOneBindingAndIsTouchedOncePerRoleChange() {
    let capabilities = Capabilities<any ScreenRole>(role: GuestRole())
    let addButton = Headless.BarButtonItem(title: "+")
    let cell = Headless.ListCell()
    var touches: [ObjectIdentifier: Int] = [:]
    capabilities.bind(addButton) { button, role in
      touches[ObjectIdentifier(button), default: 0] += 1
      button.isEnabled = role.canAdd
    }
    for configuration in 0..<10_000 {
      cell.textLabel?.text = "row \(configuration)"
      capabilities.bind(cell) { cell, role in
        touches[ObjectIdentifier(cell), default: 0] += 1
        cell.accessoryType = role.rowAccessory
      }
    }
    #expect(capabilities.bindingCount(of: cell) == 1)
    #expect(capabilities.liveBindingCount == 2)
    touches = [:]
    capabilities.role = AdminRole()
    #expect(touches == [ObjectIdentifier(addButton): 1, ObjectIdentifier(cell): 1])
    #expect(cell.accessoryType == .disclosureIndicator)
  }

  /// The roles screen's own data source, called for one reused cell 10,000 times.
  @Test func theRolesScreenBindsAReusedCellOnce() {
    let screen = RolesController(role: .guest)
    let cell = Headless.ListCell()
    for configuration in 0..<10_000 {
      screen.list(
        screen.list, configure: cell, at: Headless.RowIndex(section: 0, row: configuration % screen.items.count))
    }
    #expect(screen.capabilities.bindingCount(of: cell) == 1)
    screen.become(.admin)
    #expect(cell.accessoryType == .disclosureIndicator)
    #expect(cell.isUserInteractionEnabled)
  }

  @Test func unbindAndReleaseRemoveBindings() {
    let capabilities = Capabilities<any ScreenRole>(role: GuestRole())
    let kept = Headless.Label(name: "kept")
    capabilities.bind(kept, \.isHidden) { !$0.canSeeInfo }
    capabilities.unbind(kept)
    capabilities.role = AdminRole()
    #expect(kept.isHidden, "unbound: the role change leaves it as it was")
    do {
      let released = Headless.Label(name: "released")
      capabilities.bind(released, \.isHidden) { !$0.canSeeInfo }
      #expect(capabilities.liveBindingCount == 1)
    }
    #expect(capabilities.liveBindingCount == 0)
  }

  /// The headless list reuses its cells as a table does, and the screen stays correct.
  @Test func reloadingTheRolesListReusesItsCellsAndKeepsTheBindingsFlat() {
    let screen = RolesController(role: .guest)
    for _ in 0..<100 { screen.list.reloadData() }
    #expect(screen.list.madeCellCount == screen.items.count)
    #expect(screen.capabilities.liveBindingCount == 2 + screen.items.count)
    screen.become(.user)
    for index in screen.list.rowIndices {
      #expect(screen.list.cell(at: index)?.accessoryType == .disclosureIndicator)
    }
  }
}
