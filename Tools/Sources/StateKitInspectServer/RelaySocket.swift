import FlyingFox
@_spi(InspectorProtocol) import StateKitInspection

/// One WebSocket, an app's or a page's: hands what arrives to the hub, and writes what the hub
/// sends it.
struct RelaySocket: WSMessageHandler {
  enum Role: Sendable { case app, page }

  let hub: InspectorHub
  let role: Role

  func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
    let (outgoing, continuation) = AsyncStream<WSMessage>.makeStream(bufferingPolicy: .bufferingNewest(20_000))
    let outbox: InspectorHub.Outbox = { continuation.yield(.text($0)) }
    let (hub, role) = (self.hub, self.role)
    let id = role == .app ? await hub.connectApp(outbox) : await hub.connectPage(outbox)
    Task {
      for await message in client {
        switch message {
        case .text(let text):
          if role == .app { await hub.receive(fromApp: id, text) } else { await hub.receive(fromPage: id, text) }
        case .data:
          let error = InspectorMessage.error(ErrorReport(message: "messages are JSON text frames, not binary ones"))
          if let data = try? error.encoded() { outbox(String(decoding: data, as: UTF8.self)) }
        case .close: break
        }
      }
      if role == .app { await hub.disconnectApp(id) } else { await hub.disconnectPage(id) }
      continuation.finish()
    }
    return outgoing
  }
}
