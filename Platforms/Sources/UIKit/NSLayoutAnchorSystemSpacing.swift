import Foundation

// Constraints at a multiple of the system spacing. The shim takes the spacing as 8 points (UIKit's
// standard spacing between sibling views); UIKit derives it from the anchors' fonts and traits.
private let systemSpacing: CGFloat = 8

extension NSLayoutYAxisAnchor {
  // https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor/constraint(equaltosystemspacingbelow:multiplier:)
  // apple: func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint
  public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.equal, to: anchor, constant: systemSpacing * multiplier)
  }

  // https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor/constraint(greaterthanorequaltosystemspacingbelow:multiplier:)
  // apple: func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint
  public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.greaterThanOrEqual, to: anchor, constant: systemSpacing * multiplier)
  }

  // https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor/constraint(lessthanorequaltosystemspacingbelow:multiplier:)
  // apple: func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint
  public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, to: anchor, constant: systemSpacing * multiplier)
  }
}

extension NSLayoutXAxisAnchor {
  // https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor/constraint(equaltosystemspacingafter:multiplier:)
  // apple: func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint
  public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.equal, to: anchor, constant: systemSpacing * multiplier)
  }

  // https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor/constraint(greaterthanorequaltosystemspacingafter:multiplier:)
  // apple: func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint
  public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.greaterThanOrEqual, to: anchor, constant: systemSpacing * multiplier)
  }

  // https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor/constraint(lessthanorequaltosystemspacingafter:multiplier:)
  // apple: func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint
  public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, to: anchor, constant: systemSpacing * multiplier)
  }
}
