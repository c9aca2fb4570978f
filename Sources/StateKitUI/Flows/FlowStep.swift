/// What a flow row shows at its trailing edge, as `UITableViewCell.AccessoryType` names it.
public enum FlowRowAccessory: Hashable, Sendable {
  /// Nothing.
  case none
  /// A chevron: the row leads on.
  case disclosureIndicator
  /// An info button and a chevron.
  case detailDisclosureButton
  /// A checkmark: the row is done or chosen.
  case checkmark
  /// An info button.
  case detailButton
}

/// A row of a flow step's list: text, an event to send when selected, or a text field.
public struct FlowRow<E: Hashable & Sendable, C> {
  public var id: String
  public var text: String
  public var detail: String?
  public var accessory: FlowRowAccessory
  public var isEnabled: Bool
  /// Sent to the flow's machine when the row is selected.
  public var event: E?
  /// For a text-entry row: called with the new text when the user types.
  public var onInput: ((C, String) -> Void)?

  /// A row that sends `event` when selected (a disabled row ignores taps).
  public init(
    _ id: String, _ text: String, detail: String? = nil, accessory: FlowRowAccessory = .none,
    isEnabled: Bool = true,
    sends event: E? = nil
  ) {
    self.id = id
    self.text = text
    self.detail = detail
    self.accessory = accessory
    self.isEnabled = isEnabled
    self.event = event
    self.onInput = nil
  }

  /// A text-entry row.
  public static func field(_ id: String, text: String, placeholder: String, onInput: @escaping (C, String) -> Void)
    -> FlowRow
  {
    var row = FlowRow(id, text.isEmpty ? placeholder : text, detail: "text field")
    row.onInput = onInput
    return row
  }
}

/// A titled group of rows.
public struct FlowSection<E: Hashable & Sendable, C> {
  public var title: String?
  public var rows: [FlowRow<E, C>]
  public init(_ title: String? = nil, rows: [FlowRow<E, C>]) {
    self.title = title
    self.rows = rows
  }
}

/// One step of a flow — what a wizard built with the State pattern puts in a state object: the
/// sections and rows it shows, whether it is complete, and status information, all computed
/// from the flow's context.
public struct FlowStep<E: Hashable & Sendable, C> {
  public var title: String
  public var sections: (C) -> [FlowSection<E, C>]
  public var isComplete: (C) -> Bool
  public var statusInfo: (C) -> String?
  /// Sent to the machine when the step becomes complete — what the article's container learned
  /// through KVO on `stepComplete`.
  public var completionEvent: E?

  public init(
    _ title: String, completion completionEvent: E? = nil, isComplete: @escaping (C) -> Bool = { _ in false },
    statusInfo: @escaping (C) -> String? = { _ in nil }, sections: @escaping (C) -> [FlowSection<E, C>]
  ) {
    self.title = title
    self.sections = sections
    self.isComplete = isComplete
    self.statusInfo = statusInfo
    self.completionEvent = completionEvent
  }
}
