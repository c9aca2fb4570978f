import Foundation

/// Where a BasicHTTP `<send>` may go: an `http://` URL whose host is on the IPv4 loopback
/// network (`127.x.x.x`, or `localhost`), nowhere else.
struct LoopbackTarget: Equatable {
  /// The address in host byte order.
  var host: UInt32
  var port: UInt16
  /// What the `Host` header says.
  var authority: String
  /// The path and query of the request line (`/` at least).
  var path: String

  init?(_ text: String) {
    guard let components = URLComponents(string: text), components.scheme?.lowercased() == "http",
      components.user == nil, components.password == nil, let name = components.host?.lowercased(),
      let host = name == "localhost" ? 0x7F00_0001 : Self.loopbackAddress(name)
    else { return nil }
    let port = components.port ?? 80
    guard (1...65535).contains(port) else { return nil }
    self.host = host
    self.port = UInt16(port)
    authority = "\(name):\(port)"
    path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
    if let query = components.percentEncodedQuery { path += "?" + query }
  }

  /// A dotted IPv4 address in 127.0.0.0/8.
  private static func loopbackAddress(_ text: String) -> UInt32? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 4 else { return nil }
    var address: UInt32 = 0
    for part in parts {
      guard part.count <= 3, part.allSatisfy(\.isASCII), let byte = UInt8(part) else { return nil }
      address = address << 8 | UInt32(byte)
    }
    return address >> 24 == 127 ? address : nil
  }
}

/// The BasicHTTP processor's sending side: one POST a connection, answered by the status code.
enum LoopbackClient {
  /// Why a POST did not get an answer.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Posts `body` to `target` (with `query` added to its own) and answers the status code of the
  /// reply. Each read and write gives up after `timeout`.
  static func post(
    to target: LoopbackTarget, query: String, contentType: String, origin: String, body: [UInt8], timeout: Duration
  ) throws(Failure) -> Int {
    var path = target.path
    if !query.isEmpty { path += (path.contains("?") ? "&" : "?") + query }
    var head = "POST \(path) HTTP/1.1\r\nHost: \(target.authority)\r\nContent-Type: \(contentType)\r\n"
    head += "Content-Length: \(body.count)\r\n\(HTTPRequest.originHeader): \(origin)\r\nConnection: close\r\n\r\n"
    let reply: [UInt8]
    do {
      reply = try exchange(Array(head.utf8) + body, with: target, timeout: timeout)
    } catch {
      throw Failure(description: "POST to \(target.authority): \(error)")
    }
    return try status(of: reply, from: target)
  }

  /// Sends a request and reads the reply's first line (at most 8 KiB of it, within `timeout`).
  private static func exchange(_ request: [UInt8], with target: LoopbackTarget, timeout: Duration)
    throws(SocketFailure) -> [UInt8]
  {
    let descriptor = try LoopbackSocket.make(timeout: timeout)
    defer { LoopbackSocket.close(descriptor) }
    try LoopbackSocket.connect(descriptor, host: target.host, port: target.port)
    try LoopbackSocket.write(descriptor, request)
    // Each read is bounded by the timeout, and so are all of them: a peer that answers a byte
    // at a time cannot hold the machine longer.
    let deadline = ContinuousClock.now + timeout
    var reply: [UInt8] = []
    while !reply.contains(UInt8(ascii: "\n")) && reply.count < 8 * 1024 && ContinuousClock.now < deadline {
      guard try LoopbackSocket.read(descriptor, into: &reply) else { break }
    }
    return reply
  }

  /// The status code of `HTTP/1.x NNN …`.
  private static func status(of reply: [UInt8], from target: LoopbackTarget) throws(Failure) -> Int {
    let line = String(decoding: reply.prefix { $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\n") }, as: UTF8.self)
    let parts = line.split(separator: " ")
    guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), parts[1].count == 3, let status = Int(parts[1]) else {
      throw Failure(description: "\(target.authority) did not answer with an HTTP status line")
    }
    return status
  }
}
