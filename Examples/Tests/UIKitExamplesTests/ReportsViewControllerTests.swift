#if canImport(UIKit)
  import StateKit
  import StateKitUI
  import Testing
  import UIKit
  import UIKitExamples

  /// Seed 002's table view controller: what each role may do, cells configured earlier included.
  @MainActor
  @Suite struct ReportsViewControllerTests {
    func accessories(_ controller: ReportsViewController) -> [UITableViewCell.AccessoryType] {
      (0..<controller.tableView.numberOfRows(inSection: 0)).compactMap {
        controller.tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.accessoryType
      }
    }

    @Test func aGuestSeesReportsOnly() {
      let controller = ReportsViewController(role: .guest)
      controller.loadViewIfNeeded()
      #expect(!controller.addButton.isEnabled)
      #expect(controller.infoView.isHidden)
      #expect(accessories(controller) == [UITableViewCell.AccessoryType](repeating: .none, count: 3))
      controller.tableView(controller.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
      #expect(controller.opened.isEmpty)
    }

    @Test func becomingAdministratorReconfiguresTheCellsShown() {
      let controller = ReportsViewController(role: .guest)
      controller.loadViewIfNeeded()
      let firstCell = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
      controller.become(.administrator)
      // No reload: the cells shown follow the role.
      #expect(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === firstCell)
      #expect(accessories(controller) == [.disclosureIndicator, .disclosureIndicator, .disclosureIndicator])
      #expect(controller.addButton.isEnabled)
      #expect(!controller.infoView.isHidden)
      controller.tableView(controller.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
      #expect(controller.opened == ["Report B"])
    }

    @Test func aReusedCellKeepsOneBinding() {
      let controller = ReportsViewController(role: .administrator)
      controller.loadViewIfNeeded()
      for _ in 0..<3 { controller.tableView.reloadData() }
      let cells = controller.tableView.visibleCells
      #expect(cells.count == 3)
      #expect(cells.allSatisfy { controller.capabilities.bindingCount(of: $0) == 1 })
      // The three cells, the add button and the info view.
      #expect(controller.capabilities.liveBindingCount == 5)
    }
  }
#endif
