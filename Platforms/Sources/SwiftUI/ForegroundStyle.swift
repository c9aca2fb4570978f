// A style SwiftUI fills foreground content with; the shim keeps which one.
// https://developer.apple.com/documentation/swiftui/shapestyle
// apple: protocol ShapeStyle : Sendable
public protocol ShapeStyle: Sendable {}

// https://developer.apple.com/documentation/swiftui/foregroundstyle
// apple: @frozen struct ForegroundStyle
@frozen public struct ForegroundStyle: ShapeStyle {
  // https://developer.apple.com/documentation/swiftui/foregroundstyle/init()
  // apple: init()
  public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  // https://developer.apple.com/documentation/swiftui/shapestyle/foreground
  // apple: @export(implementation) static var foreground: ForegroundStyle { get }
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
  // apple: nonisolated func foregroundStyle<S>(_ style: S) -> some View where S : ShapeStyle
  nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
    ModifiedContent(content: self, modifier: style)
  }
}
