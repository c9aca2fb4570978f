import Foundation
import StateKit
import StateKitTesting
import Testing

/// What a parent's saved state keeps of its children beyond their states: their delayed sends,
/// and which of them were stopped.
@MainActor
@Suite("Child machines: what a restore keeps")
struct ChildRestoreTests {
  enum KidState: String, Hashable, Sendable, Codable { case run }
  enum KidEvent: String, Hashable, Sendable, Codable { case ping, later }
  struct Kid: Codable, Equatable { var n = 0 }
  struct Host: Codable, Equatable { var pings = 0 }

  /// A child that answers `ping` with a delayed send of its own, and passes it on when it comes.
  static func kid() throws -> ChildMachine<KidState, KidEvent, Kid, Void> {
    ChildMachine(
      try Chart<KidState, KidEvent, Kid>(initial: .run) {
        State(.run) {
          On(.ping) { $0.send(.later, after: .seconds(5)) }
          On(.later) { scope in
            scope.n += 1
            scope.sendToParent("ping")
          }
        }
      })
  }

  static func parent() throws -> Chart<String, String, Host> {
    let kid = try kid()
    return try Chart(initial: "hosting") {
      State("hosting") {
        Invoke("kid", child: kid, context: { _ in Kid(n: 7) }).onMessage { (message: String) in message }
        On("ping") { $0.pings += 1 }
        On("leave", to: "idle")
      }
      State("idle") { On("enter", to: "hosting") }
    }
  }

  @Test func aChildsDelayedSendsAreSavedAndRestored() throws {
    let clock = ManualClock()
    let machine = StateMachine(try Self.parent(), context: Host(), clock: clock)
    machine.start()
    machine.send(KidEvent.ping, toChild: "kid")
    clock.advance(by: .seconds(1))
    let data = try JSONEncoder().encode(try machine.savedState())
    let saved = try JSONDecoder().decode(SavedState<String, String, Host>.self, from: data)
    #expect(saved.snapshot.children?.first?.pendingSends != nil)

    let otherClock = ManualClock()
    let restored = StateMachine(try Self.parent(), context: Host(), clock: otherClock)
    try restored.restore(from: saved)
    let child = try #require(restored.child("kid", as: StateMachine<KidState, KidEvent, Kid>.self))
    #expect(child.pendingSends == [PendingSend(event: .later, remaining: .seconds(4))])
    otherClock.advance(by: .seconds(4))
    #expect(child.context.n == 8)
    #expect(restored.context.pings == 1)
  }

  @Test func aChildsDelayedSendOutOfRangeIsRefused() throws {
    let clock = ManualClock()
    let machine = StateMachine(try Self.parent(), context: Host(), clock: clock)
    machine.start()
    machine.send(KidEvent.ping, toChild: "kid")
    var snapshot = try machine.snapshot()
    let tampered = [PendingSend(event: KidEvent.later, remaining: .seconds(-1))]
    snapshot.children?[0].pendingSends = try JSONDecoder().decode(
      SnapshotValue.self, from: JSONEncoder().encode(tampered))
    let restored = StateMachine(try Self.parent(), context: Host(pings: 3), clock: clock)
    #expect(throws: SnapshotError.self) { try restored.restore(snapshot) }
    #expect(!restored.isStarted)
    do {
      try restored.restore(snapshot)
    } catch {
      #expect(
        error.description.hasPrefix("the snapshot of child 'kid' is refused: a delayed send of 'later' has -1"),
        "\(error)")
    }
  }

  @Test func aStoppedChildStaysStoppedThroughARestore() throws {
    let machine = StateMachine(try Self.parent(), context: Host(), clock: ManualClock())
    machine.start()
    let child = try #require(machine.child("kid", as: StateMachine<KidState, KidEvent, Kid>.self))
    #expect(machine.stopChild("kid"))
    #expect(machine.childIDs.isEmpty)
    let snapshot = try machine.snapshot()
    #expect(snapshot.children == [ChildSnapshot(id: "kid", snapshot: .null)])

    let restored = StateMachine(try Self.parent(), context: Host(), clock: ManualClock())
    try restored.restore(try JSONDecoder().decode(Snapshot<String, Host>.self, from: JSONEncoder().encode(snapshot)))
    #expect(restored.childIDs.isEmpty)
    // Entering the state again starts it afresh.
    restored.send("leave")
    restored.send("enter")
    #expect(restored.childIDs == ["kid"])

    // The stopped child says why it takes nothing.
    let rejection = child.send(.ping).rejection
    #expect(rejection?.reason == .stopped)
    #expect(rejection?.description.contains("the machine was stopped by its parent") == true)
    #expect(!child.isFinished)
  }

  @Test func aChildsObserverCannotRestoreItsParent() throws {
    let machine = StateMachine(try Self.parent(), context: Host(), clock: ManualClock())
    machine.start()
    let snapshot = try machine.snapshot()
    let child = try #require(machine.child("kid", as: StateMachine<KidState, KidEvent, Kid>.self))
    var refusal: SnapshotError?
    let token = child.onTransition { _ in
      do throws(SnapshotError) { try machine.restore(snapshot) } catch { refusal = error }
    }
    machine.send(KidEvent.ping, toChild: "kid")
    token.cancel()
    #expect(refusal == .busy)
    #expect(machine.childIDs == ["kid"])
    #expect(machine.child("kid", as: StateMachine<KidState, KidEvent, Kid>.self) === child)
  }
}
