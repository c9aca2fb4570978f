import Foundation

// https://developer.apple.com/documentation/uikit/uilabel
// apple: @MainActor class UILabel
@MainActor open class UILabel: UIView {
  // https://developer.apple.com/documentation/uikit/uilabel/text
  // apple: var text: String? { get set }
  open var text: String?
  // https://developer.apple.com/documentation/uikit/uilabel/textcolor
  // apple: var textColor: UIColor! { get set }
  open var textColor: UIColor! = .black
}
