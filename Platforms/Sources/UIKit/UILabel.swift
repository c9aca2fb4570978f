import Foundation

// https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
  // https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String?
  // https://developer.apple.com/documentation/uikit/uilabel/textcolor
  open var textColor: UIColor! = .black
  // The system font of 17 points unless set; setting nil restores it, as documented.
  // https://developer.apple.com/documentation/uikit/uilabel/font
  // apple: var font: UIFont! { get set }
  open var font: UIFont! {
    get { assignedFont ?? UIFont.systemFontOfDefaultSize }
    set { assignedFont = newValue }
  }
  private var assignedFont: UIFont?
}
