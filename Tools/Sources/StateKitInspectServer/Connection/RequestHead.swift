/// An HTTP/1.1 request's head (its request line and headers), read within a bound and kept with
/// every header as sent, so that a header sent twice is seen as such rather than judged by one of
/// its values.
struct RequestHead: Sendable {
  let method: String
  /// The path, without the query.
  let path: String
  /// The headers in the order sent; names as sent.
  let headers: [(name: String, value: String)]

  /// Why a request is answered with `400 Bad Request`.
  struct Malformed: Error, Sendable, CustomStringConvertible {
    let description: String
  }

  /// The largest head read; a longer one is refused.
  static let maximumSize = 16_384

  /// Reads a head from `reader`, leaving what follows it buffered.
  static func read(from reader: inout SocketReader) async throws -> RequestHead {
    let terminator: [UInt8] = [13, 10, 13, 10]
    while true {
      if let end = reader.buffer.firstRange(of: terminator)?.upperBound {
        guard end <= maximumSize else { break }
        return try RequestHead(String(decoding: reader.consume(end), as: UTF8.self))
      }
      guard reader.buffer.count <= maximumSize else { break }
      try await reader.fill()
    }
    throw Malformed(description: "a request head over \(maximumSize) bytes")
  }

  init(_ text: String) throws(Malformed) {
    var lines = text.components(separatedBy: "\r\n")
    while lines.last == "" { lines.removeLast() }
    let requestLine = (lines.first ?? "").split(separator: " ", omittingEmptySubsequences: false)
    guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1."), requestLine[1].hasPrefix("/") else {
      throw Malformed(description: "not an HTTP/1.1 request line: '\(lines.first?.prefix(200) ?? "")'")
    }
    method = String(requestLine[0])
    path = String(requestLine[1].prefix { $0 != "?" && $0 != "#" })
    var headers: [(String, String)] = []
    for line in lines.dropFirst() {
      // A line folded onto the previous one (obsolete, RFC 9112 5.2) or without a colon is refused.
      guard let colon = line.firstIndex(of: ":"), let first = line.first, first != " " && first != "\t" else {
        throw Malformed(description: "a malformed header line: '\(line.prefix(200))'")
      }
      let name = line[..<colon]
      guard !name.isEmpty, !name.contains(where: { $0 == " " || $0 == "\t" }) else {
        throw Malformed(description: "a malformed header name: '\(name.prefix(200))'")
      }
      headers.append((String(name), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
    }
    self.headers = headers
  }

  /// The value of a header that may be sent once; nil when absent. Throws when it was sent more
  /// than once: which of two `Host` or `Origin` values to believe is not for the server to guess.
  func value(of name: String) throws(Malformed) -> String? {
    let values = headers.filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    guard values.count <= 1 else {
      throw Malformed(description: "a request with \(values.count) '\(name)' headers; one is expected")
    }
    return values.first?.value
  }
}
