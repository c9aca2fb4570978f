import StateKit

/// A running child that an appearance reads (see ``Assign/init(_:fromChild:timing:name:_:)`` and
/// ``When(_:child:in:_:)``): its id, and how to follow its steps. Made in inlinable code for the
/// child's own types, so that the binding, which knows only the parent's, can observe it.
@usableFromInline struct ChildReference {
  @usableFromInline let id: String
  /// Registers `changed` with the child's steps; nil when the object is not a machine of the
  /// key's types.
  @usableFromInline let observe: @MainActor (AnyObject, @escaping @MainActor () -> Void) -> ObservationToken?

  @inlinable init<CS, CE, CC>(_ key: ChildKey<CS, CE, CC>) {
    id = key.id
    observe = { object, changed in
      (object as? StateMachine<CS, CE, CC>)?.onTransition { _ in changed() }
    }
  }
}

/// What an assignment asks of a running child: the condition of a rule made with
/// ``When(_:child:in:_:)``, or the value of ``Assign/init(_:fromChild:timing:name:_:)``.
@usableFromInline struct ChildRead {
  @usableFromInline let child: ChildReference
  /// Whether the rule applies, given the running child (nil: none runs); nil for a value.
  @usableFromInline let condition: (@MainActor (AnyObject?) -> Bool)?
  /// The assignment's value, given the running child (nil: none runs); nil for a condition.
  @usableFromInline let value: (@MainActor (AnyObject?) -> Any)?

  @inlinable init(
    child: ChildReference, condition: (@MainActor (AnyObject?) -> Bool)?, value: (@MainActor (AnyObject?) -> Any)?
  ) {
    self.child = child
    self.condition = condition
    self.value = value
  }
}

extension Assign {
  /// Assigns a value computed from a running child machine of the machine the appearance is
  /// bound to — a checkout showing its payment's progress — set only when it changed, with
  /// the same diffing and timing as every assignment:
  ///
  /// ```swift
  /// Assign(\.progress.progress, fromChild: Payment.key) { payment in
  ///   Float(payment?.context.percent ?? 0) / 100
  /// }
  /// ```
  ///
  /// `value` gets the child's machine while a child with the key's id and types runs, and nil
  /// otherwise. The binding follows the child's steps as well as its own machine's: the value is
  /// computed again after each, and the binding lets go of the child when it ends (it keeps
  /// nothing of it alive).
  ///
  /// - Parameters:
  ///   - keyPath: a writable property of the view owner.
  ///   - key: the child, as the parent's chart invokes it (see `ChildKey`).
  ///   - timing: when the value is set during an animated change.
  ///   - name: how the property is named in messages; derived from the key path when omitted.
  ///   - value: the value, from the running child (nil when none runs).
  @inlinable public init<Value: Equatable, CS, CE, CC>(
    _ keyPath: ReferenceWritableKeyPath<Views, Value>, fromChild key: ChildKey<CS, CE, CC>,
    timing: AssignmentTiming = .immediate, name: String? = nil,
    _ value: @escaping @MainActor (StateMachine<CS, CE, CC>?) -> Value
  ) {
    // Computed: the binding replaces this placeholder with a read of its machine's child.
    self.init(
      access: Self.accessor(keyPath), name: name, timing: timing, constant: nil, constantBox: nil,
      compute: { _, _ in nil }, contextType: nil, same: Self.equality(Value.self))
    childRead = ChildRead(
      child: ChildReference(key), condition: nil, value: { value($0 as? StateMachine<CS, CE, CC>) })
  }
}

/// The assignments made while `state` is active and its running child `key` is in `childState`
/// — a spinner while the payment charges:
///
/// ```swift
/// When(.paying, child: Payment.key, in: .charging) {
///   Assign(\.spinner, animating: true)
/// }
/// ```
///
/// They belong to `state` and come after its own assignments: they override those of `state`
/// while the condition holds, and a deeper active state overrides them. The binding follows the
/// child's steps: the rule is checked again after each of them, with the same diffing and
/// timing as a change of the machine's own states.
public func When<S: Hashable & Sendable, Views: AnyObject, CS, CE, CC>(
  _ state: S, child key: ChildKey<CS, CE, CC>, in childState: CS,
  @AssignmentBuilder<Views> _ content: () -> [Assign<Views>]
) -> AppearanceRule<S, Views> {
  let read = ChildRead(
    child: ChildReference(key),
    condition: { ($0 as? StateMachine<CS, CE, CC>)?.isActive(childState) ?? false }, value: nil)
  return AppearanceRule(
    kind: .state(
      state,
      content().map { assignment in
        var conditional = assignment
        conditional.childCondition = read
        return conditional
      }))
}
