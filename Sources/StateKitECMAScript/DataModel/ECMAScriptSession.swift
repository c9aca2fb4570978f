import Foundation
import StateKit

#if canImport(JavaScriptCore)
  import JavaScriptCore
#else
  import CJavaScriptCore
#endif

/// The context of a chart read from an ECMAScript document: its JavaScript data model (a
/// JavaScriptCore context of its own), the lines `<log>` wrote, and what a Swift app reads and
/// sets in it.
///
/// A session belongs to one machine and lives on its actor (the main actor): JavaScriptCore's
/// contexts are not thread-safe. The document's `<data>` are initialized when the machine
/// starts.
///
/// ```swift
/// let machine = StateMachine(chart, context: ECMAScriptSession())
/// machine.start()
/// try machine.context.setValue(3, for: "count")
/// machine.send(SCXMLEvent("add", data: ["amount": 2]))
/// machine.context.value(of: "count")  // 5, if the document adds _event.data.amount
/// ```
public final class ECMAScriptSession {
  /// Lines written by `<log>`: `label: value`, the value as `String(value)` for strings and as
  /// JSON otherwise. The lines of invoked children (and theirs) come here too, as they are
  /// written, each after the id of the invoke that runs it in brackets: `[child] label: value`.
  public var log: [String] = []
  /// The error events the document's content raised (`error.execution`, `error.communication`),
  /// as `name: message`, whether a transition took them or not: an `<assign>` to an undeclared
  /// location is otherwise silent in a document that does not handle `error.*`. Invoked
  /// children's come here too, as their `<log>` lines do, after the invoke id in brackets.
  public var errors: [String] = []
  /// The session's id, `_sessionid` in the document (a restored session keeps its own).
  public internal(set) var sessionID: String
  /// The longest one evaluation may run before it is stopped and reports `error.execution`.
  public let timeLimit: Duration

  let js: JavaScriptContext
  /// The document, known from the machine's first step.
  var program: Program?
  /// Whether the document's data is initialized (at start, or by the snapshot it was decoded
  /// from).
  var isInitialized = false
  /// Values an `<invoke>` passed to this session (`namelist`, `<param>`): they replace the
  /// document's values of the data items with the same ids (SCXML 6.4.4).
  var passedValues: [String: JSONValue] = [:]
  /// The event `_event` is bound to.
  var boundEvent: SCXMLEvent?
  /// What the top-level final state's `<donedata>` evaluated to: the data of `done.invoke`.
  var doneData: JSONValue?
  /// `<donedata>` of final children, by the id of the state whose `done.state` event carries it.
  var pendingDoneData: [String: JSONValue] = [:]
  /// The states whose data is initialized, under late binding.
  var initializedStates: Set<String> = []
  /// The `<finalize>` of each running invoke, by invoke id.
  var finalizers: [String: [Executable]] = [:]
  /// Errors met where no event can be queued (an `<invoke>`'s arguments, evaluated as the
  /// child starts): queued at the machine's next step.
  var pendingErrors: [SCXMLEvent] = []
  /// Set on a child whose `<invoke>` arguments failed: its done event is not delivered (SCXML
  /// 6.4: the invocation is cancelled).
  var isCancelled = false
  /// The BasicHTTP Event I/O Processor, when the app attached one (``BasicHTTPEventProcessor``).
  var basicHTTP: BasicHTTPLink?
  private var sendCount = 0
  /// The session of the machine that invoked this one, and the invoke's id: where this
  /// session's `<log>` lines go as well.
  weak var logParent: ECMAScriptSession?
  var logPrefix = ""

  nonisolated(unsafe) private static var sessionCount = 0
  private static let lock = NSLock()

  /// A session whose evaluations run at most `timeLimit` each (where JavaScriptCore has its
  /// watchdog: ``isTimeLimited``). The limit also bounds what a runaway script can allocate
  /// (the documentation's *Scripts that misbehave* gives measured figures): raise it only for
  /// documents whose scripts need the time.
  public init(timeLimit: Duration = .milliseconds(250)) {
    self.timeLimit = timeLimit
    sessionID = Self.lock.withLock {
      Self.sessionCount += 1
      return "\(Self.sessionCount)"
    }
    let seconds = Double(timeLimit.components.seconds) + Double(timeLimit.components.attoseconds) / 1e18
    js = JavaScriptContext(timeLimit: seconds)
  }

  /// Whether this JavaScriptCore stops scripts that run too long. JavaScriptCore exports its
  /// watchdog (`JSContextGroupSetExecutionTimeLimit`) outside its public headers; without it a
  /// script that never ends hangs its machine.
  public static var isTimeLimited: Bool { ExecutionTimeLimit.isAvailable }

  // MARK: From Swift

  /// The value of a variable of the data model (a `<data>` item, or a global a script made) as
  /// JSON; nil when there is no such variable, or its value is `undefined` or a function.
  public func value(of name: String) -> JSONValue? {
    guard let value = js.global(name) else { return nil }
    return jsonValue(value)
  }

  /// Evaluates an expression in the data model and answers its value as JSON (nil for
  /// `undefined` and functions).
  ///
  /// - Throws: ``ECMAScriptError`` with what the expression threw.
  public func evaluate(_ expression: String) throws(ECMAScriptError) -> JSONValue? {
    do {
      return jsonValue(try js.evaluate(Self.expressionScript(expression)))
    } catch {
      throw ECMAScriptError(message: error.message)
    }
  }

  /// Sets a variable of the data model, as `<assign>` would. (Before the machine starts, the
  /// document's `<data>` then replace the values of their names: set them after `start()`.)
  ///
  /// - Throws: ``ECMAScriptError`` for a system variable (`_event`, `_sessionid`, `_name`,
  ///   `_ioprocessors`, `_x`), which stay read-only, for a name the data model does not declare
  ///   (as `<assign>` to an undeclared variable is an error: declare it with `<data>`), and for
  ///   a name that is not an identifier; the data model is then unchanged.
  public func setValue(_ value: JSONValue, for name: String) throws(ECMAScriptError) {
    guard Self.isIdentifier(name) else { throw ECMAScriptError(message: "'\(name)' is not a variable name") }
    guard !Self.systemVariables.contains(name) else {
      throw ECMAScriptError(message: "'\(name)' is a system variable: it is read-only")
    }
    guard js.global(name) != nil else {
      // Before start the document's <data> are not declared yet: say that, not "undeclared".
      guard isInitialized else {
        throw ECMAScriptError(
          message: "'\(name)' cannot be set before the machine starts: the document's <data> are declared "
            + "when it starts (and would replace the value); set it after start()")
      }
      throw ECMAScriptError(
        message: "'\(name)' is not a variable of the data model: declare it with <data id=\"\(name)\">")
    }
    do {
      try js.setGlobal(name, jsValue(value))
    } catch {
      throw ECMAScriptError(message: error.message)
    }
  }

  // MARK: Values

  static let systemVariables: Set<String> = ["_event", "_sessionid", "_name", "_ioprocessors", "_x"]

  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first,
      CharacterSet.letters.contains(first) || first == "_" || first == "$"
    else { return false }
    return name.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "_" || $0 == "$" }
  }

  /// An expression as a script that evaluates it (parentheses: an object literal is not a block).
  /// A trailing `;` is dropped: documents write `expr="new Thing();"` (test 452).
  static func expressionScript(_ expression: String) -> String {
    var text = Substring(expression)
    while let last = text.last, last == ";" || last.isWhitespace { text = text.dropLast() }
    return "(\n\(text)\n)"
  }

  func jsonValue(_ value: JSValueRef) -> JSONValue? {
    guard !js.isUndefined(value), !js.isFunction(value), let text = js.json(value) else { return nil }
    return try? JSONValue(jsonText: text)
  }

  func jsValue(_ value: JSONValue?) -> JSValueRef {
    guard let value else { return js.undefined }
    return js.value(json: value.jsonText) ?? js.undefined
  }

  /// Adds a `<log>` line, here and to the invoking session's log.
  func write(_ line: String) {
    log.append(line)
    logParent?.write(logPrefix + line)
  }

  /// Records an error event the content raised, here and in the invoking session.
  func recordError(_ event: SCXMLEvent) {
    guard event.type == .platform, event.name.hasPrefix("error.") else { return }
    let message = if case .string(let text) = event.data { ": " + text } else { "" }
    addError(event.name + message)
  }

  private func addError(_ line: String) {
    errors.append(line)
    logParent?.addError(logPrefix + line)
  }

  /// A new send id, for `<send idlocation>` and sends without `id`.
  func makeSendID() -> String {
    sendCount += 1
    return "send\(sendID).\(sendCount)"
  }

  private var sendID: String { sessionID }

  /// `#_scxml_<sessionid>`: where this session is reached.
  var location: String { "#_scxml_\(sessionID)" }
}

/// What an expression of the data model threw, or why a value cannot be set.
public struct ECMAScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The exception as JavaScript describes it (`ReferenceError: Can't find variable: x`).
  public var message: String
  /// The message.
  public var description: String { message }
}
