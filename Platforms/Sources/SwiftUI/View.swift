// https://developer.apple.com/documentation/swiftui/view
// apple: @MainActor @preconcurrency protocol View
@MainActor @preconcurrency public protocol View {
  // https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  // apple: associatedtype Body : View
  associatedtype Body: View
  // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
  // apple: @ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// Views SwiftUI draws itself have no body: theirs is `Never`.
// https://developer.apple.com/documentation/swiftui/never
extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("a primitive view has no body") }
}

/// A view SwiftUI draws itself (the shim draws nothing).
@MainActor public protocol _PrimitiveView: View where Body == Never {}

extension _PrimitiveView {
  public var body: Never { fatalError("\(Self.self) is a primitive view") }
}

// https://developer.apple.com/documentation/swiftui/emptyview
// apple: @frozen nonisolated struct EmptyView
@frozen nonisolated public struct EmptyView: _PrimitiveView {
  nonisolated public init() {}
}

// https://developer.apple.com/documentation/swiftui/tupleview
// apple: @frozen nonisolated struct TupleView<T>
@frozen nonisolated public struct TupleView<T>: _PrimitiveView {
  public var value: T
  nonisolated public init(_ value: T) { self.value = value }
}

// https://developer.apple.com/documentation/swiftui/optional
extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError("Optional is a primitive view") }
}

/// The view of an `if`/`else` in a view builder.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: _PrimitiveView {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
}

// https://developer.apple.com/documentation/swiftui/viewbuilder
// apple: @resultBuilder struct ViewBuilder
@resultBuilder public struct ViewBuilder {
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
  // apple: @export(implementation) static func buildExpression<Content>(_ content: Content) -> Content
  // The iOS 17 SDK builds only views (iOS 27 generalised ViewBuilder to content):
  // sdk: where Content : View (iOS 17)
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  // apple: @export(implementation) static func buildBlock() -> EmptyContent
  // The iOS 17 SDK's empty block is an EmptyView (iOS 27 renamed it EmptyContent):
  // sdk: -> EmptyView (iOS 17)
  public static func buildBlock() -> EmptyView { EmptyView() }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  // apple: @export(implementation) static func buildBlock<Content>(_ content: Content) -> Content
  // The iOS 17 SDK builds only views:
  // sdk: where Content : View (iOS 17)
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
  // apple: @export(implementation) static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content : View
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    TupleView((repeat each content))
  }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  // apple: @export(implementation) static func buildIf<Content>(_ content: Content?) -> Content?
  // The iOS 17 SDK builds only views:
  // sdk: where Content : View (iOS 17)
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  // apple: @export(implementation) static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
  // The iOS 17 SDK builds only views:
  // sdk: where TrueContent : View, FalseContent : View (iOS 17)
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  // apple: @export(implementation) static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
  // The iOS 17 SDK builds only views:
  // sdk: where TrueContent : View, FalseContent : View (iOS 17)
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }
}
