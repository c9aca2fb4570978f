import Foundation

/// What Auto Layout keeps for a view: the constraints it holds, its layout guides, whether its
/// frame becomes constraints.
@MainActor final class ViewLayoutState {
  var translatesAutoresizingMaskIntoConstraints = true
  var held: [NSLayoutConstraint] = []
  var guides: [UILayoutGuide] = []
  var safeArea: UILayoutGuide?
  var margins: UILayoutGuide?
}

// UIKit's Auto Layout members of UIView.
extension UIView {
  var held: [NSLayoutConstraint] {
    get { layoutState.held }
    set { layoutState.held = newValue }
  }

  // https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
  // apple: var translatesAutoresizingMaskIntoConstraints: Bool { get set }
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { layoutState.translatesAutoresizingMaskIntoConstraints }
    set { layoutState.translatesAutoresizingMaskIntoConstraints = newValue }
  }

  // The active constraints whose closest common ancestor is this view.
  // https://developer.apple.com/documentation/uikit/uiview/constraints
  // apple: var constraints: [NSLayoutConstraint] { get }
  public var constraints: [NSLayoutConstraint] { layoutState.held }

  // https://developer.apple.com/documentation/uikit/uiview/layoutguides
  // apple: var layoutGuides: [UILayoutGuide] { get }
  public var layoutGuides: [UILayoutGuide] { layoutState.guides }

  // https://developer.apple.com/documentation/uikit/uiview/addlayoutguide(_:)
  // apple: func addLayoutGuide(_ layoutGuide: UILayoutGuide)
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView?.layoutState.guides.removeAll { $0 === layoutGuide }
    layoutState.guides.append(layoutGuide)
    layoutGuide.owningView = self
  }

  // https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
  // apple: var safeAreaLayoutGuide: UILayoutGuide { get }
  public var safeAreaLayoutGuide: UILayoutGuide { ownGuide(\.safeArea) }

  // https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide
  // apple: var layoutMarginsGuide: UILayoutGuide { get }
  public var layoutMarginsGuide: UILayoutGuide { ownGuide(\.margins) }

  /// A guide the view makes on first use and keeps (not among `layoutGuides`, as in UIKit).
  private func ownGuide(_ slot: ReferenceWritableKeyPath<ViewLayoutState, UILayoutGuide?>) -> UILayoutGuide {
    if let guide = layoutState[keyPath: slot] { return guide }
    let guide = UILayoutGuide()
    guide.owningView = self
    layoutState[keyPath: slot] = guide
    return guide
  }

  // https://developer.apple.com/documentation/uikit/uiview/leadinganchor
  // apple: var leadingAnchor: NSLayoutXAxisAnchor { get }
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  // https://developer.apple.com/documentation/uikit/uiview/trailinganchor
  // apple: var trailingAnchor: NSLayoutXAxisAnchor { get }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  // https://developer.apple.com/documentation/uikit/uiview/topanchor
  // apple: var topAnchor: NSLayoutYAxisAnchor { get }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  // https://developer.apple.com/documentation/uikit/uiview/bottomanchor
  // apple: var bottomAnchor: NSLayoutYAxisAnchor { get }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  // https://developer.apple.com/documentation/uikit/uiview/centerxanchor
  // apple: var centerXAnchor: NSLayoutXAxisAnchor { get }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  // https://developer.apple.com/documentation/uikit/uiview/centeryanchor
  // apple: var centerYAnchor: NSLayoutYAxisAnchor { get }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  // https://developer.apple.com/documentation/uikit/uiview/widthanchor
  // apple: var widthAnchor: NSLayoutDimension { get }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  // https://developer.apple.com/documentation/uikit/uiview/heightanchor
  // apple: var heightAnchor: NSLayoutDimension { get }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
