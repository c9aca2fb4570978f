import Foundation

// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting
// apple: @MainActor protocol UIContentSizeCategoryAdjusting : NSObjectProtocol
@MainActor public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
  // apple: var adjustsFontForContentSizeCategory: Bool { get set }
  var adjustsFontForContentSizeCategory: Bool { get set }
}

@MainActor private let lineLimits = ShimStorage<Int>(initial: 1)
@MainActor private let adjustingFonts = ShimStorage<Bool>(initial: false)

// How a label lays out its text: line limit and Dynamic Type (kept, not rendered).
extension UILabel: UIContentSizeCategoryAdjusting {
  // https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  // apple: var numberOfLines: Int { get set }
  public var numberOfLines: Int {
    get { lineLimits[self] }
    set { lineLimits[self] = newValue }
  }

  // https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
  // apple: var adjustsFontForContentSizeCategory: Bool { get set }
  public var adjustsFontForContentSizeCategory: Bool {
    get { adjustingFonts[self] }
    set { adjustingFonts[self] = newValue }
  }
}
