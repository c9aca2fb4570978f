import Foundation

extension NSLayoutConstraint {
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
  // apple: enum Axis
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }
}

// A stack view adds its arranged views as subviews and lays them out itself: UIKit turns their
// `translatesAutoresizingMaskIntoConstraints` off and constrains them; the shim records the
// arrangement (no constraints, no layout engine).
// https://developer.apple.com/documentation/uikit/uistackview
// apple: @MainActor class UIStackView
@MainActor open class UIStackView: UIView {
  // https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum
  // apple: enum Alignment
  public enum Alignment: Int, Sendable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    // The same values as `leading` and `trailing`, for a horizontal stack.
    public static var top: Alignment { .leading }
    public static var bottom: Alignment { .trailing }
  }

  private var arranged: [UIView] = []

  // https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
  // apple: convenience init(arrangedSubviews views: [UIView])
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  // https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews
  // apple: var arrangedSubviews: [UIView] { get }
  open var arrangedSubviews: [UIView] {
    arranged.filter { $0.superview === self }
  }

  // https://developer.apple.com/documentation/uikit/uistackview/axis
  // apple: var axis: NSLayoutConstraint.Axis { get set }
  open var axis: NSLayoutConstraint.Axis = .horizontal

  // https://developer.apple.com/documentation/uikit/uistackview/spacing
  // apple: var spacing: CGFloat { get set }
  open var spacing: CGFloat = 0

  // https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.property
  // apple: var alignment: UIStackView.Alignment { get set }
  open var alignment: UIStackView.Alignment = .fill

  // https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)
  // apple: func addArrangedSubview(_ view: UIView)
  open func addArrangedSubview(_ view: UIView) {
    arranged.removeAll { $0 === view }
    arranged.append(view)
    addSubview(view)
    view.translatesAutoresizingMaskIntoConstraints = false
  }
}
