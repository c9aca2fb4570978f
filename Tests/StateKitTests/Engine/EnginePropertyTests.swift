import Foundation
@_spi(Testing) import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

/// Properties of the engine over random charts written with the DSL (no SCXML involved):
/// hierarchy, parallel states, history, eventless transitions, `After`, guards on the context
/// and on `isActive`, raised events; one chart in eight has more than 64 states. Every failure
/// names its seed; `EnginePropertyTests.generator(seed:).chart()` prints the chart as DSL source.
@MainActor
@Suite("Engine properties of random DSL charts")
struct EnginePropertyTests {
  static let baseSeed: UInt64 = 0xD5_1C_2026
  static let charts = 300
  static let inputsPerChart = 30
  static let microstepLimit = 50

  static func generator(seed: UInt64) -> RandomChartGenerator {
    var options = RandomChartGenerator.Options()
    if seed.isMultiple(of: 8) { options.minimumStates = 70 }
    return RandomChartGenerator(seed: seed, options: options)
  }

  struct Trial {
    let seed: UInt64
    let spec: RandomChartSpec
    let chart: RandomChart
    let inputs: [RandomInput]

    func at(_ step: Int) -> String { "seed \(seed), step \(step) (\(inputs[step]))" }
  }

  /// Every chart of the suite with its inputs. The generator makes only valid charts, which
  /// `everyGeneratedChartCompiles` checks.
  static func trials() -> [Trial] {
    (0..<UInt64(charts)).compactMap { offset in
      let seed = baseSeed &+ offset
      var generator = generator(seed: seed)
      let spec = generator.chart()
      guard let chart = try? spec.makeChart() else { return nil }
      return Trial(seed: seed, spec: spec, chart: chart, inputs: generator.inputs(count: inputsPerChart))
    }
  }

  static func machine(_ chart: RandomChart, clock: ManualClock) -> StateMachine<String, String, RandomContext> {
    StateMachine(chart, context: RandomContext(), clock: clock, microstepLimit: microstepLimit)
  }

  @Test func everyGeneratedChartCompilesAndTheFeaturesAllOccur() throws {
    var features: [String: Int] = [:]
    for offset in 0..<UInt64(Self.charts) {
      let seed = Self.baseSeed &+ offset
      var generator = Self.generator(seed: seed)
      let spec = generator.chart()
      let chart = try #require(try? spec.makeChart(), "seed \(seed) does not compile:\n\(spec)")
      var again = Self.generator(seed: seed)
      #expect(again.chart().description == spec.description, "seed \(seed): the same seed makes the same chart")
      let states = spec.allStates
      let transitions = states.flatMap(\.transitions)
      func count(_ name: String, _ present: Bool) { features[name, default: 0] += present ? 1 : 0 }
      count("more than 64 states", chart.stateIDs.count > 64)
      count("parallel", states.contains { $0.kind == .parallel })
      count("history", states.contains(where: \.isHistory))
      count("final", states.contains { $0.kind == .final })
      count("eventless", transitions.contains { $0.trigger == .eventless })
      count("after", transitions.contains { if case .after = $0.trigger { true } else { false } })
      count("done", transitions.contains { if case .done = $0.trigger { true } else { false } })
      count("several targets", transitions.contains { $0.targets.count > 1 })
      count("isActive guard", transitions.contains { if case .active = $0.condition { true } else { false } })
      count("context guard", transitions.contains { if case .counterBelow = $0.condition { true } else { false } })
      count("raise", transitions.contains { $0.actions.contains { if case .raise = $0 { true } else { false } } })
    }
    for (feature, charts) in features.sorted(by: { $0.key < $1.key }) {
      #expect(charts >= Self.charts / 20, "only \(charts) charts have \(feature)")
    }
  }

  @Test func theConfigurationIsLegalAfterEveryStepAndSendNeverTraps() {
    var outcomes: [String: Int] = [:]
    for trial in Self.trials() {
      let clock = ManualClock()
      let m = Self.machine(trial.chart, clock: clock)
      m.start()
      #expect(m.checkConfiguration() == nil, "seed \(trial.seed), after start")
      for (step, input) in trial.inputs.enumerated() {
        let wasFinished = m.isFinished
        let outcome = m.apply(input, clock: clock)
        #expect(m.checkConfiguration() == nil, "\(trial.at(step)): \(m.checkConfiguration() ?? "")")
        #expect(m.isFinished || !m.activeStates.isEmpty, "\(trial.at(step)): no state is active")
        guard let outcome else { continue }
        switch outcome {
        case .queued: Issue.record("\(trial.at(step)): an event sent from outside was queued")
        case .failed(let error): #expect(error.microsteps == Self.microstepLimit, "\(trial.at(step))")
        case .rejected(let rejection):
          #expect((rejection.reason == .finished) == wasFinished, "\(trial.at(step)): \(rejection)")
        case .transitioned, .handled: #expect(!wasFinished, "\(trial.at(step)): a finished machine moved")
        }
        outcomes[String("\(outcome)".prefix { $0 != " " && $0 != ":" }), default: 0] += 1
      }
    }
    #expect(outcomes["transitioned", default: 0] > Self.charts * 5, "\(outcomes)")
    #expect(outcomes["rejected", default: 0] > Self.charts, "\(outcomes)")
    print("outcomes over \(Self.charts) random DSL charts: \(outcomes.sorted { $0.key < $1.key })")
  }

  /// `can(e)` says whether `send(e)` would be accepted (every guard of these charts is pure), and
  /// `acceptedEvents` lists exactly the chart's events that `can` accepts.
  @Test func canAgreesWithSend() {
    var accepted = 0
    for trial in Self.trials() {
      let clock = ManualClock()
      let m = Self.machine(trial.chart, clock: clock)
      #expect(!m.can(trial.spec.events[0]), "seed \(trial.seed): nothing is accepted before start")
      m.start()
      for (step, input) in trial.inputs.enumerated() {
        guard case .send(let event) = input else {
          m.apply(input, clock: clock)
          continue
        }
        let predicted = m.can(event)
        let listed = m.acceptedEvents
        #expect(listed == trial.chart.events.filter(m.can), "\(trial.at(step))")
        let outcome = m.send(event)
        #expect(predicted == (outcome.rejection == nil), "\(trial.at(step)): can said \(predicted), then \(outcome)")
        if predicted { accepted += 1 }
      }
    }
    #expect(accepted > Self.charts * 3)
  }

  /// A snapshot taken at any step, encoded to JSON, decoded and restored into a fresh machine on a
  /// fresh clock, behaves like the original from then on: same outcomes, configurations, context,
  /// history and timers.
  @Test func snapshotThroughJSONAndRestoreGivesTheSameFuture() throws {
    var restoredCount = 0
    for trial in Self.trials() {
      let clock = ManualClock()
      let original = Self.machine(trial.chart, clock: clock)
      original.start()
      var copies: [(machine: StateMachine<String, String, RandomContext>, clock: ManualClock, from: Int)] = []
      for (step, input) in trial.inputs.enumerated() {
        if step % 10 == 0 {
          let data = try JSONEncoder().encode(original.snapshot())
          let snapshot = try JSONDecoder().decode(Snapshot<String, RandomContext>.self, from: data)
          let copyClock = ManualClock()
          let copy = Self.machine(trial.chart, clock: copyClock)
          try copy.restore(snapshot)
          #expect(try copy.snapshot() == original.snapshot(), "\(trial.at(step)): restored at once")
          copies.append((copy, copyClock, step))
          restoredCount += 1
        }
        let expected = original.apply(input, clock: clock)
        let snapshot = try original.snapshot()
        for copy in copies {
          let outcome = copy.machine.apply(input, clock: copy.clock)
          let label = "\(trial.at(step)), restored at step \(copy.from)"
          #expect(outcome?.description == expected?.description, "\(label)")
          // The configuration, history, timers and context.
          #expect(try copy.machine.snapshot() == snapshot, "\(label)")
        }
      }
    }
    #expect(restoredCount == Self.charts * 3)
  }
}
