/// A plain HTTP answer, written whole; the connection closes after it.
struct HTTPAnswer: Sendable {
  let status: Int
  let reason: String
  let contentType: String
  let body: [UInt8]
  var cacheControl: String?

  static func text(_ status: Int, _ reason: String, _ text: String) -> HTTPAnswer {
    HTTPAnswer(status: status, reason: reason, contentType: "text/plain; charset=utf-8", body: Array(text.utf8))
  }

  var bytes: [UInt8] {
    var head = "HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
    if let cacheControl { head += "Cache-Control: \(cacheControl)\r\n" }
    head += "Connection: close\r\n\r\n"
    return Array(head.utf8) + body
  }
}
