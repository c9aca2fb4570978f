/// What a cell shows at its trailing edge.
public enum Accessory: String, Hashable, Sendable {
  case none, disclosureIndicator, checkmark, detailButton
}

/// A headless table-view cell.
@MainActor
public final class ListCell: View {
  public var text = ""
  public var detailText: String?
  public var accessory: Accessory = .none

  public init() { super.init(name: "cell") }

  public override var properties: [(String, String)] {
    var result = [("text", "\"\(text)\"")]
    if let detailText { result.append(("detail", "\"\(detailText)\"")) }
    if accessory != .none { result.append(("accessory", accessory.rawValue)) }
    return result + super.properties
  }
}
