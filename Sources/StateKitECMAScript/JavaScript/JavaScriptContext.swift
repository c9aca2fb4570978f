import Foundation

#if canImport(JavaScriptCore)
  import JavaScriptCore
#else
  import CJavaScriptCore
#endif

/// A JavaScript error: what the script threw, as text.
struct JavaScriptError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// One JavaScriptCore context in a group of its own, with a time limit on each evaluation.
///
/// Not thread-safe (JavaScriptCore's contexts are not): it belongs to the data model that owns
/// it, which lives on one actor with its machine.
final class JavaScriptContext {
  let group: JSContextGroupRef
  let context: JSGlobalContextRef
  /// What `In()` asks, set only while an expression of the machine runs.
  let inState = InStateBox()
  /// Expressions compiled into functions, by their text: a document's conditions and
  /// assignments are parsed once per machine, not at every event.
  private var functions: [String: JSObjectRef] = [:]

  /// A context whose every evaluation is stopped after `timeLimit` seconds of running (where
  /// JavaScriptCore exports its watchdog; see ``ExecutionTimeLimit``).
  init(timeLimit: Double?) {
    group = JSContextGroupCreate()
    context = JSGlobalContextCreateInGroup(group, nil)
    if let timeLimit { ExecutionTimeLimit.set(timeLimit, on: group) }
    defineInFunction()
  }

  deinit {
    for function in functions.values { JSValueUnprotect(context, function) }
    JSGlobalContextRelease(context)
    JSContextGroupRelease(group)
  }

  var global: JSObjectRef { JSContextGetGlobalObject(context) }

  // MARK: Evaluating

  /// Runs a script (statements) at the global level; answers its completion value.
  @discardableResult
  func evaluate(_ script: String) throws(JavaScriptError) -> JSValueRef {
    let source = JSString(script)
    var exception: JSValueRef?
    let result = JSEvaluateScript(context, source.ref, nil, nil, 1, &exception)
    if let exception { throw error(from: exception) }
    guard let result else { throw JavaScriptError(message: "the script did not complete") }
    return result
  }

  /// A function of `parameters` whose body is `body`, compiled once and kept (protected from the
  /// collector) until the context goes.
  func function(_ body: String, parameters: [String] = []) throws(JavaScriptError) -> JSObjectRef {
    let key = parameters.joined(separator: ",") + ")" + body
    if let cached = functions[key] { return cached }
    let text = JSString(body)
    let names = parameters.map { JSStringCreateWithUTF8CString($0) }
    defer { names.forEach(JSStringRelease) }
    var exception: JSValueRef?
    let function = names.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: JSStringRef?.self) {
        JSObjectMakeFunction(context, nil, UInt32(parameters.count), $0.baseAddress, text.ref, nil, 1, &exception)
      }
    }
    if let exception { throw error(from: exception) }
    guard let function else { throw JavaScriptError(message: "the function could not be made") }
    JSValueProtect(context, function)
    functions[key] = function
    return function
  }

  /// Calls a function with `this` the global object.
  func call(_ function: JSObjectRef, _ arguments: [JSValueRef] = []) throws(JavaScriptError) -> JSValueRef {
    var exception: JSValueRef?
    let values: [JSValueRef?] = arguments
    let result = values.withUnsafeBufferPointer {
      JSObjectCallAsFunction(context, function, nil, arguments.count, $0.baseAddress, &exception)
    }
    if let exception { throw error(from: exception) }
    return result ?? undefined
  }

  /// The error a thrown value describes (`TypeError: …`), or the watchdog's termination.
  func error(from exception: JSValueRef) -> JavaScriptError {
    JavaScriptError(message: string(exception) ?? "an exception")
  }

  // MARK: Values

  /// The value as text, like `String(value)` in JavaScript; nil if converting it throws.
  func string(_ value: JSValueRef) -> String? {
    var exception: JSValueRef?
    guard let text = JSValueToStringCopy(context, value, &exception), exception == nil else { return nil }
    defer { JSStringRelease(text) }
    return JSString.swiftString(text)
  }

  func boolean(_ value: JSValueRef) -> Bool { JSValueToBoolean(context, value) }

  func isUndefined(_ value: JSValueRef) -> Bool { JSValueIsUndefined(context, value) }

  func isObject(_ value: JSValueRef) -> Bool { JSValueIsObject(context, value) }

  func isFunction(_ value: JSValueRef) -> Bool {
    guard JSValueIsObject(context, value), let object = JSValueToObject(context, value, nil) else { return false }
    return JSObjectIsFunction(context, object)
  }

  /// The value in JSON, as `JSON.stringify` writes it; nil for `undefined`, functions and values
  /// that cannot be written (cycles).
  func json(_ value: JSValueRef) -> String? {
    var exception: JSValueRef?
    guard let text = JSValueCreateJSONString(context, value, 0, &exception), exception == nil else { return nil }
    defer { JSStringRelease(text) }
    return JSString.swiftString(text)
  }

  /// A value read from JSON text; nil if the text is not JSON.
  func value(json: String) -> JSValueRef? {
    let text = JSString(json)
    return JSValueMakeFromJSONString(context, text.ref)
  }

  func value(_ string: String) -> JSValueRef {
    let text = JSString(string)
    return JSValueMakeString(context, text.ref)
  }

  var undefined: JSValueRef { JSValueMakeUndefined(context) }

  /// A new object with these properties, in this order.
  func object(_ properties: [(String, JSValueRef)]) -> JSValueRef {
    let object = JSObjectMake(context, nil, nil)
    for (name, value) in properties {
      let key = JSString(name)
      JSObjectSetProperty(context, object, key.ref, value, JSPropertyAttributes(kJSPropertyAttributeNone), nil)
    }
    return object!
  }

  /// The elements of an array (or of an array-like object); nil for other values.
  func elements(_ value: JSValueRef) -> [JSValueRef]? {
    guard JSValueIsArray(context, value), let object = JSValueToObject(context, value, nil) else { return nil }
    let lengthKey = JSString("length")
    let length = Int(JSValueToNumber(context, JSObjectGetProperty(context, object, lengthKey.ref, nil), nil))
    return (0..<max(length, 0)).map { JSObjectGetPropertyAtIndex(context, object, UInt32($0), nil) }
  }

  func number(_ value: Int) -> JSValueRef { JSValueMakeNumber(context, Double(value)) }

  // MARK: Global variables

  /// The global variable's value; nil when there is none.
  func global(_ name: String) -> JSValueRef? {
    let key = JSString(name)
    guard JSObjectHasProperty(context, global, key.ref) else { return nil }
    return JSObjectGetProperty(context, global, key.ref, nil)
  }

  /// Sets a global variable, writable (a `<data>` item).
  func setGlobal(_ name: String, _ value: JSValueRef) throws(JavaScriptError) {
    let key = JSString(name)
    var exception: JSValueRef?
    JSObjectSetProperty(context, global, key.ref, value, JSPropertyAttributes(kJSPropertyAttributeNone), &exception)
    if let exception { throw error(from: exception) }
  }

  /// Defines a global constant: assigning to it in strict code throws (SCXML's system
  /// variables, 5.10). Defined again, it takes the new value.
  func defineReadOnly(_ name: String, _ value: JSValueRef) {
    let key = JSString(name)
    let attributes = JSPropertyAttributes(kJSPropertyAttributeReadOnly)
    // A read-only property cannot be set again: delete it first (not DontDelete, or this would
    // fail too).
    JSObjectDeleteProperty(context, global, key.ref, nil)
    JSObjectSetProperty(context, global, key.ref, value, attributes, nil)
  }

  /// Freezes an object (`Object.freeze`), so that assigning to its properties in strict code
  /// throws.
  func freeze(_ value: JSValueRef) {
    guard let freeze = try? function("Object.freeze(object);", parameters: ["object"]) else { return }
    _ = try? call(freeze, [value])
  }

  // MARK: In()

  private func defineInFunction() {
    var definition = kJSClassDefinitionEmpty
    definition.callAsFunction = { context, function, _, count, arguments, _ in
      guard let function, let box = JSObjectGetPrivate(function) else { return JSValueMakeBoolean(context, false) }
      let inState = Unmanaged<InStateBox>.fromOpaque(box).takeUnretainedValue()
      guard count > 0, let arguments, let first = arguments[0],
        let text = JSValueToStringCopy(context, first, nil)
      else { return JSValueMakeBoolean(context, false) }
      defer { JSStringRelease(text) }
      return JSValueMakeBoolean(context, inState.isActive(JSString.swiftString(text)))
    }
    definition.finalize = { object in
      if let box = JSObjectGetPrivate(object) { Unmanaged<InStateBox>.fromOpaque(box).release() }
    }
    let functionClass = JSClassCreate(&definition)
    defer { JSClassRelease(functionClass) }
    let function = JSObjectMake(context, functionClass, Unmanaged.passRetained(inState).toOpaque())
    defineReadOnly("In", function!)
  }
}

/// What `In('id')` answers: the machine's `isActive`, lent while an expression runs.
final class InStateBox {
  var isActive: (String) -> Bool = { _ in false }
}

/// A JavaScriptCore string made from a Swift one, released with it.
struct JSString: ~Copyable {
  let ref: JSStringRef

  init(_ string: String) { ref = JSStringCreateWithUTF8CString(string) }

  deinit { JSStringRelease(ref) }

  static func swiftString(_ ref: JSStringRef) -> String {
    let capacity = JSStringGetMaximumUTF8CStringSize(ref)
    var buffer = [CChar](repeating: 0, count: capacity)
    _ = JSStringGetUTF8CString(ref, &buffer, capacity)
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
