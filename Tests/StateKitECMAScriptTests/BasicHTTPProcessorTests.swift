import Foundation
import StateKit
import Testing

@testable import StateKitECMAScript

/// The BasicHTTP Event I/O Processor from the app's seat: opt-in, advertised, reached over real
/// loopback connections, and failing as SCXML says. Waits are for real round trips (bounded by
/// the time limit), never judged by how long they take.
@MainActor
@Suite("BasicHTTP Event I/O Processor", .timeLimit(.minutes(10)))
struct BasicHTTPProcessorTests {
  typealias Machine = StateMachine<String, SCXMLEvent, ECMAScriptSession>

  func machine(_ body: String) throws -> Machine {
    let text = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript">
        <datamodel><data id="seen" expr="null"/></datamodel>
        \(body)
      </scxml>
      """
    return StateMachine(try ECMAScriptDocument.read(text).makeChart(), context: ECMAScriptSession())
  }

  /// A document that records the first event it gets (and the errors before it) in `seen`.
  static let recorder = """
    <state id="s">
      <transition event="*" target="t">
        <assign location="seen" expr="[_event.name, _event.data, _event.origintype, _event.type]"/>
      </transition>
    </state>
    <state id="t"/>
    """

  /// The example of the README and of the documentation.
  @Test func theDocumentedExampleRuns() async throws {
    let chart = try ECMAScriptDocument.read(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript">
        <datamodel><data id="location" expr="_ioprocessors['basichttp'].location"/></datamodel>
        <state id="s"><transition event="order.placed" target="placed"/></state>
        <state id="placed"/>
      </scxml>
      """
    ).makeChart()
    let machine = StateMachine(chart, context: ECMAScriptSession())
    let http = try BasicHTTPEventProcessor.attach(to: machine)
    machine.start()  // _ioprocessors['basichttp'].location == http.location
    // curl -d '_scxmleventname=order.placed&id=42' <http.location>: the event order.placed
    #expect(machine.context.value(of: "location") == .string(http.location))
    var changes = machine.transitions().makeAsyncIterator()
    let reply = try await RawClient.post(to: http.location, body: "_scxmleventname=order.placed&id=42")
    #expect(reply.hasPrefix("HTTP/1.1 200"))
    _ = await changes.next()
    #expect(machine.activeStates == ["placed"])
  }

  @Test func withoutAttachingNothingIsAdvertisedAndASendIsAnExecutionError() throws {
    let machine = try machine(
      """
      <state id="s">
        <onentry>
          <assign location="seen" expr="typeof _ioprocessors['basichttp']"/>
          <send event="e" target="http://127.0.0.1:9/" type="http://www.w3.org/TR/scxml/#BasicHTTPEventProcessor"/>
        </onentry>
        <transition event="error.execution" target="t"/>
      </state>
      <state id="t"/>
      """)
    machine.start()
    #expect(machine.activeStates == ["t"])
    #expect(machine.context.value(of: "seen") == "undefined")
  }

  @Test func theLocationIsOnLoopbackAndInIOProcessors() throws {
    let machine = try machine(
      """
      <state id="s">
        <onentry>
          <assign location="seen" expr="[_ioprocessors.basichttp.location,
            _ioprocessors['http://www.w3.org/TR/scxml/#BasicHTTPEventProcessor'].location]"/>
        </onentry>
      </state>
      """)
    let http = try BasicHTTPEventProcessor.attach(to: machine)
    machine.start()
    #expect(http.location.hasPrefix("http://127.0.0.1:"))
    #expect(machine.context.value(of: "seen") == [.string(http.location), .string(http.location)])
    #expect(http.isRunning)
  }

  @Test func attachingTwiceOrAfterTheStartIsRefused() throws {
    let machine = try machine(Self.recorder)
    try BasicHTTPEventProcessor.attach(to: machine)
    #expect(throws: BasicHTTPError.self) { try BasicHTTPEventProcessor.attach(to: machine) }
    let started = try self.machine(Self.recorder)
    started.start()
    #expect(throws: BasicHTTPError.self) { try BasicHTTPEventProcessor.attach(to: started) }
  }

  @Test func aPostFromAnotherProgramBecomesAnExternalEvent() async throws {
    let machine = try machine(Self.recorder)
    let http = try BasicHTTPEventProcessor.attach(to: machine)
    machine.start()
    var changes = machine.transitions().makeAsyncIterator()
    let reply = try await RawClient.post(
      to: http.location, body: "_scxmleventname=order.placed&id=42&note=two%20words")
    #expect(reply.hasPrefix("HTTP/1.1 200"))
    _ = await changes.next()
    #expect(
      machine.context.value(of: "seen") == [
        "order.placed", ["id": "42", "note": "two words"], .string(BasicHTTPEventProcessor.type), "external",
      ])
  }

  @Test func aPostWithoutEventNameIsNamedByItsMethodAndCarriesJSONContent() async throws {
    let machine = try machine(Self.recorder)
    let http = try BasicHTTPEventProcessor.attach(to: machine)
    machine.start()
    var changes = machine.transitions().makeAsyncIterator()
    let reply = try await RawClient.post(to: http.location, body: #"{"a": [1, 2]}"#, type: "application/json")
    #expect(reply.hasPrefix("HTTP/1.1 200"))
    _ = await changes.next()
    #expect(machine.context.value(of: "seen")?.arrayValue?.prefix(2) == ["HTTP.POST", ["a": [1, 2]]])
  }

  @Test func malformedRequestsAreAnsweredWithAnErrorAndNeverReachTheMachine() async throws {
    let machine = try machine(Self.recorder)
    let http = try BasicHTTPEventProcessor.attach(to: machine)
    machine.start()
    let url = try #require(URL(string: http.location))
    let path = url.path
    let requests: [(String, String)] = [
      ("garbage\r\n\r\n", "400"),
      ("GET \(path) HTTP/1.1\r\n\r\n", "405"),
      ("POST /elsewhere HTTP/1.1\r\nContent-Length: 0\r\n\r\n", "404"),
      ("POST \(path) HTTP/1.1\r\n\r\n", "411"),
      ("POST \(path) HTTP/1.1\r\nContent-Length: 99999999\r\n\r\n", "413"),
      ("POST \(path) HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", "501"),
      ("POST \(path) HTTP/2.0\r\nContent-Length: 0\r\n\r\n", "505"),
      ("POST \(path) HTTP/1.1\r\nContent-Length: 5\r\n\r\na=%zz", "400"),
      ("POST \(path) HTTP/1.1\r\nContent-Length: 39\r\n\r\n_scxmleventname=a&_scxmleventname=b&x=1", "400"),
      ("POST \(path) HTTP/1.1\r\nContent-Length: 7\r\n\r\na=1&a=2", "400"),
      ("POST \(path) HTTP/1.1\r\nContent-Length: 21\r\n\r\n_scxmleventname=a%20b", "400"),
      ("POST \(path) HTTP/1.1\r\nContent-Type: image/png\r\nContent-Length: 1\r\n\r\nx", "415"),
      ("POST \(path) HTTP/1.1\r\nOrigin: http://evil.example\r\nContent-Length: 0\r\n\r\n", "403"),
      ("POST \(path) HTTP/1.1\r\nContent-Length: 10\r\n\r\nshort", "400"),  // the client closes early
      ("POST \(path) HTTP/1.1\r\n" + String(repeating: "X-Pad: y\r\n", count: 2000) + "\r\n", "431"),
    ]
    for (request, status) in requests {
      let reply = try await RawClient.exchange(port: http.port, request: Array(request.utf8))
      #expect(reply.hasPrefix("HTTP/1.1 \(status)"), "\(request.prefix(60)) → \(reply.prefix(60))")
    }
    // Invalid UTF-8 in the head, a client that sends nothing and goes.
    let binary = try await RawClient.exchange(port: http.port, request: [0xFF, 0xFE, 0x0D, 0x0A, 0x0D, 0x0A])
    #expect(binary.hasPrefix("HTTP/1.1 400"))
    #expect(try await RawClient.exchange(port: http.port, request: []) == "")
    // Still listening, and nothing reached the machine.
    #expect(http.isRunning)
    #expect(machine.activeStates == ["s"])
    var changes = machine.transitions().makeAsyncIterator()
    let reply = try await RawClient.post(to: http.location, body: "_scxmleventname=fine")
    #expect(reply.hasPrefix("HTTP/1.1 200"))
    _ = await changes.next()
    #expect(machine.context.value(of: "seen")?.arrayValue?.first == "fine")
  }

  /// A send that cannot be delivered queues `error.communication` internally, before an event
  /// sent earlier to the external queue.
  @Test(arguments: [
    "https://127.0.0.1:1/",  // not http
    "http://10.1.2.3/",  // not loopback: refused before any connection
    "http://localhost.example/",
    "not a url",
  ])
  func aTargetOffLoopbackIsACommunicationError(_ target: String) throws {
    let machine = try machine(Self.communicationErrorTest(target: "'\(target)'"))
    try BasicHTTPEventProcessor.attach(to: machine)
    machine.start()
    #expect(machine.activeStates == ["pass"])
  }

  @Test func aTargetThatRefusesOrAnswersAnErrorIsACommunicationError() throws {
    // A port that no one listens on: the listener of a processor stopped before.
    let closed = try machine(Self.recorder)
    let stopped = try BasicHTTPEventProcessor.attach(to: closed)
    stopped.stop()
    #expect(!stopped.isRunning)
    for target in [stopped.location, "_ioprocessors.basichttp.location + 'elsewhere'"] {
      let expression = target.hasPrefix("http") ? "'\(target)'" : target
      let machine = try machine(Self.communicationErrorTest(target: expression))
      try BasicHTTPEventProcessor.attach(to: machine)
      machine.start()
      #expect(machine.activeStates == ["pass"], "\(target)")
    }
  }

  @Test func aPeerThatNeverAnswersIsACommunicationErrorAfterTheTimeout() throws {
    let release = DispatchSemaphore(value: 0)
    let silent = try LoopbackListener { _ in
      release.wait()
      return .accepted
    }
    defer {
      release.signal()
      silent.stop()
    }
    let machine = try machine(Self.communicationErrorTest(target: "'http://127.0.0.1:\(silent.port)/'"))
    try BasicHTTPEventProcessor.attach(to: machine, timeout: .milliseconds(100))
    machine.start()
    #expect(machine.activeStates == ["pass"])
  }

  @Test func connectionsPastTheLimitAreClosedAtOnce() async throws {
    let listener = try LoopbackListener(timeout: .seconds(30), maximumConnections: 1) { _ in .accepted }
    defer { listener.stop() }
    let silent = try RawClient.connect(port: listener.port)
    defer { LoopbackSocket.close(silent) }
    // Closed without an answer: an end of stream, or a reset (the request was left unread).
    let request = "POST / HTTP/1.1\r\nContent-Length: 0\r\n\r\n"
    let reply = try? await RawClient.exchange(port: listener.port, request: Array(request.utf8))
    #expect(reply == nil || reply == "")
    #expect(listener.isRunning)
  }

  @Test func aClientThatFallsSilentMidRequestIsAnsweredRequestTimeout() async throws {
    let listener = try LoopbackListener(timeout: .milliseconds(100)) { _ in .accepted }
    defer { listener.stop() }
    let partial = Array("POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\nabc".utf8)
    let reply = try await RawClient.exchange(port: listener.port, request: partial, staysOpen: true)
    #expect(reply.hasPrefix("HTTP/1.1 408"))
  }

  @Test func theProcessorStopsWhenTheMachineFinishes() throws {
    let machine = try machine(
      """
      <state id="s"><transition event="go" target="done"/></state>
      <final id="done"/>
      """)
    let http = try BasicHTTPEventProcessor.attach(to: machine)
    machine.start()
    #expect(http.isRunning)
    machine.send("go")
    #expect(machine.isFinished)
    #expect(!http.isRunning)
    #expect(throws: (any Error).self) { try RawClient.connect(port: http.port) }
  }

  @Test func theProcessorStopsWhenTheMachineGoes() throws {
    var machine: Machine? = try self.machine(Self.recorder)
    let http = try BasicHTTPEventProcessor.attach(to: machine!)
    machine!.start()
    #expect(http.isRunning)
    let port = http.port
    machine = nil
    #expect(!http.isRunning)
    #expect(throws: (any Error).self) { try RawClient.connect(port: port) }
  }

  /// Sends through BasicHTTP to `target` after an external event, and passes on
  /// `error.communication` first.
  static func communicationErrorTest(target: String) -> String {
    """
    <state id="s">
      <onentry>
        <send event="first"/>
        <send event="e" targetexpr="\(target)" type="http://www.w3.org/TR/scxml/#BasicHTTPEventProcessor"/>
      </onentry>
      <transition event="error.communication" target="pass"/>
      <transition event="*" target="fail"/>
    </state>
    <final id="pass"/>
    <final id="fail"/>
    """
  }
}

extension BasicHTTPEventProcessor {
  var port: UInt16 { UInt16(URL(string: location)!.port!) }
}

extension JSONValue {
  var arrayValue: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }
}

/// A client that writes raw bytes, off the main actor (the machine's), and reads the whole reply.
enum RawClient {
  static func connect(port: UInt16) throws -> Int32 {
    let descriptor = try LoopbackSocket.make(timeout: .seconds(10))
    do {
      try LoopbackSocket.connect(descriptor, host: 0x7F00_0001, port: port)
    } catch {
      LoopbackSocket.close(descriptor)
      throw error
    }
    return descriptor
  }

  /// Writes `request`, then ends the sending side (unless `staysOpen`: the listener then waits
  /// for more), and reads the reply until the listener closes.
  static func exchange(port: UInt16, request: [UInt8], staysOpen: Bool = false) async throws -> String {
    try await Task.detached {
      let descriptor = try connect(port: port)
      defer { LoopbackSocket.close(descriptor) }
      try LoopbackSocket.write(descriptor, request)
      if !staysOpen { _ = shutdown(descriptor, Int32(SHUT_WR)) }
      var reply: [UInt8] = []
      while try LoopbackSocket.read(descriptor, into: &reply) {}
      return String(decoding: reply, as: UTF8.self)
    }.value
  }

  static func post(to location: String, body: String, type: String = "application/x-www-form-urlencoded")
    async throws -> String
  {
    let url = try #require(URL(string: location))
    let request =
      "POST \(url.path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: \(type)\r\n"
      + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
    return try await exchange(port: UInt16(url.port!), request: Array(request.utf8))
  }
}
