import FlyingSocks
import Foundation
@_spi(InspectorProtocol) @_spi(InspectorServer) import StateKitInspection

/// One WebSocket, an app's or a page's, after its handshake: hands each message that arrives to
/// the hub, and writes what the hub sends it. Messages are read with `MessageReader`'s bound; a
/// peer that passes it, or breaks the protocol, is sent a close frame saying why and cut off.
struct RelaySession {
  enum Role: Sendable { case app, page }

  let hub: InspectorHub
  let role: Role

  func run(_ reader: inout SocketReader) async {
    let socket = reader.socket
    let (outgoing, continuation) = AsyncStream<[UInt8]>.makeStream(bufferingPolicy: .bufferingNewest(20_000))
    let writer = Task {
      for await frame in outgoing {
        do { try await socket.write(Data(frame)) } catch { break }
      }
    }
    let outbox: InspectorHub.Outbox = { continuation.yield(Self.frame(text: $0)) }
    let id = role == .app ? await hub.connectApp(outbox) : await hub.connectPage(outbox)
    var messages = MessageReader(limit: hub.limit)
    reading: while true {
      do {
        switch try await messages.next(from: &reader) {
        case .text(let text):
          if role == .app { await hub.receive(fromApp: id, text) } else { await hub.receive(fromPage: id, text) }
        case .binary:
          let error = InspectorMessage.error(ErrorReport(message: "messages are JSON text frames, not binary ones"))
          if let data = try? error.encoded() { outbox(String(decoding: data, as: UTF8.self)) }
        case .ping(let payload):
          continuation.yield(
            WebSocketFraming.frame(opcode: WebSocketFraming.Opcode.pong, payload: payload, masked: false))
        case .close:
          continuation.yield(Self.close(code: 1000, reason: ""))
          break reading
        }
      } catch let refusal as MessageReader.Refusal {
        continuation.yield(Self.close(code: refusal.code, reason: refusal.description))
        break reading
      } catch {
        break reading  // the peer went away
      }
    }
    if role == .app { await hub.disconnectApp(id) } else { await hub.disconnectPage(id) }
    continuation.finish()
    await writer.value
  }

  static func frame(text: String) -> [UInt8] {
    WebSocketFraming.frame(opcode: WebSocketFraming.Opcode.text, payload: Array(text.utf8), masked: false)
  }

  /// A close frame: the code, then a reason cut to fit a control frame's 125 bytes.
  static func close(code: UInt16, reason: String) -> [UInt8] {
    let payload = [UInt8(code >> 8), UInt8(code & 0xFF)] + Array(reason.utf8.prefix(123))
    return WebSocketFraming.frame(opcode: WebSocketFraming.Opcode.close, payload: payload, masked: false)
  }
}
