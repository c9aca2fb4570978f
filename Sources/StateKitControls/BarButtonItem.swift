extension Headless {
  /// A headless bar button item (a navigation bar's add button), like `UIBarButtonItem`.
  @MainActor
  public final class BarButtonItem: Control {
    public final var title: String?
    public final var image: Image?

    public init(name: String = "barButton", title: String? = nil, image: Image? = nil) {
      self.title = title
      self.image = image
      super.init(name: name)
    }

    @discardableResult
    public func tap() -> Bool {
      guard receivesTouches else { return false }
      sendActions(for: .primaryActionTriggered)
      return true
    }

    public override var properties: [(String, String)] { [("title", "\"\(title ?? "")\"")] + super.properties }
  }
}
