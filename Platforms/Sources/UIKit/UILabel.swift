import Foundation

// https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
  // https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String?
  // https://developer.apple.com/documentation/uikit/uilabel/textcolor
  open var textColor: UIColor! = .black
}
