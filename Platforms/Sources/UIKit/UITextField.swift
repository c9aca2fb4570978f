import Foundation

// https://developer.apple.com/documentation/uikit/uitextfield
// apple: @MainActor class UITextField
@MainActor open class UITextField: UIControl {
  // https://developer.apple.com/documentation/uikit/uitextfield/text
  // apple: var text: String? { get set }
  open var text: String?
  // https://developer.apple.com/documentation/uikit/uitextfield/placeholder
  // apple: var placeholder: String? { get set }
  open var placeholder: String?
  // https://developer.apple.com/documentation/uikit/uitextfield/delegate
  // apple: weak var delegate: (any UITextFieldDelegate)? { get set }
  open weak var delegate: (any UITextFieldDelegate)?
  // A requirement of UITextInputTraits (optional there) that UIKit's text field implements; Swift
  // shows it as the text field's property.
  // https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardtype
  // apple: optional var keyboardType: UIKeyboardType { get set }
  open var keyboardType: UIKeyboardType = .default
}
