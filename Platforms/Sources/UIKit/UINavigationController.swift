import Foundation

// A stack of view controllers; pushing one adds it to the stack (there is no screen to show it on).
// https://developer.apple.com/documentation/uikit/uinavigationcontroller
// apple: @MainActor class UINavigationController
@MainActor open class UINavigationController: UIViewController {
  private var stack: [UIViewController] = []

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
  // apple: init(rootViewController: UIViewController)
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    pushViewController(rootViewController, animated: false)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // UIKit raises an exception for a view controller already on the stack; so does this.
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
  // apple: func pushViewController(_ viewController: UIViewController, animated: Bool)
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    precondition(!stack.contains { $0 === viewController }, "the view controller is already on the navigation stack")
    stack.append(viewController)
    viewController.navigation.controller = self
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
  // apple: var viewControllers: [UIViewController] { get set }
  open var viewControllers: [UIViewController] {
    get { stack }
    set {
      for controller in stack where controller.navigation.controller === self { controller.navigation.controller = nil }
      stack = []
      for controller in newValue { pushViewController(controller, animated: false) }
    }
  }
}

extension UIViewController {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
  // apple: var navigationController: UINavigationController? { get }
  public var navigationController: UINavigationController? { navigation.controller }
}
