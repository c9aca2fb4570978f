// `CGFloat`: Foundation declares it on Linux and re-exports CoreGraphics' on Apple platforms.
import Foundation

extension Headless {
  /// A colour, by name or by components: what screens set as `backgroundColor`. Its components
  /// and its names (`.red`, `.lightGray`, `.clear`) are `UIColor`'s, so that an appearance that
  /// assigns `.red` reads the same for both.
  public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var name: String?
    public var red: CGFloat
    public var green: CGFloat
    public var blue: CGFloat
    public var alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1, name: String? = nil) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
      self.name = name
    }

    /// A grey, like `UIColor(white:alpha:)`.
    public init(white: CGFloat, alpha: CGFloat = 1) {
      self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0, name: "clear")
    public static let white = Color(red: 1, green: 1, blue: 1, name: "white")
    public static let black = Color(red: 0, green: 0, blue: 0, name: "black")
    public static let red = Color(red: 1, green: 0, blue: 0, name: "red")
    public static let green = Color(red: 0, green: 1, blue: 0, name: "green")
    public static let yellow = Color(red: 1, green: 1, blue: 0, name: "yellow")
    public static let lightGray = Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, name: "lightGray")

    public var description: String {
      name ?? "rgba(\(red), \(green), \(blue), \(alpha))"
    }
  }
}
