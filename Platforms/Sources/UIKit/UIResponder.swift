import Foundation

// https://developer.apple.com/documentation/uikit/uiresponder
// apple: @MainActor class UIResponder
@MainActor open class UIResponder: NSObject {
  public override init() { super.init() }

  // No window here: a responder that asks becomes the first responder, and stays it until it
  // resigns.
  private var isFirst = false

  // The page doesn't show it, but Swift imports Objective-C methods so that their result may be
  // ignored without a warning: the SDK's declarations are `@discardableResult`.
  // https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
  // apple: func becomeFirstResponder() -> Bool
  // sdk: @discardableResult (imported from Objective-C, see above)
  @discardableResult open func becomeFirstResponder() -> Bool {
    isFirst = true
    return true
  }

  // https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
  // apple: func resignFirstResponder() -> Bool
  // sdk: @discardableResult (imported from Objective-C, see above)
  @discardableResult open func resignFirstResponder() -> Bool {
    isFirst = false
    return true
  }

  // https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder
  // apple: var isFirstResponder: Bool { get }
  open var isFirstResponder: Bool { isFirst }
}
