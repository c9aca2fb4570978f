import StateKitTesting
import Testing

@testable import StateKit
@testable import StateKitSCXML

/// The engine's shortcut for charts without parallel states (Engine+Chain.swift) must give the
/// same steps as the general algorithm of SCXML Appendix D: random charts run both ways.
@MainActor
@Suite("Chain shortcut")
struct ChainShortcutTests {
  @Test func givesTheSameStepsAsTheGeneralAlgorithm() {
    var compared = 0
    var shortcutSteps = 0
    for offset in 0..<UInt64(PropertyTests.charts) {
      let seed = PropertyTests.baseSeed &+ offset ^ 0xC4A1
      var generator = ChartGenerator(seed: seed)
      generator.parallelPercent = offset.isMultiple(of: 4) ? 30 : 0
      guard let chart = try? generator.document().makeChart() else { continue }
      let (fastClock, slowClock) = (ManualClock(), ManualClock())
      let fast = StateMachine(chart, context: SCXMLSession(), clock: fastClock, microstepLimit: 300)
      let slow = StateMachine(chart, context: SCXMLSession(), clock: slowClock, microstepLimit: 300)
      slow.core.usesChainShortcut = false
      #expect(fast.start().description == slow.start().description, "seed \(seed)")
      var random = SeededRandom(seed: seed)
      for step in 0..<PropertyTests.eventsPerChart {
        if step % 5 == 4 {
          fastClock.advance(by: .seconds(1))
          slowClock.advance(by: .seconds(1))
        }
        let event = ["a", "b", "c", "d", "unknown"][Int.random(in: 0..<5, using: &random)]
        let expected = slow.send(event)
        let outcome = fast.send(event)
        #expect(outcome.description == expected.description, "seed \(seed), step \(step), event \(event)")
        #expect(fast.activeStates == slow.activeStates, "seed \(seed), step \(step)")
        #expect(fast.lastTransitions == slow.lastTransitions, "seed \(seed), step \(step)")
        #expect(fast.pendingTimerCount == slow.pendingTimerCount, "seed \(seed), step \(step)")
        if chart.layout.isChain, let first = fast.lastTransitions.first, chart.layout.targetsOneAtomic[first] {
          shortcutSteps += 1
        }
      }
      compared += 1
    }
    #expect(compared > PropertyTests.charts / 2)
    #expect(shortcutSteps > 500, "the shortcut should be taken often")
    print("compared \(compared) charts both ways; the shortcut took \(shortcutSteps) steps")
  }
}
