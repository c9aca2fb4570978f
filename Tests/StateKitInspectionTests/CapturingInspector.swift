import Foundation
import StateKitTestSupport

@_spi(InspectorServer) @testable import StateKitInspection

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A stand-in for `statekit inspect` that one app connects to: it keeps every message the app
/// sends as the exact text that went over the wire (what a page would be sent), and sends the
/// app commands as a page's would arrive.
final class CapturingInspector: @unchecked Sendable {
  let port: UInt16
  private let listener: Int32
  private let lock = NSLock()
  private var received: [String] = []
  private var client: Int32 = -1
  private var isStopped = false

  init() throws {
    #if canImport(Darwin)
      let listener = socket(AF_INET, SOCK_STREAM, 0)
    #else
      let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, length) == 0 && listen(listener, 4) == 0 && getsockname(listener, $0, &length) == 0
      }
    }
    guard bound else {
      close(listener)
      throw CocoaError(.fileWriteUnknown)
    }
    self.listener = listener
    port = UInt16(bigEndian: address.sin_port)
    Thread.detachNewThread { [self] in serve() }
  }

  deinit { stop() }

  /// Every message received so far, as sent.
  var messages: [String] { lock.withLock { received } }
  /// One occurrence a message received.
  let arrivals = Occurrences()

  /// Waits until a message received satisfies `match` (at once if one has), woken by each
  /// message as it arrives, not by a clock; false only when the wait's bound passed first.
  func waitForMessage(_ match: @Sendable (String) -> Bool) async -> Bool {
    while true {
      let seen = arrivals.count
      if messages.contains(where: match) { return true }
      guard await arrivals.wait(for: seen + 1) else { return false }
    }
  }

  /// Sends the app a text message (a command, as the server relays a page's).
  func send(_ text: String) {
    let frame = WebSocketFraming.frame(opcode: WebSocketFraming.Opcode.text, payload: Array(text.utf8), masked: false)
    let descriptor = lock.withLock { client }
    _ = frame.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  }

  /// Ends the connection and stops listening; once (a descriptor closed twice could be another's).
  func stop() {
    let wasStopped = lock.withLock {
      defer { isStopped = true }
      if !isStopped, client >= 0 { shutdown(client, Int32(SHUT_RDWR)) }
      return isStopped
    }
    guard !wasStopped else { return }
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  /// Answers one connection after another until stopped: an app whose handshake timed out on a
  /// busy machine connects again, and must be heard the second time too.
  private func serve() {
    while true {
      let descriptor = accept(listener, nil, nil)
      guard descriptor >= 0 else { return }
      let stopped = lock.withLock {
        if !isStopped { client = descriptor }
        return isStopped
      }
      guard !stopped else {
        close(descriptor)
        return
      }
      talk(to: descriptor)
    }
  }

  private func talk(to descriptor: Int32) {
    defer {
      lock.withLock { client = -1 }
      close(descriptor)
    }
    var buffer: [UInt8] = []
    func fill() -> Bool {
      var chunk = [UInt8](repeating: 0, count: 65_536)
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return false }
      buffer += chunk[..<count]
      return true
    }
    // The upgrade request, answered as the server answers it.
    while buffer.firstRange(of: [13, 10, 13, 10]) == nil { guard fill() else { return } }
    let head = String(decoding: buffer, as: UTF8.self)
    buffer.removeAll()
    guard
      let key = head.components(separatedBy: "\r\n").first(where: { $0.lowercased().hasPrefix("sec-websocket-key:") })?
        .dropFirst("sec-websocket-key:".count).trimmingCharacters(in: .whitespaces)
    else { return }
    let answer =
      "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
      + "Sec-WebSocket-Accept: \(WebSocketFraming.acceptValue(for: key))\r\n\r\n"
    _ = Array(answer.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    while true {
      guard let header = try? WebSocketFraming.header(in: buffer, limit: 1 << 22) else {
        guard fill() else { return }
        continue
      }
      while buffer.count < header.size + header.length { guard fill() else { return } }
      let payload = WebSocketFraming.unmasked(buffer[header.size..<header.size + header.length], mask: header.mask)
      buffer.removeFirst(header.size + header.length)
      if header.opcode == WebSocketFraming.Opcode.close { return }
      if header.opcode == WebSocketFraming.Opcode.text {
        lock.withLock { received.append(String(decoding: payload, as: UTF8.self)) }
        arrivals.record()
      }
    }
  }
}
