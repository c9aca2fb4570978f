// State that UIKit sets with methods (an activity indicator's animation, a switch's animated
// setter) is assigned through an accessor that calls the methods: the UIKit adapters
// (Platform/UIKit/Assign+UIKitMethods.swift) and StateKitControls' headless controls share it.

extension Assign {
  /// The accessor of state set by a method on the outlet at `outlet`: `get` reads it, `set`
  /// calls the method; its identity, `identity()`, is the key path of the matching writable
  /// member, so that the constant and computed forms are one property.
  @MainActor @inlinable @inline(__always)
  package static func methodAccessor<Outlet, Value>(
    _ outlet: KeyPath<Views, Outlet>, identity: @escaping () -> AnyKeyPath, get: @escaping (Outlet) -> Value,
    set: @escaping (Outlet, Value) -> Void
  ) -> PropertyAccessor {
    { request, owner, value, box in
      switch request {
      case .keyPath: return identity()
      case .get: return ValueBox(get((owner as! Views)[keyPath: outlet]))
      case .set:
        if let value, let value = value as? Value { set((owner as! Views)[keyPath: outlet], value) }
      case .setConstant:
        guard let owner, let box else { break }
        assert(owner is Views && box is ValueBox<Value>, "an assignment was given another owner or value type")
        set(unsafeDowncast(owner, to: Views.self)[keyPath: outlet], unsafeDowncast(box, to: ValueBox<Value>.self).value)
      }
      return nil
    }
  }
}
