/// A headless text field.
@MainActor
public final class TextField: Control {
  public var text: String
  public var placeholder: String

  public init(name: String = "field", text: String = "", placeholder: String = "") {
    self.text = text
    self.placeholder = placeholder
    super.init(name: name)
  }

  /// Replaces the text, as typing does, and sends the action.
  @discardableResult
  public func type(_ newText: String) -> Bool {
    guard receivesTouches else { return false }
    text = newText
    sendActions()
    return true
  }

  public override var properties: [(String, String)] {
    [("text", "\"\(text.isEmpty ? placeholder : text)\"")] + super.properties
  }
}
