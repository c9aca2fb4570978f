import Foundation
@_spi(Testing) import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

/// Charts of more than 64 states, where the engine's state sets spill from their inline word
/// into more words (`StateSet`): transitions, parallel regions, history, snapshots and
/// observers across the word boundaries at states 64, 128 and 192.
@MainActor
@Suite("Charts of more than 64 states")
struct LargeChartTests {
  let chart: StringChart

  /// 200 states. In document order (the root is state 0): `grid` 1, its history 2, regions
  /// `r0` 3 (cells 4–43), `r1` 44 (cells 45–84, `r1c19` is state 64), `r2` 85 (cells 86–125);
  /// `line` 126, its history 127, `l0`…`l71` 128–199 (`l64` is state 192); `away` 200.
  init() throws {
    let regions = (0..<3).map { region in
      ChartState<String, String, Log>("r\(region)") {
        (0..<40).map { cell in
          ChartState<String, String, Log>("r\(region)c\(cell)") {
            if cell < 39 {
              On("next", to: "r\(region)c\(cell + 1)")
              On("next\(region)", to: "r\(region)c\(cell + 1)")
            }
          }.element
        }
      }.element
    }
    let line = (0..<72).map { index in
      ChartState<String, String, Log>("l\(index)") {
        if index < 71 { On("next", to: "l\(index + 1)") }
        if index == 70 { After(.seconds(5), to: "l0") }
      }.element
    }
    chart = try StringChart {
      Parallel("grid") {
        History("gridH", .deep, default: "r0c0")
        regions
        On("deep", to: "l70")
      }
      State("line") {
        History("lineH", .deep)
        line
        On("away", to: "away")
      }
      State("away") {
        On("back", to: "lineH")
        On("grid", to: "gridH")
        On("fresh", to: "grid")
      }
    }
  }

  /// The state's index in the engine (document order, the root being 0).
  func index(_ state: String) -> Int { chart.stateIDs.firstIndex(of: state)! + 1 }

  /// A machine whose regions are at `r0c39`, `r1c30` and `r2c20`: states 43, 75 and 106.
  func spreadMachine(clock: ManualClock = ManualClock()) -> StateMachine<String, String, Log> {
    let m = machine(chart, clock: clock)
    for (region, steps) in [(0, 39), (1, 30), (2, 20)] {
      for _ in 0..<steps { m.send("next\(region)") }
    }
    return m
  }

  @Test func theChartHas200StatesAcrossFourWords() {
    #expect(chart.stateIDs.count == 200)
    #expect(index("r1c18") == 63 && index("r1c19") == 64)
    #expect(index("l0") == 128 && index("l64") == 192 && index("away") == 200)
  }

  @Test func aRegionMovesAcrossTheFirstWordBoundary() {
    let m = machine(chart)
    for cell in 1...25 {
      #expect(m.can("next1"))
      #expect(m.send("next1").isAccepted)
      #expect(m.activeAtomicStates == ["r0c0", "r1c\(cell)", "r2c0"], "cell \(cell)")
      #expect(!m.isActive("r1c\(cell - 1)") && m.isActive("r1c\(cell)"), "cell \(cell)")
      #expect(m.checkConfiguration() == nil, "cell \(cell)")
    }
    #expect(m.activeStates == ["grid", "r0", "r0c0", "r1", "r1c25", "r2", "r2c0"])
  }

  @Test func oneEventMovesEveryRegionAtOnce() {
    let m = machine(chart)
    for _ in 0..<39 { m.send("next") }
    #expect(m.activeAtomicStates == ["r0c39", "r1c39", "r2c39"])
    #expect(m.checkConfiguration() == nil)
    let rejection = m.send("next").rejection
    #expect(rejection?.reason == .noTransition)
    #expect(rejection?.states == ["r0c39", "r1c39", "r2c39"])
  }

  @Test func aTransitionFromTheFirstWordToTheLast() {
    let m = machine(chart)
    guard case .transitioned(let step) = m.send("deep") else {
      Issue.record("deep should leave the grid")
      return
    }
    #expect(step.exited == ["r2c0", "r2", "r1c0", "r1", "r0c0", "r0", "grid"])
    #expect(step.entered == ["line", "l70"])
    #expect(m.send("next").isAccepted)
    #expect(m.activeStates == ["line", "l71"])
    #expect(!m.can("next") && m.can("away"))
  }

  @Test func leavingAndEnteringRegionsSpreadOverTwoWordsKeepsDocumentOrder() {
    let m = spreadMachine()
    #expect(m.activeAtomicStates == ["r0c39", "r1c30", "r2c20"])
    guard case .transitioned(let leave) = m.send("deep") else {
      Issue.record("deep should leave the grid")
      return
    }
    #expect(leave.exited == ["r2c20", "r2", "r1c30", "r1", "r0c39", "r0", "grid"])
    #expect(leave.entered == ["line", "l70"])
    m.send("away")
    guard case .transitioned(let enter) = m.send("fresh") else {
      Issue.record("fresh should enter the grid")
      return
    }
    #expect(enter.exited == ["away"])
    #expect(enter.entered == ["grid", "r0", "r0c0", "r1", "r1c0", "r2", "r2c0"])
  }

  @Test func historyRemembersStatesAcrossTheWords() {
    let m = spreadMachine()
    m.send("deep")
    m.send("away")
    m.send("back")
    #expect(m.activeAtomicStates == ["l70"])
    m.send("next")
    m.send("away")
    m.send("back")
    #expect(m.activeAtomicStates == ["l71"])
    m.send("away")
    m.send("grid")
    #expect(m.activeAtomicStates == ["r0c39", "r1c30", "r2c20"])
    #expect(m.checkConfiguration() == nil)
  }

  @Test func snapshotThroughJSONRestoresStatesHistoryAndTimersAcrossTheWords() throws {
    let clock = ManualClock()
    let original = spreadMachine(clock: clock)
    original.send("deep")
    clock.advance(by: .seconds(2))
    let snapshot = try original.snapshot().withoutContext
    #expect(snapshot.configuration == ["line", "l70"])
    #expect(snapshot.history.map(\.history) == ["gridH"])
    #expect(snapshot.history.first?.remembered == ["r0c39", "r1c30", "r2c20"])
    #expect(snapshot.timers.first?.remaining == .seconds(3))

    let data = try JSONEncoder().encode(snapshot)
    let restoredClock = ManualClock()
    let restored = StateMachine(chart, context: Log(), clock: restoredClock)
    try restored.restore(try JSONDecoder().decode(Snapshot<String, Never>.self, from: data))
    #expect(try restored.snapshot().withoutContext == snapshot)
    #expect(restored.checkConfiguration() == nil)
    restoredClock.advance(by: .seconds(2))
    #expect(restored.activeAtomicStates == ["l70"])
    restoredClock.advance(by: .seconds(1))
    #expect(restored.activeAtomicStates == ["l0"])
    restored.send("away")
    restored.send("grid")
    #expect(restored.activeAtomicStates == ["r0c39", "r1c30", "r2c20"])
  }

  @Test func observersSeeTheWholeConfiguration() {
    let m = StateMachine(chart, context: Log(), clock: ManualClock())
    var configurations: [[String]] = []
    m.onTransition { configurations.append($0.activeAtomicStates) }
    m.start()
    for _ in 0..<30 { m.send("next1") }
    m.send("deep")
    #expect(configurations.count == 32)
    #expect(configurations.first == ["r0c0", "r1c0", "r2c0"])
    #expect(configurations.dropLast().last == ["r0c0", "r1c30", "r2c0"])
    #expect(configurations.last == ["l70"])
  }
}
