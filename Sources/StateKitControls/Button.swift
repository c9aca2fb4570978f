extension Headless {
  /// A headless button, like `UIButton`: a title and an image per control state, target-action.
  @MainActor
  public final class Button: Control {
    private var titles = PerStateValues<String>()
    private var images = PerStateValues<Image>()
    private var titleColors = PerStateValues<Color>()

    /// A button named `name` (for the showcase and messages), with `title` for the normal state.
    public init(name: String = "button", title: String? = nil) {
      super.init(name: name)
      setTitle(title, for: .normal)
    }

    /// Sets the title for a control state; `nil` removes it (the state then shows the normal one).
    public func setTitle(_ title: String?, for state: State) { titles[state] = title }

    /// The title for a control state: the normal state's when none was set for it, as in UIKit.
    public func title(for state: State) -> String? { titles.shown(in: state) }

    /// The title shown now, for the control's current ``Control/state``.
    public var currentTitle: String? { title(for: state) }

    /// Sets the image shown in `state`, like `UIButton.setImage(_:for:)`; nil removes it.
    public func setImage(_ image: Image?, for state: State) { images[state] = image }

    /// The image for a control state: the normal state's when none was set for it.
    public func image(for state: State) -> Image? { images.shown(in: state) }

    /// The image shown now.
    public var currentImage: Image? { image(for: state) }

    /// Sets the title colour in `state`, like `UIButton.setTitleColor(_:for:)`; nil removes it.
    public func setTitleColor(_ color: Color?, for state: State) { titleColors[state] = color }

    /// The title colour for a control state: the normal state's when none was set for it.
    public func titleColor(for state: State) -> Color? { titleColors.shown(in: state) }

    /// The title for a control state, as a property a key path can name:
    /// `Assign(\.button[title: .normal]) { … }` reads with ``title(for:)`` and sets with
    /// ``setTitle(_:for:)`` (a constant title is set faster with StateKitUI's
    /// `Assign(\.button, title: "Edit", for: .normal)`, which calls ``setTitle(_:for:)`` itself).
    public subscript(title state: State) -> String? {
      get { title(for: state) }
      set { setTitle(newValue, for: state) }
    }

    /// The image for a control state, as a property: ``image(for:)`` and ``setImage(_:for:)``.
    public subscript(image state: State) -> Image? {
      get { image(for: state) }
      set { setImage(newValue, for: state) }
    }

    /// The title colour for a control state, as a property: ``titleColor(for:)`` and
    /// ``setTitleColor(_:for:)``.
    public subscript(titleColor state: State) -> Color? {
      get { titleColor(for: state) }
      set { setTitleColor(newValue, for: state) }
    }

    /// A tap: sends the action if the button receives touches. Returns whether it did.
    @discardableResult
    public func tap() -> Bool {
      guard receivesTouches else { return false }
      sendActions(for: [.touchUpInside, .primaryActionTriggered])
      return true
    }

    public override var properties: [(String, String)] {
      var result = [("title", "\"\(currentTitle ?? "")\"")]
      if let image = currentImage { result.append(("image", image.name)) }
      return result + super.properties
    }
  }
}
