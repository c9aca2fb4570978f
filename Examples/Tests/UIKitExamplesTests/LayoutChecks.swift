#if canImport(UIKit)
  import UIKit

  /// What Auto Layout needs to place every view of a screen, checked on the constraints the views
  /// hold (no layout is solved): each view is in the hierarchy, has its autoresizing mask off,
  /// and is placed along both axes by active constraints or by the stack view that arranges it.
  @MainActor enum LayoutCheck {
    static let horizontal: [NSLayoutConstraint.Attribute] = [.leading, .trailing, .left, .right, .centerX]
    static let vertical: [NSLayoutConstraint.Attribute] = [.top, .bottom, .centerY, .firstBaseline, .lastBaseline]

    /// Every view under `root`, depth first (not `root` itself).
    static func descendants(of root: UIView) -> [UIView] {
      root.subviews.flatMap { [$0] + descendants(of: $0) }
    }

    /// The active constraints that name `view`, with the attribute they give it.
    static func attributes(of view: UIView) -> [NSLayoutConstraint.Attribute] {
      var holders: [UIView] = []
      var next: UIView? = view
      while let holder = next {
        holders.append(holder)
        next = holder.superview
      }
      return holders.flatMap(\.constraints).filter(\.isActive).flatMap { constraint in
        (constraint.firstItem === view ? [constraint.firstAttribute] : [])
          + (constraint.secondItem === view ? [constraint.secondAttribute] : [])
      }
    }

    /// What keeps the screen from being laid out, one line per view; empty when nothing does.
    static func problems(in root: UIView) -> [String] {
      descendants(of: root).compactMap { view in
        let name = "\(type(of: view)) in \(type(of: view.superview!))"
        if view.translatesAutoresizingMaskIntoConstraints {
          return "\(name) translates its autoresizing mask into constraints"
        }
        if let stack = view.superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === view }) {
          return nil
        }
        let given = attributes(of: view)
        if !given.contains(where: horizontal.contains) { return "\(name) has no horizontal position" }
        if !given.contains(where: vertical.contains) { return "\(name) has no vertical position" }
        return nil
      }
    }
  }
#endif
