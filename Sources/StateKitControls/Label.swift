extension Headless {
  /// A headless label, like `UILabel`.
  @MainActor
  public final class Label: View {
    /// The text shown; nil shows nothing.
    public final var text: String?
    /// The text colour; setting `nil` restores the default, black (UIKit's `null_resettable`).
    public final var textColor: Color! {
      didSet { if textColor == nil { textColor = .black } }
    }

    /// A label named `name` (for the showcase and messages) showing `text`.
    public init(name: String = "label", text: String? = nil) {
      self.text = text
      self.textColor = .black
      super.init(name: name)
    }

    public override var properties: [(String, String)] { [("text", "\"\(text ?? "")\"")] + super.properties }
  }
}
