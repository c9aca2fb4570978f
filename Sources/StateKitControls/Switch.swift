extension Headless {
  /// A headless switch, like `UISwitch`.
  @MainActor
  public final class Switch: Control {
    /// Whether the switch is on.
    public final var isOn: Bool

    /// A switch named `name` (for the showcase and messages), on or off.
    public init(name: String = "switch", isOn: Bool = false) {
      self.isOn = isOn
      super.init(name: name)
    }

    /// Sets the switch without sending actions, as `UISwitch.setOn(_:animated:)` does.
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// Flips the switch, as a tap does, and sends the value-changed actions.
    @discardableResult
    public func toggle() -> Bool {
      guard receivesTouches else { return false }
      isOn.toggle()
      sendActions(for: [.valueChanged, .primaryActionTriggered])
      return true
    }

    public override var properties: [(String, String)] { [("on", "\(isOn)")] + super.properties }
  }
}
