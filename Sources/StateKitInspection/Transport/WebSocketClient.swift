import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A WebSocket client (RFC 6455) over a blocking TCP socket to 127.0.0.1: what the inspector's
/// connection needs and no more — text messages, ping and close. The inspector's socket on
/// Linux, where FoundationNetworking's `URLSessionWebSocketTask` rests on libcurl, which has no
/// WebSocket support there (Apple platforms use ``URLSessionInspectorSocket``), and an app must
/// not pull in a networking package to be inspected. Tests' raw sockets use it everywhere.
///
/// Not thread-safe: one thread reads, writes and closes it (the connection's).
final class WebSocketClient: InspectorSocket {
  enum Failure: Error, CustomStringConvertible {
    case system(String, Int32)
    case handshake(String)
    case protocolViolation(String)
    case closed

    var description: String {
      switch self {
      case .system(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
      case .handshake(let reason): "the WebSocket handshake failed: \(reason)"
      case .protocolViolation(let reason): "the server broke the WebSocket protocol: \(reason)"
      case .closed: "the server closed the connection"
      }
    }
  }

  typealias Incoming = WebSocketIncoming

  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var isClosed = false
  /// The largest message read; a larger one closes the connection.
  let maximumMessageSize: Int

  var readableDescriptor: Int32? { descriptor }

  /// Connects to `127.0.0.1:port`, asks for `path` to be upgraded, and checks the answer. Reads
  /// and writes time out after `timeout` seconds, so that a server that stops reading cannot
  /// hold the connection's thread.
  init(
    port: UInt16, path: String, origin: String? = nil, timeout: Double = 2,
    maximumMessageSize: Int = InspectorProtocol.maximumMessageSize
  ) throws {
    self.maximumMessageSize = maximumMessageSize
    #if canImport(Darwin)
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #else
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    guard descriptor >= 0 else { throw Failure.system("socket", errno) }
    self.descriptor = descriptor
    do {
      try configure(timeout: timeout)
      try connect(port: port)
      try handshake(port: port, path: path, origin: origin)
    } catch {
      _ = systemClose(descriptor)
      isClosed = true
      throw error
    }
  }

  deinit { close() }

  private func configure(timeout: Double) throws {
    var time = timeval()
    time.tv_sec = .init(timeout)
    time.tv_usec = .init((timeout - timeout.rounded(.down)) * 1_000_000)
    let size = socklen_t(MemoryLayout<timeval>.size)
    guard setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, size) == 0,
      setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, size) == 0
    else { throw Failure.system("setsockopt", errno) }
    var one: Int32 = 1
    _ = setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    #if canImport(Darwin)
      _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }

  private func connect(port: UInt16) throws {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        systemConnect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else { throw Failure.system("connect to 127.0.0.1:\(port)", errno) }
  }

  private func handshake(port: UInt16, path: String, origin: String?) throws {
    let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
    var request =
      "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
      + "Sec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n"
    if let origin { request += "Origin: \(origin)\r\n" }
    try write(Array((request + "\r\n").utf8))
    // The answer's head, up to the blank line; what follows it is the first frames.
    let terminator: [UInt8] = [13, 10, 13, 10]
    var end: Int?
    while end == nil {
      if buffer.count > 16_384 { throw Failure.handshake("the answer's header is too long") }
      try fill()
      end = buffer.firstRange(of: terminator)?.upperBound
    }
    let head = String(decoding: buffer[..<end!], as: UTF8.self)
    buffer.removeFirst(end!)
    let lines = head.components(separatedBy: "\r\n")
    guard let status = lines.first, status.hasPrefix("HTTP/1.1 101") else {
      throw Failure.handshake("the server answered '\(lines.first ?? "")'")
    }
    let expected = WebSocketFraming.acceptValue(for: key)
    let accept = lines.lazy.compactMap { line -> String? in
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2, parts[0].lowercased() == "sec-websocket-accept" else { return nil }
      return parts[1].trimmingCharacters(in: .whitespaces)
    }.first
    guard accept == expected else { throw Failure.handshake("the server's Sec-WebSocket-Accept is wrong") }
  }

  // MARK: Writing

  /// Sends one text message in one masked frame.
  func send(text: [UInt8]) throws { try write(frame(opcode: 0x1, payload: text)) }

  private func frame(opcode: UInt8, payload: [UInt8]) -> [UInt8] {
    WebSocketFraming.frame(opcode: opcode, payload: payload, masked: true)
  }

  private func write(_ bytes: [UInt8]) throws {
    guard !isClosed else { throw Failure.closed }
    var offset = 0
    while offset < bytes.count {
      let sent = bytes.withUnsafeBytes { raw in
        systemSend(descriptor, raw.baseAddress! + offset, bytes.count - offset)
      }
      if sent < 0 && errno == EINTR { continue }
      guard sent > 0 else { throw Failure.system("send", errno) }
      offset += sent
    }
  }

  // MARK: Reading

  /// Reads the next text message, answering pings and skipping pongs on the way. Blocks until
  /// one arrives (or the read times out, which throws).
  func receive() throws -> Incoming {
    var message: [UInt8] = []
    var inMessage = false
    while true {
      let (fin, opcode, payload) = try readFrame()
      switch opcode {
      case 0x0 where inMessage, 0x1 where !inMessage, 0x2 where !inMessage:
        message += payload
        guard message.count <= maximumMessageSize else {
          throw Failure.protocolViolation("a message over \(maximumMessageSize) bytes")
        }
        if fin { return .text(message) }
        inMessage = true
      case 0x8:
        try? write(frame(opcode: 0x8, payload: Array(payload.prefix(2))))
        return .closed
      case 0x9: try write(frame(opcode: 0xA, payload: payload))
      case 0xA: continue
      default: throw Failure.protocolViolation("an unexpected frame (opcode \(opcode))")
      }
    }
  }

  private func readFrame() throws -> (fin: Bool, opcode: UInt8, payload: [UInt8]) {
    var header: WebSocketFraming.Header?
    while header == nil {
      do {
        header = try WebSocketFraming.header(in: buffer, limit: maximumMessageSize)
      } catch {
        throw Failure.protocolViolation(error.description)
      }
      if header == nil { try fill() }
    }
    guard let header, header.mask == nil else { throw Failure.protocolViolation("a masked frame from the server") }
    try need(header.size + header.length)
    let payload = Array(buffer[header.size..<header.size + header.length])
    buffer.removeFirst(header.size + header.length)
    return (header.fin, header.opcode, payload)
  }

  private func need(_ count: Int) throws {
    while buffer.count < count { try fill() }
  }

  private func fill() throws {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count < 0 && errno == EINTR { continue }
      if count == 0 { throw Failure.closed }
      guard count > 0 else { throw Failure.system("recv", errno) }
      buffer += chunk[..<count]
      return
    }
  }

  /// Whether a read would not block: buffered bytes, or bytes waiting on the socket.
  var hasBufferedInput: Bool { !buffer.isEmpty }

  /// Sends a close frame (when still open) and closes the socket.
  func close() {
    guard !isClosed else { return }
    try? write(frame(opcode: 0x8, payload: [0x03, 0xE8]))
    isClosed = true
    _ = systemClose(descriptor)
  }
}

// The system's calls under names of their own: inside the class, `connect`, `send` and `close`
// are its methods.
private func systemConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
  connect(descriptor, address, length)
}

private func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Darwin)
    send(descriptor, bytes, count, 0)
  #else
    send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
  #endif
}

private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
