// Button styles: the shim keeps which one a view was given (it draws nothing). Their
// `makeBody(configuration:)` requirement is not declared: an app names the built-in styles.
// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle
// apple: @MainActor @preconcurrency protocol PrimitiveButtonStyle
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {}

// https://developer.apple.com/documentation/swiftui/borderedbuttonstyle
// apple: nonisolated struct BorderedButtonStyle
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
  nonisolated init() {}
}

// https://developer.apple.com/documentation/swiftui/borderedprominentbuttonstyle
// apple: nonisolated struct BorderedProminentButtonStyle
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  nonisolated init() {}
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  // https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/bordered
  // apple: @export(implementation) nonisolated static var bordered: BorderedButtonStyle { get }
  nonisolated public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  // https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderedprominent
  // apple: @export(implementation) nonisolated static var borderedProminent: BorderedProminentButtonStyle { get }
  nonisolated public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-66fbx
  // apple: nonisolated func buttonStyle<S>(_ style: S) -> some View where S : PrimitiveButtonStyle
  nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle {
    ModifiedContent(content: self, modifier: style)
  }
}
