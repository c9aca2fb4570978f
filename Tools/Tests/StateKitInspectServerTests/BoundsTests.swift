import Foundation
import StateKit
import StateKitInspectServer
@_spi(InspectorProtocol) @_spi(Testing) import StateKitInspection
import Testing

/// Peers that lie about sizes, send a header twice or answer for another app: refused, and the
/// server carries on for the others.
@MainActor
@Suite("Inspector bounds", .serialized)
struct BoundsTests {
  @Test func aFrameAnnouncingMoreThanTheLimitClosesTheConnectionBeforeItsPayload() async throws {
    let (server, port) = try await startServer()
    for announced: UInt64 in [200_000_000, UInt64(InspectorProtocol.maximumMessageSize) + 1, 1 << 62] {
      let client = try RawClient(port: port)
      #expect(client.upgrade(port: port).hasPrefix("HTTP/1.1 101"))
      // The header and a few bytes of a payload that never comes: the server must not wait for it.
      client.write(RawClient.header(opcode: 0x1, fin: true, length: announced) + Array(repeating: 0x20, count: 4_096))
      let (answer, closed) = client.readUntilClosed()
      #expect(closed, "the connection stays open after a frame of \(announced) bytes was announced")
      #expect(closeCode(in: answer) == 1009)
    }
    try await expectServerServes(port)
    await server.stop()
  }

  @Test func continuationFramesAddingUpToMoreThanTheLimitCloseTheConnection() async throws {
    let (server, port) = try await startServer()
    let client = try RawClient(port: port)
    #expect(client.upgrade(port: port).hasPrefix("HTTP/1.1 101"))
    let part = 256 * 1_024
    var written = 0
    // A message started, then continued frame after frame, none of them final.
    for index in 0..<300 {
      let frame = RawClient.header(opcode: index == 0 ? 0x1 : 0x0, fin: false, length: UInt64(part))
      guard client.write(frame + Array(repeating: 0x20, count: part)) else { break }
      written += 1
    }
    let (answer, closed) = client.readUntilClosed()
    #expect(closed && closeCode(in: answer) == 1009)
    // The socket's buffers take a few frames more before the writes fail; never all 300.
    #expect(written < 300, "the server read \(written) frames of \(part) bytes of one message")
    try await expectServerServes(port)
    await server.stop()
  }

  @Test func aMessageInSeveralFramesWithAPingBetweenIsReadWhole() async throws {
    let (server, port) = try await startServer()
    let client = try RawClient(port: port)
    #expect(client.upgrade(port: port).hasPrefix("HTTP/1.1 101"))
    let hello = Array(#"{"type":"hello","protocol":2,"role":"page"}"#.utf8)
    let (first, rest) = (Array(hello[..<10]), Array(hello[10...]))
    client.write(RawClient.header(opcode: 0x1, fin: false, length: UInt64(first.count)) + first)
    client.write(RawClient.header(opcode: 0x9, fin: true, length: 2) + [0x68, 0x69])
    client.write(RawClient.header(opcode: 0x0, fin: true, length: UInt64(rest.count)) + rest)
    client.write(RawClient.header(opcode: 0x8, fin: true, length: 2) + [0x03, 0xE8])
    let (answer, closed) = client.readUntilClosed()
    #expect(closed)
    // The pong (with the ping's bytes), the server's hello, then its close.
    let text = String(decoding: answer, as: UTF8.self)
    #expect(answer.starts(with: [0x8A, 0x02, 0x68, 0x69]))
    #expect(text.contains(#""role":"server""#) && closeCode(in: answer) == 1000)
    await server.stop()
  }

  @Test func aRequestHeadOverItsBoundIsRefused() async throws {
    let (server, port) = try await startServer()
    let client = try RawClient(port: port)
    client.write(
      Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Padding: ".utf8) + Array(repeating: 0x61, count: 20_000))
    #expect(client.readHead().hasPrefix("HTTP/1.1 400"))
    await server.stop()
  }

  @Test func aRequestWithTwoOriginOrTwoHostHeadersIsRefused() async throws {
    let (server, port) = try await startServer()
    let own = "http://127.0.0.1:\(port)"
    for path in ["/page", "/app"] {
      let origins = try RawClient(port: port)
      let twoOrigins = origins.upgrade(
        port: port, path: path, headers: ["Origin: http://evil.example", "Origin: \(own)"])
      #expect(twoOrigins.hasPrefix("HTTP/1.1 400"), "\(twoOrigins)")
      let hosts = try RawClient(port: port)
      let twoHosts = hosts.upgrade(port: port, path: path, headers: ["Host: evil.example:\(port)"])
      #expect(twoHosts.hasPrefix("HTTP/1.1 400"), "\(twoHosts)")
      let reversed = try RawClient(port: port)
      let request =
        "GET \(path) HTTP/1.1\r\nHost: evil.example\r\nhost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\n"
        + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
      reversed.write(Array(request.utf8))
      #expect(reversed.readHead().hasPrefix("HTTP/1.1 400"))
    }
    // One of each passes.
    let one = try RawClient(port: port)
    #expect(one.upgrade(port: port, headers: ["Origin: \(own)"]).hasPrefix("HTTP/1.1 101"))
    await server.stop()
  }

  @Test func onlyTheAppACommandWentToMayAnswerIt() async throws {
    let (server, port) = try await startServer()
    let owner = try Peer(port: port, path: "/app")
    let intruder = try Peer(port: port, path: "/app")
    for (app, name) in [(owner, "Owner"), (intruder, "Intruder")] {
      try app.send(.hello(Hello(role: "app", app: name, commands: InspectorCommands(send: true, restore: false))))
      try app.send(
        .attached(
          Attached(
            machine: "m1", name: name, chart: ChartDescription(states: [], transitions: []), events: [],
            configuration: ["a"], accepts: ["go"], commands: InspectorCommands(send: true, restore: false))))
    }
    let page = try Peer(port: port)
    try page.send(.hello(Hello(role: "page")))
    let target = try #require(
      await page.next { if case .attached(let a) = $0 { a.app == "Owner" } else { false } })
    guard case .attached(let attached) = target else { return }
    try page.send(.send(SendCommand(id: "c1", machine: attached.machine, event: "go")))
    guard case .send(let forwarded)? = await owner.next({ if case .send = $0 { true } else { false } }) else {
      Issue.record("the command did not reach its app")
      return
    }
    // The other app guesses the hub's id and answers first; then the owner answers.
    try intruder.send(.result(CommandResult(id: forwarded.id, ok: false, error: "forged")))
    try owner.send(.result(CommandResult(id: forwarded.id, ok: true, outcome: "transitioned")))
    let result = try #require(await page.result("c1"))
    #expect(result.ok && result.outcome == "transitioned" && result.error == nil)
    await server.stop()
  }

  /// The server still greets a new page.
  private func expectServerServes(_ port: UInt16) async throws {
    let page = try Peer(port: port)
    try page.send(.hello(Hello(role: "page")))
    #expect(await page.next { if case .hello = $0 { true } else { false } } != nil)
  }
}
