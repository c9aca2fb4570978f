/// A headless switch.
@MainActor
public final class Switch: Control {
  public var isOn: Bool

  public init(name: String = "switch", isOn: Bool = false) {
    self.isOn = isOn
    super.init(name: name)
  }

  /// Flips the switch, as a tap does.
  @discardableResult
  public func toggle() -> Bool {
    guard receivesTouches else { return false }
    isOn.toggle()
    sendActions()
    return true
  }

  public override var properties: [(String, String)] { [("on", "\(isOn)")] + super.properties }
}
