// https://developer.apple.com/documentation/swiftui/text
// apple: @frozen struct Text
// A view (its page's relationships: View, Equatable, Sendable), conforming in an extension so
// that, as in SwiftUI, the type is not main-actor isolated.
@frozen public struct Text: Equatable, Sendable {
  let content: String

  // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  // apple: init<S>(_ content: S) where S : StringProtocol
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  // https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
  // apple: init(verbatim content: String)
  public init(verbatim content: String) { self.content = content }
}

extension Text: _PrimitiveView {}

// https://developer.apple.com/documentation/swiftui/button
// apple: nonisolated struct Button<Label> where Label : View
nonisolated public struct Button<Label: View>: _PrimitiveView {
  let action: @MainActor () -> Void
  let label: Label

  // https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  // apple: @preconcurrency nonisolated init(action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label)
  @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }
}

extension Button where Label == Text {
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  // apple: @preconcurrency nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol
  // context: where Label == Text
  @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.action = action
    self.label = Text(title)
  }
}

// https://developer.apple.com/documentation/swiftui/stepper
// apple: nonisolated struct Stepper<Label> where Label : View
nonisolated public struct Stepper<Label: View>: _PrimitiveView {
  let label: Label

  // https://developer.apple.com/documentation/swiftui/stepper/init(value:in:step:oneditingchanged:label:)
  // apple: nonisolated init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ContentBuilder label: () -> Label) where V : Strideable
  nonisolated public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }
}

// https://developer.apple.com/documentation/swiftui/horizontalalignment
// apple: @frozen struct HorizontalAlignment
@frozen public struct HorizontalAlignment: Equatable, Sendable {
  let id: Int
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
  // apple: static let leading: HorizontalAlignment
  public static let leading = HorizontalAlignment(id: 0)
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/center
  public static let center = HorizontalAlignment(id: 1)
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/trailing
  // apple: static let trailing: HorizontalAlignment
  public static let trailing = HorizontalAlignment(id: 2)
}

// https://developer.apple.com/documentation/swiftui/verticalalignment
// apple: @frozen struct VerticalAlignment
@frozen public struct VerticalAlignment: Equatable, Sendable {
  let id: Int
  // https://developer.apple.com/documentation/swiftui/verticalalignment/top
  public static let top = VerticalAlignment(id: 0)
  // https://developer.apple.com/documentation/swiftui/verticalalignment/center
  // apple: static let center: VerticalAlignment
  public static let center = VerticalAlignment(id: 1)
  // https://developer.apple.com/documentation/swiftui/verticalalignment/bottom
  // apple: static let bottom: VerticalAlignment
  public static let bottom = VerticalAlignment(id: 2)
}

// https://developer.apple.com/documentation/swiftui/vstack
// apple: @frozen nonisolated struct VStack<Content> where Content : View
@frozen nonisolated public struct VStack<Content: View>: _PrimitiveView {
  let content: Content
  // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  // apple: nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ContentBuilder content: () -> Content)
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

// https://developer.apple.com/documentation/swiftui/hstack
// apple: @frozen nonisolated struct HStack<Content> where Content : View
@frozen nonisolated public struct HStack<Content: View>: _PrimitiveView {
  let content: Content
  // https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

/// A view with a modifier applied (SwiftUI's `ModifiedContent`); the shim keeps only the content.
// https://developer.apple.com/documentation/swiftui/modifiedcontent
// apple: @frozen struct ModifiedContent<Content, Modifier>
@frozen public struct ModifiedContent<Content, Modifier> {
  // https://developer.apple.com/documentation/swiftui/modifiedcontent/content
  // apple: var content: Content
  public var content: Content
  // https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier
  // apple: var modifier: Modifier
  public var modifier: Modifier
  // https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
  // apple: nonisolated init(content: Content, modifier: Modifier)
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

// A view when its content is one (SwiftUI's also asks the modifier to be a ViewModifier; the
// shim's modifiers are plain values it reads back).
extension ModifiedContent: View, _PrimitiveView where Content: View {}

/// The modifiers the shim declares, by name and value.
public enum _Modifier: Sendable {
  case disabled(Bool)
  case opacity(Double)
  case allowsHitTesting(Bool)
  case task
  case sheet
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/disabled(_:)
  // apple: nonisolated func disabled(_ disabled: Bool) -> some View
  nonisolated public func disabled(_ disabled: Bool) -> some View {
    ModifiedContent(content: self, modifier: _Modifier.disabled(disabled))
  }

  // https://developer.apple.com/documentation/swiftui/view/opacity(_:)
  // apple: nonisolated func opacity(_ opacity: Double) -> some View
  nonisolated public func opacity(_ opacity: Double) -> some View {
    ModifiedContent(content: self, modifier: _Modifier.opacity(opacity))
  }

  // https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)
  // apple: nonisolated func allowsHitTesting(_ enabled: Bool) -> some View
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
    ModifiedContent(content: self, modifier: _Modifier.allowsHitTesting(enabled))
  }
}
