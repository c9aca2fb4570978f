import Foundation
import StateKit
import StateKitInspectServer
@_spi(InspectorProtocol) @_spi(Testing) import StateKitInspection
import Testing

/// Protocol version 2 through the real server: children linked to their parents under the
/// server's ids, the old version refused in words, and charts laid out by Graphviz.
@MainActor
@Suite("The tree of machines through the server", .serialized)
struct MachineTreeRelayTests {
  static func parentChart() throws -> Chart<String, String, Int> {
    let child = ChildMachine(
      try Chart<String, String, Int>(initial: "waiting") {
        State("waiting") {
          On("poke") { $0.sendToParent("got") }
          On("finish", to: "done")
        }
        Final("done")
      })
    return try Chart(initial: "idle") {
      State("idle") { On("fetch", to: "loading") }
      State("loading") {
        Invoke("request", child: child, context: { _ in 0 }, onDone: { _ in "loaded" })
          .onMessage { (message: String) in message }
        On("poke") { $0.send("poke", toChild: "request") }
        On("got")
        On("loaded", to: "idle")
      }
    }
  }

  @Test func aChildIsLinkedToItsParentUnderTheServersIds() async throws {
    let (server, port) = try await startServer()
    let machine = StateMachine(try Self.parentChart(), context: 0)
    let session = try machine.inspect(name: "Parent", at: .local(port: port, retryInterval: 0.05), log: { _ in })
    machine.start()
    let page = try Peer(port: port)
    let parent = try #require(await page.greet())
    machine.send("fetch")
    guard case .attached(let child)? = await page.next({ if case .attached = $0 { true } else { false } }) else {
      Issue.record("the child did not attach")
      return
    }
    #expect(child.name == "request")
    #expect(child.parent == ParentLink(machine: parent.machine, id: "request", how: "invoked", seq: 2))
    let started = try #require(await page.step { $0.machine == parent.machine && $0.seq == 2 })
    #expect(started.children?.started == [ChildReference(id: "request", machine: child.machine)])
    machine.send("poke")
    let got = try #require(await page.step { $0.machine == parent.machine && $0.event?.name == "got" })
    #expect(got.cause == StepCause(machine: child.machine, seq: 2, kind: "message"))
    session.detach()
    await server.stop()
  }

  @Test func aPageOrAppOfVersion1GetsAnErrorThatSaysWhatToDo() async throws {
    let (server, port) = try await startServer()
    let page = try Peer(port: port)
    try page.socket.send(text: #"{"type":"hello","protocol":1,"role":"page"}"#)
    guard case .error(let pageError)? = await page.next({ _ in true }) else {
      Issue.record("no error for a version 1 page")
      return
    }
    #expect(pageError.message.contains("this page speaks inspector protocol 1"))
    #expect(pageError.message.contains("reload the page"))
    let app = try Peer(port: port, path: "/app")
    try app.socket.send(text: #"{"type":"hello","protocol":1,"role":"app","app":"Old"}"#)
    guard case .error(let appError)? = await app.next({ _ in true }) else {
      Issue.record("no error for a version 1 app")
      return
    }
    #expect(appError.message.contains("this app speaks inspector protocol 1, and this statekit inspect speaks 2"))
    await server.stop()
  }

  @Test func aChartIsLaidOutWithArrowsWhenGraphvizIsInstalled() async throws {
    let (server, port) = try await startServer()
    let machine = StateMachine(try Self.parentChart(), context: 0)
    let session = try machine.inspect(name: "Parent", at: .local(port: port, retryInterval: 0.05), log: { _ in })
    machine.start()
    let page = try Peer(port: port)
    let parent = try #require(await page.greet())
    try page.send(.layout(LayoutMessage(id: "l1", machine: parent.machine)))
    guard case .layout(let answer)? = await page.next({ if case .layout = $0 { true } else { false } }) else {
      Issue.record("no layout answer")
      return
    }
    #expect(answer.id == "l1")
    // .ci/run installs Graphviz (Debian's graphviz).
    let svg = try #require(answer.svg, "no drawing: \(answer.error ?? "")")
    // Each state and each transition is found by its place in the chart.
    for id in ["s0", "s1", "t0", "t1"] { #expect(svg.contains(#"id="\#(id)""#), "\(id) missing") }
    // Without Graphviz, the page is told how to get it (the child's chart: not drawn before).
    machine.send("fetch")
    guard case .attached(let child)? = await page.next({ if case .attached = $0 { true } else { false } }) else {
      Issue.record("the child did not attach")
      return
    }
    setenv("STATEKIT_DOT", "/nonexistent/dot", 1)
    defer { unsetenv("STATEKIT_DOT") }
    try page.send(.layout(LayoutMessage(id: "l3", machine: child.machine)))
    guard case .layout(let missing)? = await page.next({ if case .layout = $0 { true } else { false } }) else {
      Issue.record("no layout answer without Graphviz")
      return
    }
    #expect(missing.svg == nil)
    #expect(missing.error?.contains("apt-get install graphviz") == true)
    #expect(missing.error?.contains("brew install graphviz") == true)
    try page.send(.layout(LayoutMessage(id: "l2", machine: "a99.m1")))
    guard case .layout(let unknown)? = await page.next({ if case .layout = $0 { true } else { false } }) else {
      Issue.record("no answer for an unknown machine")
      return
    }
    #expect(unknown.error == "no machine 'a99.m1' is attached")
    session.detach()
    await server.stop()
  }
}
