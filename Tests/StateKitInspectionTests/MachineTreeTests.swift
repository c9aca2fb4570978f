import Foundation
import StateKit
import StateKitTesting
import Testing

@_spi(InspectorProtocol) @testable import StateKitInspection

/// A parent whose `loading` state invokes a request machine: the request answers a `poke` with a
/// message to its parent, and finishes on `finish`, which its parent hears as `loaded`.
@MainActor
enum RequestTree {
  struct Count: Codable, Sendable { var n = 0 }

  static func request() throws -> ChildMachine<String, String, Count, Void> {
    ChildMachine(
      try Chart<String, String, Count>(initial: "waiting") {
        State("waiting") {
          On("poke") { scope in
            scope.n += 1
            scope.sendToParent("got")
          }
          On("finish", to: "done")
        }
        Final("done")
      })
  }

  static func parent() throws -> Chart<String, String, Count> {
    let request = try request()
    return try Chart(initial: "idle") {
      State("idle") { On("fetch", to: "loading") }
      State("loading") {
        Invoke("request", child: request, context: { _ in Count() }, onDone: { _ in "loaded" })
          .onMessage { (message: String) in message }
        On("got") { $0.n += 1 }
        On("poke") { $0.send("poke", toChild: "request") }
        On("pokeLater") { $0.send("poke", toChild: "request", after: .seconds(2)) }
        On("finish") { $0.send("finish", toChild: "request") }
        On("loaded", to: "idle")
        On("cancel", to: "idle")
      }
    }
  }
}

@MainActor
@Suite("The tree of machines: children attach, linked to their parent", .serialized)
struct MachineTreeTests {
  private func messages(of inspector: CapturingInspector) throws -> [InspectorMessage] {
    try inspector.messages.map { try InspectorMessage.decode(Data($0.utf8)) }
  }

  private func steps(_ messages: [InspectorMessage], of machine: String) -> [StepReport] {
    messages.compactMap { if case .step(let step) = $0, step.machine == machine { step } else { nil } }
  }

  @Test func anInvokedChildAttachesLinkedToItsParentAndMessagesNameTheirSteps() async throws {
    let inspector = try CapturingInspector()
    let clock = ManualClock()
    let machine = StateMachine(try RequestTree.parent(), context: RequestTree.Count(), clock: clock)
    let session = try machine.inspect(
      name: "Parent", at: .local(port: inspector.port, retryInterval: 0.05), log: { _ in })
    machine.start()
    machine.send("fetch")  // parent step 2 starts the request
    machine.send("poke")  // parent step 3 sends poke: request step 2, which sends got: parent step 4
    machine.send("pokeLater")  // parent step 5; the poke leaves 2 s later
    clock.advance(by: .seconds(2))  // request step 3, parent step 6 (got)
    machine.send("finish")  // parent step 7, request step 4 (done), parent step 8 (loaded) stops it
    #expect(await inspector.waitForMessage { $0.contains(#""type":"detached""#) })
    #expect(await inspector.waitForMessage { $0.contains(#""seq":8"#) })
    let all = try messages(of: inspector)

    let attached = all.compactMap { if case .attached(let a) = $0 { a } else { nil } }
    let parent = try #require(attached.first { $0.name == "Parent" })
    let child = try #require(attached.first { $0.name == "request" })
    #expect(parent.parent == nil)
    #expect(child.parent == ParentLink(machine: parent.machine, id: "request", how: "invoked", seq: 2))

    let parentSteps = steps(all, of: parent.machine)
    let childSteps = steps(all, of: child.machine)
    #expect(parentSteps.map(\.seq) == Array(1...8))
    #expect(childSteps.map(\.seq) == [1, 2, 3, 4])
    // The parent's step that started the child says so, and the one that stopped it.
    #expect(parentSteps[1].children?.started == [ChildReference(id: "request", machine: child.machine)])
    #expect(
      parentSteps[6].children?.ended == [ChildReference(id: "request", machine: child.machine, how: "finished")]
        || parentSteps[7].children?.ended == [ChildReference(id: "request", machine: child.machine, how: "finished")])
    // Each message between the two names the step that sent it.
    #expect(childSteps[1].cause == StepCause(machine: parent.machine, seq: 3, kind: "toChild"))
    #expect(parentSteps[3].event?.name == "got")
    #expect(parentSteps[3].cause == StepCause(machine: child.machine, seq: 2, kind: "message"))
    #expect(childSteps[2].cause == StepCause(machine: parent.machine, seq: 5, kind: "toChild", delayed: true))
    #expect(parentSteps[5].cause == StepCause(machine: child.machine, seq: 3, kind: "message"))
    #expect(childSteps[3].cause == StepCause(machine: parent.machine, seq: 7, kind: "toChild"))
    #expect(parentSteps[7].event?.name == "loaded")
    #expect(parentSteps[7].cause == StepCause(machine: child.machine, seq: 4, kind: "done"))
    let detached = all.compactMap { if case .detached(let d) = $0 { d } else { nil } }
    #expect(detached == [Detached(machine: child.machine, reason: "finished")])
    session.detach()
    inspector.stop()
  }

  @Test func aChildStoppedWithItsStateIsDetachedAsStoppedAndAgainStartedAsANewMachine() async throws {
    let inspector = try CapturingInspector()
    let machine = StateMachine(try RequestTree.parent(), context: RequestTree.Count())
    let session = try machine.inspect(
      name: "Parent", at: .local(port: inspector.port, retryInterval: 0.05), log: { _ in })
    machine.start()
    machine.send("fetch")
    machine.send("cancel")
    machine.send("fetch")
    #expect(await inspector.waitForMessage { $0.contains(#""seq":4"#) && $0.contains(#""started""#) })
    #expect(await inspector.waitForMessage { $0.contains(#""reason":"stopped""#) })
    let all = try messages(of: inspector)
    let children = all.compactMap { if case .attached(let a) = $0, a.name == "request" { a } else { nil } }
    #expect(children.count == 2)
    #expect(Set(children.map(\.machine)).count == 2)
    #expect(children.map { $0.parent?.seq } == [2, 4])
    let detached = all.compactMap { if case .detached(let d) = $0 { d } else { nil } }
    #expect(detached.first == Detached(machine: children[0].machine, reason: "stopped"))
    let parentSteps = steps(all, of: session.machineID)
    #expect(parentSteps[2].children?.ended.map(\.how) == ["stopped"])
    session.detach()
    #expect(await inspector.waitForMessage { $0.contains(children[1].machine) && $0.contains(#""detached""#) })
    inspector.stop()
  }

  @Test func aSpawnedChildAttachesAsSpawnedAndEndsAsStopped() async throws {
    let worker = try RequestTree.request()
    let chart = try Chart<String, String, RequestTree.Count>(initial: "idle") {
      State("idle") {
        On("spawn") { $0.spawn(worker, id: "worker", context: RequestTree.Count()) }
        On("stop") { $0.stopChild("worker") }
      }
    }
    let inspector = try CapturingInspector()
    let machine = StateMachine(chart, context: RequestTree.Count())
    let session = try machine.inspect(
      name: "Spawner", at: .local(port: inspector.port, retryInterval: 0.05), log: { _ in })
    #expect(await inspector.waitForMessage { $0.contains(#""type":"attached""#) })
    machine.start()
    machine.send("spawn")
    machine.send("stop")
    #expect(await inspector.waitForMessage { $0.contains(#""reason":"stopped""#) })
    let all = try messages(of: inspector)
    let child = try #require(
      all.compactMap { if case .attached(let a) = $0, a.name == "worker" { a } else { nil } }.first)
    #expect(child.parent == ParentLink(machine: session.machineID, id: "worker", how: "spawned", seq: 2))
    let parentSteps = steps(all, of: session.machineID)
    #expect(parentSteps[1].children?.started == [ChildReference(id: "worker", machine: child.machine)])
    #expect(parentSteps[2].children?.ended == [ChildReference(id: "worker", machine: child.machine, how: "stopped")])
    session.detach()
    inspector.stop()
  }

  // Found from a user's seat: a document's events were named twice, `fetch "fetch"`.
  @Test func aStringEventIsNamedOnceWithPayloadsShown() async throws {
    let inspector = try CapturingInspector()
    let machine = StateMachine(try RequestTree.parent(), context: RequestTree.Count())
    let session = try machine.inspect(
      name: "Doc", at: .local(port: inspector.port, retryInterval: 0.05),
      policy: InspectionPolicy(send: true, restore: true, payloads: true), log: { _ in })
    machine.start()
    machine.send("fetch")
    #expect(await inspector.waitForMessage { $0.contains(#""seq":2"#) })
    let fetch = try #require(steps(try messages(of: inspector), of: session.machineID).last)
    #expect(fetch.event == EventReport(name: "fetch"))
    session.detach()
    inspector.stop()
  }

  @Test func stepsTakenBeforeTheInspectorAnswersAreKeptAndSent() async throws {
    // Found from a user's seat: a machine that ran before the connection was made showed one step.
    let inspector = try CapturingInspector()
    let machine = StateMachine(try RequestTree.parent(), context: RequestTree.Count())
    let session = try machine.inspect(
      name: "Early", at: .local(port: inspector.port, retryInterval: 0.05), log: { _ in })
    machine.start()
    for _ in 0..<3 {
      machine.send("fetch")
      machine.send("cancel")
    }
    #expect(await inspector.waitForMessage { $0.contains(#""seq":7"#) })
    let all = try messages(of: inspector)
    let attached = try #require(
      all.compactMap { if case .attached(let a) = $0, a.name == "Early" { a } else { nil } }.first)
    #expect(attached.seq == 0)
    #expect(steps(all, of: session.machineID).map(\.seq) == Array(1...7))
    session.detach()
    inspector.stop()
  }
}
