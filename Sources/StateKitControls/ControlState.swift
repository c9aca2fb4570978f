extension Headless.Control {
  /// The states of a control that a title or an image can be set for, like `UIControl.State`
  /// (an option set: a selected, highlighted button is in `[.selected, .highlighted]`).
  public struct State: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt
    /// The states whose bits are set in `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The control is enabled, not selected, not highlighted.
    public static let normal: State = []
    /// A touch is down inside the control.
    public static let highlighted = State(rawValue: 1 << 0)
    /// The control does not take touches (`isEnabled` is false).
    public static let disabled = State(rawValue: 1 << 1)
    /// The control is selected (a toggled button).
    public static let selected = State(rawValue: 1 << 2)
    /// The control has the focus.
    public static let focused = State(rawValue: 1 << 3)
  }

  /// The control events that actions can be added for, like `UIControl.Event`.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt
    /// The events whose bits are set in `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A tap that ended inside the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The control's value changed (a stepper stepped, a switch flipped).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's main action: a button's tap, a stepper's or switch's change of value, a
    /// text field's return key.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// The text of a text field changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }
}
