import Foundation

// https://developer.apple.com/documentation/uikit/uiswitch
// apple: @MainActor class UISwitch
@MainActor open class UISwitch: UIControl {
  // https://developer.apple.com/documentation/uikit/uiswitch/ison
  // apple: var isOn: Bool { get set }
  open var isOn: Bool = false

  // https://developer.apple.com/documentation/uikit/uiswitch/seton(_:animated:)
  // apple: func setOn(_ on: Bool, animated: Bool)
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}
