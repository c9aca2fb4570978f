import Foundation

#if canImport(JavaScriptCore)
  import JavaScriptCore
#else
  import CJavaScriptCore
#endif

// Snapshots carry the data model: a session encodes its variables as JSON.

extension ECMAScriptSession: Codable {
  private enum CodingKeys: String, CodingKey {
    case sessionID, timeLimit, log, errors, variables, isInitialized, initializedStates, doneData, pendingDoneData
  }

  /// Encodes the data model's variables whose values JSON can hold (a function, `undefined`
  /// and the system variables are left out), the log and the errors, and where the session is in its life.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(sessionID, forKey: .sessionID)
    try container.encode(timeLimit, forKey: .timeLimit)
    try container.encode(log, forKey: .log)
    // Absent when there are none, as in snapshots written before the list existed.
    if !errors.isEmpty { try container.encode(errors, forKey: .errors) }
    try container.encode(variables, forKey: .variables)
    try container.encode(isInitialized, forKey: .isInitialized)
    try container.encode(initializedStates.sorted(), forKey: .initializedStates)
    try container.encodeIfPresent(doneData, forKey: .doneData)
    try container.encode(pendingDoneData, forKey: .pendingDoneData)
  }

  /// A session with the variables and log of the one encoded: what `StateMachine.restore(_:)`
  /// puts in place of the machine's context. Functions a script defined are not carried.
  public convenience init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(timeLimit: try container.decode(Duration.self, forKey: .timeLimit))
    sessionID = try container.decode(String.self, forKey: .sessionID)
    log = try container.decode([String].self, forKey: .log)
    errors = try container.decodeIfPresent([String].self, forKey: .errors) ?? []
    isInitialized = try container.decode(Bool.self, forKey: .isInitialized)
    initializedStates = Set(try container.decode([String].self, forKey: .initializedStates))
    doneData = try container.decodeIfPresent(JSONValue.self, forKey: .doneData)
    pendingDoneData = try container.decode([String: JSONValue].self, forKey: .pendingDoneData)
    for (name, value) in try container.decode([String: JSONValue].self, forKey: .variables) {
      guard Self.isIdentifier(name), !Self.systemVariables.contains(name) else {
        throw DecodingError.dataCorruptedError(
          forKey: .variables, in: container, debugDescription: "'\(name)' is not a variable the data model may hold")
      }
      try? js.setGlobal(name, jsValue(value))
    }
  }

  /// The global variables a document or the app made, with JSON values.
  var variables: [String: JSONValue] {
    var result: [String: JSONValue] = [:]
    let names = JSObjectCopyPropertyNames(js.context, js.global)
    defer { JSPropertyNameArrayRelease(names) }
    for index in 0..<JSPropertyNameArrayGetCount(names) {
      let name = JSString.swiftString(JSPropertyNameArrayGetNameAtIndex(names, index))
      guard !Self.systemVariables.contains(name), name != "In",
        let value = self.value(of: name)
      else { continue }
      result[name] = value
    }
    return result
  }
}
