extension Headless {
  /// A headless table-view cell, like `UITableViewCell`: text and detail labels, an accessory, a
  /// selection.
  @MainActor
  public final class ListCell: View {
    /// What a cell shows at its trailing edge, like `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Hashable, Sendable {
      /// Nothing.
      case none
      /// A chevron: the row leads to another screen.
      case disclosureIndicator
      /// An info button and a chevron.
      case detailDisclosureButton
      /// A checkmark: the row is chosen.
      case checkmark
      /// An info button.
      case detailButton
    }

    /// The main text.
    public let textLabel: Label? = Label(name: "text")
    /// The secondary text.
    public let detailTextLabel: Label? = Label(name: "detail")
    /// What the cell shows at its trailing edge; none by default.
    public final var accessoryType: AccessoryType = .none
    /// Whether the cell is shown selected.
    public final var isSelected = false

    /// An empty cell, named `cell`.
    public init() { super.init(name: "cell") }

    /// Selects or deselects the cell, like `setSelected(_:animated:)`.
    public func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

    public override var properties: [(String, String)] {
      var result = [("text", "\"\(textLabel?.text ?? "")\"")]
      if let detail = detailTextLabel?.text { result.append(("detail", "\"\(detail)\"")) }
      if accessoryType != .none { result.append(("accessory", "\(accessoryType)")) }
      if isSelected { result.append(("selected", "true")) }
      return result + super.properties
    }
  }
}
