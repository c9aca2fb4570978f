import Foundation

// The system colours, with their light-appearance values (they adapt to dark mode on iOS; the
// shim has one appearance).
extension UIColor {
  // https://developer.apple.com/documentation/uikit/uicolor/systemred
  // apple: class var systemRed: UIColor { get }
  public class var systemRed: UIColor { UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1) }
  // https://developer.apple.com/documentation/uikit/uicolor/systemgreen
  // apple: class var systemGreen: UIColor { get }
  public class var systemGreen: UIColor { UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1) }
  // https://developer.apple.com/documentation/uikit/uicolor/systemorange
  // apple: class var systemOrange: UIColor { get }
  public class var systemOrange: UIColor { UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1) }
  // https://developer.apple.com/documentation/uikit/uicolor/systemyellow
  // apple: class var systemYellow: UIColor { get }
  public class var systemYellow: UIColor { UIColor(red: 1, green: 204 / 255, blue: 0, alpha: 1) }
  // https://developer.apple.com/documentation/uikit/uicolor/label
  // apple: class var label: UIColor { get }
  public class var label: UIColor { UIColor(white: 0, alpha: 1) }
  // https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
  // apple: class var secondaryLabel: UIColor { get }
  public class var secondaryLabel: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6) }
  // https://developer.apple.com/documentation/uikit/uicolor/systembackground
  // apple: class var systemBackground: UIColor { get }
  public class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
  // https://developer.apple.com/documentation/uikit/uicolor/secondarysystembackground
  // apple: class var secondarySystemBackground: UIColor { get }
  public class var secondarySystemBackground: UIColor {
    UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
  }
}
