@_spi(Testing) import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

/// Timers that cannot hang the clock: advancing from inside a step, zero-delay cycles, and
/// many timers due at once.
@MainActor
@Suite("Timers that cannot hang")
struct TimerSafetyTests {
  @Test func advancingTheClockFromAnActionFiresTheDueTimerAfterTheStep() throws {
    let clock = ManualClock()
    let chart = try StringChart {
      State("a") {
        After(.seconds(1), to: "timedOut")
        // An action that lets time pass: the timer is due now, while this step runs.
        On("wait") {
          $0.context.entries.append("waiting"); clock.advance(by: .seconds(2))
        }
      }
      State("timedOut") { Entry { $0.context.entries.append("timed out") } }
    }
    let machine = StateMachine(chart, context: Log(), clock: clock)
    machine.start()
    #expect(machine.send("wait") == .handled)
    // The timer fired once the step had ended: in order, and exactly once.
    #expect(machine.context.entries == ["waiting", "timed out"])
    #expect(machine.activeStates == ["timedOut"])
    #expect(machine.pendingTimerCount == 0)
  }

  @Test func anObserverThatAdvancesTheClockDoesNotHang() throws {
    let clock = ManualClock()
    let chart = try StringChart {
      State("a") { On("go", to: "b") }
      State("b") { After(.zero, to: "c") }
      State("c")
    }
    let machine = StateMachine(chart, context: Log(), clock: clock)
    machine.start()
    var advanced = 0
    machine.onTransition { _ in
      advanced += 1
      clock.advance(by: .seconds(1))
    }
    machine.send("go")
    #expect(machine.activeStates == ["c"])
    #expect(advanced == 2)
  }

  @Test func aZeroDelayCycleEndsAsARunaway() throws {
    let clock = ManualClock()
    let chart = try StringChart {
      State("ping") { After(.zero, to: "pong") }
      State("pong") { After(.zero, to: "ping") }
    }
    let machine = StateMachine(chart, context: Log(), clock: clock, microstepLimit: 200)
    var failures: [RunawayError<String>] = []
    machine.onFailure { failures.append($0) }
    machine.start()
    clock.advance(by: .seconds(1))
    #expect(failures.count == 1)
    #expect(failures.first?.cycle == ["ping", "pong"])
    #expect(machine.checkConfiguration() == nil)
    #expect(machine.pendingTimerCount == 0, "the cycle's last timer was dropped")
    // An event from outside starts the count again.
    #expect(machine.send("unknown").rejection?.reason == .noTransition)
  }

  /// Regions whose zero-delay timers take turns: each timer was scheduled by the other
  /// region's step, not by the one fired just before it, and the chain must still end.
  @Test(arguments: [2, 3])
  func zeroDelayCyclesInSeveralRegionsEndAsOneRunaway(regions: Int) throws {
    var elements: [ChartElement<String, String, Log>] = []
    for region in 0..<regions {
      elements.append(
        State("r\(region)") {
          State("on\(region)") { After(.zero, to: "off\(region)") }
          State("off\(region)") { After(.zero, to: "on\(region)") }
        }.element)
    }
    let chart = try StringChart(elements: [Parallel("all") { elements }.element])
    let clock = ManualClock()
    let machine = StateMachine(chart, context: Log(), clock: clock, microstepLimit: 30)
    var failures: [RunawayError<String>] = []
    var steps = 0
    machine.onFailure { failures.append($0) }
    machine.onTransition { _ in steps += 1 }
    machine.start()
    clock.advance(by: .zero)
    #expect(failures.count == 1)
    #expect(Set(failures.first?.cycle ?? []) == Set((0..<regions).flatMap { ["on\($0)", "off\($0)"] }))
    #expect(steps <= (30 + 1) * regions, "each region's timers before the chain began count for nothing, then 30")
    #expect(machine.pendingTimerCount == 0, "every region's timer of the chain was dropped")
    #expect(machine.checkConfiguration() == nil)
    clock.advance(by: .seconds(1))
    #expect(failures.count == 1, "nothing fires again")
    #expect(machine.send("unknown").rejection?.reason == .noTransition)
  }

  /// Zero-delay timers that each follow an event from outside are no chain, however many.
  @Test func zeroDelayTimersAfterEventsFromOutsideAreNoRunaway() throws {
    let chart = try StringChart {
      State("idle") { On("tap", to: "flash") }
      State("flash") { After(.zero, to: "idle") }
    }
    let clock = ManualClock()
    let machine = StateMachine(chart, context: Log(), clock: clock, microstepLimit: 20)
    var failures = 0
    machine.onFailure { _ in failures += 1 }
    machine.start()
    for _ in 0..<100 {
      #expect(machine.send("tap").isAccepted)
      clock.advance(by: .zero)
    }
    #expect(failures == 0)
    #expect(machine.activeStates == ["idle"])
  }

  @Test func tenThousandTimersDueAtOnceAllFire() throws {
    let regions = 10_000
    var elements: [ChartElement<String, String, Log>] = []
    for region in 0..<regions {
      elements.append(
        State("r\(region)") {
          State("wait\(region)") { After(.seconds(1), to: "done\(region)") }
          State("done\(region)")
        }.element)
    }
    let chart = try StringChart(elements: [Parallel("all") { elements }.element])
    let clock = ManualClock()
    let machine = StateMachine(chart, context: Log(), clock: clock)
    machine.start()
    #expect(machine.pendingTimerCount == regions)
    clock.advance(by: .seconds(1))
    #expect(machine.pendingTimerCount == 0)
    #expect(machine.activeAtomicStates.allSatisfy { $0.hasPrefix("done") })
    #expect(machine.activeAtomicStates.count == regions)
  }
}
