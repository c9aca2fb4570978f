import Foundation

// https://developer.apple.com/documentation/uikit/uilayoutguide
// apple: @MainActor class UILayoutGuide
@MainActor open class UILayoutGuide: NSObject {
  public override init() { super.init() }

  // Set by the view's `addLayoutGuide(_:)`.
  // https://developer.apple.com/documentation/uikit/uilayoutguide/owningview
  // apple: weak var owningView: UIView? { get set }
  open weak var owningView: UIView?

  // https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor
  // apple: var leadingAnchor: NSLayoutXAxisAnchor { get }
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  // https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor
  // apple: var trailingAnchor: NSLayoutXAxisAnchor { get }
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  // https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor
  // apple: var topAnchor: NSLayoutYAxisAnchor { get }
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  // https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor
  // apple: var bottomAnchor: NSLayoutYAxisAnchor { get }
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  // https://developer.apple.com/documentation/uikit/uilayoutguide/centerxanchor
  // apple: var centerXAnchor: NSLayoutXAxisAnchor { get }
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  // https://developer.apple.com/documentation/uikit/uilayoutguide/centeryanchor
  // apple: var centerYAnchor: NSLayoutYAxisAnchor { get }
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  // https://developer.apple.com/documentation/uikit/uilayoutguide/widthanchor
  // apple: var widthAnchor: NSLayoutDimension { get }
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  // https://developer.apple.com/documentation/uikit/uilayoutguide/heightanchor
  // apple: var heightAnchor: NSLayoutDimension { get }
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
