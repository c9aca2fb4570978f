import Foundation

/// Values of the app's types to and from the protocol's JSON.
enum JSONConversion {
  /// The largest context a step carries; a larger one is left out and the step `truncated`.
  static let maximumContextSize = 256 * 1_024

  /// `value` as JSON when it is `Encodable` and at most `limit` bytes long; `truncated` when
  /// it is longer; nil when it cannot be encoded.
  static func json(of value: Any, limit: Int = maximumContextSize) -> (value: JSONValue?, truncated: Bool) {
    guard let encodable = value as? any Encodable else { return (nil, false) }
    guard let data = try? JSONEncoder().encode(encodable) else { return (nil, false) }
    guard data.count <= limit else { return (nil, true) }
    return (try? JSONDecoder().decode(JSONValue.self, from: data), false)
  }

  /// An event of a `Decodable` type from its case name and payload, in the form Swift
  /// synthesises for enums: `{"name": payload}` (an empty object for a case without one).
  static func event<E>(_ type: E.Type, name: String, payload: JSONValue?) throws -> E? {
    guard let decodable = type as? any Decodable.Type else { return nil }
    var argument = payload ?? .object([:])
    if case .null = argument { argument = .object([:]) }
    let data = try JSONEncoder().encode(JSONValue.object([name: argument]))
    return try decode(decodable, from: data) as? E
  }

  private static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    try JSONDecoder().decode(type, from: data)
  }

  /// The payload of an `Encodable` event: the value under its case's key in the synthesised
  /// form, or the whole encoding when it has another shape.
  static func payload(of event: Any) -> (value: JSONValue?, truncated: Bool) {
    let (encoded, truncated) = json(of: event)
    guard let value = encoded else { return (nil, truncated) }
    if case .object(let fields) = value, fields.count == 1, let inner = fields.values.first {
      // A case without a payload encodes as `{"case": {}}`: it has none.
      if case .object(let innerFields) = inner, innerFields.isEmpty { return (nil, false) }
      return (inner, false)
    }
    return (value, false)
  }
}
