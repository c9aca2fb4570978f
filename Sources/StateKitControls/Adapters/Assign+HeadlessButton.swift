import StateKitUI

extension Assign {
  /// Sets a button's title for a control state with `Button.setTitle(_:for:)`,
  /// as UIKit code does — `button.setTitle("Edit", for: .normal)`:
  ///
  /// ```swift
  /// When(.browse) {
  ///   Assign(\.button, title: "Edit", for: .normal)
  /// }
  /// ```
  ///
  /// It is the same property as `Assign(\.button[title: .normal], "Edit")` (both forms may be
  /// mixed in one appearance), with the same diffing and timing, but the refresh calls
  /// `setTitle(_:for:)` itself instead of writing through a key path with a subscript, which
  /// Swift applies at run time (a few thousand instructions per write). The same text compiles
  /// against `UIButton` outlets (see StateKitUI's article on state-dependent appearance). Like the button, it belongs
  /// to the main actor: make the appearance there (a view controller's `static let`, or a
  /// `@MainActor` global).
  ///
  /// - Parameters:
  ///   - button: the button, such as `\.editButton`.
  ///   - title: the title for `state` while the state is active; `nil` removes it, so that the
  ///     control state shows the normal state's title.
  ///   - state: the control state the title is for.
  ///   - timing: when the title is set during an animated change.
  ///   - name: how the property is named in messages; derived from the key path when omitted.
  @MainActor @inlinable public init(
    _ button: KeyPath<Views, Headless.Button>, title: String?, for state: Headless.Control.State,
    timing: AssignmentTiming = .immediate, name: String? = nil
  ) {
    self.init(
      access: Self.buttonAccessor(button, state, ButtonTitle.self) { $0.appending(path: buttonTitleKeyPath($1)) },
      name: name, timing: timing, constant: title as Any,
      constantBox: ValueBox(title), compute: nil, contextType: nil, same: Self.equality(String?.self))
  }

  /// Sets a button's image for a control state with `Button.setImage(_:for:)`:
  /// `Assign(\.button, image: Image("pencil"), for: .normal)`. See
  /// `init(_:title:for:timing:name:)`.
  @MainActor @inlinable public init(
    _ button: KeyPath<Views, Headless.Button>, image: Headless.Image?, for state: Headless.Control.State,
    timing: AssignmentTiming = .immediate, name: String? = nil
  ) {
    self.init(
      access: Self.buttonAccessor(button, state, ButtonImage.self) { $0.appending(path: buttonImageKeyPath($1)) },
      name: name, timing: timing, constant: image as Any,
      constantBox: ValueBox(image), compute: nil, contextType: nil, same: Self.equality(Headless.Image?.self))
  }
}

// The title and image forms above set the button through StateKitUI's accessor for buttons.
extension Headless.Button: PerStateButton {}

// Formed outside generic code: a key path formed in a generic context names its subscript by
// another accessor than `\Button[title: .normal]` does, and `PropertyNames` would not know it.
/// `\Button[title: state]`: the identity of `Assign.init(_:title:for:timing:name:)`'s property.
@usableFromInline @MainActor func buttonTitleKeyPath(_ state: Headless.Control.State) -> ReferenceWritableKeyPath<
  Headless.Button, String?
> {
  \Headless.Button[title: state]
}

/// `\Button[image: state]`: the identity of `Assign.init(_:image:for:timing:name:)`'s property.
@usableFromInline @MainActor func buttonImageKeyPath(_ state: Headless.Control.State) -> ReferenceWritableKeyPath<
  Headless.Button, Headless.Image?
> {
  \Headless.Button[image: state]
}
