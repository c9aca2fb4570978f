import Foundation

// https://developer.apple.com/documentation/uikit/uicolor
// apple: class UIColor
open class UIColor: NSObject, @unchecked Sendable {
  private let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

  // https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
  // apple: init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = (red, green, blue, alpha)
    super.init()
  }

  // https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)
  // apple: init(white: CGFloat, alpha: CGFloat)
  // Designated, as the page shows it (UIColor marks no designated initialiser, so Swift imports
  // each of its initialisers as one).
  public init(white: CGFloat, alpha: CGFloat) {
    components = (white, white, white, alpha)
    super.init()
  }

  // https://developer.apple.com/documentation/uikit/uicolor/red
  open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  // https://developer.apple.com/documentation/uikit/uicolor/green
  open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  // https://developer.apple.com/documentation/uikit/uicolor/yellow
  open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  // https://developer.apple.com/documentation/uikit/uicolor/lightgray
  // apple: class var lightGray: UIColor { get }
  open class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
  // https://developer.apple.com/documentation/uikit/uicolor/darkgray
  open class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
  // https://developer.apple.com/documentation/uikit/uicolor/white
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }
  // https://developer.apple.com/documentation/uikit/uicolor/black
  // apple: class var black: UIColor { get }
  open class var black: UIColor { UIColor(white: 0, alpha: 1) }
  // https://developer.apple.com/documentation/uikit/uicolor/clear
  // apple: class var clear: UIColor { get }
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

  // https://developer.apple.com/documentation/uikit/uicolor/cgcolor
  // apple: var cgColor: CGColor { get }
  open var cgColor: CGColor {
    CGColor(red: components.red, green: components.green, blue: components.blue, alpha: components.alpha)
  }

  // Two colours with the same components are equal, as `isEqual(_:)` says for UIColor.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return components == other.components
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(components.red)
    hasher.combine(components.green)
    hasher.combine(components.blue)
    hasher.combine(components.alpha)
    return hasher.finalize()
  }
}
