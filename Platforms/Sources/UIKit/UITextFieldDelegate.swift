import Foundation

// Objective-C's optional requirements have no Swift form on Linux: the optional method is a
// requirement with a default implementation, which a conformer's method satisfies alike.
// https://developer.apple.com/documentation/uikit/uitextfielddelegate
// apple: @MainActor protocol UITextFieldDelegate : NSObjectProtocol
@MainActor public protocol UITextFieldDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldreturn(_:)
  // apple: optional func textFieldShouldReturn(_ textField: UITextField) -> Bool
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

// https://developer.apple.com/documentation/uikit/uikeyboardtype
// apple: enum UIKeyboardType
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
  case decimalPad, twitter, webSearch, asciiCapableNumberPad
}
