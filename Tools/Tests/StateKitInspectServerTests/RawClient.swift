import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A TCP client to 127.0.0.1 that writes whatever bytes a test gives it (a forged request, a
/// frame that lies about its length), and reads what the server answers until it closes.
final class RawClient: @unchecked Sendable {
  private let descriptor: Int32

  init(port: UInt16, timeout: Int = 10) throws {
    #if canImport(Darwin)
      descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #else
      descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    var time = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(descriptor)
      throw CocoaError(.fileReadUnknown)
    }
  }

  deinit { close(descriptor) }

  /// Writes all of `bytes`; false once the server has closed the connection.
  @discardableResult
  func write(_ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      #if canImport(Darwin)
        let sent = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress! + offset, bytes.count - offset, 0) }
      #else
        let sent = bytes.withUnsafeBytes {
          send(descriptor, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
        }
      #endif
      guard sent > 0 else { return false }
      offset += sent
    }
    return true
  }

  /// Everything the server sends until it closes the connection; `closed` is false when the
  /// read timed out instead.
  func readUntilClosed() -> (bytes: [UInt8], closed: Bool) {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count == 0 { return (bytes, true) }
      if count < 0 {
        if errno == EINTR { continue }
        return (bytes, errno == ECONNRESET)
      }
      bytes += chunk[..<count]
    }
  }

  /// Reads until the end of an HTTP answer's head, and returns the head.
  func readHead() -> String {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while bytes.suffix(4) != [13, 10, 13, 10], recv(descriptor, &byte, 1, 0) == 1 { bytes.append(byte) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Sends a WebSocket upgrade request for `path` with the given extra header lines, and returns
  /// the answer's head.
  func upgrade(port: UInt16, path: String = "/page", headers: [String] = []) -> String {
    var request =
      "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
      + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
    for header in headers { request += header + "\r\n" }
    write(Array((request + "\r\n").utf8))
    return readHead()
  }

  /// A masked client frame's header announcing `length` bytes (with a 64-bit length field when
  /// it does not fit in 16 bits), and its mask (all zero: the payload goes as it is).
  static func header(opcode: UInt8, fin: Bool, length: UInt64) -> [UInt8] {
    var header: [UInt8] = [(fin ? 0x80 : 0) | opcode]
    if length < 126 {
      header.append(0x80 | UInt8(length))
    } else if length <= 0xFFFF {
      header += [0x80 | 126, UInt8(length >> 8), UInt8(length & 0xFF)]
    } else {
      header.append(0x80 | 127)
      for shift in stride(from: 56, through: 0, by: -8) {
        header.append(UInt8(truncatingIfNeeded: length >> UInt64(shift)))
      }
    }
    return header + [0, 0, 0, 0]
  }
}

/// The close code of the first close frame (unmasked, from the server) in `bytes`, if any.
func closeCode(in bytes: [UInt8]) -> UInt16? {
  var index = 0
  while index + 2 <= bytes.count {
    let opcode = bytes[index] & 0x0F
    var length = Int(bytes[index + 1] & 0x7F)
    var start = index + 2
    if length == 126, start + 2 <= bytes.count {
      length = Int(bytes[start]) << 8 | Int(bytes[start + 1])
      start += 2
    } else if length == 127, start + 8 <= bytes.count {
      length = bytes[start..<start + 8].reduce(0) { $0 << 8 | Int($1) }
      start += 8
    }
    if opcode == 0x8, start + 2 <= bytes.count { return UInt16(bytes[start]) << 8 | UInt16(bytes[start + 1]) }
    index = start + length
  }
  return nil
}
