// `CGFloat`: Foundation declares it on Linux and re-exports CoreGraphics' on Apple platforms.
import Foundation

extension Headless {
  /// A colour, by name or by components: what screens set as `backgroundColor`. Its components
  /// and its names (`.red`, `.lightGray`, `.clear`) are `UIColor`'s, so that an appearance that
  /// assigns `.red` reads the same for both.
  public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The colour's name (`red`, `lightGray`), which descriptions show; nil for one made from components.
    public var name: String?
    /// The red component, from 0 to 1.
    public var red: CGFloat
    /// The green component, from 0 to 1.
    public var green: CGFloat
    /// The blue component, from 0 to 1.
    public var blue: CGFloat
    /// The opacity, from 0 (transparent) to 1.
    public var alpha: CGFloat

    /// A colour from its components, optionally named.
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

    /// Fully transparent, like `UIColor.clear`.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0, name: "clear")
    /// White, like `UIColor.white`.
    public static let white = Color(red: 1, green: 1, blue: 1, name: "white")
    /// Black, like `UIColor.black`.
    public static let black = Color(red: 0, green: 0, blue: 0, name: "black")
    /// Red, like `UIColor.red`.
    public static let red = Color(red: 1, green: 0, blue: 0, name: "red")
    /// Green, like `UIColor.green`.
    public static let green = Color(red: 0, green: 1, blue: 0, name: "green")
    /// Yellow, like `UIColor.yellow`.
    public static let yellow = Color(red: 1, green: 1, blue: 0, name: "yellow")
    /// Light grey (two thirds white), like `UIColor.lightGray`.
    public static let lightGray = Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, name: "lightGray")

    /// The name, or the components when it has none.
    public var description: String {
      name ?? "rgba(\(red), \(green), \(blue), \(alpha))"
    }
  }
}
