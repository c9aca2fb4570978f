// A button's title and image are set per control state with methods (`setTitle(_:for:)`): the
// appearance's title and image forms of UIKit's `UIButton` (Platform/UIKit/Assign+UIButton.swift)
// and of StateKitControls' headless `Button` share one accessor over this protocol. The getter
// and setter are static members of a type, not closures: `methodAccessor`'s closures cost two
// more indirect calls and their contexts on every write of seed-000 (measured).

/// A button with a title and an image per control state, read and set as `UIButton`'s are.
@usableFromInline @MainActor package protocol PerStateButton: AnyObject {
  associatedtype ControlState
  associatedtype ButtonImage
  func title(for state: ControlState) -> String?
  func setTitle(_ title: String?, for state: ControlState)
  func image(for state: ControlState) -> ButtonImage?
  func setImage(_ image: ButtonImage?, for state: ControlState)
}

/// One of a ``PerStateButton``'s properties per control state: ``ButtonTitle`` or ``ButtonImage``.
@usableFromInline @MainActor package protocol ButtonStateProperty {
  associatedtype Button: PerStateButton
  associatedtype Value
  static func value(of button: Button, for state: Button.ControlState) -> Value
  static func set(_ value: Value, of button: Button, for state: Button.ControlState)
}

/// A button's title: `title(for:)` and `setTitle(_:for:)`.
@usableFromInline package enum ButtonTitle<Button: PerStateButton>: ButtonStateProperty {
  @inlinable @inline(__always)
  package static func value(of button: Button, for state: Button.ControlState) -> String? {
    button.title(for: state)
  }

  @inlinable @inline(__always)
  package static func set(_ value: String?, of button: Button, for state: Button.ControlState) {
    button.setTitle(value, for: state)
  }
}

/// A button's image: `image(for:)` and `setImage(_:for:)`.
@usableFromInline package enum ButtonImage<Button: PerStateButton>: ButtonStateProperty {
  @inlinable @inline(__always)
  package static func value(of button: Button, for state: Button.ControlState) -> Button.ButtonImage? {
    button.image(for: state)
  }

  @inlinable @inline(__always)
  package static func set(_ value: Button.ButtonImage?, of button: Button, for state: Button.ControlState) {
    button.setImage(value, for: state)
  }
}

extension Assign {
  /// The accessor of `Property` (a title or an image) for `state` of the button at `button` (a
  /// key path to a stored outlet, which the optimiser folds); its identity is what `identity`
  /// makes of `button` and `state`: the key path `button[title: state]`, formed by the platform
  /// outside generic code so that `PropertyNames` knows it. `identity` captures nothing, so that
  /// the key path stays this closure's one use of `button`.
  @MainActor @inlinable @inline(__always)
  package static func buttonAccessor<Property: ButtonStateProperty>(
    _ button: KeyPath<Views, Property.Button>, _ state: Property.Button.ControlState, _: Property.Type,
    identity: @escaping (KeyPath<Views, Property.Button>, Property.Button.ControlState) -> AnyKeyPath
  ) -> PropertyAccessor {
    { request, owner, value, box in
      switch request {
      case .keyPath: return identity(button, state)
      case .get: return ValueBox(Property.value(of: (owner as! Views)[keyPath: button], for: state))
      case .set:
        if let value, let value = value as? Property.Value {
          Property.set(value, of: (owner as! Views)[keyPath: button], for: state)
        }
      case .setConstant:
        guard let owner, let box else { break }
        assert(
          owner is Views && box is ValueBox<Property.Value>, "an assignment was given another owner or value type")
        let value = unsafeDowncast(box, to: ValueBox<Property.Value>.self).value
        Property.set(value, of: unsafeDowncast(owner, to: Views.self)[keyPath: button], for: state)
      }
      return nil
    }
  }
}
