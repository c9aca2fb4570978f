import StateKit

#if canImport(JavaScriptCore)
  import JavaScriptCore
#else
  import CJavaScriptCore
#endif

// `<send>` through the BasicHTTP Event I/O Processor (SCXML C.2.2), and its `_ioprocessors`
// entry (C.2.3).

extension BasicHTTPEventProcessor {
  /// Whether a `<send type>` names this processor (its URI, or the short `basichttp`).
  nonisolated static func names(_ type: String) -> Bool { type == Self.type || type == "basichttp" }
}

extension ECMAScriptSession {
  /// `basichttp` and the processor's type, each with the access URI, when one is attached.
  var basicHTTPProcessorEntries: [(String, JSValueRef)] {
    guard let basicHTTP else { return [] }
    let entry = js.object([("location", js.value(basicHTTP.location))])
    js.freeze(entry)
    return [("basichttp", entry), (BasicHTTPEventProcessor.type, entry)]
  }

  /// Posts the event, and queues what the session's own listener received meanwhile, so that a
  /// send to itself arrives before anything sent after it (test 201).
  func sendHTTP<Effects: ContentEffects & ~Copyable>(
    _ payload: Payload, name: String?, target: String?, delay: Duration, link: BasicHTTPLink,
    _ effects: borrowing Effects
  ) throws(ContentError) {
    let fields = try formFields(payload)
    let content = try payload.content.map { value throws(ContentError) in try contentText(value) }
    guard delay == .zero else { throw ContentError("a delayed <send> through BasicHTTP is not supported") }
    guard let target else {
      throw ContentError("a <send> through BasicHTTP needs a target", name: "error.communication")
    }
    guard let destination = LoopbackTarget(target) else {
      throw ContentError(
        "'\(target)' is not an http:// URL on 127.0.0.1 or localhost: BasicHTTP reaches nothing else",
        name: "error.communication")
    }
    let eventName = name.map { [(name: HTTPRequest.eventNameField, value: $0)] } ?? []
    let body: String
    var query: [(name: String, value: String)] = []
    if let content {
      body = FormEncoding.encode(content)
      query = eventName
    } else {
      body = FormEncoding.encode(fields: eventName + fields)
    }
    let status: Int
    do {
      status = try LoopbackClient.post(
        to: destination, query: FormEncoding.encode(fields: query), contentType: "application/x-www-form-urlencoded",
        origin: link.location, body: Array(body.utf8), timeout: link.timeout)
    } catch {
      throw ContentError(error.description, name: "error.communication")
    }
    guard (200..<300).contains(status) else {
      throw ContentError("\(destination.authority) answered \(status)", name: "error.communication")
    }
    for event in link.inbox.take() { effects.sendEvent(event, after: .zero, id: nil) }
  }

  /// `namelist` and `<param>` values as form fields, in document order: strings as they are,
  /// other values as JSON.
  private func formFields(_ payload: Payload) throws(ContentError) -> [(name: String, value: String)] {
    var fields: [(name: String, value: String)] = []
    for name in payload.namelist { fields.append((name, fieldText(try evaluateExpression(name)))) }
    for param in payload.params { fields.append((param.name, fieldText(try evaluateExpression(param.expr)))) }
    return fields
  }

  /// `<content>` as the text of a body: a string as it is, another value as JSON.
  private func contentText(_ value: ContentValue) throws(ContentError) -> String {
    fieldText(try contentValue(value))
  }

  private func fieldText(_ value: JSValueRef) -> String {
    switch jsonValue(value) {
    case .string(let text)?: text
    case let value?: value.jsonText
    case nil: ""
    }
  }
}
