import Foundation

// A constraint keeps its two items and attributes; activating it hands it to the closest common
// ancestor of its views, as UIKit does, where tests read it (`UIView.constraints`). There is no
// layout engine: nothing is solved and no frame changes.
// https://developer.apple.com/documentation/uikit/nslayoutconstraint
// apple: @MainActor class NSLayoutConstraint
@MainActor open class NSLayoutConstraint: NSObject {
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute
  // apple: enum Attribute
  public enum Attribute: Int, Sendable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case notAnAttribute = 0
  }

  /// How the first attribute relates to the second (the shim's record; UIKit's `relation`).
  enum Relation { case lessThanOrEqual, equal, greaterThanOrEqual }

  private weak var storedFirstItem: AnyObject?
  private weak var storedSecondItem: AnyObject?
  let relation: Relation
  let constantValue: CGFloat
  let multiplierValue: CGFloat
  /// The view that holds the constraint while it is active.
  private weak var holder: UIView?

  init(
    first: AnyObject, _ firstAttribute: Attribute, _ relation: Relation, second: AnyObject?,
    _ secondAttribute: Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0
  ) {
    storedFirstItem = first
    storedSecondItem = second
    self.firstAttribute = firstAttribute
    self.secondAttribute = secondAttribute
    self.relation = relation
    self.multiplierValue = multiplier
    self.constantValue = constant
    super.init()
  }

  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstitem
  // apple: unowned(unsafe) var firstItem: AnyObject? { get }
  open var firstItem: AnyObject? { storedFirstItem }

  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/seconditem
  // apple: unowned(unsafe) var secondItem: AnyObject? { get }
  open var secondItem: AnyObject? { storedSecondItem }

  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstattribute
  // apple: var firstAttribute: NSLayoutConstraint.Attribute { get }
  public let firstAttribute: NSLayoutConstraint.Attribute

  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/secondattribute
  // apple: var secondAttribute: NSLayoutConstraint.Attribute { get }
  public let secondAttribute: NSLayoutConstraint.Attribute

  // Required (1000) unless set, as documented.
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority
  // apple: var priority: UILayoutPriority { get set }
  open var priority: UILayoutPriority = .required

  // UIKit raises an exception when the items have no common ancestor; so does this.
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
  // apple: var isActive: Bool { get set }
  open var isActive: Bool {
    get { holder != nil }
    set {
      if newValue == isActive { return }
      if newValue {
        guard let ancestor = Self.commonAncestor(storedFirstItem, storedSecondItem) else {
          fatalError("unable to activate a constraint whose items have no common ancestor: \(self)")
        }
        ancestor.held.append(self)
        holder = ancestor
      } else {
        holder?.held.removeAll { $0 === self }
        holder = nil
      }
    }
  }

  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
  // apple: class func activate(_ constraints: [NSLayoutConstraint])
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// The view an item stands for: a view itself, a layout guide its owning view.
  private static func view(of item: AnyObject?) -> UIView? {
    (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
  }

  /// The closest view that is, or contains, both items' views (the first item's alone when
  /// there is no second).
  private static func commonAncestor(_ first: AnyObject?, _ second: AnyObject?) -> UIView? {
    guard let firstView = view(of: first) else { return nil }
    guard second != nil else { return firstView }
    guard let secondView = view(of: second) else { return nil }
    var ancestors: [UIView] = []
    var next: UIView? = firstView
    while let view = next {
      ancestors.append(view)
      next = view.superview
    }
    next = secondView
    while let view = next {
      if ancestors.contains(where: { $0 === view }) { return view }
      next = view.superview
    }
    return nil
  }
}

// https://developer.apple.com/documentation/uikit/uilayoutpriority
// apple: struct UILayoutPriority
public struct UILayoutPriority: Hashable, RawRepresentable, Sendable {
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  // https://developer.apple.com/documentation/uikit/uilayoutpriority/required
  // apple: static var required: UILayoutPriority { get }
  public static var required: UILayoutPriority { UILayoutPriority(1000) }

  // https://developer.apple.com/documentation/uikit/uilayoutpriority/defaulthigh
  // apple: static var defaultHigh: UILayoutPriority { get }
  public static var defaultHigh: UILayoutPriority { UILayoutPriority(750) }
}
