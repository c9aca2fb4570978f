import Foundation
import StateKit
import StateKitInspectServer
@_spi(InspectorProtocol) @_spi(Testing) import StateKitInspection
import Testing

/// An app's machine, the real server and a page's socket on loopback.
@MainActor
@Suite("Inspector round trips", .serialized)
struct RoundTripTests {
  @Test func stepsReachThePageAndItsCommandsReachTheMachine() async throws {
    let (server, port) = try await startServer()
    let machine = try doorMachine()
    let session = try machine.inspect(
      name: "Front door", at: .local(port: port, retryInterval: 0.05),
      policy: InspectionPolicy(send: true, restore: false),
      log: { _ in })
    let page = try Peer(port: port)
    let attached = try #require(await page.greet())
    #expect(attached.name == "Front door" && attached.configuration == ["closed"])
    #expect(attached.accepts == ["open", "lock"] && attached.commands == InspectorCommands(send: true, restore: false))
    #expect(attached.context == .object(["openings": .int(0)]))

    // A step in the app arrives on the page.
    machine.send(.open)
    let step = try #require(await page.step { $0.event?.name == "open" })
    #expect(step.kind == .transitioned && step.exited == ["closed"] && step.entered == ["open"])
    #expect(step.configuration == ["open"] && step.accepts == ["close"] && !step.restorable)

    // A rejection arrives as a step of its own.
    machine.send(.lock)
    let rejection = try #require(await page.step { $0.kind == .rejected })
    #expect(rejection.event?.name == "lock" && rejection.reason?.contains("lock") == true)

    // The page sends an event: the machine takes it.
    try page.send(.send(SendCommand(id: "c1", machine: attached.machine, event: "close")))
    let sent = try #require(await page.result("c1"))
    #expect(sent.ok && sent.outcome == "transitioned")
    #expect(machine.activeAtomicStates == [.closed])

    // Restoring is not allowed by this app: refused, nothing changes.
    try page.send(.restore(RestoreCommand(id: "c2", machine: attached.machine, seq: step.seq)))
    let refused = try #require(await page.result("c2"))
    #expect(!refused.ok && refused.error == "restoring earlier steps is not allowed by this app")
    #expect(machine.activeAtomicStates == [.closed])

    // An unknown machine is answered by the server.
    try page.send(.send(SendCommand(id: "c3", machine: "a99.m1", event: "close")))
    #expect(await page.result("c3")?.error == "no machine 'a99.m1' is attached")
    session.detach()
    #expect(await page.next { if case .detached(let d) = $0 { d.machine == attached.machine } else { false } } != nil)
    await server.stop()
  }

  @Test func anAllowedRestoreTakesTheMachineBackToThatStep() async throws {
    let (server, port) = try await startServer()
    let machine = try doorMachine()
    let session = try machine.inspect(
      name: "Door", at: .local(port: port, retryInterval: 0.05), policy: InspectionPolicy(send: true, restore: true),
      log: { _ in })
    let page = try Peer(port: port)
    let attached = try #require(await page.greet())
    machine.send(.open)
    let opened = try #require(await page.step { $0.configuration == ["open"] })
    #expect(opened.restorable)
    machine.send(.close)
    machine.send(.lock)
    _ = try #require(await page.step { $0.configuration == ["locked"] })
    try page.send(.restore(RestoreCommand(id: "r1", machine: attached.machine, seq: opened.seq)))
    // The restore is a step of its own (before the command's result: the app reports it first).
    let restored = try #require(await page.step { $0.configuration == ["open"] && $0.seq > opened.seq })
    #expect(restored.event == nil && restored.kind == .transitioned)
    #expect(await page.result("r1")?.ok == true)
    #expect(machine.activeAtomicStates == [.open])
    // A step whose snapshot was never taken is refused with the reason.
    try page.send(.restore(RestoreCommand(id: "r2", machine: attached.machine, seq: 999)))
    #expect(await page.result("r2")?.error?.contains("step 999 has no snapshot kept") == true)
    // Where the machine stands, on request.
    try page.send(.snapshot(SnapshotRequest(id: "s1", machine: attached.machine)))
    #expect(await page.result("s1")?.state?.configuration == ["open"])
    session.detach()
    await server.stop()
  }

  @Test func aReleasedMachineIsDetachedFromThePage() async throws {
    let (server, port) = try await startServer()
    var machine: StateMachine<Door, DoorEvent, DoorModel>? = try doorMachine()
    weak let released = machine
    // The session is dropped at once: the attachment lasts as long as the machine.
    _ = try machine?.inspect(name: "Door", at: .local(port: port, retryInterval: 0.05), log: { _ in })
    let page = try Peer(port: port)
    let attached = try #require(await page.greet())
    machine?.send(.open)
    #expect(await page.step { $0.event?.name == "open" } != nil)
    machine = nil
    #expect(released == nil)
    #expect(await page.next { if case .detached(let d) = $0 { d.machine == attached.machine } else { false } } != nil)
    await server.stop()
  }

  @Test func aPageThatConnectsLateSeesWhatHappened() async throws {
    let (server, port) = try await startServer()
    let machine = try doorMachine()
    let session = try machine.inspect(name: "Door", at: .local(port: port, retryInterval: 0.05), log: { _ in })
    let early = try Peer(port: port)
    _ = try #require(await early.greet())
    machine.send(.open)
    machine.send(.close)
    _ = try #require(await early.step { $0.event?.name == "close" })
    let late = try Peer(port: port)
    let attached = try #require(await late.greet())
    #expect(attached.seq == 0 && attached.configuration == ["closed"])
    let first = try #require(await late.step { _ in true })
    let second = try #require(await late.step { _ in true })
    #expect(first.event?.name == "open" && second.event?.name == "close" && second.configuration == ["closed"])
    session.detach()
    await server.stop()
  }
}

/// Several machines of one app, one of them with string events as SCXML charts have.
@MainActor
@Suite("Inspector with several machines", .serialized)
struct SeveralMachinesTests {
  @Test func eachMachineIsNamedAndDrivenOnItsOwn() async throws {
    let (server, port) = try await startServer()
    let door = try doorMachine()
    let chart = try Chart<String, String, Void>(initial: "idle") {
      State("idle") { On("go", to: "running") }
      State("running") { On("stop", to: "idle") }
    }
    let flow = StateMachine(chart, context: ())
    flow.start()
    let endpoint = InspectorEndpoint.local(port: port, retryInterval: 0.05)
    let policy = InspectionPolicy(send: true, restore: false)
    let doorSession = try door.inspect(name: "Door", at: endpoint, policy: policy, log: { _ in })
    let flowSession = try flow.inspect(name: "Flow", at: endpoint, policy: policy, log: { _ in })
    let page = try Peer(port: port)
    try page.send(.hello(Hello(role: "page")))
    var names: [String: String] = [:]
    while names.count < 2 {
      guard case .attached(let attached)? = await page.next({ if case .attached = $0 { true } else { false } }) else {
        Issue.record("only \(names) attached")
        return
      }
      names[attached.name] = attached.machine
    }
    let flowID = try #require(names["Flow"])
    #expect(names["Door"] != flowID)
    try page.send(.send(SendCommand(id: "c1", machine: flowID, event: "go")))
    #expect(await page.result("c1")?.outcome == "transitioned")
    #expect(flow.activeAtomicStates == ["running"] && door.activeAtomicStates == [.closed])
    // A name the chart does not know is still sent (and rejected by the machine); a payload is refused.
    try page.send(.send(SendCommand(id: "c2", machine: flowID, event: "fly")))
    #expect(await page.result("c2")?.outcome == "rejected")
    try page.send(.send(SendCommand(id: "c3", machine: flowID, event: "stop", payload: .int(1))))
    #expect(await page.result("c3")?.error == "this machine's events are names; they take no payload")
    doorSession.detach()
    flowSession.detach()
    await server.stop()
  }
}
