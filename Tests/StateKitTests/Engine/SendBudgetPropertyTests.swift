@_spi(Testing) import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

/// Every `send` returns in bounded time: over random charts that loop through eventless
/// transitions, raised events and events they send to themselves, no send processes more than
/// its budget of `microstepLimit` microsteps and queued events, whatever it drains.
@MainActor
@Suite("The work budget of a send, over random charts")
struct SendBudgetPropertyTests {
  static let charts = 1_000
  static let inputsPerChart = 12
  static let microstepLimit = 40

  static func generator(seed: UInt64) -> RandomChartGenerator {
    var options = RandomChartGenerator.Options()
    // Loops are what this property is about: more eventless transitions and self-sent events.
    options.eventlessPercent = 25
    options.externalSendPercent = 25
    return RandomChartGenerator(seed: seed, options: options)
  }

  // `workCounted` exists in debug builds only (`swift test -c release` builds this file too).
  #if DEBUG
    @Test func noSendDoesMoreWorkThanItsBudget() {
      var failures = 0
      var largest = 0
      for offset in 0..<UInt64(Self.charts) {
        let seed = 0xB0D6_E7 &+ offset
        var generator = Self.generator(seed: seed)
        let spec = generator.chart()
        guard let chart = try? spec.makeChart() else { continue }
        let clock = ManualClock()
        let machine = StateMachine(chart, context: RandomContext(), clock: clock, microstepLimit: Self.microstepLimit)
        machine.start()
        #expect(machine.workCounted <= Self.microstepLimit + 1, "seed \(seed): start")
        for input in generator.inputs(count: Self.inputsPerChart) {
          let before = machine.workCounted
          let outcome = machine.apply(input, clock: clock)
          guard outcome != nil else { continue }  // a clock advance fires each timer on a budget of its own
          let work = machine.workCounted - before
          largest = max(largest, work)
          // The first microstep of a queued event is taken once its turn has been paid for: one over.
          #expect(work <= Self.microstepLimit + 1, "seed \(seed), \(input): \(work) microsteps and queued events")
          if case .failed = outcome { failures += 1 }
          #expect(machine.checkConfiguration() == nil, "seed \(seed), \(input)")
        }
      }
      // The charts must actually run away sometimes, or the bound was never approached.
      #expect(failures > 20, "only \(failures) sends ran away")
      #expect(largest >= Self.microstepLimit, "the largest send did \(largest)")
    }
  #endif
}
