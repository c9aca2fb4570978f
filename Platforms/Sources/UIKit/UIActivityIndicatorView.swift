import Foundation

// https://developer.apple.com/documentation/uikit/uiactivityindicatorview
// apple: @MainActor class UIActivityIndicatorView
@MainActor open class UIActivityIndicatorView: UIView {
  private var animating = false

  // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating()
  // apple: func startAnimating()
  open func startAnimating() {
    animating = true
    if hidesWhenStopped { isHidden = false }
  }

  // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/stopanimating()
  // apple: func stopAnimating()
  open func stopAnimating() {
    animating = false
    if hidesWhenStopped { isHidden = true }
  }

  // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/isanimating
  // apple: var isAnimating: Bool { get }
  open var isAnimating: Bool { animating }

  // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/hideswhenstopped
  // apple: var hidesWhenStopped: Bool { get set }
  open var hidesWhenStopped: Bool = true
}
