/// A headless label.
@MainActor
public final class Label: View {
  public var text: String
  public var textColor: Color = .black

  public init(name: String = "label", text: String = "") {
    self.text = text
    super.init(name: name)
  }

  public override var properties: [(String, String)] { [("text", "\"\(text)\"")] + super.properties }
}
