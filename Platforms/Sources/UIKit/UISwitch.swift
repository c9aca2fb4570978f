import Foundation

// https://developer.apple.com/documentation/uikit/uiswitch
@MainActor open class UISwitch: UIControl {
  // https://developer.apple.com/documentation/uikit/uiswitch/ison
  open var isOn: Bool = false

  // https://developer.apple.com/documentation/uikit/uiswitch/seton(_:animated:)
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}
