import Foundation

// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor open class UITextField: UIControl {
  // https://developer.apple.com/documentation/uikit/uitextfield/text
  open var text: String?
  // https://developer.apple.com/documentation/uikit/uitextfield/placeholder
  open var placeholder: String?
}
