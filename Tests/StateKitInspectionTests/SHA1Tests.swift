import Foundation
import Testing

@_spi(InspectorServer) @testable import StateKitInspection

/// The SHA-1 that checks the server's handshake on Linux, against published answers.
@Suite("SHA-1 and the WebSocket handshake's accept key")
struct SHA1Tests {
  func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

  /// FIPS 180-2, appendix A: one block, two blocks, and a million `a`s (many blocks).
  @Test(arguments: [
    ("abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
    ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "84983e441c3bd26ebaae4aa1f95129e5e54670f1"),
    ("", "da39a3ee5e6b4b0d3255bfef95601890afd80709"),
  ])
  func theStandardsVectors(message: String, digest: String) {
    #expect(hex(SHA1.digest(Array(message.utf8))) == digest)
  }

  @Test func aMillionAs() {
    #expect(
      hex(SHA1.digest([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)))
        == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
  }

  /// RFC 6455 1.3: the handshake's example key and the accept value the server must send.
  @Test func theRFC6455Example() {
    #expect(WebSocketFraming.acceptValue(for: "dGhlIHNhbXBsZSBub25jZQ==") == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
  }

  /// Lengths around the padding's edge (55, 56, 63, 64 bytes) end in a different block count.
  @Test(arguments: [55, 56, 63, 64, 119, 120])
  func lengthsAtTheBlockEdgeDifferFromTheirNeighbours(count: Int) {
    let shorter = SHA1.digest([UInt8](repeating: 0x61, count: count - 1))
    let this = SHA1.digest([UInt8](repeating: 0x61, count: count))
    #expect(this.count == 20)
    #expect(this != shorter)
  }
}
