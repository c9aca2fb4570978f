import Foundation

/// The parts of RFC 6455 that the inspector's two ends share: the app's client and
/// `statekit inspect`'s server read frame headers, write frames and check the handshake the same
/// way. A frame's length is judged from its header, before any of its payload is read, so that
/// neither end ever buffers more than its limit.
@_spi(InspectorServer)
public enum WebSocketFraming {
  /// Opcodes (RFC 6455 5.2).
  public enum Opcode {
    public static let continuation: UInt8 = 0x0
    public static let text: UInt8 = 0x1
    public static let binary: UInt8 = 0x2
    public static let close: UInt8 = 0x8
    public static let ping: UInt8 = 0x9
    public static let pong: UInt8 = 0xA
  }

  /// A frame's header, read before its payload.
  public struct Header: Sendable, Equatable {
    public var fin: Bool
    public var opcode: UInt8
    /// The key the payload is masked with (frames from a client), nil for an unmasked frame.
    public var mask: [UInt8]?
    /// The payload's length, as announced.
    public var length: Int
    /// The header's own size in bytes.
    public var size: Int

    /// Whether the opcode is a control frame's (close, ping, pong).
    public var isControl: Bool { opcode & 0x8 != 0 }
  }

  /// Why a frame is refused.
  public struct Violation: Error, Sendable, CustomStringConvertible {
    public let description: String
    /// Whether the frame was refused for its length alone.
    public let isTooLarge: Bool

    init(_ description: String, isTooLarge: Bool = false) {
      self.description = description
      self.isTooLarge = isTooLarge
    }
  }

  /// The header at the start of `bytes`, or nil when more bytes are needed to read it. Throws
  /// when the announced payload is over `limit` bytes (whatever its 64-bit length says), a
  /// reserved bit is set, or a control frame is fragmented or over 125 bytes.
  public static func header(in bytes: some Collection<UInt8>, limit: Int) throws(Violation) -> Header? {
    var iterator = bytes.makeIterator()
    guard let first = iterator.next(), let second = iterator.next() else { return nil }
    guard first & 0x70 == 0 else { throw Violation("a frame with a reserved bit set (no extension was agreed)") }
    let (fin, opcode, masked) = (first & 0x80 != 0, first & 0x0F, second & 0x80 != 0)
    var size = 2
    var length = UInt64(second & 0x7F)
    if length >= 126 {
      let count = length == 126 ? 2 : 8
      length = 0
      for _ in 0..<count {
        guard let byte = iterator.next() else { return nil }
        length = length << 8 | UInt64(byte)
      }
      size += count
    }
    guard length <= UInt64(limit) else {
      throw Violation("a frame of \(length) bytes, over the limit of \(limit)", isTooLarge: true)
    }
    let header = Header(fin: fin, opcode: opcode, mask: nil, length: Int(length), size: size)
    if header.isControl && (!fin || length > 125) {
      throw Violation("a control frame that is fragmented or over 125 bytes")
    }
    guard masked else { return header }
    var mask: [UInt8] = []
    for _ in 0..<4 {
      guard let byte = iterator.next() else { return nil }
      mask.append(byte)
    }
    return Header(fin: fin, opcode: opcode, mask: mask, length: header.length, size: size + 4)
  }

  /// `payload` unmasked with `mask` (masking is its own inverse).
  public static func unmasked(_ payload: some Collection<UInt8>, mask: [UInt8]?) -> [UInt8] {
    guard let mask else { return Array(payload) }
    return payload.enumerated().map { $0.element ^ mask[$0.offset & 3] }
  }

  /// One whole frame (`fin` set): masked with a fresh key when `masked` (a client's frames are).
  public static func frame(opcode: UInt8, payload: [UInt8], masked: Bool) -> [UInt8] {
    var frame: [UInt8] = [0x80 | opcode]
    frame.reserveCapacity(payload.count + 14)
    let maskBit: UInt8 = masked ? 0x80 : 0
    let count = payload.count
    if count < 126 {
      frame.append(maskBit | UInt8(count))
    } else if count <= 0xFFFF {
      frame += [maskBit | 126, UInt8(count >> 8), UInt8(count & 0xFF)]
    } else {
      frame.append(maskBit | 127)
      for shift in stride(from: 56, through: 0, by: -8) { frame.append(UInt8(truncatingIfNeeded: count >> shift)) }
    }
    guard masked else { return frame + payload }
    let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
    return frame + mask + unmasked(payload, mask: mask)
  }

  /// The `Sec-WebSocket-Accept` that answers a `Sec-WebSocket-Key` (RFC 6455 4.2.2).
  public static func acceptValue(for key: String) -> String {
    Data(SHA1.digest(Array((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").utf8))).base64EncodedString()
  }
}
