@_spi(InspectorProtocol) @_spi(InspectorServer) import StateKitInspection

/// Reads a client's WebSocket messages with a bound: a frame whose announced length, or a
/// message whose frames together, would pass `limit` is refused from its header, before any of
/// its payload is read, so that the connection never holds more than `limit` bytes of it.
struct MessageReader {
  let limit: Int
  /// The message being read, kept across the control frames that may come between its frames.
  private var message: [UInt8] = []
  private var messageOpcode: UInt8?

  init(limit: Int) { self.limit = limit }

  /// What a client sent.
  enum Incoming: Equatable {
    case text(String)
    case binary
    case ping([UInt8])
    case close
  }

  /// Why the connection is closed, with the close code to send (RFC 6455 7.4.1).
  struct Refusal: Error, CustomStringConvertible {
    let code: UInt16
    let description: String
  }

  /// The next message, or a control frame (which may arrive between the frames of a message).
  mutating func next(from reader: inout SocketReader) async throws -> Incoming {
    while true {
      let header = try await nextHeader(from: &reader)
      guard header.mask != nil else { throw Refusal(code: 1002, description: "an unmasked frame from a client") }
      if !header.isControl {
        let starts = header.opcode == WebSocketFraming.Opcode.text || header.opcode == WebSocketFraming.Opcode.binary
        guard
          starts ? messageOpcode == nil : header.opcode == WebSocketFraming.Opcode.continuation && messageOpcode != nil
        else { throw Refusal(code: 1002, description: "a frame out of sequence (opcode \(header.opcode))") }
        guard header.length <= limit - message.count else {
          throw Refusal(code: 1009, description: "a message over the limit of \(limit) bytes")
        }
      }
      try await reader.need(header.size + header.length)
      _ = reader.consume(header.size)
      let payload = WebSocketFraming.unmasked(reader.consume(header.length), mask: header.mask)
      switch header.opcode {
      case WebSocketFraming.Opcode.ping: return .ping(payload)
      case WebSocketFraming.Opcode.pong: continue
      case WebSocketFraming.Opcode.close: return .close
      case WebSocketFraming.Opcode.text, WebSocketFraming.Opcode.binary, WebSocketFraming.Opcode.continuation:
        if messageOpcode == nil { messageOpcode = header.opcode }
        message += payload
        guard header.fin else { continue }
        let (whole, opcode) = (message, messageOpcode)
        (message, messageOpcode) = ([], nil)
        guard opcode == WebSocketFraming.Opcode.text else { return .binary }
        guard let text = String(validating: whole, as: UTF8.self) else {
          throw Refusal(code: 1007, description: "a text message that is not UTF-8")
        }
        return .text(text)
      default:
        throw Refusal(code: 1002, description: "a frame of unknown opcode \(header.opcode)")
      }
    }
  }

  private func nextHeader(from reader: inout SocketReader) async throws -> WebSocketFraming.Header {
    while true {
      do {
        if let header = try WebSocketFraming.header(in: reader.buffer, limit: limit) { return header }
      } catch {
        throw Refusal(code: error.isTooLarge ? 1009 : 1002, description: error.description)
      }
      try await reader.fill()
    }
  }
}
