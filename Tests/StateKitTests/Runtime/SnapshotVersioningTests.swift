import Foundation
@_spi(Testing) import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

/// What a snapshot refers to is covered by the fingerprint; newer charts take old snapshots
/// through an explicit migration; restores are heard; delays stay within what clocks hold.
@MainActor
@Suite("Snapshot versions, restores and delays")
struct SnapshotVersioningTests {
  func chart(extraTimer: Bool) throws -> Chart<String, String, Counter> {
    try Chart<String, String, Counter> {
      State("idle") { On("go", to: "busy") }
      State("busy") {
        if extraTimer { After(.seconds(3), to: "idle") }
        After(.seconds(10), to: "idle")
      }
    }
  }

  @Test func anAddedTimerChangesTheFingerprint() throws {
    // Timers are named by their place among a state's `After`s: a snapshot's 10 s left on the
    // timeout must not go to a new 3 s timer that took its place.
    #expect(try chart(extraTimer: false).fingerprint != chart(extraTimer: true).fingerprint)
    let clock = ManualClock()
    let old = StateMachine(try chart(extraTimer: false), context: Counter(), clock: clock)
    old.start()
    old.send("go")
    let snapshot = try old.snapshot()
    let newer = StateMachine(try chart(extraTimer: true), context: Counter(), clock: ManualClock())
    #expect(throws: SnapshotError.self) { try newer.restore(snapshot) }
  }

  @Test func aMigrationRenamesStatesIntoANewerChart() throws {
    let v1 = try Chart<String, String, Counter> {
      State("list") { On("open", to: "detail") }
      State("detail") { On("back", to: "list") }
    }
    let v2 = try Chart<String, String, Counter> {
      State("list") { On("open", to: "item") }
      State("item") {
        State("viewing") { On("edit", to: "editing") }
        State("editing")
        On("back", to: "list")
      }
    }
    let old = StateMachine(v1, context: Counter(value: 4), clock: ManualClock())
    old.start()
    old.send("open")
    let snapshot = try old.snapshot()
    let machine = StateMachine(v2, context: Counter(), clock: ManualClock())
    // Unchanged, the snapshot is refused; migrated, it names the new states.
    #expect(throws: SnapshotError.self) { try machine.restore(snapshot) }
    let incomplete = snapshot.migrated(to: v2) { $0 == "detail" ? "item" : $0 }
    #expect(throws: SnapshotError.self) { try machine.restore(incomplete) }
    var migrated = incomplete
    migrated.configuration.append("viewing")
    try machine.restore(migrated)
    #expect(machine.activeAtomicStates == ["viewing"])
    #expect(machine.context.value == 4)
    #expect(machine.send("edit").isAccepted)
  }

  @Test func observersAndObservationHearARestore() throws {
    let chart = try chart(extraTimer: false)
    let machine = StateMachine(chart, context: Counter(), clock: ManualClock())
    machine.start()
    var changes: [StateChange<String, String>] = []
    let token = machine.onTransition { changes.append($0) }
    defer { token.cancel() }
    var entered = 0
    machine.onEnter("busy") { entered += 1 }
    try machine.restore(Snapshot(for: chart, configuration: ["busy"]))
    #expect(changes.count == 1)
    #expect(changes.first?.step.exited == ["idle"])
    #expect(changes.first?.step.entered == ["busy"])
    #expect(changes.first?.configuration == ["busy"])
    #expect(entered == 1)
  }

  @Test func delaysBeyondACenturyAreRefusedWhereTheyAreWritten() throws {
    // An `After` fails to compile, with the state named.
    #expect {
      _ = try Chart<String, String, Counter> {
        State("a") { After(.seconds(Int64.max), to: "b") }
        State("b")
      }
    } throws: { error in
      "\(error)".contains("state 'a' waits") && "\(error)".contains("delays lie within")
    }
    // A send raises error.execution instead of asking the clock for an impossible time.
    let chart = try Chart<String, String, Counter> {
      State("a") {
        On("far") { $0.send("later", after: .seconds(Int64.max)) }
        Transition(.descriptor("error.execution"), to: ["failed"])
      }
      State("failed")
    }
    let clock = ManualClock()
    let machine = StateMachine(chart, context: Counter(), clock: clock)
    machine.start()
    machine.send("far")
    #expect(machine.activeAtomicStates == ["failed"])
    #expect(machine.pendingTimerCount == 0)
  }
}
