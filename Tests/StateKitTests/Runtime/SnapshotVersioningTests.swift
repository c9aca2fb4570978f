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
    #expect(changes.first?.activeAtomicStates == ["busy"])
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

/// What the fingerprint covers, that its text tells every chart apart, and that snapshots saved
/// with its earlier form still restore.
@MainActor
@Suite("Snapshot fingerprints")
struct SnapshotFingerprintTests {
  func chart(_ ids: [String]) throws -> Chart<String, String, Counter> {
    try Chart<String, String, Counter> { for id in ids { State(id) } }
  }

  /// Before: the digested text was `kind:id:parent;` per state, so one state named
  /// `x:0;atomic:y` read exactly like two states `x` and `y`.
  @Test func idsWithColonsAndSemicolonsCannotForgeAnotherChart() throws {
    let two = try chart(["x", "y"])
    let forged = try chart(["x:0;atomic:y"])
    #expect(two.fingerprint != forged.fingerprint)
    let machine = StateMachine(two, context: Counter(), clock: ManualClock())
    machine.start()
    let snapshot = try machine.snapshot()
    let other = StateMachine(forged, context: Counter(), clock: ManualClock())
    #expect(throws: SnapshotError.chartMismatch(expected: forged.fingerprint, found: two.fingerprint)) {
      try other.restore(snapshot)
    }
    #expect(try chart(["a;b", "c"]).fingerprint != chart(["a", "b;c"]).fingerprint)
  }

  /// A transition is not part of what a snapshot names: a chart that gains one restores it.
  @Test func transitionsAreNotCoveredStatesAndTimersAre() throws {
    let v1 = try Chart<String, String, Counter> {
      State("idle") { On("go", to: "busy") }
      State("busy") { After(.seconds(10), to: "idle") }
    }
    let v2 = try Chart<String, String, Counter> {
      State("idle") {
        On("go", to: "busy")
        On("jump", to: "busy")
      }
      State("busy") {
        After(.seconds(10), to: "idle")
        On("stop", to: "idle")
      }
    }
    #expect(v1.fingerprint == v2.fingerprint)
    let slower = try Chart<String, String, Counter> {
      State("idle") { On("go", to: "busy") }
      State("busy") { After(.seconds(10) + .nanoseconds(1), to: "idle") }
    }
    #expect(v1.fingerprint != slower.fingerprint)
    let old = StateMachine(v1, context: Counter(), clock: ManualClock())
    old.start()
    old.send("go")
    let machine = StateMachine(v2, context: Counter(), clock: ManualClock())
    try machine.restore(try old.snapshot())
    #expect(machine.send("stop").isAccepted)
  }

  /// A snapshot saved before ids were length-prefixed carries the earlier fingerprint: it
  /// restores into the same chart, and is refused, saying why, where that form is ambiguous.
  @Test func snapshotsWithTheEarlierFingerprintStillRestore() throws {
    let chart = try Chart<String, String, Counter> {
      State("idle") { On("go", to: "busy") }
      State("busy") { After(.seconds(10), to: "idle") }
    }
    // Saved by the earlier version, fingerprint and all.
    let saved =
      #"{"chartFingerprint":"ecadc6a726eb3df8","configuration":["busy"],"history":[],"#
      + #""timers":[{"state":"busy","index":0,"remaining":4}],"isFinished":false}"#
    let snapshot = try JSONDecoder().decode(Snapshot<String, Counter>.self, from: Data(saved.utf8))
    #expect(snapshot.chartFingerprint != chart.fingerprint)
    let machine = StateMachine(chart, context: Counter(), clock: ManualClock())
    try machine.restore(snapshot)
    #expect(machine.activeAtomicStates == ["busy"])

    let colons = try Chart<String, String, Counter> { State("a:b") }
    let legacy =
      #"{"chartFingerprint":"b47c3c2e4c76ff59","configuration":["a:b"],"history":[],"timers":[],"isFinished":false}"#
    let ambiguous = try JSONDecoder().decode(Snapshot<String, Counter>.self, from: Data(legacy.utf8))
    let refusing = StateMachine(colons, context: Counter(), clock: ManualClock())
    #expect(throws: SnapshotError.ambiguousFingerprint("b47c3c2e4c76ff59")) { try refusing.restore(ambiguous) }
    #expect(
      "\(SnapshotError.ambiguousFingerprint("b47c3c2e4c76ff59"))".contains("cannot tell ids with ':' or ';' apart"))
    try refusing.restore(ambiguous.migrated(to: colons))
  }

  /// A delay just past the century printed as the century itself ("3153600000.0 seconds").
  @Test func aDelayJustOutsideTheLimitIsPrintedOutsideIt() throws {
    #expect {
      _ = try Chart<String, String, Counter> {
        State("a") { After(.maximumTimerDelay + .nanoseconds(1), to: "b") }
        State("b")
      }
    } throws: { error in
      "\(error)".contains("state 'a' waits 3153600000.000000001 seconds in an After")
        && "\(error)".contains("delays lie within 0 … 3153600000 seconds (a century)")
    }
    let chart = try Chart<String, String, Counter> {
      State("a") { After(.seconds(1), to: "b") }
      State("b")
    }
    let late = Snapshot(
      for: chart, configuration: ["a"],
      timers: [
        .init(state: "a", index: 0, remaining: .maximumTimerDelay + .init(secondsComponent: 0, attosecondsComponent: 1))
      ])
    let machine = StateMachine(chart, context: Counter(), clock: ManualClock())
    #expect {
      try machine.restore(late)
    } throws: { error in
      "\(error)".contains("with 3153600000.000000000000000001 seconds left, outside 0 … 3153600000 seconds")
    }
  }
}
