import Foundation

// https://developer.apple.com/documentation/uikit/uistepper
// apple: @MainActor class UIStepper
@MainActor open class UIStepper: UIControl {
  // https://developer.apple.com/documentation/uikit/uistepper/value
  // apple: var value: Double { get set }
  open var value: Double = 0 {
    didSet { value = min(max(value, minimumValue), maximumValue) }
  }
  // https://developer.apple.com/documentation/uikit/uistepper/minimumvalue
  // apple: var minimumValue: Double { get set }
  open var minimumValue: Double = 0
  // https://developer.apple.com/documentation/uikit/uistepper/maximumvalue
  // apple: var maximumValue: Double { get set }
  open var maximumValue: Double = 100
  // https://developer.apple.com/documentation/uikit/uistepper/stepvalue
  // apple: var stepValue: Double { get set }
  open var stepValue: Double = 1
}
