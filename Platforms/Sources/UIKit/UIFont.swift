import Foundation

// Fonts by text style; equal when made for the same style (there are no metrics here).
// https://developer.apple.com/documentation/uikit/uifont
// apple: class UIFont
open class UIFont: NSObject, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uifont/textstyle
  // apple: struct TextStyle
  public struct TextStyle: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/uikit/uifont/textstyle/largetitle
    // apple: static let largeTitle: UIFont.TextStyle
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    // https://developer.apple.com/documentation/uikit/uifont/textstyle/title1
    // apple: static let title1: UIFont.TextStyle
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    // https://developer.apple.com/documentation/uikit/uifont/textstyle/headline
    // apple: static let headline: UIFont.TextStyle
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    // https://developer.apple.com/documentation/uikit/uifont/textstyle/subheadline
    // apple: static let subheadline: UIFont.TextStyle
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    // https://developer.apple.com/documentation/uikit/uifont/textstyle/body
    // apple: static let body: UIFont.TextStyle
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    // https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote
    // apple: static let footnote: UIFont.TextStyle
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    // https://developer.apple.com/documentation/uikit/uifont/textstyle/caption1
    // apple: static let caption1: UIFont.TextStyle
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
  }

  /// The style the font was made for.
  let textStyle: TextStyle

  init(textStyle: TextStyle) {
    self.textStyle = textStyle
    super.init()
  }

  // https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
  // apple: class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    UIFont(textStyle: style)
  }

  /// What a label shows without a font of its own: the system font of 17 points.
  static var systemFontOfDefaultSize: UIFont { UIFont(textStyle: TextStyle(rawValue: "system 17")) }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UIFont)?.textStyle == textStyle
  }

  open override var hash: Int { textStyle.hashValue }
}
