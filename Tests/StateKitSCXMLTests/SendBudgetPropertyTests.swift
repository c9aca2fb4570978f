import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

@testable import StateKit
@testable import StateKitSCXML

/// Every `send` (and `start`) returns in bounded time: over 1,000 random charts — eventless
/// loops, raised events, sends to the external queue from transitions and `<onexit>` — no call
/// takes more microsteps than the machine's budget, whatever the macrosteps it drains, and one
/// that reaches the budget ends as a runaway. Microsteps are counted by the engine apart from
/// the budget (`Engine.microstepsTaken`, debug builds); no timing.
@MainActor
@Suite("Every send within its microstep budget")
struct SendBudgetPropertyTests {
  static let baseSeed: UInt64 = 0xB0D6_E7_2026
  static let charts = 1_000
  static let eventsPerChart = 30
  static let budget = 50

  @Test func everySendAndStartTakesAtMostTheBudgetOfMicrosteps() {
    var calls = 0
    var runaways = 0
    var mostMicrosteps = 0
    var compiled = 0
    for offset in 0..<UInt64(Self.charts) {
      let seed = Self.baseSeed &+ offset
      var generator = SCXMLDocumentGenerator(seed: seed)
      generator.externalSendPercent = 8
      guard let chart = try? generator.document().makeChart() else { continue }
      compiled += 1
      let clock = ManualClock()
      let machine = StateMachine(chart, context: SCXMLSession(), clock: clock, microstepLimit: Self.budget)
      var random = SeededRandom(seed: seed ^ 0xB0D6)
      func check(_ what: String, _ call: () -> SendOutcome<String, String>) {
        let before = machine.engine.microstepsTaken
        let outcome = call()
        let taken = machine.engine.microstepsTaken - before
        calls += 1
        mostMicrosteps = max(mostMicrosteps, taken)
        #expect(taken <= Self.budget, "seed \(seed), \(what): \(taken) microsteps")
        if case .failed(let error) = outcome {
          runaways += 1
          #expect(error.microsteps == Self.budget, "seed \(seed), \(what)")
        } else {
          #expect(taken < Self.budget, "seed \(seed), \(what): the budget ran out without a runaway")
        }
      }
      check("start") { machine.start() }
      for step in 0..<Self.eventsPerChart {
        // Time passes now and then, so that delayed sends come back too.
        if step % 7 == 6 { clock.advance(by: .seconds(1)) }
        let event = random.pick(generator.events + ["unknown"])
        check("step \(step), event \(event)") { machine.send(event) }
      }
    }
    #expect(compiled >= Self.charts / 2, "the generator should mostly make valid charts")
    #expect(runaways > 0, "some charts run away, so the budget is reached")
    print("\(calls) calls on \(compiled) charts: \(runaways) runaways, at most \(mostMicrosteps) microsteps")
  }
}
