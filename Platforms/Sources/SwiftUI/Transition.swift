// https://developer.apple.com/documentation/swiftui/transition
// apple: @MainActor @preconcurrency protocol Transition
@MainActor @preconcurrency public protocol Transition {
  associatedtype Body: View

  // https://developer.apple.com/documentation/swiftui/transition/body(content:phase:)
  // apple: @ContentBuilder @MainActor @preconcurrency func body(content: Self.Content, phase: TransitionPhase) -> Self.Body
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content, phase: TransitionPhase) -> Self.Body

  // https://developer.apple.com/documentation/swiftui/transition/content
  // apple: typealias Content = PlaceholderContentView<Self>
  typealias Content = PlaceholderContentView<Self>
}

// https://developer.apple.com/documentation/swiftui/transitionphase
// apple: @frozen enum TransitionPhase
@frozen public enum TransitionPhase: Sendable {
  // The page's overview names the three phases: willAppear, identity, didDisappear.
  case willAppear
  // https://developer.apple.com/documentation/swiftui/transitionphase/identity
  // apple: case identity
  case identity
  case didDisappear
}

// https://developer.apple.com/documentation/swiftui/placeholdercontentview
// apple: nonisolated struct PlaceholderContentView<Value>
nonisolated public struct PlaceholderContentView<Value>: _PrimitiveView {}
