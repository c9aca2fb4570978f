// https://developer.apple.com/documentation/swiftui/color
// apple: @frozen struct Color
// A view (its page's relationships: View, ShapeStyle, Hashable, Sendable); the shim keeps a name.
@frozen public struct Color: Hashable, Sendable {
  let name: String

  // https://developer.apple.com/documentation/swiftui/color/red
  // apple: static let red: Color
  public static let red: Color = Color(name: "red")
}

extension Color: _PrimitiveView {}
