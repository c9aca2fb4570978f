#if canImport(UIKit) && canImport(SwiftUI)
  import ExampleCharts
  import StateKit
  import SwiftUI
  import SwiftUIExamples
  import UIKit
  import UIKitExamples

  /// The screens the app shows: the five seeds in UIKit, and the two that also have a SwiftUI
  /// form.
  public enum ExampleScreen: String, CaseIterable, Sendable {
    case browseEdit = "Browse / Edit"
    case browseEditSwiftUI = "Browse / Edit in SwiftUI"
    case favorites = "Favourite and delete buttons"
    case reports = "Reports for two roles"
    case trafficLight = "Traffic light"
    case pairing = "Pairing wizard"
    case pairingSwiftUI = "Pairing wizard in SwiftUI"

    /// Makes the screen's view controller, running on the continuous clock.
    @MainActor public func makeViewController() -> UIViewController {
      let clock = ContinuousClock()
      let controller: UIViewController
      switch self {
      case .browseEdit: controller = BrowseEditViewController(clock: clock)
      case .browseEditSwiftUI:
        let machine = StateMachine(BrowseEdit.chart, context: BrowseEdit.Counter(number: 1), clock: clock)
        machine.start()
        controller = UIHostingController(rootView: BrowseEditView(machine: machine))
      case .favorites: controller = FavoritesViewController(clock: clock)
      case .reports: controller = ReportsViewController(role: .administrator)
      case .trafficLight: controller = TrafficLightViewController(clock: clock)
      case .pairing: controller = Self.pairingViewController(clock: clock)
      case .pairingSwiftUI: controller = Self.pairingView(clock: clock)
      }
      controller.title = rawValue
      return controller
    }

    /// The UIKit wizard, with a button that stands in for the alarm system's confirmation.
    @MainActor static func pairingViewController(clock: ContinuousClock) -> UIViewController {
      let controller = PairingViewController(service: DemoPairingService(), clock: clock)
      controller.navigationItem.rightBarButtonItem = UIBarButtonItem(
        title: "Confirm", primaryAction: UIAction { [weak controller] _ in controller?.pushReceived(accepted: true) })
      return controller
    }

    /// The SwiftUI wizard, with the same stand-in for the confirmation.
    @MainActor static func pairingView(clock: ContinuousClock) -> UIViewController {
      let flow = PairingWizard.makeFlow(service: DemoPairingService(), clock: clock)
      let (pushes, push) = AsyncStream.makeStream(of: Bool.self)
      flow.start()
      let controller = UIHostingController(rootView: PairingView(flow: flow, pushes: pushes))
      controller.navigationItem.rightBarButtonItem = UIBarButtonItem(
        title: "Confirm", primaryAction: UIAction { _ in push.yield(true) })
      return controller
    }
  }

  /// The app's pairing service: the alarm system accepts every code after a second.
  struct DemoPairingService: PairingService {
    func requestPairing(code: String) async throws -> Bool {
      try await Task.sleep(for: .seconds(1))
      return true
    }
  }
#endif
