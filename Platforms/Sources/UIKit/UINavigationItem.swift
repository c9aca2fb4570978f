import Foundation

// https://developer.apple.com/documentation/uikit/uinavigationitem
// apple: @MainActor class UINavigationItem
@MainActor open class UINavigationItem: NSObject {
  public override init() { super.init() }

  // https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems
  // apple: var rightBarButtonItems: [UIBarButtonItem]? { get set }
  open var rightBarButtonItems: [UIBarButtonItem]?

  // The first of `rightBarButtonItems`, as documented.
  // https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitem
  // apple: var rightBarButtonItem: UIBarButtonItem? { get set }
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set {
      var items = (rightBarButtonItems ?? []).filter { $0 !== newValue }
      if !items.isEmpty { items.removeFirst() }
      if let newValue { items.insert(newValue, at: 0) }
      rightBarButtonItems = items.isEmpty ? nil : items
    }
  }
}

/// What navigation keeps for a view controller: its item (made on first use, as UIKit does) and
/// the navigation controller whose stack holds it.
@MainActor final class ViewControllerNavigation {
  lazy var item = UINavigationItem()
  weak var controller: UINavigationController?
}

extension UIViewController {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
  // apple: var navigationItem: UINavigationItem { get }
  public var navigationItem: UINavigationItem { navigation.item }
}
