// Core Graphics' colour, as Swift imports it (a Core Foundation type: equal when its components
// are, hashable). On Linux, Foundation already declares CGFloat, CGPoint, CGSize and CGRect.
@_exported import Foundation

// https://developer.apple.com/documentation/coregraphics/cgcolor
// apple: class CGColor
public final class CGColor: Hashable {
  // https://developer.apple.com/documentation/coregraphics/cgcolor/components
  // apple: var components: [CGFloat]? { get }
  public let components: [CGFloat]?

  // https://developer.apple.com/documentation/coregraphics/cgcolor/init(red:green:blue:alpha:)
  // apple: init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }

  // https://developer.apple.com/documentation/coregraphics/cgcolor/init(gray:alpha:)
  // apple: init(gray: CGFloat, alpha: CGFloat)
  public init(gray: CGFloat, alpha: CGFloat) {
    components = [gray, alpha]
  }

  // https://developer.apple.com/documentation/coregraphics/cgcolor/alpha
  // apple: var alpha: CGFloat { get }
  public var alpha: CGFloat { components?.last ?? 1 }

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
  public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
