import Foundation

/// A raw protocol socket for tests of the inspector (a page's or an app's side, with any
/// origin), over the same WebSocket client the apps use. Not for apps: attach machines with
/// `StateMachine.inspect`.
@_spi(Testing) @_spi(InspectorProtocol)
public final class InspectorTestSocket: @unchecked Sendable {
  private let client: WebSocketClient
  private let lock = NSLock()

  /// Connects to `path` (`/page`, `/app`) on 127.0.0.1:`port`; throws when the server refuses.
  public init(port: UInt16, path: String, origin: String? = nil, timeout: Double = 10) throws {
    client = try WebSocketClient(port: port, path: path, origin: origin, timeout: timeout)
  }

  public func send(_ message: InspectorMessage) throws {
    try send(text: String(decoding: try message.encoded(), as: UTF8.self))
  }

  /// Sends any text, also one that is not a valid message.
  public func send(text: String) throws {
    lock.lock()
    defer { lock.unlock() }
    try client.send(text: Array(text.utf8))
  }

  /// The next message; nil when the server closed the socket. Throws after the timeout.
  public func receive() throws -> InspectorMessage? {
    guard case .text(let bytes) = try client.receive() else { return nil }
    return try InspectorMessage.decode(Data(bytes))
  }

  /// Reads messages until one satisfies `accept`, and returns it; nil when the socket closed.
  public func receive(until accept: (InspectorMessage) -> Bool) throws -> InspectorMessage? {
    while let message = try receive() {
      if accept(message) { return message }
    }
    return nil
  }

  /// Closes the socket without waiting for anything.
  public func close() { client.close() }
}
