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
  ///
  /// A payload that is not the case's fields is taken as its one unlabelled value: `7` for
  /// `case select(Int)` is `{"_0": 7}`.
  static func event<E>(_ type: E.Type, name: String, payload: JSONValue?) throws -> E? {
    guard let decodable = type as? any Decodable.Type else { return nil }
    var argument = payload ?? .object([:])
    if case .null = argument { argument = .object([:]) }
    do {
      return try decode(decodable, from: try JSONEncoder().encode(JSONValue.object([name: argument]))) as? E
    } catch let error as DecodingError {
      guard let payload, payload != .null else { throw error }
      let bare = try JSONEncoder().encode(JSONValue.object([name: .object(["_0": payload])]))
      if case .object = payload {
        // Fields, most likely: the first reading's error says what is wrong with them.
        guard let event = try? decode(decodable, from: bare) else { throw error }
        return event as? E
      }
      return try decode(decodable, from: bare) as? E
    }
  }

  /// A decoding error in a sentence: what was expected where.
  static func explain(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    func place(_ path: [any CodingKey]) -> String {
      let names = path.dropFirst().map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
      return names.isEmpty ? "the payload" : "'" + names.joined(separator: ".") + "'"
    }
    switch error {
    case .typeMismatch(let type, let context): return "\(place(context.codingPath)) should be \(Self.kind(of: type))"
    case .valueNotFound(let type, let context): return "\(place(context.codingPath)) needs \(Self.kind(of: type))"
    case .keyNotFound(let key, let context):
      return "\(place(context.codingPath)) lacks the field '\(key.stringValue)'"
    case .dataCorrupted(let context): return "\(place(context.codingPath)): \(context.debugDescription)"
    @unknown default: return "\(error)"
    }
  }

  /// A type as a payload's reader knows it: `a number`, `a list`, `an object with fields`.
  static func kind(of type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Bool.Type: "true or false"
    case is any BinaryInteger.Type: "a whole number"
    case is any BinaryFloatingPoint.Type: "a number"
    default:
      "\(type)".hasPrefix("Array") ? "a list" : "\(type)".hasPrefix("Dictionary") ? "an object with fields" : "\(type)"
    }
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
