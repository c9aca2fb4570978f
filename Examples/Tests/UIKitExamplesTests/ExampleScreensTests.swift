#if canImport(UIKit) && canImport(SwiftUI)
  import ExampleScreens
  import SwiftUI
  import SwiftUIExamples
  import Testing
  import UIKit
  import UIKitExamples

  /// The app: its window shows a navigation controller that starts at the list of screens, and a
  /// tap on a row pushes that screen, laid out.
  @MainActor
  @Suite struct ExampleScreensTests {
    @Test func theListPushesEveryScreen() throws {
      let navigation = ExamplesNavigation().makeController()
      let list = try #require(navigation.viewControllers.first as? ScreenListViewController)
      list.loadViewIfNeeded()
      #expect(LayoutCheck.problems(in: list.view) == [])
      let table = list.tableView
      #expect(table.numberOfRows(inSection: 0) == ExampleScreen.allCases.count)
      #expect(
        (0..<table.numberOfRows(inSection: 0)).map {
          table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text
        }
          == ExampleScreen.allCases.map(\.rawValue))

      for (row, screen) in ExampleScreen.allCases.enumerated() {
        list.tableView(table, didSelectRowAt: IndexPath(row: row, section: 0))
        let shown = try #require(navigation.viewControllers.last)
        #expect(navigation.viewControllers.count == row + 2)
        #expect(shown.title == screen.rawValue)
        #expect(shown.navigationController === navigation)
        // The SwiftUI screens are hosted; the UIKit ones are laid out.
        if shown is UIHostingController<BrowseEditView> || shown is UIHostingController<PairingView> { continue }
        shown.loadViewIfNeeded()
        #expect(LayoutCheck.problems(in: shown.view) == [], "\(screen)")
      }
      let reports = navigation.viewControllers.compactMap { $0 as? ReportsViewController }.first
      #expect(reports?.navigationItem.rightBarButtonItem === reports?.addButton)
    }
  }
#endif
