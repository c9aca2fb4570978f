import Foundation

// https://developer.apple.com/documentation/uikit/uiactivityindicatorview
// apple: @MainActor class UIActivityIndicatorView
@MainActor open class UIActivityIndicatorView: UIView {
  private var animating = false

  // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)
  // apple: init(style: UIActivityIndicatorView.Style)
  public init(style: UIActivityIndicatorView.Style) {
    self.style = style
    super.init(frame: .zero)
  }

  // UIView's initialisers, which Swift requires here once the class adds a designated one (pages:
  // uiactivityindicatorview/init(frame:), `init(frame: CGRect)`, and init(coder:), `init(coder:
  // NSCoder)` — not failable, unlike UIView's).
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init(coder: NSCoder) {
    super.init(frame: .zero)
  }

  // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.property
  // apple: var style: UIActivityIndicatorView.Style { get set }
  open var style: UIActivityIndicatorView.Style = .medium

  // nil until set: the style's colour applies (UIKit returns that colour; the shim has no
  // rendering, so it reports nil).
  // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/color
  // apple: var color: UIColor! { get set }
  open var color: UIColor!

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

extension UIActivityIndicatorView {
  // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum
  // apple: enum Style
  public enum Style: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum/medium
    // apple: case medium
    case medium = 100
    // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum/large
    // apple: case large
    case large = 101
  }
}
