import Foundation

// https://developer.apple.com/documentation/uikit/uimenu
// apple: @MainActor class UIMenu
@MainActor open class UIMenu: UIMenuElement {}

// https://developer.apple.com/documentation/uikit/uibaritem
// apple: @MainActor class UIBarItem
@MainActor open class UIBarItem: NSObject {
  public override init() { super.init() }
  // https://developer.apple.com/documentation/uikit/uibaritem/isenabled
  // apple: var isEnabled: Bool { get set }
  open var isEnabled: Bool = true
  // https://developer.apple.com/documentation/uikit/uibaritem/title
  // apple: var title: String? { get set }
  open var title: String?
  // https://developer.apple.com/documentation/uikit/uibaritem/image
  // apple: var image: UIImage? { get set }
  open var image: UIImage?
}

// https://developer.apple.com/documentation/uikit/uibarbuttonitem
// apple: @MainActor class UIBarButtonItem
@MainActor open class UIBarButtonItem: UIBarItem {
  // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
  // apple: enum SystemItem
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add
  }

  // https://developer.apple.com/documentation/uikit/uibarbuttonitem/primaryaction
  // apple: @NSCopying var primaryAction: UIAction? { get set }
  open var primaryAction: UIAction?
  // https://developer.apple.com/documentation/uikit/uibarbuttonitem/menu
  // apple: @NSCopying var menu: UIMenu? { get set }
  open var menu: UIMenu?

  // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
  // apple: @MainActor @preconcurrency convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil)
  @MainActor @preconcurrency public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:)
  // apple: @MainActor @preconcurrency convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil)
  @MainActor @preconcurrency public convenience init(
    systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.primaryAction = primaryAction
    self.menu = menu
  }
}
