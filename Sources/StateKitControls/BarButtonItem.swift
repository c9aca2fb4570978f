extension Headless {
  /// A headless bar button item (a navigation bar's add button), like `UIBarButtonItem`.
  @MainActor
  public final class BarButtonItem: Control {
    /// The title shown; nil when it shows an image.
    public final var title: String?
    /// The image shown, if any.
    public final var image: Image?

    /// An item named `name` (for the showcase and messages) with a title or an image.
    public init(name: String = "barButton", title: String? = nil, image: Image? = nil) {
      self.title = title
      self.image = image
      super.init(name: name)
    }

    /// A tap: sends `.primaryActionTriggered`. Returns `false`, doing nothing, when the item is disabled or
    /// hidden.
    @discardableResult
    public func tap() -> Bool {
      guard receivesTouches else { return false }
      sendActions(for: .primaryActionTriggered)
      return true
    }

    public override var properties: [(String, String)] { [("title", "\"\(title ?? "")\"")] + super.properties }
  }
}
