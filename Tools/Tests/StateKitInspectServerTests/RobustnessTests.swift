import Foundation
import StateKit
import StateKitInspectServer
@_spi(InspectorProtocol) @_spi(Testing) import StateKitInspection
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Bad peers, lost connections and restarts: the server and the app carry on.
@MainActor
@Suite("Inspector robustness", .serialized)
struct RobustnessTests {
  @Test func aForeignOriginIsRefusedAndTheInspectorsOwnAccepted() async throws {
    let (server, port) = try await startServer()
    for path in ["/page", "/app"] {
      #expect(throws: (any Error).self) {
        try InspectorTestSocket(port: port, path: path, origin: "http://evil.example")
      }
      #expect(throws: (any Error).self) {
        try InspectorTestSocket(port: port, path: path, origin: "http://127.0.0.1:\(port &+ 1)")
      }
    }
    let own = try Peer(port: port, origin: "http://127.0.0.1:\(port)")
    try own.send(.hello(Hello(role: "page")))
    #expect(await own.next { if case .hello = $0 { true } else { false } } != nil)
    _ = try Peer(port: port, origin: "http://localhost:\(port)")
    await server.stop()
  }

  @Test func malformedMessagesAreAnsweredWithAnErrorAndTheSocketStaysOpen() async throws {
    let (server, port) = try await startServer()
    let page = try Peer(port: port)
    try page.socket.send(text: "{not json")
    guard case .error(let malformed)? = await page.next({ _ in true }) else {
      Issue.record("no error for malformed JSON")
      return
    }
    #expect(malformed.message.contains("not a JSON object") || malformed.message.contains("cannot be read"))
    try page.socket.send(text: #"{"type":"teleport"}"#)
    guard case .error(let unknown)? = await page.next({ _ in true }) else {
      Issue.record("no error")
      return
    }
    #expect(unknown.message.contains("unknown type 'teleport'"))
    try page.send(.hello(Hello(role: "page")))
    #expect(await page.next { if case .hello = $0 { true } else { false } } != nil)
    await server.stop()
  }

  @Test func anOversizedMessageClosesItsSocketAndTheServerCarriesOn() async throws {
    let (server, port) = try await startServer()
    let page = try Peer(port: port)
    let padding = String(repeating: " ", count: InspectorProtocol.maximumMessageSize)
    try page.socket.send(text: #"{"type":"hello","protocol":2,"role":"page"}"# + padding)
    #expect(await page.next { _ in true } == nil, "the socket is closed")
    let other = try Peer(port: port)
    try other.send(.hello(Hello(role: "page")))
    #expect(await other.next { if case .hello = $0 { true } else { false } } != nil)
    await server.stop()
  }

  @Test func anAppThatDisconnectsMidStepIsDetachedAndItsCommandsAnswered() async throws {
    let (server, port) = try await startServer()
    let app = try Peer(port: port, path: "/app")
    try app.send(.hello(Hello(role: "app", app: "Flaky", commands: InspectorCommands(send: true, restore: false))))
    try app.send(
      .attached(
        Attached(
          machine: "m1", name: "Flaky", chart: ChartDescription(states: [], transitions: []), events: [],
          configuration: ["a"], accepts: ["go"], commands: InspectorCommands(send: true, restore: false))))
    let page = try Peer(port: port)
    let attached = try #require(await page.greet())
    #expect(attached.app == "Flaky")
    // A command is on its way to the app when the app goes, half a frame written.
    try page.send(.send(SendCommand(id: "c1", machine: attached.machine, event: "go")))
    #expect(await app.next { if case .send = $0 { true } else { false } } != nil)
    try app.socket.send(text: String(#"{"type":"step","machine":"m1","seq":1,"#))  // a step cut short
    app.socket.close()
    #expect(await page.result("c1")?.error == "the app disconnected")
    #expect(await page.next { if case .detached(let d) = $0 { d.machine == attached.machine } else { false } } != nil)
    // The server carries on for the others.
    let other = try Peer(port: port)
    try other.send(.hello(Hello(role: "page")))
    #expect(await other.next { if case .hello = $0 { true } else { false } } != nil)
    await server.stop()
  }

  @Test func theAppReconnectsWhenTheToolRestartsAndRunsOnMeanwhile() async throws {
    let (first, port) = try await startServer()
    let machine = try doorMachine()
    let log = NoticeLog()
    let session = try machine.inspect(name: "Door", at: .local(port: port, retryInterval: 0.05), log: log.writer)
    let page = try Peer(port: port)
    _ = try #require(await page.greet())
    await first.stop()
    page.socket.close()
    // The tool is gone: the machine runs on, nothing blocks.
    for _ in 0..<500 {
      machine.send(.open)
      machine.send(.close)
    }
    machine.send(.lock)
    #expect(machine.context.openings == 500)
    let (second, _) = try await startServer(port: port)
    let newPage = try Peer(port: port)
    try newPage.send(.hello(Hello(role: "page")))
    // The app comes back with the steps it took meanwhile: the last 1,000 of its 1,001, the first
    // folded into its `attached`.
    let back = await newPage.next { if case .attached = $0 { true } else { false } }
    guard case .attached(let attached)? = back else {
      Issue.record("the app did not come back")
      return
    }
    #expect(attached.seq == 1)
    let last = try #require(await newPage.step { $0.seq == 1_001 })
    #expect(last.configuration == ["locked"] && last.context == .object(["openings": .int(500)]))
    #expect(log.all.count <= 3, "notices: \(log.all)")
    session.detach()
    await second.stop()
  }

  @Test func aPortInUseIsReportedAtOnce() async throws {
    let (server, port) = try await startServer()
    let second = try InspectorServer(port: port)
    await #expect {
      try await second.start()
    } throws: { error in
      "\(error)".hasPrefix("cannot listen on 127.0.0.1:\(port): ")
    }
    await server.stop()
  }

  @Test func thePageIsServedAndOtherFilesAreNot() async throws {
    let (server, port) = try await startServer()
    let (index, response) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)/")!)
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    #expect(String(decoding: index, as: UTF8.self).contains("StateKit inspector"))
    for path in ["/../Package.swift", "/%2e%2e/secret", "/missing.js"] {
      let (_, answer) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)\(path)")!)
      #expect((answer as? HTTPURLResponse)?.statusCode == 404, "\(path)")
    }
    await server.stop()
  }
}
