import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed system call on a socket.
struct SocketFailure: Error, CustomStringConvertible {
  var call: String
  var code: Int32
  var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
}

/// The blocking TCP calls of the BasicHTTP processor, on IPv4 loopback only. Every read and
/// write is bounded by a timeout, and writing to a peer that went away is an error, never
/// SIGPIPE.
enum LoopbackSocket {
  /// A new TCP socket whose reads and writes give up after `timeout` (nil: never).
  static func make(timeout: Duration?) throws(SocketFailure) -> Int32 {
    #if canImport(Darwin)
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #else
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    guard descriptor >= 0 else { throw SocketFailure(call: "socket", code: errno) }
    var one: Int32 = 1
    #if canImport(Darwin)
      setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
    #endif
    guard timeout.map({ setTimeout(descriptor, $0) }) ?? true,
      setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size)) == 0
    else {
      let code = errno
      close(descriptor)
      throw SocketFailure(call: "setsockopt", code: code)
    }
    return descriptor
  }

  /// Bounds each read and write of `descriptor` by `timeout`; false if the system refused.
  static func setTimeout(_ descriptor: Int32, _ timeout: Duration) -> Bool {
    var time = timeval()
    time.tv_sec = .init(timeout.components.seconds)
    time.tv_usec = .init(timeout.components.attoseconds / 1_000_000_000_000)
    let size = socklen_t(MemoryLayout<timeval>.size)
    return setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, size) == 0
      && setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, size) == 0
  }

  /// `address:port` (the address in host byte order, e.g. `0x7F00_0001` for 127.0.0.1).
  static func address(_ host: UInt32, port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = host.bigEndian
    return address
  }

  static func connect(_ descriptor: Int32, host: UInt32, port: UInt16) throws(SocketFailure) {
    var address = address(host, port: port)
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        systemConnect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else { throw SocketFailure(call: "connect", code: errno) }
  }

  /// Writes every byte, or throws (a timeout, a peer that closed).
  static func write(_ descriptor: Int32, _ bytes: [UInt8]) throws(SocketFailure) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        send(descriptor, buffer.baseAddress! + offset, bytes.count - offset, noSignal)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw SocketFailure(call: "send", code: errno)
      }
      offset += written
    }
  }

  /// Appends what one read returns to `buffer`: false when the peer closed its side.
  static func read(_ descriptor: Int32, into buffer: inout [UInt8]) throws(SocketFailure) -> Bool {
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress!, $0.count, 0) }
      if count < 0 {
        if errno == EINTR { continue }
        throw SocketFailure(call: "recv", code: errno)
      }
      buffer += chunk[..<count]
      return count > 0
    }
  }

  static func close(_ descriptor: Int32) {
    _ = systemClose(descriptor)
  }

  #if canImport(Darwin)
    private static let noSignal: Int32 = 0
  #else
    private static let noSignal = Int32(MSG_NOSIGNAL)
  #endif
}

private func systemConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
  connect(descriptor, address, length)
}

private func systemClose(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}
