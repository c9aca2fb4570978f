import Foundation

/// One HTTP/1.1 request as the BasicHTTP processor's listener reads it: the head, and a body of
/// `Content-Length` bytes (no chunked encoding: the processor's senders never use it).
struct HTTPRequest: Sendable {
  var method: String
  var path: String
  var query: String?
  var headers: [(name: String, value: String)]
  var body: [UInt8]
  /// The request as it came, head and body: `_event.raw`.
  var raw: [UInt8]

  /// The first header of that name (names are case-insensitive).
  func header(_ name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }
}

/// What the listener reads at most: anything larger is refused before it is kept.
struct HTTPLimits: Sendable {
  var maximumHeadSize = 16 * 1024
  var maximumHeaderCount = 64
  var maximumBodySize = 1024 * 1024
}

/// An answer to a request: a status, and a line of text that says why.
struct HTTPResponse: Sendable, Error, Equatable {
  var status: Int
  var message: String
  var allow: String?

  static let accepted = HTTPResponse(status: 200, message: "the event is queued")

  var bytes: [UInt8] {
    let body = message + "\n"
    var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
    head += "Content-Type: text/plain; charset=utf-8\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n"
    if let allow { head += "Allow: \(allow)\r\n" }
    return Array((head + "\r\n" + body).utf8)
  }

  static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 400: "Bad Request"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 408: "Request Timeout"
    case 411: "Length Required"
    case 413: "Content Too Large"
    case 415: "Unsupported Media Type"
    case 431: "Request Header Fields Too Large"
    case 501: "Not Implemented"
    case 503: "Service Unavailable"
    case 505: "HTTP Version Not Supported"
    default: "Error"
    }
  }
}

extension HTTPRequest {
  /// What the bytes read so far hold.
  enum Reading {
    /// More bytes are needed.
    case incomplete
    case complete(HTTPRequest)
    /// The bytes are no request this listener takes: the answer says why.
    case refused(HTTPResponse)
  }

  private static let headEnd: [UInt8] = Array("\r\n\r\n".utf8)

  /// Reads a request from the start of `bytes`.
  static func read(_ bytes: [UInt8], limits: HTTPLimits) -> Reading {
    guard let end = firstIndex(of: headEnd, in: bytes, upTo: limits.maximumHeadSize + headEnd.count) else {
      if bytes.count > limits.maximumHeadSize {
        return .refused(
          HTTPResponse(status: 431, message: "the request head is longer than \(limits.maximumHeadSize) bytes"))
      }
      return .incomplete
    }
    guard let head = String(validating: bytes[..<end], as: UTF8.self) else {
      return .refused(HTTPResponse(status: 400, message: "the request head is not UTF-8"))
    }
    var request: HTTPRequest
    switch parseHead(head, limits: limits) {
    case .success(let parsed): request = parsed
    case .failure(let refusal): return .refused(refusal)
    }
    let bodyStart = end + headEnd.count
    let length: Int
    switch bodyLength(request, limits: limits) {
    case .success(let value): length = value
    case .failure(let refusal): return .refused(refusal)
    }
    guard bytes.count - bodyStart >= length else { return .incomplete }
    request.body = Array(bytes[bodyStart..<bodyStart + length])
    request.raw = Array(bytes[..<(bodyStart + length)])
    return .complete(request)
  }

  private static func parseHead(_ head: String, limits: HTTPLimits) -> Result<HTTPRequest, HTTPResponse> {
    let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
    let parts = lines[0].split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, parts[1].hasPrefix("/") else {
      return .failure(HTTPResponse(status: 400, message: "the request line is not 'METHOD /path HTTP/1.1'"))
    }
    guard parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0" else {
      return .failure(HTTPResponse(status: 505, message: "only HTTP/1.0 and HTTP/1.1 are spoken here"))
    }
    guard lines.count - 1 <= limits.maximumHeaderCount else {
      return .failure(HTTPResponse(status: 431, message: "more than \(limits.maximumHeaderCount) header fields"))
    }
    var headers: [(name: String, value: String)] = []
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
        !line[..<colon].contains(where: \.isWhitespace)
      else {
        return .failure(HTTPResponse(status: 400, message: "a header line is not 'Name: value'"))
      }
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      headers.append((String(line[..<colon]), value))
    }
    let target = parts[1]
    let question = target.firstIndex(of: "?")
    return .success(
      HTTPRequest(
        method: String(parts[0]), path: String(target[..<(question ?? target.endIndex)]),
        query: question.map { String(target[target.index(after: $0)...]) }, headers: headers, body: [], raw: []))
  }

  private static func bodyLength(_ request: HTTPRequest, limits: HTTPLimits) -> Result<Int, HTTPResponse> {
    if request.header("Transfer-Encoding") != nil {
      return .failure(HTTPResponse(status: 501, message: "send the body with a Content-Length, not chunked"))
    }
    let lengths = request.headers.filter { $0.name.lowercased() == "content-length" }
    guard let text = lengths.first?.value else {
      if request.method == "POST" {
        return .failure(HTTPResponse(status: 411, message: "a POST needs a Content-Length"))
      }
      return .success(0)
    }
    guard lengths.count == 1, !text.isEmpty, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber),
      text.count <= 12, let length = Int(text)
    else {
      return .failure(HTTPResponse(status: 400, message: "the Content-Length is not one number"))
    }
    guard length <= limits.maximumBodySize else {
      return .failure(HTTPResponse(status: 413, message: "the body is longer than \(limits.maximumBodySize) bytes"))
    }
    return .success(length)
  }

  private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], upTo limit: Int) -> Int? {
    let last = min(bytes.count, limit) - needle.count
    guard last >= 0 else { return nil }
    for start in 0...last where bytes[start] == needle[0] && Array(bytes[start..<start + needle.count]) == needle {
      return start
    }
    return nil
  }
}
