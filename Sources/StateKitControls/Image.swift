extension Headless {
  /// An image, by name: enough to tell which one a button shows.
  public struct Image: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public init(_ name: String) { self.name = name }
    public var description: String { name }
  }
}
