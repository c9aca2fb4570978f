/// SHA-1, only to check the server's `Sec-WebSocket-Accept` (RFC 6455 4.2.2): not for security.
enum SHA1 {
  static func digest(_ message: [UInt8]) -> [UInt8] {
    var h: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
    var bytes = message
    let bitLength = UInt64(message.count) * 8
    bytes.append(0x80)
    while bytes.count % 64 != 56 { bytes.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      bytes.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }
    var w = [UInt32](repeating: 0, count: 80)
    for chunk in stride(from: 0, to: bytes.count, by: 64) {
      for i in 0..<16 {
        let j = chunk + i * 4
        w[i] = UInt32(bytes[j]) << 24 | UInt32(bytes[j + 1]) << 16 | UInt32(bytes[j + 2]) << 8 | UInt32(bytes[j + 3])
      }
      for i in 16..<80 {
        let x = w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16]
        w[i] = x << 1 | x >> 31
      }
      var (a, b, c, d, e) = (h[0], h[1], h[2], h[3], h[4])
      for i in 0..<80 {
        let (f, k): (UInt32, UInt32)
        switch i {
        case 0..<20: (f, k) = ((b & c) | (~b & d), 0x5A82_7999)
        case 20..<40: (f, k) = (b ^ c ^ d, 0x6ED9_EBA1)
        case 40..<60: (f, k) = ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
        default: (f, k) = (b ^ c ^ d, 0xCA62_C1D6)
        }
        let temp = (a << 5 | a >> 27) &+ f &+ e &+ k &+ w[i]
        (e, d, c, b, a) = (d, c, b << 30 | b >> 2, a, temp)
      }
      h[0] = h[0] &+ a
      h[1] = h[1] &+ b
      h[2] = h[2] &+ c
      h[3] = h[3] &+ d
      h[4] = h[4] &+ e
    }
    return h.flatMap { value in (0..<4).map { UInt8(truncatingIfNeeded: value >> UInt32(24 - $0 * 8)) } }
  }
}
