#if canImport(UIKit)
  import UIKit

  extension Assign {
    /// Sets a button's title for a control state with `setTitle(_:for:)`, as UIKit code does —
    /// `editButton.setTitle("Edit", for: .normal)`:
    ///
    /// ```swift
    /// When(.browse) {
    ///   Assign(\.editButton, title: "Edit", for: .normal)
    /// }
    /// ```
    ///
    /// It is the same property as `Assign(\.editButton[title: .normal], "Edit")`, with the same
    /// diffing and timing, but the refresh calls `setTitle(_:for:)` itself instead of writing
    /// through a key path with a subscript, which Swift applies at run time. The same text
    /// compiles against StateKit's headless `Button`.
    ///
    /// - Parameters:
    ///   - button: the button, such as `\.editButton`.
    ///   - title: the title for `state` while the state is active; `nil` removes it.
    ///   - state: the control state the title is for.
    ///   - timing: when the title is set during an animated change.
    ///   - name: how the property is named in messages; derived from the key path when omitted.
    @MainActor @inlinable public init<Outlet: UIButton>(
      _ button: KeyPath<Views, Outlet>, title: String?, for state: UIControl.State,
      timing: AssignmentTiming = .immediate, name: String? = nil
    ) {
      self.init(
        access: Self.titleAccessor(button, state), name: name, timing: timing, constant: title as Any,
        constantBox: ValueBox(title), compute: nil, contextType: nil, same: Self.equality(String?.self))
    }

    /// Sets a button's image for a control state with `setImage(_:for:)`, as the title form
    /// above sets its title.
    @MainActor @inlinable public init<Outlet: UIButton>(
      _ button: KeyPath<Views, Outlet>, image: UIImage?, for state: UIControl.State,
      timing: AssignmentTiming = .immediate, name: String? = nil
    ) {
      self.init(
        access: Self.imageAccessor(button, state), name: name, timing: timing, constant: image as Any,
        constantBox: ValueBox(image), compute: nil, contextType: nil, same: Self.equality(UIImage?.self))
    }

    /// The accessor of a `UIButton`'s title for `state`: `title(for:)` and `setTitle(_:for:)`;
    /// its identity is the key path `button[title: ControlStateKey(state)]`, formed outside
    /// generic code where the outlet is a `UIButton` (so that `PropertyNames` knows it).
    @MainActor @inlinable @inline(__always)
    static func titleAccessor<Outlet: UIButton>(
      _ button: KeyPath<Views, Outlet>, _ state: UIControl.State
    ) -> PropertyAccessor {
      { request, owner, value, box in
        switch request {
        case .keyPath:
          return (button as AnyKeyPath).appending(path: uiButtonTitleKeyPath(state))
            ?? button.appending(path: \Outlet[title: ControlStateKey(state)])
        case .get: return ValueBox((owner as! Views)[keyPath: button].title(for: state))
        case .set:
          if let value, let value = value as? String? { (owner as! Views)[keyPath: button].setTitle(value, for: state) }
        case .setConstant:
          guard let owner, let box else { break }
          assert(owner is Views && box is ValueBox<String?>, "an assignment was given another owner or value type")
          let title = unsafeDowncast(box, to: ValueBox<String?>.self).value
          unsafeDowncast(owner, to: Views.self)[keyPath: button].setTitle(title, for: state)
        }
        return nil
      }
    }

    /// The accessor of a `UIButton`'s image for `state` (see `titleAccessor`).
    @MainActor @inlinable @inline(__always)
    static func imageAccessor<Outlet: UIButton>(
      _ button: KeyPath<Views, Outlet>, _ state: UIControl.State
    ) -> PropertyAccessor {
      { request, owner, value, box in
        switch request {
        case .keyPath:
          return (button as AnyKeyPath).appending(path: uiButtonImageKeyPath(state))
            ?? button.appending(path: \Outlet[image: ControlStateKey(state)])
        case .get: return ValueBox((owner as! Views)[keyPath: button].image(for: state))
        case .set:
          if let value, let value = value as? UIImage? {
            (owner as! Views)[keyPath: button].setImage(value, for: state)
          }
        case .setConstant:
          guard let owner, let box else { break }
          assert(owner is Views && box is ValueBox<UIImage?>, "an assignment was given another owner or value type")
          let image = unsafeDowncast(box, to: ValueBox<UIImage?>.self).value
          unsafeDowncast(owner, to: Views.self)[keyPath: button].setImage(image, for: state)
        }
        return nil
      }
    }
  }

  /// `\UIButton[title: …]` for `state`, formed outside generic code. Appending it to an outlet
  /// of a subclass of `UIButton` gives nil (the types differ): the accessor then forms its own.
  @usableFromInline @MainActor func uiButtonTitleKeyPath(_ state: UIControl.State) -> AnyKeyPath {
    \UIButton[title: ControlStateKey(state)]
  }

  /// `\UIButton[image: …]` for `state`, as `AnyKeyPath` (see `uiButtonTitleKeyPath`).
  @usableFromInline @MainActor func uiButtonImageKeyPath(_ state: UIControl.State) -> AnyKeyPath {
    \UIButton[image: ControlStateKey(state)]
  }
#endif
