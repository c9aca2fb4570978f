// not apple: SwiftUI's edges, declared with the members `padding(_:_:)` takes; their pages were
// not checked.
public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing

  // not apple: a set of edges (see `Edge`).
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1 << 0)
    public static let leading = Set(rawValue: 1 << 1)
    public static let bottom = Set(rawValue: 1 << 2)
    public static let trailing = Set(rawValue: 1 << 3)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// The padding a view was given (the shim lays nothing out).
public struct _Padding: Sendable {
  public let edges: Edge.Set
  public let length: CGFloat?
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
  // apple: nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    ModifiedContent(content: self, modifier: _Padding(edges: edges, length: length))
  }

  // https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
  // apple: nonisolated func padding(_ length: CGFloat) -> some View
  nonisolated public func padding(_ length: CGFloat) -> some View {
    ModifiedContent(content: self, modifier: _Padding(edges: .all, length: length))
  }
}
