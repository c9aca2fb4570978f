extension Headless {
  /// An image, by name: enough to tell which one a button shows.
  public struct Image: Hashable, Sendable, CustomStringConvertible {
    /// The image's name in the app's assets.
    public var name: String
    /// The image named `name`.
    public init(_ name: String) { self.name = name }
    /// The image's name.
    public var description: String { name }
  }
}
