import Foundation
import StateKit

#if canImport(JavaScriptCore)
  import JavaScriptCore
#else
  import CJavaScriptCore
#endif

// Executable content (SCXML 4, 5.4–5.9): an error raises `error.execution` and ends its block.

extension ECMAScriptSession {
  /// Runs `body` with `In()` answering through `isActive` (the machine's configuration).
  func withStates<T>(_ isActive: (String) -> Bool, _ body: () -> T) -> T {
    withoutActuallyEscaping(isActive) { isActive in
      let outer = js.inState.isActive
      js.inState.isActive = isActive
      defer { js.inState.isActive = outer }
      return body()
    }
  }

  /// Runs a block; false when an error ended it (the error is queued).
  func run<Effects: ContentEffects & ~Copyable>(_ actions: [Executable], _ effects: borrowing Effects) -> Bool {
    for action in actions {
      do {
        try perform(action, effects)
      } catch {
        effects.raiseEvent(.error(error.name, error.message, sendID: error.sendID))
        return false
      }
    }
    return true
  }

  private func perform<Effects: ContentEffects & ~Copyable>(
    _ action: Executable, _ effects: borrowing Effects
  ) throws(ContentError) {
    switch action {
    case .raise(let name):
      var event = SCXMLEvent(name)
      event.type = .internal
      effects.raiseEvent(event)
    case .send(let send):
      try perform(send, effects)
    case .cancel(let sendID):
      effects.cancelSend(try string(sendID, "sendid"))
    case .log(let label, let expr):
      var line = label ?? ""
      // An empty `expr` (the W3C's manual test 307 writes one) logs the label alone.
      if let expr, !expr.allSatisfy(\.isWhitespace) {
        let value = try evaluateExpression(expr)
        let text = js.isObject(value) ? (js.json(value) ?? js.string(value)) : js.string(value)
        line += (label == nil ? "" : ": ") + (text ?? "")
      }
      write(line)
    case .branches(let branches):
      for branch in branches {
        if let cond = branch.cond, !js.boolean(try evaluateExpression(cond)) { continue }
        for action in branch.actions { try perform(action, effects) }
        break
      }
    case .assign(let location, let value, _):
      try assign(try contentValue(value), to: location)
    case .script(let source, _):
      do { try js.evaluate(source) } catch { throw ContentError(error.message) }
    case .foreach(let array, let item, let index, let actions, _):
      try foreach(array: array, item: item, index: index, actions, effects)
    case .failure(let message):
      throw ContentError(message)
    }
  }

  /// SCXML 4.6: iterates over a shallow copy of the array; an array that is not one, or an
  /// item or index that is not a variable name, is an error before anything runs.
  private func foreach<Effects: ContentEffects & ~Copyable>(
    array: String, item: String, index: String?, _ actions: [Executable], _ effects: borrowing Effects
  ) throws(ContentError) {
    guard let elements = js.elements(try evaluateExpression(array)) else {
      throw ContentError("<foreach> array '\(array)' is not an array")
    }
    for name in [item] + (index.map { [$0] } ?? []) where !Self.isIdentifier(name) {
      throw ContentError("<foreach> '\(name)' is not a variable name")
    }
    for (position, element) in elements.enumerated() {
      try assign(element, to: item, declaring: true)
      if let index { try assign(js.number(position), to: index, declaring: true) }
      for action in actions { try perform(action, effects) }
    }
  }

  // MARK: Values

  /// Evaluates an expression; what it throws is an error of the content.
  func evaluateExpression(_ expression: String) throws(ContentError) -> JSValueRef {
    do {
      return try js.call(try js.function("return " + Self.expressionScript(expression)))
    } catch {
      throw ContentError("'\(expression)': \(error.message)")
    }
  }

  /// A condition (SCXML 5.9): false, with `error.execution` queued, when it cannot be evaluated.
  func condition<Effects: ContentEffects & ~Copyable>(_ cond: String, _ effects: borrowing Effects) -> Bool {
    do {
      return js.boolean(try evaluateExpression(cond))
    } catch {
      effects.raiseEvent(.error("error.execution", "condition \(error.message)"))
      return false
    }
  }

  /// `<assign>`, `<foreach>`'s item: strict code, so that a system variable (read-only) or an
  /// undeclared variable is an error (SCXML 5.4, 5.10); `declaring` makes a new variable.
  func assign(_ value: JSValueRef, to location: String, declaring: Bool = false) throws(ContentError) {
    if declaring, Self.isIdentifier(location), js.global(location) == nil {
      do { try js.setGlobal(location, value) } catch { throw ContentError(error.message) }
      return
    }
    let root = String(location.prefix { $0 != "." && $0 != "[" }).trimmingCharacters(in: .whitespaces)
    guard !Self.systemVariables.contains(root) else {
      throw ContentError("<assign> to '\(location)': the system variable '\(root)' is read-only")
    }
    do {
      // Strict code, compiled once for the location; the value comes in as an argument.
      let assignment = try js.function("'use strict';\n\(location) = __statekitValue;", parameters: ["__statekitValue"])
      _ = try js.call(assignment, [value])
    } catch {
      throw ContentError("<assign> to '\(location)': \(error.message)")
    }
  }

  /// `<content>` or `<assign>`'s value: an expression's, or inline text read as JSON when it
  /// is JSON, as a DOM when it is an XML document, and as a string otherwise (SCXML B.2.2,
  /// B.2.3).
  func contentValue(_ value: ContentValue) throws(ContentError) -> JSValueRef {
    switch value {
    case .expr(let expr): return try evaluateExpression(expr)
    case .text(let text):
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      if let json = js.value(json: trimmed), !trimmed.isEmpty { return json }
      if let document = xmlDocument(trimmed) { return document }
      return js.value(normalizedSpace(trimmed))
    }
  }

  private func normalizedSpace(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The data of a `<send>`, `<invoke>` or `<donedata>`: `<content>`'s value, or an object of
  /// `namelist` and `<param>` values; nil for none.
  func payloadData(_ payload: Payload) throws(ContentError) -> JSONValue? {
    try eventData(payload).data
  }

  /// The payload's data, and whether it is an XML document (a DOM, carried as its text): the
  /// receiving session then makes a DOM of it again (SCXML B.2.3).
  func eventData(_ payload: Payload) throws(ContentError) -> (data: JSONValue?, isXML: Bool) {
    if let content = payload.content {
      let value = try contentValue(content)
      if let xml = xmlText(of: value) { return (.string(xml), true) }
      return (jsonValue(value), false)
    }
    guard !payload.namelist.isEmpty || !payload.params.isEmpty else { return (nil, false) }
    var object: [String: JSONValue] = [:]
    for name in payload.namelist {
      let value = try evaluateExpression(name)
      object[name] = jsonValue(value) ?? .null
    }
    for param in payload.params {
      object[param.name] = jsonValue(try evaluateExpression(param.expr)) ?? .null
    }
    return (.object(object), false)
  }

  func string(_ attribute: Attribute, _ name: String) throws(ContentError) -> String {
    switch attribute {
    case .value(let value): return value
    case .expr(let expr): return js.string(try evaluateExpression(expr)) ?? ""
    }
  }
}

/// An error in executable content: the event it raises, and why.
struct ContentError: Error, CustomStringConvertible {
  var description: String { message }
  var name = "error.execution"
  var message: String
  var sendID: String?

  init(_ message: String, name: String = "error.execution", sendID: String? = nil) {
    self.name = name
    self.message = message
    self.sendID = sendID
  }
}
