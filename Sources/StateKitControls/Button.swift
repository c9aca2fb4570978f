/// A headless button: title and image per control state, target-action.
@MainActor
public final class Button: Control {
  /// The control states a title or image can be set for.
  public enum ControlState: Hashable, Sendable { case normal, selected }

  /// The title for the normal state (stored, so that appearances can name it in messages).
  public var title: String
  /// The title while selected; the normal title when nil.
  public var selectedTitle: String?
  /// The image for the normal state.
  public var image: Image?
  /// The image while selected; the normal image when nil.
  public var selectedImage: Image?

  public init(name: String = "button", title: String = "") {
    self.title = title
    super.init(name: name)
  }

  /// The title shown now.
  public var displayedTitle: String { (isSelected ? selectedTitle : nil) ?? title }

  /// The image shown now.
  public var displayedImage: Image? { (isSelected ? selectedImage : nil) ?? image }

  public func setTitle(_ title: String, for state: ControlState) {
    if state == .normal { self.title = title } else { selectedTitle = title }
  }

  public func setImage(_ image: Image?, for state: ControlState) {
    if state == .normal { self.image = image } else { selectedImage = image }
  }

  /// A tap: sends the action if the button receives touches. Returns whether it did.
  @discardableResult
  public func tap() -> Bool {
    guard receivesTouches else { return false }
    sendActions()
    return true
  }

  public override var properties: [(String, String)] {
    var result = [("title", "\"\(displayedTitle)\"")]
    if let image = displayedImage { result.append(("image", image.name)) }
    return result + super.properties
  }
}
