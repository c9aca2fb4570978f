import StateKitTestSupport
import StateKitTesting
import Testing

@_spi(Testing) @testable import StateKit
@testable import StateKitSCXML

/// The chain lane (Engine+Chain.swift: selection in charts without parallel states, exit and
/// entry along chains in any chart; and the table lane, Engine+Dispatch.swift, which documents
/// leave to the general algorithm since their triggers are descriptors) must give the same
/// steps as the general algorithm of SCXML Appendix D: random charts, half of them with
/// parallel states, run both ways. (TableLaneTests runs DSL charts, whose events the table
/// lanes take, with them open and closed.)
@MainActor
@Suite("Chain lane")
struct ChainLaneTests {
  @Test func givesTheSameStepsAsTheGeneralAlgorithm() {
    var compared = 0
    var chainLaneSteps = 0
    var parallelChainLaneSteps = 0
    for offset in 0..<UInt64(PropertyTests.charts) {
      let seed = PropertyTests.baseSeed &+ offset ^ 0xC4A1
      var generator = SCXMLDocumentGenerator(seed: seed)
      generator.parallelPercent = offset.isMultiple(of: 2) ? 40 : 0
      guard let chart = try? generator.document().makeChart() else { continue }
      let (fastClock, slowClock) = (ManualClock(), ManualClock())
      let fast = StateMachine(chart, context: SCXMLSession(), clock: fastClock, microstepLimit: 300)
      let slow = StateMachine(chart, context: SCXMLSession(), clock: slowClock, microstepLimit: 300)
      slow.engine.usesChainLane = false
      slow.engine.usesTableLanes = false
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
        #expect(fast.lastTransitionIDs == slow.lastTransitionIDs, "seed \(seed), step \(step)")
        #expect(fast.pendingTimerCount == slow.pendingTimerCount, "seed \(seed), step \(step)")
        if let first = fast.lastTransitionIDs.first, chart.layout.movesAlongChain[first] {
          chainLaneSteps += 1
          if !chart.layout.isChain { parallelChainLaneSteps += 1 }
        }
      }
      compared += 1
    }
    #expect(compared > PropertyTests.charts / 2)
    #expect(chainLaneSteps > 500, "the chain lane should be taken often")
    #expect(parallelChainLaneSteps > 30, "also in charts with parallel states")
    print(
      "compared \(compared) charts both ways; chain lane steps: \(chainLaneSteps), \(parallelChainLaneSteps) with parallel states"
    )
  }

  /// Several regions moving in one step: exits in reverse document order across regions,
  /// transition actions in order, entries in document order — the same both ways.
  @Test func regionsMovingTogetherKeepAppendixDOrder() throws {
    final class Trace { var entries: [String] = [] }
    func region(_ name: String) -> ChartState<String, String, Trace> {
      State(name) {
        State("\(name).a") {
          Entry { $0.entries.append("enter \(name).a") }
          Exit { $0.entries.append("exit \(name).a") }
          On("move", to: "\(name).b.1") { $0.entries.append("move \(name)") }
        }
        State("\(name).b") {
          Exit { $0.entries.append("exit \(name).b") }
          State("\(name).b.1") {
            Entry { $0.entries.append("enter \(name).b.1") }
            On("back", to: "\(name).a") { $0.entries.append("back \(name)") }
          }
        }
      }
    }
    let chart = try Chart<String, String, Trace> {
      Parallel("p") {
        region("r1")
        region("r2")
        region("r3")
      }
    }
    var traces: [[String]] = []
    var outcomes: [[String]] = []
    for chainLane in [true, false] {
      let machine = StateMachine(chart, context: Trace())
      machine.engine.usesChainLane = chainLane
      machine.engine.usesTableLanes = chainLane
      machine.start()
      var steps: [String] = []
      for event in ["move", "back", "move", "move", "back"] { steps.append("\(machine.send(event))") }
      traces.append(machine.context.entries)
      outcomes.append(steps)
    }
    #expect(traces[0] == traces[1])
    #expect(outcomes[0] == outcomes[1])
    #expect(
      traces[0].prefix(12) == [
        "enter r1.a", "enter r2.a", "enter r3.a",
        "exit r3.a", "exit r2.a", "exit r1.a", "move r1", "move r2", "move r3",
        "enter r1.b.1", "enter r2.b.1", "enter r3.b.1",
      ])
  }
}
