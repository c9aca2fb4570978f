/// A headless button: title and image per control state, target-action.
@MainActor
public final class Button: Control {
  /// The control states a title or image can be set for.
  public enum ControlState: Hashable, Sendable { case normal, selected }

  private var titles: [ControlState: String] = [:]
  private var images: [ControlState: Image] = [:]

  public init(name: String = "button", title: String = "") {
    super.init(name: name)
    titles[.normal] = title
  }

  /// The title shown now (the selected title when selected and set).
  public var title: String {
    get { (isSelected ? titles[.selected] : nil) ?? titles[.normal] ?? "" }
    set { titles[.normal] = newValue }
  }

  /// The image shown now.
  public var image: Image? {
    get { (isSelected ? images[.selected] : nil) ?? images[.normal] }
    set { images[.normal] = newValue }
  }

  public func setTitle(_ title: String, for state: ControlState) { titles[state] = title }
  public func setImage(_ image: Image?, for state: ControlState) { images[state] = image }
  public func title(for state: ControlState) -> String? { titles[state] }
  public func image(for state: ControlState) -> Image? { images[state] }

  /// A tap: sends the action if the button receives touches. Returns whether it did.
  @discardableResult
  public func tap() -> Bool {
    guard receivesTouches else { return false }
    sendActions()
    return true
  }

  public override var properties: [(String, String)] {
    var result = [("title", "\"\(title)\"")]
    if let image { result.append(("image", image.name)) }
    return result + super.properties
  }
}

/// A headless bar button item (the navigation bar's add button of seed 002).
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
