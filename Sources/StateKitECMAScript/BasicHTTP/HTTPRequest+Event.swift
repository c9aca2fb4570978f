import Foundation

// SCXML C.2.1: a POST received at the access URI becomes an external event. Its name is the
// single `_scxmleventname` parameter, else `HTTP.` and the method; its data the other
// parameters, or the body's content (B.2.8.1: JSON when it is JSON, else a space-normalized
// string).

extension HTTPRequest {
  static let eventNameField = "_scxmleventname"
  /// The header in which a StateKit sender names its own access URI (`_event.origin`).
  static let originHeader = "X-SCXML-Origin"

  /// The event this request delivers.
  ///
  /// - Throws: the answer that refuses it (400, 415) when it cannot be formed into an event.
  func scxmlEvent() throws(HTTPResponse) -> SCXMLEvent {
    var fields: [(name: String, value: String)] = []
    if let query {
      guard let parsed = FormEncoding.fields(query) else {
        throw HTTPResponse(status: 400, message: "the query is not name=value pairs")
      }
      fields = parsed
    }
    var content: JSONValue?
    if !body.isEmpty {
      guard let text = String(validating: body, as: UTF8.self) else {
        throw HTTPResponse(status: 400, message: "the body is not UTF-8")
      }
      switch mediaType {
      case nil, "application/x-www-form-urlencoded":
        if let parsed = FormEncoding.fields(text) {
          fields += parsed
        } else {
          guard let decoded = FormEncoding.decode(Substring(text)) else {
            throw HTTPResponse(status: 400, message: "the body has a malformed %-escape")
          }
          content = Self.contentValue(decoded)
        }
      case "application/json":
        guard let value = try? JSONValue(jsonText: text) else {
          throw HTTPResponse(status: 400, message: "the body is not JSON")
        }
        content = value
      case let type? where type.hasPrefix("text/"):
        content = Self.contentValue(text)
      case let type?:
        throw HTTPResponse(status: 415, message: "'\(type)' is not read here: send form fields, JSON or text")
      }
    }
    let names = fields.filter { $0.name == Self.eventNameField }.map(\.value)
    guard names.count <= 1 else { throw HTTPResponse(status: 400, message: "more than one _scxmleventname") }
    let name = names.first ?? "HTTP.\(method)"
    guard !name.isEmpty, !name.contains(where: \.isWhitespace) else {
      throw HTTPResponse(status: 400, message: "'\(name)' is not an event name")
    }
    let parameters = fields.filter { $0.name != Self.eventNameField }
    var data = content
    if !parameters.isEmpty {
      guard content == nil else {
        throw HTTPResponse(status: 400, message: "the body's content and the parameters cannot both be the data")
      }
      var object: [String: JSONValue] = [:]
      for field in parameters {
        guard object.updateValue(.string(field.value), forKey: field.name) == nil else {
          throw HTTPResponse(status: 400, message: "the parameter '\(field.name)' is given twice")
        }
      }
      data = .object(object)
    }
    var event = SCXMLEvent(name, data: data)
    event.raw = String(decoding: raw, as: UTF8.self)
    event.origin = header(Self.originHeader)
    event.originType = BasicHTTPEventProcessor.type
    return event
  }

  /// The type of the body, without its parameters, lowercased (`text/plain`).
  private var mediaType: String? {
    guard let value = header("Content-Type") else { return nil }
    let type = value.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces).lowercased()
    return type.isEmpty ? nil : type
  }

  /// Content that is not key-value pairs (B.2.8.1): JSON when it is JSON, else the text with
  /// its whitespace normalized.
  static func contentValue(_ text: String) -> JSONValue {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if !trimmed.isEmpty, let value = try? JSONValue(jsonText: trimmed) { return value }
    return .string(trimmed.split(whereSeparator: \.isWhitespace).joined(separator: " "))
  }
}
