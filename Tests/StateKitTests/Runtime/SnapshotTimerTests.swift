import Foundation
import StateKit
import StateKitTesting
import Testing

/// Every `After` of an active state is in a machine's snapshot — pending or fired — and a
/// migration finds each timer's `After` again by what it is, not by its position.
@MainActor
@Suite("Snapshots: timers")
struct SnapshotTimerTests {
  /// An editor that autosaves 2 s after the last edit; version 2 adds an `After` before it.
  static func autosave(v2: Bool = false) throws -> Chart<String, String, Int> {
    try Chart(initial: "clean") {
      State("clean") { On("edited", to: "dirty") }
      State("dirty") {
        On("edited", to: "dirty")
        if v2 { After(.seconds(100), to: "extra") }
        After(.seconds(2), to: "saving")
      }
      State("saving") { On("saved", to: "clean") }
      State("extra")
    }
  }

  func dirty(_ clock: ManualClock) throws -> StateMachine<String, String, Int> {
    let machine = StateMachine(try Self.autosave(), context: 0, clock: clock)
    machine.start()
    machine.send("edited")
    return machine
  }

  @Test func aSnapshotThatLostATimerIsRefusedAndChangesNothing() throws {
    let clock = ManualClock()
    var snapshot = try dirty(clock).snapshot()
    snapshot.timers = []
    let machine = StateMachine(try Self.autosave(), context: 0, clock: clock)
    #expect(throws: SnapshotError.missingTimer(state: "dirty", index: 0)) { try machine.restore(snapshot) }
    #expect(!machine.isStarted)
    #expect(
      SnapshotError.missingTimer(state: "dirty", index: 0).description
        == "state 'dirty' has an After (#0) with no saved timer; it would never fire")

    // The same through JSON, the entry deleted from the file.
    let saved = try dirty(clock).savedState()
    let json = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(saved)) as? [String: Any])
    var inner = try #require(json["snapshot"] as? [String: Any])
    inner["timers"] = []
    var edited = json
    edited["snapshot"] = inner
    let decoded = try JSONDecoder().decode(
      SavedState<String, String, Int>.self, from: JSONSerialization.data(withJSONObject: edited))
    #expect(throws: SnapshotError.missingTimer(state: "dirty", index: 0)) { try machine.restore(from: decoded) }
  }

  @Test func anAfterThatFiredWithoutLeavingItsStateStaysFired() throws {
    let chart = try Chart<String, String, Int>(initial: "waiting") {
      State("waiting") {
        After(.seconds(1), to: "early", when: { $0.context > 0 })
        After(.seconds(5), to: "late")
      }
      State("early")
      State("late")
    }
    let clock = ManualClock()
    let machine = StateMachine(chart, context: 0, clock: clock)
    machine.start()
    clock.advance(by: .seconds(2))  // the first After fired; its guard said no
    let snapshot = try machine.snapshot()
    #expect(snapshot.timers.map(\.index) == [1])
    #expect(snapshot.firedTimers?.map(\.index) == [0])
    let restored = StateMachine(chart, context: 1, clock: clock)
    try restored.restore(try JSONDecoder().decode(Snapshot<String, Int>.self, from: JSONEncoder().encode(snapshot)))
    clock.advance(by: .seconds(2))
    #expect(restored.activeStates == ["waiting"], "the fired After does not fire again, though its guard now says yes")
    clock.advance(by: .seconds(1))
    #expect(restored.activeStates == ["late"])
  }

  @Test func aSnapshotBuiltByHandStartsTheTimersItDoesNotList() throws {
    let clock = ManualClock()
    let chart = try Self.autosave()
    let machine = StateMachine(chart, context: 0, clock: clock)
    try machine.restore(Snapshot(for: chart, configuration: ["dirty"]))
    clock.advance(by: .seconds(2))
    #expect(machine.activeStates == ["saving"])
  }

  @Test func aMigrationMovesEachTimerToItsOwnAfter() throws {
    let clock = ManualClock()
    let old = try dirty(clock)
    clock.advance(by: .milliseconds(500))
    let saved = try old.savedState()
    let v2 = try Self.autosave(v2: true)
    let migrated = saved.snapshot.migrated(to: v2)
    // The 1.5 s left belong to "→ saving", now the second After; the new one starts in full.
    #expect(
      Set(migrated.timers.map { "\($0.index) \($0.remaining)" })
        == ["1 \(Duration.milliseconds(1500))", "0 \(Duration.seconds(100))"])
    let machine = StateMachine(v2, context: 0, clock: clock)
    try machine.restore(migrated, pendingSends: saved.pendingSends)
    clock.advance(by: .milliseconds(1500))
    #expect(machine.activeStates == ["saving"])
  }

  @Test func aMigrationDropsTheTimerOfAnAfterThatIsGone() throws {
    let clock = ManualClock()
    let v2 = try Self.autosave(v2: true)
    let old = StateMachine(v2, context: 0, clock: clock)
    old.start()
    old.send("edited")
    clock.advance(by: .seconds(1))
    let migrated = try old.snapshot().migrated(to: try Self.autosave())
    #expect(migrated.timers.map(\.index) == [0])
    #expect(migrated.timers.first?.remaining == .seconds(1))
    let machine = StateMachine(try Self.autosave(), context: 0, clock: clock)
    try machine.restore(migrated)
    clock.advance(by: .seconds(1))
    #expect(machine.activeStates == ["saving"])
  }
}
