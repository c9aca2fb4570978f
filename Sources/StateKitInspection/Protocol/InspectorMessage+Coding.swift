import Foundation

/// Why a message was refused: what is wrong with it, in words a developer can act on.
@_spi(InspectorProtocol)
public struct InspectorProtocolError: Error, Sendable, Hashable, CustomStringConvertible {
  public let description: String

  public init(_ description: String) { self.description = description }
}

@_spi(InspectorProtocol)
extension InspectorMessage: Codable {
  private enum TypeKey: String, CodingKey { case type }

  public init(from decoder: any Decoder) throws {
    let type = try decoder.container(keyedBy: TypeKey.self).decode(String.self, forKey: .type)
    switch type {
    case "hello": self = .hello(try Hello(from: decoder))
    case "attached": self = .attached(try Attached(from: decoder))
    case "step": self = .step(try StepReport(from: decoder))
    case "detached": self = .detached(try Detached(from: decoder))
    case "send": self = .send(try SendCommand(from: decoder))
    case "restore": self = .restore(try RestoreCommand(from: decoder))
    case "snapshot": self = .snapshot(try SnapshotRequest(from: decoder))
    case "result": self = .result(try CommandResult(from: decoder))
    case "error": self = .error(try ErrorReport(from: decoder))
    case "layout": self = .layout(try LayoutMessage(from: decoder))
    case "replay": self = .replay(try ReplayRequest(from: decoder))
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .type, in: try decoder.container(keyedBy: TypeKey.self), debugDescription: "unknown type '\(type)'")
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TypeKey.self)
    try container.encode(type, forKey: .type)
    switch self {
    case .hello(let message): try message.encode(to: encoder)
    case .attached(let message): try message.encode(to: encoder)
    case .step(let message): try message.encode(to: encoder)
    case .detached(let message): try message.encode(to: encoder)
    case .send(let message): try message.encode(to: encoder)
    case .restore(let message): try message.encode(to: encoder)
    case .snapshot(let message): try message.encode(to: encoder)
    case .result(let message): try message.encode(to: encoder)
    case .error(let message): try message.encode(to: encoder)
    case .layout(let message): try message.encode(to: encoder)
    case .replay(let message): try message.encode(to: encoder)
    }
  }
}

@_spi(InspectorProtocol)
extension InspectorMessage {
  /// The message as one JSON text (keys sorted, so that equal messages read alike).
  public func encoded() throws(InspectorProtocolError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      return try encoder.encode(self)
    } catch {
      throw InspectorProtocolError("a '\(type)' message cannot be encoded: \(error)")
    }
  }

  /// Reads one message, refusing one over `limit` bytes, one that is not JSON, one of an unknown
  /// type, and one that lacks a field its type needs, each with an error that says which.
  public static func decode(
    _ data: Data, limit: Int = InspectorProtocol.maximumMessageSize
  ) throws(InspectorProtocolError) -> InspectorMessage {
    guard data.count <= limit else {
      throw InspectorProtocolError("a message of \(data.count) bytes is over the limit of \(limit) bytes")
    }
    do {
      return try JSONDecoder().decode(InspectorMessage.self, from: data)
    } catch let error as DecodingError {
      throw InspectorProtocolError(explain(error, in: data))
    } catch {
      throw InspectorProtocolError("the message cannot be read: \(error)")
    }
  }

  private static func explain(_ error: DecodingError, in data: Data) -> String {
    let type = (try? JSONDecoder().decode(TypeOnly.self, from: data)).map { "a '\($0.type)' message" } ?? "the message"
    func place(_ path: [any CodingKey]) -> String {
      path.isEmpty
        ? "" : " at '" + path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".") + "'"
    }
    switch error {
    case .keyNotFound(let key, let context):
      if key.stringValue == "type" && context.codingPath.isEmpty { return "the message has no \"type\"" }
      return "\(type) lacks the field '\(key.stringValue)'\(place(context.codingPath))"
    case .typeMismatch(let expected, let context):
      if context.codingPath.isEmpty { return "the message is not a JSON object" }
      return "\(type) has a field of the wrong type\(place(context.codingPath)) (expected \(expected))"
    case .valueNotFound(_, let context): return "\(type) has null where a value is needed\(place(context.codingPath))"
    case .dataCorrupted(let context):
      if context.codingPath.map(\.stringValue) == ["type"] { return "the message's \(context.debugDescription)" }
      return context.codingPath.isEmpty
        ? "the message is not a JSON object" : "\(type) has an invalid value\(place(context.codingPath))"
    @unknown default: return "\(type) cannot be read: \(error)"
    }
  }

  private struct TypeOnly: Decodable { var type: String }
}
