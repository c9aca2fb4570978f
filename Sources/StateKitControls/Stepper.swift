extension Headless {
  /// A headless stepper, like `UIStepper`: a value between bounds, changed by its `+` and `-` halves.
  ///
  /// As on `UIStepper`, the value is always clamped to the bounds — when it is set, when the stepper
  /// is made, and when a bound moves past it — and a bound set past the other one moves the other
  /// one with it (a maximum of 100 set below a minimum of 200 makes both 200).
  @MainActor
  public final class Stepper: Control {
    /// The current value, kept between ``minimumValue`` and ``maximumValue``.
    public final var value: Double {
      didSet { value = min(max(value, minimumValue), maximumValue) }
    }
    /// The lowest value; a minimum above the maximum lowers the maximum, as in UIKit.
    public final var minimumValue: Double {
      didSet {
        if maximumValue < minimumValue { maximumValue = minimumValue }
        if value < minimumValue { value = minimumValue }
      }
    }
    /// The highest value; a maximum below the minimum raises the minimum, as in UIKit.
    public final var maximumValue: Double {
      didSet {
        if minimumValue > maximumValue { minimumValue = maximumValue }
        if value > maximumValue { value = maximumValue }
      }
    }
    /// How much one increment or decrement changes the value.
    public final var stepValue: Double

    /// A stepper named `name` (for the showcase and messages) at `value`, kept between `minimum` and `maximum`,
    /// stepping by `step`.
    public init(
      name: String = "stepper", value: Double = 0, minimum: Double = 0, maximum: Double = 100, step: Double = 1
    ) {
      // UIKit's rule for bounds that cross: the one set last wins; here the maximum is set last.
      self.minimumValue = min(minimum, maximum)
      self.maximumValue = maximum
      self.value = min(max(value, min(minimum, maximum)), maximum)
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
}
