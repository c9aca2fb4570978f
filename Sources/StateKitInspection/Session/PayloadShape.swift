import Foundation

/// The fields a case of a `Decodable` event takes, found by asking the decoder: a case's payload
/// is decoded from an object whose missing fields and wrong types the decoder names one by one.
/// Shown on the page, so that `loaded` reads `_0: a list` before anything is typed.
enum PayloadShape {
  /// `label: kind` of each field (`_0: a list`, `message: a string`), in the order the decoder
  /// asks for them; nil when the decoder says nothing usable.
  static func fields(of type: any Decodable.Type, case name: String) -> [String]? {
    var fields: [String: JSONValue] = [:]
    var order: [String] = []
    var kinds: [String: String] = [:]
    // A string first: a field of another kind says which it wants; one that takes it is a string.
    let candidates: [JSONValue] = [.string(""), .int(0), .double(0.5), .bool(false), .array([]), .object([:])]
    var tried: [String: Int] = [:]
    for _ in 0..<48 {
      guard let data = try? JSONEncoder().encode(JSONValue.object([name: .object(fields)])) else { return nil }
      do {
        _ = try decode(type, from: data)
        return order.map { "\($0): \(kinds[$0] ?? (tried[$0] == 0 ? "a string" : "a value"))" }
      } catch let error as DecodingError {
        switch error {
        case .keyNotFound(let key, let context) where context.codingPath.count == 1:
          guard fields[key.stringValue] == nil else { return nil }
          order.append(key.stringValue)
          fields[key.stringValue] = candidates[0]
          tried[key.stringValue] = 0
        case .typeMismatch(let expected, let context), .valueNotFound(let expected, let context):
          guard context.codingPath.count >= 2, case let key = context.codingPath[1].stringValue,
            let attempt = tried[key]
          else { return nil }
          if kinds[key] == nil { kinds[key] = JSONConversion.kind(of: expected) }
          guard attempt + 1 < candidates.count else { return nil }
          tried[key] = attempt + 1
          fields[key] = candidates[attempt + 1]
        default:
          // A value of the right kind that the type refuses (an enum's raw value): the kind is known.
          return order.isEmpty ? nil : order.map { "\($0): \(kinds[$0] ?? "a value")" }
        }
      } catch {
        return nil
      }
    }
    return nil
  }

  private static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    try JSONDecoder().decode(type, from: data)
  }
}
