/// A colour, by name or by components: what screens set as `backgroundColor`.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  public var name: String?
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1, name: String? = nil) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    self.name = name
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
