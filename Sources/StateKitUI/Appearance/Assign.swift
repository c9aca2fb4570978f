/// When an assignment is made during a change of appearance.
public enum AssignmentTiming: Hashable, Sendable {
  /// Set at once.
  case immediate
  /// Set inside the animation (the alpha of a fade).
  case animated
  /// Set when the animation completes (seed 000 enables taps on the stepper only then).
  case afterAnimation
}

/// One property assignment of an appearance: "stepper.isHidden = true".
public struct Assign<Context: AnyObject> {
  @usableFromInline let keyPath: AnyKeyPath
  /// A name for messages and the showcase: the key path without its root.
  public let property: String
  @usableFromInline let timing: AssignmentTiming
  @usableFromInline let value: Any
  @usableFromInline let set: (Context) -> Void
  @usableFromInline let sameValue: (Any) -> Bool
  @usableFromInline let capture: (Context) -> Assign

  /// Assigns `value` to the property at `keyPath` of the context.
  ///
  /// - Parameters:
  ///   - keyPath: a writable property of the context, such as `\.stepper.alpha`.
  ///   - value: the value the property has while the state is active.
  ///   - timing: when the value is set during an animated change.
  ///   - name: how the property is named in messages; derived from the key path when omitted.
  // Inlinable so that the closures below are compiled for the app's own types.
  @inlinable public init<Value: Equatable>(
    _ keyPath: ReferenceWritableKeyPath<Context, Value>, _ value: Value, timing: AssignmentTiming = .immediate,
    name: String? = nil
  ) {
    self.keyPath = keyPath
    self.property = name ?? Self.propertyName(keyPath)
    self.timing = timing
    self.value = value
    self.set = { $0[keyPath: keyPath] = value }
    self.sameValue = { ($0 as? Value) == value }
    let property = self.property
    self.capture = { context in Assign(keyPath, context[keyPath: keyPath], timing: timing, name: property) }
  }

  /// `\Controller.stepper.isHidden` → `stepper.isHidden` (the root type may be nested).
  @usableFromInline static func propertyName(_ keyPath: AnyKeyPath) -> String {
    var text = "\(keyPath)"
    guard text.hasPrefix("\\") else { return text }
    text.removeFirst()
    let root = String(reflecting: Context.self).split(separator: ".")
    for start in root.indices {
      let prefix = root[start...].joined(separator: ".") + "."
      if text.hasPrefix(prefix) { return String(text.dropFirst(prefix.count)) }
    }
    return text
  }
}

/// Collects the assignments of one state.
@resultBuilder
public enum AssignmentBuilder<Context: AnyObject> {
  public static func buildExpression(_ assignment: Assign<Context>) -> [Assign<Context>] { [assignment] }
  public static func buildBlock(_ parts: [Assign<Context>]...) -> [Assign<Context>] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [Assign<Context>]?) -> [Assign<Context>] { part ?? [] }
  public static func buildEither(first part: [Assign<Context>]) -> [Assign<Context>] { part }
  public static func buildEither(second part: [Assign<Context>]) -> [Assign<Context>] { part }
  public static func buildArray(_ parts: [[Assign<Context>]]) -> [Assign<Context>] { parts.flatMap { $0 } }
}
