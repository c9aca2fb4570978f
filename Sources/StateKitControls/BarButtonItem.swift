/// A headless bar button item (a navigation bar's add button).
@MainActor
public final class BarButtonItem: Control {
  public var title: String

  public init(name: String = "barButton", title: String) {
    self.title = title
    super.init(name: name)
  }

  @discardableResult
  public func tap() -> Bool {
    guard receivesTouches else { return false }
    sendActions()
    return true
  }

  public override var properties: [(String, String)] { [("title", "\"\(title)\"")] + super.properties }
}
