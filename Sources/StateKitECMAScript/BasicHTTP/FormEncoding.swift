/// `application/x-www-form-urlencoded` text: how the BasicHTTP Event I/O Processor encodes an
/// event's parameters by default (SCXML C.2.2).
enum FormEncoding {
  /// Percent-encodes every byte but RFC 3986's unreserved characters: a space is `%20`.
  static func encode(_ text: String) -> String {
    var encoded = ""
    for byte in text.utf8 {
      if isUnreserved(byte) {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        encoded += "%" + String(hexDigits[Int(byte >> 4)]) + String(hexDigits[Int(byte & 0xF)])
      }
    }
    return encoded
  }

  /// `name=value&…`, each part percent-encoded.
  static func encode(fields: [(name: String, value: String)]) -> String {
    fields.map { encode($0.name) + "=" + encode($0.value) }.joined(separator: "&")
  }

  /// Decodes percent escapes and `+` (a space, as HTML forms write it); nil for a malformed
  /// escape or bytes that are not UTF-8.
  static func decode(_ text: Substring) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      switch byte {
      case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
      case UInt8(ascii: "%"):
        guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
          return nil
        }
        bytes.append(high << 4 | low)
      default: bytes.append(byte)
      }
    }
    return String(validating: bytes, as: UTF8.self)
  }

  /// The fields of `name=value&…` text, in order; nil when a part has no `=`, a name is empty,
  /// or a part does not decode. Empty text has no fields.
  static func fields(_ text: String) -> [(name: String, value: String)]? {
    var fields: [(name: String, value: String)] = []
    for part in text.split(separator: "&", omittingEmptySubsequences: true) {
      guard let equals = part.firstIndex(of: "="), let name = decode(part[..<equals]), !name.isEmpty,
        let value = decode(part[part.index(after: equals)...])
      else { return nil }
      fields.append((name, value))
    }
    return fields
  }

  private static let hexDigits = Array("0123456789ABCDEF")

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
      UInt8(ascii: "~"):
      true
    default: false
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
