import Foundation
import StateKit
import StateKitTesting
import Testing

/// Snapshots of a parent with its running children: restored together, refused together.
@MainActor
@Suite("Child machines: snapshots")
struct ChildSnapshotTests {
  struct Retry: Codable, Equatable {
    var attempts = 0
  }
  struct Wizard: Codable, Equatable {
    var log: [String] = []
  }

  static func retryChart() throws -> Chart<String, String, Retry> {
    try Chart(initial: "trying") {
      State("trying") {
        Entry { $0.attempts += 1 }
        After(.seconds(3), to: "again", when: { $0.attempts < 3 })
        After(.seconds(3), to: "gave up")
        On("ok", to: "done")
      }
      State("again") { Always(to: "trying") }
      Final("done")
      Final("gave up")
    }
  }

  static func wizardChart() throws -> Chart<String, String, Wizard> {
    let retry = ChildMachine(try retryChart()) { $0.attempts }
    return try Chart(initial: "intro") {
      State("intro") { On("next", to: "request") }
      State("request") {
        Invoke("retry", child: retry, context: { _ in Retry() }, onDone: { "finished after \($0)" })
        On("finished after 1", to: "paired")
        On("finished after 3", to: "timed out")
      }
      State("paired")
      State("timed out")
    }
  }

  func started(_ clock: ManualClock) throws -> StateMachine<String, String, Wizard> {
    let machine = StateMachine(try Self.wizardChart(), context: Wizard(), clock: clock)
    machine.start()
    return machine
  }

  @Test func aSnapshotThroughJSONRestoresTheChildWithItsContextAndTimers() throws {
    let clock = ManualClock()
    let m = try started(clock)
    m.send("next")
    clock.advance(by: .seconds(4))  // one retry; the second attempt's timer has 2 s left
    let snapshot = try m.snapshot()
    #expect(snapshot.children?.map(\.id) == ["retry"])
    let json = try JSONEncoder().encode(snapshot)
    let decoded = try JSONDecoder().decode(Snapshot<String, Wizard>.self, from: json)
    #expect(decoded == snapshot)

    let otherClock = ManualClock()
    let restored = StateMachine(try Self.wizardChart(), context: Wizard(), clock: otherClock)
    try restored.restore(decoded)
    let child = try #require(restored.child("retry", as: StateMachine<String, String, Retry>.self))
    #expect(child.context.attempts == 2)
    #expect(child.activeStates == ["trying"])
    // The same future: 2 s to the third attempt, 3 more to giving up.
    otherClock.advance(by: .seconds(2))
    #expect(child.context.attempts == 3)
    otherClock.advance(by: .seconds(3))
    #expect(restored.activeStates == ["timed out"])
    clock.advance(by: .seconds(5))
    #expect(m.activeStates == restored.activeStates)
  }

  @Test func aChildSnapshotThatDoesNotFitRefusesTheWholeRestore() throws {
    let clock = ManualClock()
    let m = try started(clock)
    m.send("next")
    var snapshot = try m.snapshot()
    m.send("ok", toChild: "retry")
    #expect(m.activeStates == ["paired"])
    // The child's snapshot names a state its chart does not have.
    guard case .object(var members) = snapshot.children?[0].snapshot else {
      Issue.record("a child snapshot is an object")
      return
    }
    members["configuration"] = .array([.string("nowhere")])
    snapshot.children?[0].snapshot = .object(members)
    #expect(throws: SnapshotError.child(id: "retry", reason: "snapshot names unknown state 'nowhere'")) {
      try m.restore(snapshot)
    }
    #expect(m.activeStates == ["paired"])
    #expect(m.childIDs.isEmpty)
  }

  @Test func aChildSnapshotForAStateThatIsNotActiveIsRefused() throws {
    let clock = ManualClock()
    let m = try started(clock)
    m.send("next")
    let withChild = try m.snapshot()
    var snapshot = Snapshot(for: try Self.wizardChart(), configuration: ["intro"], context: Wizard())
    snapshot.children = withChild.children
    #expect(throws: SnapshotError.self) { try m.restore(snapshot) }
    #expect(m.activeStates == ["request"])
  }

  /// Found by the property tests: a restore started again a child that had finished while its
  /// state stayed active, and the two trees went different ways.
  @Test func aChildThatFinishedWhileItsStateStaysActiveIsNotStartedAgainByARestore() throws {
    let quick = ChildMachine(try Chart<String, String, Retry>(initial: "end") { Final("end") })
    let chart = try Chart<String, String, Wizard>(initial: "waiting") {
      State("waiting") {
        Invoke("quick", child: quick, context: { _ in Retry() }, onDone: { "quick done" })
        On("quick done") { $0.log.append("done") }
      }
    }
    let m = StateMachine(chart, context: Wizard(), clock: ManualClock())
    m.start()
    #expect(m.context.log == ["done"])
    let snapshot = try m.snapshot()
    #expect(snapshot.children == [ChildSnapshot(id: "quick", snapshot: .null)])
    let restored = StateMachine(chart, context: Wizard(), clock: ManualClock())
    try restored.restore(try JSONDecoder().decode(Snapshot<String, Wizard>.self, from: JSONEncoder().encode(snapshot)))
    #expect(restored.context.log == ["done"])
    #expect(restored.childIDs.isEmpty)
  }

  @Test func aMachineWithoutChildrenTakesTheSnapshotItTookBefore() throws {
    let m = try started(ManualClock())
    let snapshot = try m.snapshot()
    #expect(snapshot.children == nil)
    let json = String(decoding: try JSONEncoder().encode(snapshot), as: UTF8.self)
    #expect(!json.contains("children"))
  }
}
