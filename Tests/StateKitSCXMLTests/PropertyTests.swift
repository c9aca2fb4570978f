import Foundation
import StateKit
import StateKitTesting
import Testing

@testable import StateKit
@testable import StateKitSCXML

/// A small, seeded random generator (SplitMix64): every failure names its seed, and the same
/// seed reproduces it.
struct SeededRandom: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Random charts with hierarchy, parallel states, history, `In()` guards, eventless transitions,
/// raised events and delayed sends — as SCXML documents, so they also exercise reader and writer.
struct ChartGenerator {
  var random: SeededRandom
  var ids: [String] = []
  var kinds: [String: SCXMLState.Kind] = [:]
  let events = ["a", "b", "c", "d"]
  /// How often a state with children is parallel; 0 makes charts whose configuration is a chain.
  var parallelPercent = 30

  init(seed: UInt64) { random = SeededRandom(seed: seed) }

  mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &random) }
  mutating func chance(_ percent: Int) -> Bool { int(0..<100) < percent }

  mutating func document() -> SCXMLDocument {
    ids = []
    var states = (0..<int(1..<4)).map { _ in state(depth: 0) }
    if chance(30) { states.append(SCXMLState(kind: .final, id: newID())) }
    // Transitions are added once every id exists, so that targets can point anywhere.
    for index in states.indices { states[index] = addTransitions(states[index]) }
    return SCXMLDocument(states: states)
  }

  mutating func newID() -> String {
    let id = "s\(ids.count)"
    ids.append(id)
    return id
  }

  mutating func state(depth: Int) -> SCXMLState {
    let id = newID()
    guard depth < 3, chance(45) else { return SCXMLState(kind: .state, id: id) }
    let parallel = chance(parallelPercent)
    var state = SCXMLState(kind: parallel ? .parallel : .state, id: id)
    state.children = (0..<int(2..<4)).map { _ in self.state(depth: depth + 1) }
    if !parallel && chance(25) { state.children.append(SCXMLState(kind: .final, id: newID())) }
    if !parallel && chance(30) {
      var history = SCXMLState(kind: .history, id: newID())
      history.historyType = chance(50) ? .deep : .shallow
      state.children.append(history)
    }
    return state
  }

  mutating func addTransitions(_ state: SCXMLState) -> SCXMLState {
    var state = state
    for index in state.children.indices { state.children[index] = addTransitions(state.children[index]) }
    guard state.kind != .final && state.kind != .history else { return state }
    for _ in 0..<int(0..<3) {
      var transition = SCXMLTransition()
      if chance(85) { transition.events = [events[int(0..<events.count)]] }
      let targetCount = transition.events.isEmpty ? 1 : int(0..<2)
      transition.targets = (0..<targetCount).map { _ in ids[int(0..<ids.count)] }
      if transition.events.isEmpty || chance(25) {
        // Eventless transitions get a guard, or a chart would rarely settle.
        let other = ids[int(0..<ids.count)]
        transition.cond = chance(50) ? "In('\(other)')" : "!In('\(other)')"
      }
      if chance(20) { transition.isInternal = true }
      if chance(20) { transition.actions.append(.raise(events[int(0..<events.count)])) }
      if chance(10) {
        transition.actions.append(.send(SCXMLSend(event: events[int(0..<events.count)], delay: .seconds(1))))
      }
      state.transitions.append(transition)
    }
    return state
  }
}

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
      var generator = ChartGenerator(seed: seed)
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
      var generator = ChartGenerator(seed: Self.baseSeed &+ offset)
      let document = generator.document()
      let again = try SCXMLReader.read(SCXMLWriter.write(document))
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
