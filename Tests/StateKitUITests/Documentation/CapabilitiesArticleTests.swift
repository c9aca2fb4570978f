import StateKit
import StateKitControls
import StateKitUI
import Testing

// The samples of the article "Capabilities per Role" (StateKitUI.docc), verbatim.
// SAMPLE-BEGIN
protocol ReportRole {
  var canAdd: Bool { get }
  var canOpenReports: Bool { get }
  var rowAccessory: Headless.ListCell.AccessoryType { get }
}

struct Administrator: ReportRole {
  let canAdd = true
  let canOpenReports = true
  let rowAccessory = Headless.ListCell.AccessoryType.disclosureIndicator
}

struct Visitor: ReportRole {
  let canAdd = false
  let canOpenReports = false
  let rowAccessory = Headless.ListCell.AccessoryType.none
}
// SAMPLE-END

@MainActor
@Suite("Documentation: capabilities per role")
struct CapabilitiesArticleTests {
  @Test func bindingControlsAndCells() {
    // SAMPLE-BEGIN
    let capabilities = Capabilities<any ReportRole>(role: Visitor())
    let addButton = Headless.BarButtonItem(name: "add", title: "+")
    capabilities.bind(addButton, \.isEnabled) { $0.canAdd }
    // SAMPLE-END
    let cell = Headless.ListCell()
    // SAMPLE-BEGIN
    // In the data source, each time a (possibly reused) cell is configured:
    capabilities.bind(cell) { cell, role in
      cell.accessoryType = role.rowAccessory
      cell.isUserInteractionEnabled = role.canOpenReports
    }
    // SAMPLE-END
    #expect(!addButton.isEnabled)
    #expect(cell.accessoryType == .none)
    // SAMPLE-BEGIN
    capabilities.role = Administrator()  // re-applies every binding, cells configured earlier too
    // SAMPLE-END
    #expect(addButton.isEnabled)
    #expect(cell.accessoryType == .disclosureIndicator)
    #expect(cell.isUserInteractionEnabled)
    for _ in 0..<100 {
      capabilities.bind(cell) { cell, role in cell.accessoryType = role.rowAccessory }
    }
    // SAMPLE-BEGIN
    assert(capabilities.bindingCount(of: cell) == 1)  // bound again: replaced, not added
    capabilities.unbind(cell)  // or let the cell go: released objects drop out by themselves
    // SAMPLE-END
    #expect(capabilities.liveBindingCount == 1)
  }

  @Test func aRoleAsTheStateOfAChart() {
    // SAMPLE-BEGIN
    enum RoleID: Hashable, Sendable { case administrator, visitor }
    enum RoleChange: Hashable, Sendable { case become(RoleID) }

    let roles = try! Chart<RoleID, RoleChange, Capabilities<any ReportRole>>(initial: .visitor) {
      State(.visitor) {
        Entry { $0.context.role = Visitor() }
        On(.become(.administrator), to: .administrator)
      }
      State(.administrator) {
        Entry { $0.context.role = Administrator() }
        On(.become(.visitor), to: .visitor)
      }
    }
    // SAMPLE-END
    let capabilities = Capabilities<any ReportRole>(role: Visitor())
    let addButton = Headless.BarButtonItem(name: "add", title: "+")
    capabilities.bind(addButton, \.isEnabled) { $0.canAdd }
    let machine = StateMachine(roles, context: capabilities)
    machine.start()
    machine.send(.become(.administrator))
    #expect(addButton.isEnabled)
    #expect(
      machine.send(.become(.administrator)).rejection?.plainDescription
        == "no transition for 'become(administrator)' in administrator")
  }
}
