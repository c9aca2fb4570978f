import Foundation

@MainActor private let selectionStyles = ShimStorage<UITableViewCell.SelectionStyle>(initial: .default)
@MainActor private let rowHeights = ShimStorage<CGFloat>(initial: UITableView.automaticDimension)

extension UITableView {
  // UIKit's value of UITableViewAutomaticDimension. Swift has no stored `class let`; a read-only
  // class property is the same to a caller.
  // https://developer.apple.com/documentation/uikit/uitableview/automaticdimension
  // apple: class let automaticDimension: CGFloat
  public class var automaticDimension: CGFloat { -1 }

  // https://developer.apple.com/documentation/uikit/uitableview/rowheight
  // apple: var rowHeight: CGFloat { get set }
  public var rowHeight: CGFloat {
    get { rowHeights[self] }
    set { rowHeights[self] = newValue }
  }
}

extension UITableViewCell {
  // https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum
  // apple: enum SelectionStyle
  public enum SelectionStyle: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum/none
    // apple: case none
    case none = 0
    // https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum/blue
    // apple: case blue
    case blue = 1
    // https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum/gray
    // apple: case gray
    case gray = 2
    // https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum/default
    // apple: case `default`
    case `default` = 3
  }

  // https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.property
  // apple: var selectionStyle: UITableViewCell.SelectionStyle { get set }
  public var selectionStyle: UITableViewCell.SelectionStyle {
    get { selectionStyles[self] }
    set { selectionStyles[self] = newValue }
  }
}
