import Foundation

/// The receiving end of one session's BasicHTTP processor, shared by its listener's threads and
/// the machine's actor: it checks each request, turns it into an event, and keeps the events
/// until the machine takes them.
final class BasicHTTPInbox: @unchecked Sendable {
  /// The path of the access URI: a random part makes it unguessable for other software on the
  /// machine (a web page cannot learn it and post to it).
  let path: String
  /// Guards `arrived`, `isClosed` and `onArrival`.
  private let lock = NSLock()
  private var arrived: [SCXMLEvent] = []
  private var isClosed = false
  private var onArrival: (@Sendable () -> Void)?
  /// The most events kept for the machine: past it, a request is answered 503.
  static let capacity = 1024

  init(sessionID: String) {
    let token = (0..<4).map { _ in String(UInt32.random(in: .min ... .max), radix: 16) }.joined()
    path = "/scxml/\(FormEncoding.encode(sessionID))/\(token)"
  }

  /// Called on a listener thread after an event was kept: tells the machine's side.
  func whenEventsArrive(_ handler: @escaping @Sendable () -> Void) {
    lock.withLock { onArrival = handler }
  }

  /// The answer to a request (on a listener thread); an event it delivers is kept first (SCXML
  /// C.2.1: the response follows the event's queueing).
  func receive(_ request: HTTPRequest) -> HTTPResponse {
    guard request.path == path else { return HTTPResponse(status: 404, message: "no SCXML session is here") }
    guard request.method == "POST" else {
      return HTTPResponse(status: 405, message: "events are delivered by POST", allow: "POST")
    }
    // Browsers name the page that sends a cross-origin request; other programs do not.
    guard request.header("Origin") == nil else {
      return HTTPResponse(status: 403, message: "requests from web pages are refused")
    }
    let event: SCXMLEvent
    do { event = try request.scxmlEvent() } catch { return error }
    let handler: (@Sendable () -> Void)?? = lock.withLock {
      guard !isClosed, arrived.count < Self.capacity else { return nil }
      arrived.append(event)
      return .some(onArrival)
    }
    guard let handler else { return HTTPResponse(status: 503, message: "the session takes no more events") }
    handler?()
    return .accepted
  }

  /// The events that arrived since the last call, in order of arrival.
  func take() -> [SCXMLEvent] {
    lock.withLock {
      defer { arrived.removeAll() }
      return arrived
    }
  }

  /// Refuses every later request and drops what was kept.
  func close() {
    lock.withLock {
      isClosed = true
      arrived.removeAll()
      onArrival = nil
    }
  }
}

/// What a session knows of its BasicHTTP processor: its access URI, its inbox, and how long a
/// send may wait. The listener stops when the last reference goes (the session's, when its
/// machine goes).
final class BasicHTTPLink: @unchecked Sendable {
  let location: String
  let inbox: BasicHTTPInbox
  let listener: LoopbackListener
  let timeout: Duration

  init(sessionID: String, timeout: Duration) throws(SocketFailure) {
    let inbox = BasicHTTPInbox(sessionID: sessionID)
    listener = try LoopbackListener(timeout: timeout) { inbox.receive($0) }
    location = "http://127.0.0.1:\(listener.port)\(inbox.path)"
    self.inbox = inbox
    self.timeout = timeout
  }

  func stop() {
    listener.stop()
    inbox.close()
  }

  deinit { stop() }
}
