import Foundation

// https://developer.apple.com/documentation/uikit/uicontrol
// apple: @MainActor class UIControl
@MainActor open class UIControl: UIView {
  // https://developer.apple.com/documentation/uikit/uicontrol/event
  // apple: struct Event
  // Not Hashable in the SDK (an imported option set is Equatable only).
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  // https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
  // apple: struct State
  // Not Hashable in the SDK: a key path cannot use it as a subscript index.
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
  }

  // https://developer.apple.com/documentation/uikit/uicontrol/isenabled
  // apple: var isEnabled: Bool { get set }
  open var isEnabled: Bool = true
  // https://developer.apple.com/documentation/uikit/uicontrol/isselected
  // apple: var isSelected: Bool { get set }
  open var isSelected: Bool = false
  // https://developer.apple.com/documentation/uikit/uicontrol/ishighlighted
  // apple: var isHighlighted: Bool { get set }
  open var isHighlighted: Bool = false

  // https://developer.apple.com/documentation/uikit/uicontrol/state-swift.property
  // apple: var state: UIControl.State { get }
  open var state: UIControl.State {
    var state: UIControl.State = .normal
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  /// The actions added with `addAction(_:for:)`, in the order they were added.
  private var actions: [(action: UIAction, events: Event)] = []

  // Actions are unique by identifier: adding one with an identifier already present replaces it.
  // https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
  // apple: func addAction(_ action: UIAction, for controlEvents: UIControl.Event)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    if let index = actions.firstIndex(where: { $0.action.identifier == action.identifier }) {
      if actions[index].action === action {
        actions[index].events.formUnion(controlEvents)
      } else {
        actions[index] = (action, controlEvents)
      }
    } else {
      actions.append((action, controlEvents))
    }
  }

  // https://developer.apple.com/documentation/uikit/uicontrol/removeaction(_:for:)
  // apple: func removeAction(_ action: UIAction, for controlEvents: UIControl.Event)
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    removeActions({ $0 === action }, for: controlEvents)
  }

  // https://developer.apple.com/documentation/uikit/uicontrol/removeaction(identifiedby:for:)
  open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
    removeActions({ $0.identifier == actionIdentifier }, for: controlEvents)
  }

  private func removeActions(_ matches: (UIAction) -> Bool, for controlEvents: UIControl.Event) {
    for index in actions.indices.reversed() where matches(actions[index].action) {
      actions[index].events.subtract(controlEvents)
      if actions[index].events.isEmpty { actions.remove(at: index) }
    }
  }

  // Runs the actions registered for any of the events, with this control as their sender.
  // https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
  // apple: func sendActions(for controlEvents: UIControl.Event)
  open func sendActions(for controlEvents: UIControl.Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      entry.action.sender = self
      entry.action.handler(entry.action)
      entry.action.sender = nil
    }
  }

  // https://developer.apple.com/documentation/uikit/uicontrol/sendaction(_:)
  // apple: func sendAction(_ action: UIAction)
  open func sendAction(_ action: UIAction) {
    action.sender = self
    action.handler(action)
    action.sender = nil
  }
}
