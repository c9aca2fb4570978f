extension Headless {
  /// A headless text field, like `UITextField`.
  @MainActor
  public final class TextField: Control {
    /// The text typed so far.
    public final var text: String?
    /// The text shown while the field is empty.
    public final var placeholder: String?

    /// A field named `name` (for the showcase and messages) with `text` and a placeholder.
    public init(name: String = "field", text: String? = "", placeholder: String? = nil) {
      self.text = text
      self.placeholder = placeholder
      super.init(name: name)
    }

    /// Replaces the text, as typing does, and sends the editing-changed actions.
    @discardableResult
    public func type(_ newText: String) -> Bool {
      guard receivesTouches else { return false }
      text = newText
      sendActions(for: .editingChanged)
      return true
    }

    /// The return key: sends the primary actions.
    @discardableResult
    public func submit() -> Bool {
      guard receivesTouches else { return false }
      sendActions(for: .primaryActionTriggered)
      return true
    }

    public override var properties: [(String, String)] {
      [("text", "\"\((text ?? "").isEmpty ? placeholder ?? "" : text ?? "")\"")] + super.properties
    }
  }
}
