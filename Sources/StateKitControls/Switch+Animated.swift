extension Headless.Switch {
  /// Whether the switch is on, as a property an appearance can assign: setting it calls
  /// ``setOn(_:animated:)`` with `animated: true` (the same member exists on `UISwitch` with
  /// StateKitUI).
  public var isOnAnimated: Bool {
    get { isOn }
    set { setOn(newValue, animated: true) }
  }
}
