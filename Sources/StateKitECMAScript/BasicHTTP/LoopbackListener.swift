import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An HTTP listener on 127.0.0.1 (a port the system chooses): one request a connection,
/// answered by `respond` on the connection's own thread. A thread accepts; each connection is
/// served on a thread of its own, at most `maximumConnections` at once (more are closed at
/// once), each read bounded by `timeout` and each request by `limits`, so that a client that
/// sends too much, too slowly or nothing at all holds nothing for long.
final class LoopbackListener: @unchecked Sendable {
  let port: UInt16
  private let descriptor: Int32
  private let limits: HTTPLimits
  private let timeout: Duration
  private let maximumConnections: Int
  private let respond: @Sendable (HTTPRequest) -> HTTPResponse
  /// Guards `isStopped` and `connections`.
  private let lock = NSLock()
  private var isStopped = false
  private var connections: Set<Int32> = []

  init(
    limits: HTTPLimits = HTTPLimits(), timeout: Duration = .seconds(5), maximumConnections: Int = 16,
    respond: @escaping @Sendable (HTTPRequest) -> HTTPResponse
  ) throws(SocketFailure) {
    self.limits = limits
    self.timeout = timeout
    self.maximumConnections = maximumConnections
    self.respond = respond
    // No timeout on the listening socket: accept() would give up with it.
    let descriptor = try LoopbackSocket.make(timeout: nil)
    do {
      port = try Self.bindLoopback(descriptor)
    } catch {
      LoopbackSocket.close(descriptor)
      throw error
    }
    self.descriptor = descriptor
    let thread = Thread { [self] in acceptConnections() }
    thread.name = "StateKit BasicHTTP listener"
    thread.start()
  }

  var isRunning: Bool { lock.withLock { !isStopped } }

  /// Stops accepting and ends the open connections; the threads finish on their own.
  func stop() {
    let stopsNow = lock.withLock {
      guard !isStopped else { return false }
      isStopped = true
      // Wakes the accepting thread, which closes the descriptor: closing it here could close a
      // descriptor the system has already given to someone else.
      _ = shutdown(descriptor, Int32(SHUT_RDWR))
      for connection in connections { _ = shutdown(connection, Int32(SHUT_RDWR)) }
      return true
    }
    // Where shutdown does not wake accept() (Darwin), a connection does; refused once it did.
    if stopsNow, let nudge = try? LoopbackSocket.make(timeout: .seconds(1)) {
      try? LoopbackSocket.connect(nudge, host: 0x7F00_0001, port: port)
      LoopbackSocket.close(nudge)
    }
  }

  private static func bindLoopback(_ descriptor: Int32) throws(SocketFailure) -> UInt16 {
    var address = LoopbackSocket.address(0x7F00_0001, port: 0)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
    }
    guard bound == 0 else { throw SocketFailure(call: "bind", code: errno) }
    guard listen(descriptor, 16) == 0 else { throw SocketFailure(call: "listen", code: errno) }
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    guard named == 0 else { throw SocketFailure(call: "getsockname", code: errno) }
    return UInt16(bigEndian: address.sin_port)
  }

  private func acceptConnections() {
    while true {
      let connection = accept(descriptor, nil, nil)
      if connection < 0 {
        let code = errno
        guard isRunning else { break }
        if code == EINTR || code == ECONNABORTED { continue }
        // Out of descriptors: wait a little for some to be closed instead of spinning.
        if code == EMFILE || code == ENFILE {
          usleep(10_000)
          continue
        }
        break
      }
      let admitted = lock.withLock {
        guard !isStopped, connections.count < maximumConnections else { return false }
        connections.insert(connection)
        return true
      }
      guard admitted else {
        LoopbackSocket.close(connection)
        if isRunning { continue } else { break }
      }
      let thread = Thread { [self] in serve(connection) }
      thread.name = "StateKit BasicHTTP connection"
      thread.start()
    }
    stop()
    LoopbackSocket.close(descriptor)
  }

  private func serve(_ connection: Int32) {
    defer {
      lock.withLock { _ = connections.remove(connection) }
      LoopbackSocket.close(connection)
    }
    let response: HTTPResponse
    switch readRequest(connection) {
    case nil: return
    case .success(let request)?: response = respond(request)
    case .failure(let refusal)?: response = refusal
    }
    try? LoopbackSocket.write(connection, response.bytes)
    lingerBeforeClosing(connection)
  }

  /// Ends the sending side and reads what the client still sends (a refused request's rest)
  /// before the connection closes: closing with unread bytes resets the connection, and the
  /// client may lose the answer before it reads it. Bounded: 1 MiB, or the timeout.
  private func lingerBeforeClosing(_ connection: Int32) {
    _ = shutdown(connection, Int32(SHUT_WR))
    let deadline = ContinuousClock.now + timeout
    var discarded: [UInt8] = []
    while ContinuousClock.now < deadline, discarded.count < 1 << 20 {
      guard (try? LoopbackSocket.read(connection, into: &discarded)) == true else { return }
    }
  }

  /// The request, the refusal to answer instead, or nil when the client went away or fell silent.
  private func readRequest(_ connection: Int32) -> Result<HTTPRequest, HTTPResponse>? {
    guard LoopbackSocket.setTimeout(connection, timeout) else { return nil }
    // A client that sends a byte at a time gets no more time than one that sends nothing.
    let deadline = ContinuousClock.now + timeout
    var buffer: [UInt8] = []
    while true {
      switch HTTPRequest.read(buffer, limits: limits) {
      case .complete(let request): return .success(request)
      case .refused(let response): return .failure(response)
      case .incomplete:
        guard ContinuousClock.now < deadline else {
          return .failure(HTTPResponse(status: 408, message: "the request came too slowly"))
        }
      }
      do {
        guard try LoopbackSocket.read(connection, into: &buffer) else {
          return buffer.isEmpty ? nil : .failure(HTTPResponse(status: 400, message: "the request ended early"))
        }
      } catch {
        let timedOut = error.code == EAGAIN || error.code == EWOULDBLOCK
        return timedOut && !buffer.isEmpty
          ? .failure(HTTPResponse(status: 408, message: "the request came too slowly")) : nil
      }
    }
  }
}
