// The environment the shim gives every view: the keys' default values (nothing is passed down the
// hierarchy; `environment(_:_:)` is kept, not applied).
// https://developer.apple.com/documentation/swiftui/environmentkey
// apple: protocol EnvironmentKey
public protocol EnvironmentKey {
  // https://developer.apple.com/documentation/swiftui/environmentkey/value
  // apple: associatedtype Value
  associatedtype Value
  // not apple: SwiftUI's requirement, whose page was not checked here.
  static var defaultValue: Self.Value { get }
}

// https://developer.apple.com/documentation/swiftui/environmentvalues
// apple: struct EnvironmentValues
public struct EnvironmentValues {
  private var values: [ObjectIdentifier: Any] = [:]

  // https://developer.apple.com/documentation/swiftui/environmentvalues/init()
  // apple: init()
  public init() {}

  // not apple: SwiftUI's subscript by key, whose page was not checked here.
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

// https://developer.apple.com/documentation/swiftui/environment
// apple: @frozen @propertyWrapper struct Environment<Value>
@frozen @propertyWrapper public struct Environment<Value> {
  let keyPath: KeyPath<EnvironmentValues, Value>

  // https://developer.apple.com/documentation/swiftui/environment/init(_:)
  // apple: init(_ keyPath: KeyPath<EnvironmentValues, Value>)
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  // apple: var wrappedValue: Value { get }
  public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
  // apple: nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    ModifiedContent(content: self, modifier: (keyPath, value))
  }
}
