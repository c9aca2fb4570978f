import Foundation
import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

@testable import StateKit
@_spi(Testing) @testable import StateKitSCXML

@MainActor
@Suite("Properties of random charts")
struct PropertyTests {
  static let baseSeed: UInt64 = 0x5EED_2026
  static let charts = 400
  static let eventsPerChart = 40

  /// Runs `body` for each generated chart that compiles; names the seed of a failure.
  @discardableResult
  func forEachChart(_ body: (UInt64, SCXMLDocument, SCXMLChart) throws -> Void) rethrows -> Int {
    var compiled = 0
    for offset in 0..<UInt64(Self.charts) {
      let seed = Self.baseSeed &+ offset
      var generator = SCXMLDocumentGenerator(seed: seed)
      let document = generator.document()
      // Random targets can make a chart invalid (a history default outside its parent…): those
      // must be refused with an error, never a crash.
      guard let chart = try? document.makeChart() else { continue }
      compiled += 1
      try body(seed, document, chart)
    }
    return compiled
  }

  func events(seed: UInt64) -> [String] {
    var random = SeededRandom(seed: seed ^ 0xE7E7)
    return (0..<Self.eventsPerChart).map { _ in ["a", "b", "c", "d", "unknown"][Int.random(in: 0..<5, using: &random)] }
  }

  @Test func everyConfigurationIsLegalAfterEveryStep() {
    var checked = 0
    let compiled = forEachChart { seed, _, chart in
      let clock = ManualClock()
      let machine = StateMachine(chart, context: SCXMLSession(), clock: clock, microstepLimit: 500)
      machine.start()
      #expect(chart.problem(in: machine.engine.configuration, finished: machine.isFinished) == nil, "seed \(seed)")
      for (step, event) in events(seed: seed).enumerated() {
        if step % 7 == 6 { clock.advance(by: .seconds(1)) }
        let outcome = machine.send(event)
        if case .failed(let error) = outcome { #expect(error.microsteps == 500, "seed \(seed)") }
        let problem = chart.problem(in: machine.engine.configuration, finished: machine.isFinished)
        #expect(problem == nil, "seed \(seed), step \(step): \(problem ?? "")")
        #expect(machine.engine.configuration.contains(0), "seed \(seed): the root is active")
        checked += 1
      }
    }
    #expect(compiled > Self.charts / 2, "the generator should mostly make valid charts")
    print("checked \(checked) steps on \(compiled) charts, seeds \(Self.baseSeed)…+\(Self.charts)")
  }

  @Test func snapshotAndRestoreGiveTheSameFuture() throws {
    try forEachChart { seed, _, chart in
      let events = self.events(seed: seed)
      let original = StateMachine(chart, context: SCXMLSession(), clock: ManualClock(), microstepLimit: 500)
      original.start()
      for event in events.prefix(events.count / 2) { original.send(event) }
      let data = try JSONEncoder().encode(original.snapshot().withoutContext)
      let restored = StateMachine(chart, context: SCXMLSession(), clock: ManualClock(), microstepLimit: 500)
      try restored.restore(try JSONDecoder().decode(Snapshot<String, Never>.self, from: data))
      #expect(restored.activeStates == original.activeStates, "seed \(seed)")
      for event in events.suffix(events.count / 2) {
        original.send(event)
        restored.send(event)
        #expect(restored.activeStates == original.activeStates, "seed \(seed) after \(event)")
      }
    }
  }

  @Test func writerAndReaderRoundTripEveryGeneratedChart() throws {
    for offset in 0..<UInt64(Self.charts) {
      var generator = SCXMLDocumentGenerator(seed: Self.baseSeed &+ offset)
      let document = generator.document()
      let again = try SCXMLReader.read(try SCXMLWriter.write(document))
      #expect(again.withoutPositions == document.withoutPositions, "seed \(Self.baseSeed &+ offset)")
    }
  }

  @Test(arguments: [1, 10, 100, 1000])
  func eventlessLoopsEndWithARunawayWithinTheBound(limit: Int) throws {
    let chart = try SCXMLReader.read(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
        <state id="ping"><transition target="pong"/></state>
        <state id="pong"><transition target="ping"/></state>
      </scxml>
      """
    ).makeChart()
    let machine = StateMachine(chart, context: SCXMLSession(), clock: ManualClock(), microstepLimit: limit)
    guard case .failed(let error) = machine.start() else {
      Issue.record("no runaway")
      return
    }
    #expect(error.microsteps == limit)
    #expect(chart.problem(in: machine.engine.configuration, finished: false) == nil)
  }
}
