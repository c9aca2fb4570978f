import Foundation

// not apple: Core Graphics' affine transform, declared by name only so that a path's initialiser
// can take none (`transform: nil`); its members are not declared and its page was not checked.
public struct CGAffineTransform: Sendable {}

// A path as Swift imports it: the shim keeps the shapes it is made of, not their curves.
// https://developer.apple.com/documentation/coregraphics/cgpath
// apple: class CGPath
public final class CGPath: @unchecked Sendable {
  /// The ellipses the path is made of, by bounding rectangle.
  public let ellipses: [CGRect]

  // https://developer.apple.com/documentation/coregraphics/cgpath/init(ellipsein:transform:)
  // apple: init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?)
  public init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    ellipses = [rect]
  }
}
