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

/// One property assignment of an appearance: "stepper.isHidden = true", or a value computed
/// from the context after every step: "errorLabel.text = the context's error message".
public struct Assign<Views: AnyObject> {
  // The closures take the view owner as `AnyObject`: a binding keeps them in plain arrays and
  // calls them without looking up generic metadata on every refresh.
  @usableFromInline let keyPath: AnyKeyPath
  /// A name for messages and the showcase: the key path without its root.
  public let property: String
  @usableFromInline let timing: AssignmentTiming
  /// The value of a constant assignment; `nil` for a computed one.
  @usableFromInline let constant: Any?
  /// Computes the value of a computed assignment from the view owner and the machine's context.
  @usableFromInline let compute: ((AnyObject, Any) -> Any?)?
  /// The context type a computed assignment reads (`from:`), checked when the appearance is
  /// bound; `nil` when it reads the view owner.
  @usableFromInline let contextType: Any.Type?
  /// Sets the constant value on the view owner.
  @usableFromInline let setConstant: (AnyObject) -> Void
  /// Sets a computed value on the view owner.
  @usableFromInline let setValue: (AnyObject, Any) -> Void
  /// Whether two values of the property are equal.
  @usableFromInline let same: (Any, Any) -> Bool
  /// A constant assignment of the property's current value: where it returns to.
  @usableFromInline let capture: (Views) -> Assign

  // Inlinable so that the closures are compiled for the app's own types.
  @inlinable init<Value: Equatable>(
    keyPath: ReferenceWritableKeyPath<Views, Value>, property: String?, timing: AssignmentTiming,
    constant: Value?, compute: ((AnyObject, Any) -> Any?)?, contextType: Any.Type?
  ) {
    let property = property ?? Self.propertyName(keyPath)
    self.keyPath = keyPath
    self.property = property
    self.timing = timing
    self.constant = constant
    self.compute = compute
    self.contextType = contextType
    if let constant {
      self.setConstant = { owner in (owner as! Views)[keyPath: keyPath] = constant }
    } else {
      self.setConstant = { _ in }
    }
    self.setValue = { owner, value in
      if let value = value as? Value { (owner as! Views)[keyPath: keyPath] = value }
    }
    self.same = { ($0 as? Value) == ($1 as? Value) }
    self.capture = { views in
      Assign(
        keyPath: keyPath, property: property, timing: timing, constant: views[keyPath: keyPath], compute: nil,
        contextType: nil)
    }
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
    self.init(keyPath: keyPath, property: name, timing: timing, constant: value, compute: nil, contextType: nil)
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
      keyPath: keyPath, property: name, timing: timing, constant: nil,
      compute: { owner, _ in (owner as? Views).map(value) }, contextType: nil)
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
      keyPath: keyPath, property: name, timing: timing, constant: nil,
      compute: { _, context in (context as? Context).map(value) }, contextType: Context.self)
  }

  /// Whether the value is computed after every step.
  var isComputed: Bool { compute != nil }

  /// `\Controller.stepper.isHidden` → `stepper.isHidden` (the root type may be nested).
  @usableFromInline static func propertyName(_ keyPath: AnyKeyPath) -> String {
    var text = "\(keyPath)"
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
