#if canImport(UIKit)
  import UIKit

  /// A control state as the index of a key path: UIKit's `UIControl.State` is not `Hashable`, and
  /// a key path's subscript index must be. Written as UIKit's states are: `.normal`, `.selected`,
  /// or `[.selected, .highlighted]`.
  public struct ControlStateKey: Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The control state.
    public let state: UIControl.State

    public init(_ state: UIControl.State) { self.state = state }

    /// Several states at once: `[.selected, .highlighted]`.
    public init(arrayLiteral states: UIControl.State...) { self.state = UIControl.State(states) }

    public static let normal = ControlStateKey(.normal)
    public static let highlighted = ControlStateKey(.highlighted)
    public static let disabled = ControlStateKey(.disabled)
    public static let selected = ControlStateKey(.selected)
    public static let focused = ControlStateKey(.focused)

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.state.rawValue == rhs.state.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(state.rawValue) }
  }

  // UIKit sets a button's title and image per control state, with methods: as subscripts they are
  // writable key paths, for the appearance forms that take one — a computed title,
  // `Assign(\.editButton[title: .normal]) { … }` — with the same diffing and timing. A constant
  // title is set with `Assign(\.editButton, title: "Edit", for: .normal)` (Assign+UIButton.swift).
  extension UIButton {
    /// The title for a control state: `title(for:)` and `setTitle(_:for:)`.
    public subscript(title state: ControlStateKey) -> String? {
      get { title(for: state.state) }
      set { setTitle(newValue, for: state.state) }
    }

    /// The image for a control state: `image(for:)` and `setImage(_:for:)`.
    public subscript(image state: ControlStateKey) -> UIImage? {
      get { image(for: state.state) }
      set { setImage(newValue, for: state.state) }
    }
  }

  extension UITableViewCell {
    /// The cell's selection, set with `setSelected(_:animated:)` so that it animates.
    public var isSelectedAnimated: Bool {
      get { isSelected }
      set { setSelected(newValue, animated: true) }
    }
  }
#endif
