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
        access: Self.buttonAccessor(button, state, ButtonTitle.self) {
          ($0 as AnyKeyPath).appending(path: uiButtonTitleKeyPath($1))
            ?? $0.appending(path: \Outlet[title: ControlStateKey($1)])
        },
        name: name, timing: timing, constant: title as Any,
        constantBox: ValueBox(title), compute: nil, contextType: nil, same: Self.equality(String?.self))
    }

    /// Sets a button's image for a control state with `setImage(_:for:)`, as the title form
    /// above sets its title.
    @MainActor @inlinable public init<Outlet: UIButton>(
      _ button: KeyPath<Views, Outlet>, image: UIImage?, for state: UIControl.State,
      timing: AssignmentTiming = .immediate, name: String? = nil
    ) {
      self.init(
        access: Self.buttonAccessor(button, state, ButtonImage.self) {
          ($0 as AnyKeyPath).appending(path: uiButtonImageKeyPath($1))
            ?? $0.appending(path: \Outlet[image: ControlStateKey($1)])
        },
        name: name, timing: timing, constant: image as Any,
        constantBox: ValueBox(image), compute: nil, contextType: nil, same: Self.equality(UIImage?.self))
    }
  }

  // The title and image forms above set the button through the accessor for buttons
  // (Appearance/Assign+ButtonAccessor.swift).
  extension UIButton: PerStateButton {}

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
