/// When an assignment is made during a change of appearance.
public enum AssignmentTiming: Hashable, Sendable {
  /// Set at once.
  case immediate
  /// Set inside the animation (the alpha of a fade).
  case animated
  /// Set when the animation completes — for example, a control that takes taps only once it
  /// has faded in. If the states change again before then, the assignment is made only if the
  /// new states still make it (see <doc:StateDependentAppearance>).
  case afterAnimation
}

/// What an assignment's property accessor is asked to do (see ``Assign``).
@usableFromInline package enum PropertyAccess {
  /// Return the key path (as `AnyKeyPath`).
  case keyPath
  /// Return the property's value on the owner, in a ``ValueBox``.
  case get
  /// Set the property on the owner to the value, if it has the property's type.
  case set
  /// Set the property on the owner to the value in the box (a ``ValueBox`` of the property's
  /// type): no cast out of `Any` on every refresh.
  case setConstant
}

/// Reads, sets or names one assignment's property, as `request` asks: the property of `owner`
/// (the view owner), set to `value` or to the value in `box` (see ``PropertyAccess``).
@usableFromInline package typealias PropertyAccessor =
  (_ request: PropertyAccess, _ owner: AnyObject?, _ value: Any?, _ box: AnyObject?) -> AnyObject?

/// A value in a box, whatever its type: cast to without bridging (`as AnyObject` would look up
/// conformances).
@usableFromInline package class AnyValueBox {
  /// The value, out of its box.
  @usableFromInline let anyValue: Any
  @usableFromInline init(_ anyValue: Any) { self.anyValue = anyValue }
}

/// A value of a known type, reached without a dynamic cast: an assignment's constant value as
/// its property accessor sets it.
@usableFromInline package final class ValueBox<Value>: AnyValueBox {
  @usableFromInline package let value: Value
  @inlinable package init(_ value: Value) {
    self.value = value
    super.init(value)
  }
}

/// One property assignment of an appearance: "stepper.isHidden = true", or a value computed
/// from the context after every step: "errorLabel.text = the context's error message".
public struct Assign<Views: AnyObject> {
  // The key path is reached only through this closure, made in inlinable code at the app's
  // call site with the key path as its one capture: the optimiser then specialises the closure
  // for the literal key path and sets the property directly. Applied at run time, a key path
  // goes through the key-path runtime (far slower than a direct write); any
  // other use of the key path where the closure is made keeps it from being specialised.
  // The closure takes the view owner as `AnyObject`: a binding keeps it in a plain array and
  // calls it without looking up generic metadata on every refresh.
  @usableFromInline let access: PropertyAccessor
  /// The name given to the initialiser, if any.
  @usableFromInline let name: String?
  @usableFromInline let timing: AssignmentTiming
  /// The value of a constant assignment; `nil` for a computed one.
  // Stored beside `constantBox`, though it could be read out of it: derived instead, the
  // initialisers' closures were specialised less well (measured on seed-000; see
  // Benchmarks/README.md).
  @usableFromInline let constant: Any?
  /// The value of a constant assignment in a ``ValueBox`` of the property's type.
  @usableFromInline let constantBox: AnyObject?
  /// Computes the value of a computed assignment from the view owner and the machine's context.
  @usableFromInline let compute: ((AnyObject, Any) -> Any?)?
  /// The context type a computed assignment reads (`from:`), checked when the appearance is
  /// bound; `nil` when it reads the view owner.
  @usableFromInline let contextType: Any.Type?
  /// Whether two values of the property are equal.
  @usableFromInline let same: (Any, Any) -> Bool
  /// The event whose acceptance the property follows (see ``init(_:whileAccepting:timing:name:)``).
  @usableFromInline var acceptedEvent: AcceptedEvent?
  /// The running child whose state or context the value is computed from (see
  /// ``init(_:fromChild:timing:name:_:)``).
  @usableFromInline var childRead: ChildRead?
  /// The running child whose state the assignment's rule depends on (see
  /// ``When(_:child:in:_:)``).
  @usableFromInline var childCondition: ChildRead?

  @inlinable package init(
    access: @escaping PropertyAccessor, name: String?,
    timing: AssignmentTiming, constant: Any?, constantBox: AnyObject?, compute: ((AnyObject, Any) -> Any?)?,
    contextType: Any.Type?, same: @escaping (Any, Any) -> Bool
  ) {
    self.access = access
    self.name = name
    self.timing = timing
    self.constant = constant
    self.constantBox = constantBox
    self.compute = compute
    self.contextType = contextType
    self.same = same
  }

  /// The closure that reads, sets and returns the property at `keyPath`. Inlined into the
  /// app's code, so that the key path is a literal where the closure is made.
  @inlinable @inline(__always)
  static func accessor<Value>(
    _ keyPath: ReferenceWritableKeyPath<Views, Value>
  ) -> PropertyAccessor {
    { request, owner, value, box in
      switch request {
      case .keyPath: return keyPath
      case .get: return ValueBox((owner as! Views)[keyPath: keyPath])
      case .set:
        if let value, let value = value as? Value { (owner as! Views)[keyPath: keyPath] = value }
      case .setConstant:
        // The binding passes the owner and the box this assignment was made with (checked in
        // debug builds): the refresh then writes without a dynamic cast.
        guard let owner, let box else { break }
        assert(owner is Views && box is ValueBox<Value>, "an assignment was given another owner or value type")
        unsafeDowncast(owner, to: Views.self)[keyPath: keyPath] = unsafeDowncast(box, to: ValueBox<Value>.self).value
      }
      return nil
    }
  }

  /// Whether two values, both of type `Value`, are equal.
  @inlinable package static func equality<Value: Equatable>(_ type: Value.Type) -> (Any, Any) -> Bool {
    { ($0 as? Value) == ($1 as? Value) }
  }

  /// A name for messages and the showcase: the key path without its root. Derived when asked
  /// for (it takes tens of thousands of instructions): a binding asks only when it animates.
  @MainActor public var property: String { name ?? Self.propertyName(keyPath) }

  /// The property's key path, which identifies it.
  var keyPath: AnyKeyPath { access(.keyPath, nil, nil, nil) as! AnyKeyPath }

  /// A constant assignment of the property's current value: where it returns to.
  func capture(_ views: Views) -> Assign {
    let box = access(.get, views, nil, nil) as? AnyValueBox
    return Assign(
      access: access, name: name, timing: timing, constant: box?.anyValue, constantBox: box, compute: nil,
      contextType: nil, same: same)
  }

  /// This assignment with another constant value (of the property's type, in its box).
  func replacingConstant(_ constant: Any?, box: AnyObject?) -> Assign {
    Assign(
      access: access, name: name, timing: timing, constant: constant, constantBox: box, compute: nil,
      contextType: nil, same: same)
  }

  /// Assigns `value` to the property at `keyPath` of the view owner.
  ///
  /// - Parameters:
  ///   - keyPath: a writable property of the view owner, such as `\.stepper.alpha`.
  ///   - value: the value the property has while the state is active.
  ///   - timing: when the value is set during an animated change.
  ///   - name: how the property is named in messages; derived from the key path when omitted.
  @inlinable public init<Value: Equatable>(
    _ keyPath: ReferenceWritableKeyPath<Views, Value>, _ value: Value, timing: AssignmentTiming = .immediate,
    name: String? = nil
  ) {
    self.init(
      access: Self.accessor(keyPath), name: name, timing: timing, constant: value as Any,
      constantBox: ValueBox(value), compute: nil, contextType: nil, same: Self.equality(Value.self))
  }

  /// Assigns a value computed from the view owner — the context, when the machine's context
  /// owns the views — evaluated again after every step, and set only when it changed:
  ///
  /// ```swift
  /// Assign(\.errorLabel.text) { $0.errorMessage ?? "" }
  /// ```
  @inlinable public init<Value: Equatable>(
    _ keyPath: ReferenceWritableKeyPath<Views, Value>, timing: AssignmentTiming = .immediate, name: String? = nil,
    _ value: @escaping (Views) -> Value
  ) {
    self.init(
      access: Self.accessor(keyPath), name: name, timing: timing, constant: nil, constantBox: nil,
      compute: { owner, _ in (owner as? Views).map(value) }, contextType: nil, same: Self.equality(Value.self))
  }

  /// Assigns a value computed from the machine's context when the views have an owner of their
  /// own (see ``Appearance/bind(to:views:animator:)``) — a `Codable` struct, for example:
  ///
  /// ```swift
  /// Assign(\.errorLabel.text, from: Login.self) { $0.errorMessage ?? "" }
  /// ```
  ///
  /// Binding the appearance to a machine whose context is not a `Context` is an error.
  @inlinable public init<Value: Equatable, Context>(
    _ keyPath: ReferenceWritableKeyPath<Views, Value>, from context: Context.Type,
    timing: AssignmentTiming = .immediate, name: String? = nil, _ value: @escaping (Context) -> Value
  ) {
    self.init(
      access: Self.accessor(keyPath), name: name, timing: timing, constant: nil, constantBox: nil,
      compute: { _, context in (context as? Context).map(value) }, contextType: Context.self,
      same: Self.equality(Value.self))
  }

  /// Whether the value is computed after every step.
  var isComputed: Bool { compute != nil }

  /// `\Controller.stepper.isHidden` → `stepper.isHidden` (the root type may be nested), with
  /// readable names for components Swift prints by address (see ``PropertyNames``).
  @MainActor static func propertyName(_ keyPath: AnyKeyPath) -> String {
    var text = PropertyNames.readable("\(keyPath)")
    guard text.hasPrefix("\\") else { return text }
    text.removeFirst()
    let root = String(reflecting: Views.self).split(separator: ".")
    for start in root.indices {
      let prefix = root[start...].joined(separator: ".") + "."
      if text.hasPrefix(prefix) { return String(text.dropFirst(prefix.count)) }
    }
    return text
  }
}

/// Collects the assignments of one state.
@resultBuilder
public enum AssignmentBuilder<Views: AnyObject> {
  public static func buildExpression(_ assignment: Assign<Views>) -> [Assign<Views>] { [assignment] }
  public static func buildBlock(_ parts: [Assign<Views>]...) -> [Assign<Views>] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [Assign<Views>]?) -> [Assign<Views>] { part ?? [] }
  public static func buildEither(first part: [Assign<Views>]) -> [Assign<Views>] { part }
  public static func buildEither(second part: [Assign<Views>]) -> [Assign<Views>] { part }
  public static func buildArray(_ parts: [[Assign<Views>]]) -> [Assign<Views>] { parts.flatMap { $0 } }
}
