import Foundation
import StateKit
import StateKitTesting
import Testing

struct Counter: Codable, Equatable {
  var value = 0
}

@MainActor
@Suite("Snapshots")
struct SnapshotTests {
  let chart: Chart<String, String, Counter>

  init() throws {
    chart = try Chart<String, String, Counter> {
      State("app") {
        History("h", .deep)
        On("lock", to: "locked")
        State("home") { On("open", to: "detail") }
        State("detail") {
          On("count") { $0.value += 1 }
          After(.seconds(10), to: "home")
        }
      }
      State("locked") { On("unlock", to: "h") }
    }
  }

  @Test func roundTripThroughJSONRestoresConfigurationHistoryContextAndTimers() throws {
    let clock = ManualClock()
    let original = StateMachine(chart, context: Counter(), clock: clock)
    original.start()
    original.send("open")
    original.send("count")
    clock.advance(by: .seconds(4))
    let data = try JSONEncoder().encode(original.snapshot())
    let decoded = try JSONDecoder().decode(Snapshot<String, Counter>.self, from: data)

    let restoredClock = ManualClock()
    let restored = StateMachine(chart, context: Counter(), clock: restoredClock)
    try restored.restore(decoded)
    #expect(restored.activeAtomicStates == ["detail"])
    #expect(restored.context.value == 1)
    restoredClock.advance(by: .seconds(5))
    #expect(restored.activeAtomicStates == ["detail"])
    restoredClock.advance(by: .seconds(1))
    #expect(restored.activeAtomicStates == ["home"])
  }

  @Test func restoredHistoryIsUsed() throws {
    let original = StateMachine(chart, context: Counter(), clock: ManualClock())
    original.start()
    original.send("open")
    original.send("lock")
    let restored = StateMachine(chart, context: Counter(), clock: ManualClock())
    try restored.restore(original.snapshot())
    #expect(restored.activeAtomicStates == ["locked"])
    restored.send("unlock")
    #expect(restored.activeAtomicStates == ["detail"])
  }

  @Test func snapshotFromAnotherChartIsRefusedAndChangesNothing() throws {
    let other = try Chart<String, String, Counter> { State("x") }
    let foreign = StateMachine(other, context: Counter(value: 7))
    foreign.start()
    let m = StateMachine(chart, context: Counter(), clock: ManualClock())
    m.start()
    #expect(throws: SnapshotError.self) { try m.restore(foreign.snapshot()) }
    #expect(m.activeAtomicStates == ["home"])
    #expect(m.context.value == 0)
  }

  @Test func unknownStatesAndIllegalConfigurationsAreRefused() throws {
    let m = StateMachine(chart, context: Counter(), clock: ManualClock())
    m.start()
    var snapshot = try m.snapshot()
    snapshot.configuration = ["app", "ghost"]
    #expect(throws: SnapshotError.unknownState("ghost")) { try m.restore(snapshot) }
    snapshot.configuration = ["app", "home", "detail"]
    #expect(throws: SnapshotError.self) { try m.restore(snapshot) }
    snapshot.configuration = ["home"]
    #expect(throws: SnapshotError.self) { try m.restore(snapshot) }
    #expect(m.activeAtomicStates == ["home"])
  }

  @Test func corruptJSONFailsToDecode() {
    let data = Data(#"{"chartFingerprint": 12, "configuration": "nope"}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Snapshot<String, Counter>.self, from: data) }
  }
}
