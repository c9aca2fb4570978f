/// What the inspector's connection reads and writes through: a WebSocket to `statekit inspect`.
/// On Apple platforms URLSession's WebSocket task (``URLSessionInspectorSocket``); on Linux,
/// whose libcurl has no WebSocket support, a client on the system's sockets (``WebSocketClient``).
///
/// Used from one thread (the connection's), except where a type says otherwise.
protocol InspectorSocket: AnyObject {
  /// A descriptor that `poll` watches for the next message; nil when the socket tells of a
  /// message by writing to the connection's wake pipe instead.
  var readableDescriptor: Int32? { get }
  /// Whether a message (or the end) can be read without waiting.
  var hasBufferedInput: Bool { get }
  /// Sends one text message.
  func send(text: [UInt8]) throws
  /// The next message, or the end of the connection.
  func receive() throws -> WebSocketIncoming
  /// Closes the connection without waiting for the server.
  func close()
}

/// A message read from the inspector: text, or the end of the connection.
enum WebSocketIncoming: Equatable {
  case text([UInt8])
  case closed
}

extension InspectorConnection {
  /// The platform's socket to the server's `/app`: URLSession's WebSocket task on Apple
  /// platforms, the sockets client elsewhere. `STATEKIT_URLSESSION_INSPECTOR` selects the
  /// URLSession branch on Linux too, so that CI type-checks it (it cannot run there).
  static func openSocket(port: UInt16, wake: Int32) throws -> any InspectorSocket {
    #if canImport(Darwin) || STATEKIT_URLSESSION_INSPECTOR
      try URLSessionInspectorSocket(port: port, path: "/app", wake: wake)
    #else
      try WebSocketClient(port: port, path: "/app")
    #endif
  }
}
