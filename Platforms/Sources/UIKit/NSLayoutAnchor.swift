import Foundation

// An anchor is an item (a view or a layout guide) and one of its attributes; its methods make
// inactive constraints, as UIKit's do.
// https://developer.apple.com/documentation/uikit/nslayoutanchor
// apple: @MainActor class NSLayoutAnchor<AnchorType> where AnchorType : AnyObject
@MainActor open class NSLayoutAnchor<AnchorType>: NSObject where AnchorType: AnyObject {
  weak var item: AnyObject?
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
    super.init()
  }

  func constraint(
    _ relation: NSLayoutConstraint.Relation, to anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
    constant: CGFloat
  ) -> NSLayoutConstraint {
    guard let item else { fatalError("the anchor's item no longer exists") }
    return NSLayoutConstraint(
      first: item, attribute, relation, second: anchor?.item, anchor?.attribute ?? .notAnAttribute,
      multiplier: multiplier, constant: constant)
  }

  // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
  // apple: func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.equal, to: anchor, constant: 0)
  }

  // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
  // apple: func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, to: anchor, constant: c)
  }

  // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:constant:)
  // apple: func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.greaterThanOrEqual, to: anchor, constant: c)
  }

  // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:constant:)
  // apple: func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, to: anchor, constant: c)
  }
}

// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
// apple: @MainActor class NSLayoutXAxisAnchor
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
// apple: @MainActor class NSLayoutYAxisAnchor
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

// https://developer.apple.com/documentation/uikit/nslayoutdimension
// apple: @MainActor class NSLayoutDimension
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)
  // apple: func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, to: nil, constant: c)
  }

  // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(greaterthanorequaltoconstant:)
  // apple: func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, to: nil, constant: c)
  }

  // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equalto:multiplier:constant:)
  // apple: func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.equal, to: anchor, multiplier: m, constant: c)
  }
}
