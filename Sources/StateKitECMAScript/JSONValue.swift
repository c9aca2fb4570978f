import Foundation

/// A JSON-compatible value: what a Swift app reads from and writes to an ECMAScript data model,
/// and the data an event carries.
///
/// ```swift
/// let order: JSONValue = ["items": [1, 2], "express": true]
/// ```
public enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number (JavaScript's numbers are doubles).
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object: its properties by name.
  case object([String: JSONValue])

  /// The value as JSON text (object keys sorted).
  public var jsonText: String {
    let data = try? JSONEncoder.sorted.encode(self)
    return data.map { String(decoding: $0, as: UTF8.self) } ?? "null"
  }

  /// The value JSON text describes.
  ///
  /// - Throws: `DecodingError` when the text is not JSON.
  public init(jsonText: String) throws {
    self = try JSONDecoder().decode(JSONValue.self, from: Data(jsonText.utf8))
  }
}

extension JSONEncoder {
  fileprivate static var sorted: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}

extension JSONValue: Codable {
  /// The JSON value the decoder holds.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Encodes the value as the JSON it is.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  /// `nil`: ``null``.
  public init(nilLiteral: ()) { self = .null }
  /// `true`, `false`: ``bool(_:)``.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// `42`: ``number(_:)``.
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  /// `4.2`: ``number(_:)``.
  public init(floatLiteral value: Double) { self = .number(value) }
  /// `"text"`: ``string(_:)``.
  public init(stringLiteral value: String) { self = .string(value) }
  /// `[1, "two"]`: ``array(_:)``.
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  /// `["id": 42]`: ``object(_:)`` (of repeated keys, the last).
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
