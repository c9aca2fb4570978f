// https://developer.apple.com/documentation/swiftui/binding
// apple: @frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  @usableFromInline enum Access {
    /// Made by the shim (`@State`, `@Bindable`): read and written at once.
    case direct(get: () -> Value, set: (Value) -> Void)
    /// Made with `init(get:set:)`, whose closures carry their own isolation.
    case isolated(get: @isolated(any) @Sendable () -> Value, set: @isolated(any) @Sendable (Value) -> Void)
  }
  @usableFromInline let access: Access

  init(direct get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    access = .direct(get: get, set: set)
  }

  // https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  // apple: @preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void)
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    access = .isolated(get: get, set: set)
  }

  // The shim cannot call an `@isolated(any)` closure synchronously (SwiftUI can, on the main
  // actor): such a binding is declared, not read; tests read the model it binds to.
  // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  // apple: var wrappedValue: Value { get nonmutating set }
  public var wrappedValue: Value {
    get {
      guard case .direct(let get, _) = access else { fatalError("the shim does not read a Binding(get:set:)") }
      return get()
    }
    nonmutating set {
      guard case .direct(_, let set) = access else { fatalError("the shim does not write a Binding(get:set:)") }
      set(newValue)
    }
  }

  // https://developer.apple.com/documentation/swiftui/binding/projectedvalue
  // apple: var projectedValue: Binding<Value> { get }
  public var projectedValue: Binding<Value> { self }

  // https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  // apple: subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { get }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(
      direct: { self.wrappedValue[keyPath: keyPath] },
      set: { newValue in
        var value = self.wrappedValue
        value[keyPath: keyPath] = newValue
        self.wrappedValue = value
      })
  }
}

// Apple's page was not in the search index; its declaration as onestack.dev's copy of the SDK
// reference shows it.
// https://developer.apple.com/documentation/swiftui/bindable
// apple: @dynamicMemberLookup @propertyWrapper struct Bindable<Value>
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
  // https://developer.apple.com/documentation/swiftui/bindable/wrappedvalue
  // apple: var wrappedValue: Value
  public var wrappedValue: Value

  // https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
  // apple: init(wrappedValue: Value)
  // context: where Value : AnyObject, Value : Observable
  public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
    self.wrappedValue = wrappedValue
  }

  // https://developer.apple.com/documentation/swiftui/bindable/init(_:)
  // apple: init(_ wrappedValue: Value)
  // context: where Value : AnyObject, Value : Observable
  public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
    self.wrappedValue = wrappedValue
  }

  // https://developer.apple.com/documentation/swiftui/bindable/projectedvalue
  // apple: var projectedValue: Bindable<Value> { get }
  public var projectedValue: Bindable<Value> { self }

  // https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:)
  // apple: subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> { get }
  // context: where Value : AnyObject
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> where Value: AnyObject {
    let object = wrappedValue
    return Binding(direct: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

// https://developer.apple.com/documentation/swiftui/dynamicproperty
// apple: protocol DynamicProperty
public protocol DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
  // apple: mutating func update()
  mutating func update()
}

// Conformers need not write `update()` (SwiftUI's own property wrappers do not).
extension DynamicProperty {
  public mutating func update() {}
}

// The binding page: "A binding conforms to Sendable only if its wrapped value type also conforms
// to Sendable." Unchecked: the shim's direct bindings keep plain closures.
extension Binding: @unchecked Sendable where Value: Sendable {}

// A view's own storage. SwiftUI keeps it for the view's identity; the shim keeps it in a box
// the copies of the view share.
// https://developer.apple.com/documentation/swiftui/state
// apple: @frozen @propertyWrapper struct State<Value>
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  // `@frozen` (as on the page) makes the stored box's type part of the layout.
  @usableFromInline final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
  let box: Box

  // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  // apple: init(wrappedValue value: Value)
  public init(wrappedValue value: Value) { box = Box(value) }

  // https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  // apple: @export(implementation) init(initialValue value: Value)
  public init(initialValue value: Value) { box = Box(value) }

  // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  // apple: var wrappedValue: Value { get nonmutating set }
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  // https://developer.apple.com/documentation/swiftui/state/projectedvalue
  // apple: var projectedValue: Binding<Value> { get }
  public var projectedValue: Binding<Value> {
    let box = box
    return Binding(direct: { box.value }, set: { box.value = $0 })
  }
}
