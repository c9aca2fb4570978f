/// A headless stepper, like `UIStepper`: a value between bounds, changed by its `+` and `-` halves.
@MainActor
public final class Stepper: Control {
  public final var value: Double {
    didSet { value = min(max(value, minimumValue), maximumValue) }
  }
  public final var minimumValue: Double
  public final var maximumValue: Double
  public final var stepValue: Double

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
    sendActions(for: [.valueChanged, .primaryActionTriggered])
    return true
  }

  public override var properties: [(String, String)] { [("value", formatNumber(value))] + super.properties }
}
