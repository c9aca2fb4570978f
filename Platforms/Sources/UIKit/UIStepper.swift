import Foundation

// https://developer.apple.com/documentation/uikit/uistepper
@MainActor open class UIStepper: UIControl {
  // https://developer.apple.com/documentation/uikit/uistepper/value
  open var value: Double = 0 {
    didSet { value = min(max(value, minimumValue), maximumValue) }
  }
  // https://developer.apple.com/documentation/uikit/uistepper/minimumvalue
  open var minimumValue: Double = 0
  // https://developer.apple.com/documentation/uikit/uistepper/maximumvalue
  open var maximumValue: Double = 100
  // https://developer.apple.com/documentation/uikit/uistepper/stepvalue
  open var stepValue: Double = 1
}
