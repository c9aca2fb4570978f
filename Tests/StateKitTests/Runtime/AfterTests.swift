@_spi(Testing) import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

@MainActor
@Suite("Delayed transitions")
struct AfterTests {
  let chart: StringChart

  init() throws {
    chart = try StringChart {
      State("waiting") {
        After(.seconds(2), to: "timedOut")
        On("answer", to: "answered")
      }
      State("timedOut")
      State("answered") { On("retry", to: "waiting") }
    }
  }

  @Test func firesWhenTheDelayHasPassed() {
    let clock = ManualClock()
    let m = machine(chart, clock: clock)
    clock.advance(by: .milliseconds(1999))
    #expect(m.activeAtomicStates == ["waiting"])
    clock.advance(by: .milliseconds(1))
    #expect(m.activeAtomicStates == ["timedOut"])
  }

  @Test func leavingTheStateCancelsTheTimer() {
    let clock = ManualClock()
    let m = machine(chart, clock: clock)
    m.send("answer")
    clock.advance(by: .seconds(5))
    #expect(m.activeAtomicStates == ["answered"])
    #expect(m.pendingTimerCount == 0)
    #expect(clock.pendingCount == 0)
  }

  @Test func reenteringRestartsTheDelay() {
    let clock = ManualClock()
    let m = machine(chart, clock: clock)
    clock.advance(by: .seconds(1))
    m.send("answer")
    m.send("retry")
    clock.advance(by: .milliseconds(1500))
    #expect(m.activeAtomicStates == ["waiting"])
    clock.advance(by: .milliseconds(500))
    #expect(m.activeAtomicStates == ["timedOut"])
  }

  @Test func delayedSendAndCancelFromActions() throws {
    let chart = try StringChart {
      State("idle") {
        On("arm") { $0.send("boom", after: .seconds(1), id: "fuse") }
        On("disarm") { $0.cancel("fuse") }
        On("boom", to: "exploded")
      }
      State("exploded")
    }
    let clock = ManualClock()
    let m = machine(chart, clock: clock)
    m.send("arm")
    m.send("disarm")
    clock.advance(by: .seconds(2))
    #expect(m.activeAtomicStates == ["idle"])
    m.send("arm")
    clock.advance(by: .seconds(1))
    #expect(m.activeAtomicStates == ["exploded"])
  }

  @Test func chainedTimersFireInOneAdvance() throws {
    let chart = try StringChart {
      State("a") { After(.seconds(1), to: "b") }
      State("b") { After(.seconds(1), to: "c") }
      State("c")
    }
    let clock = ManualClock()
    let m = machine(chart, clock: clock)
    var seen: [[String]] = []
    m.onTransition { seen.append($0.activeAtomicStates) }
    clock.advance(by: .seconds(3))
    #expect(seen == [["b"], ["c"]])
  }
}
