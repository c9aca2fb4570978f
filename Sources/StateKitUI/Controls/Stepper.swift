/// A headless stepper: a value between bounds, changed by its `+` and `-` halves.
@MainActor
public final class Stepper: Control {
  public var value: Double {
    didSet { value = min(max(value, minimumValue), maximumValue) }
  }
  public var minimumValue: Double
  public var maximumValue: Double
  public var stepValue: Double

  public init(name: String = "stepper", value: Double = 0, minimum: Double = 0, maximum: Double = 100, step: Double = 1)
  {
    self.value = value
    self.minimumValue = minimum
    self.maximumValue = maximum
    self.stepValue = step
    super.init(name: name)
  }

  /// Taps the `+` half. Does nothing if the stepper does not receive touches or is at its maximum.
  @discardableResult
  public func increment() -> Bool { step(by: stepValue) }

  /// Taps the `-` half.
  @discardableResult
  public func decrement() -> Bool { step(by: -stepValue) }

  private func step(by delta: Double) -> Bool {
    guard receivesTouches else { return false }
    let old = value
    value = value + delta
    guard value != old else { return false }
    sendActions()
    return true
  }

  public override var properties: [(String, String)] { [("value", formatNumber(value))] + super.properties }
}

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

/// A headless text field.
@MainActor
public final class TextField: Control {
  public var text: String
  public var placeholder: String

  public init(name: String = "field", text: String = "", placeholder: String = "") {
    self.text = text
    self.placeholder = placeholder
    super.init(name: name)
  }

  /// Replaces the text, as typing does, and sends the action.
  @discardableResult
  public func type(_ newText: String) -> Bool {
    guard receivesTouches else { return false }
    text = newText
    sendActions()
    return true
  }

  public override var properties: [(String, String)] {
    [("text", "\"\(text.isEmpty ? placeholder : text)\"")] + super.properties
  }
}
