#if canImport(UIKit)
  import ExampleCharts
  import StateKit
  import StateKitTesting
  import StateKitUI
  import Testing
  import UIKit
  import UIKitExamples

  /// Every screen lays itself out with Auto Layout: its views are in the hierarchy, with their
  /// autoresizing masks off and active constraints (or a stack view) that place them.
  @MainActor
  @Suite struct LayoutTests {
    func expectLaidOut(_ controller: UIViewController, showing views: [UIView]) {
      controller.loadViewIfNeeded()
      let shown = LayoutCheck.descendants(of: controller.view)
      for view in views {
        #expect(shown.contains { $0 === view }, "\(type(of: view)) is not in the view hierarchy")
      }
      #expect(LayoutCheck.problems(in: controller.view) == [])
    }

    @Test func theCheckFindsAViewWithoutConstraints() {
      let root = UIView(frame: .zero)
      let loose = UILabel(frame: .zero)
      root.addSubview(loose)
      #expect(LayoutCheck.problems(in: root) == ["UILabel in UIView translates its autoresizing mask into constraints"])
      loose.translatesAutoresizingMaskIntoConstraints = false
      #expect(LayoutCheck.problems(in: root) == ["UILabel in UIView has no horizontal position"])
      loose.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
      #expect(LayoutCheck.problems(in: root) == ["UILabel in UIView has no vertical position"])
      NSLayoutConstraint.activate([loose.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)])
      #expect(LayoutCheck.problems(in: root) == [])
    }

    @Test func browseEdit() {
      let controller = BrowseEditViewController(clock: ManualClock(), animator: ImmediateAnimator())
      expectLaidOut(controller, showing: [controller.label, controller.editButton, controller.stepper])
      #expect(controller.label.font == .preferredFont(forTextStyle: .largeTitle))
    }

    @Test func favorites() {
      let controller = FavoritesViewController(clock: ManualClock(), animator: ImmediateAnimator())
      expectLaidOut(controller, showing: [controller.favoriteButton, controller.deleteButton, controller.statusLabel])
    }

    @Test func reportsPutsItsAddButtonInTheNavigationItem() {
      let controller = ReportsViewController(role: .administrator)
      expectLaidOut(controller, showing: [controller.infoView, controller.tableView])
      #expect(controller.navigationItem.rightBarButtonItem === controller.addButton)
      let navigation = UINavigationController(rootViewController: controller)
      #expect(controller.navigationController === navigation)
    }

    @Test func trafficLight() {
      let controller = TrafficLightViewController(clock: ManualClock())
      expectLaidOut(controller, showing: [controller.trafficLight])
      // Each canister is a circle of 80 points, one under the other: a shape layer draws its path.
      let light = controller.trafficLight
      #expect(light.layer.sublayers?.count == 3)
      for (index, canister) in [light.redCanister, light.yellowCanister, light.greenCanister].enumerated() {
        #expect(canister.superlayer === light.layer)
        #expect(canister.path?.ellipses == [CGRect(x: 0, y: 0, width: 80, height: 80)])
        #expect(canister.frame.minY == 10 + CGFloat(index) * 90)
      }
      // The light's own size.
      #expect(
        controller.trafficLight.constraints.map(\.firstAttribute).sorted { $0.rawValue < $1.rawValue } == [
          .width, .height,
        ])
    }

    @Test func pairing() {
      let controller = PairingViewController(service: AnsweringService(accepts: true), clock: ManualClock())
      expectLaidOut(controller, showing: [controller.codeField, controller.tableView])
      #expect(controller.codeField.keyboardType == .numberPad)
    }
  }
#endif
