import StateKitTestSupport
import StateKitTesting
import Testing

@_spi(Testing) @testable import StateKit

/// The lanes must be indistinguishable: one random chart, run on machines that differ only in
/// the lane their steps take — the express lane (no guard, no action, not tracked), the direct
/// lane (an always-true guard, or an action that does nothing), the engine's table lane (tracked
/// through Observation) and the general algorithm (the table off) — under tight budgets, with
/// an observer that sends again, must give the same outcomes, configurations, actions, timers,
/// and what the observers heard. (The express lane once took its step without paying for it,
/// so that its observers' events ran one step further than on every other lane.)
@MainActor
@Suite("Lane against lane")
struct LaneAgainstLaneTests {
  enum Lane: String, CaseIterable, Sendable {
    case express, alwaysTrueGuards, actionsThatDoNothing, tracked, tableOff
  }

  static let charts = 240
  static let inputsPerChart = 30
  /// Budgets tight enough that observers that send run into them often.
  static let budgets = [2, 3, 5, 8, 13]

  /// A machine of the lane's chart, with an observer that sends the event it heard again, up
  /// to `resends` times per input.
  @MainActor final class Runner {
    let machine: StateMachine<String, String, RandomContext>
    let clock = ManualClock()
    var heard: [String] = []
    var resendsLeft = 0

    init(_ chart: RandomChart, lane: Lane, budget: Int) {
      machine = StateMachine(chart, context: RandomContext(), clock: clock, microstepLimit: budget)
      switch lane {
      case .tracked: _ = machine.activeStates  // registers with Observation: off the express lane
      case .tableOff: machine.engine.usesTableLanes = false
      default: break
      }
      machine.onTransition { [unowned self] change in
        self.heard.append("\(change.kind) \(change.step) in \(change.configuration)")
        guard self.resendsLeft > 0, let event = change.event else { return }
        self.resendsLeft -= 1
        self.heard.append("resent \(event): \(self.machine.send(event))")
      }
    }

    /// What can be seen of the machine, read through its engine (the machine's own queries
    /// would register with Observation).
    var state: String {
      let engine = machine.engine
      return
        "\(engine.activeStates) \(engine.context) timers \(engine.pendingTimers.count) finished \(engine.isFinished)"
    }
  }

  @Test func everyLaneGivesTheSameStepsUnderTightBudgets() {
    var mismatches: [String] = []
    var runaways = 0
    var expressSteps = 0
    var expressRegionSteps = 0
    var expressWindowSteps = 0
    var compared = 0
    for offset in 0..<UInt64(Self.charts) {
      let seed = 0x1A_4E5 &+ offset
      var options = RandomChartGenerator.Options()
      // A third with parallel states, half of those without eventless transitions, where steps
      // are taken quietly region by region; half of those shallow, with few timers, histories
      // and final states, so that more are. (Observers that send again from inside quiet steps
      // on windows of a configuration of more than 64 states: `LaneBudgetTests`.)
      options.parallelPercent = seed % 3 == 0 ? (seed % 2 == 0 ? 60 : 30) : 0
      options.eventlessPercent = seed % 6 == 0 ? 0 : 4
      options.historyPercent = 10
      options.afterPercent = 5
      if seed % 12 == 0 {
        (options.afterPercent, options.historyPercent, options.finalPercent, options.maximumDepth) = (2, 5, 5, 2)
      }
      var generator = RandomChartGenerator(seed: seed, options: options)
      let spec = generator.chart()
      let specs: [Lane: RandomChartSpec] = [
        .alwaysTrueGuards: spec.withAlwaysTrueGuards, .actionsThatDoNothing: spec.withActionsThatDoNothing,
      ]
      guard let charts = try? Lane.allCases.map({ try (specs[$0] ?? spec).makeChart() }) else { continue }
      let budget = Self.budgets[Int(offset) % Self.budgets.count]
      let resends = Int(offset / UInt64(Self.budgets.count)) % 4
      let runners = zip(Lane.allCases, charts).map { Runner($1, lane: $0, budget: budget) }
      let reference = runners[Lane.allCases.firstIndex(of: .tableOff)!]
      func compare(_ outcomes: [String], _ label: @autoclosure () -> String) {
        compared += 1
        for (index, runner) in runners.enumerated() where runner !== reference {
          var differences: [String] = []
          if outcomes[index] != outcomes.last! { differences.append("outcome \(outcomes[index]) ≠ \(outcomes.last!)") }
          if runner.state != reference.state { differences.append("state \(runner.state) ≠ \(reference.state)") }
          if runner.heard != reference.heard { differences.append("heard \(runner.heard) ≠ \(reference.heard)") }
          if !differences.isEmpty {
            let lane = Lane.allCases[index]
            mismatches.append(
              "seed \(seed), budget \(budget), \(lane), \(label()): \(differences.joined(separator: "; "))")
          }
        }
      }
      compare(runners.map { "\($0.machine.start())" }, "start")
      for (step, input) in generator.inputs(count: Self.inputsPerChart).enumerated() where mismatches.isEmpty {
        let outcomes = runners.map { runner in
          runner.resendsLeft = resends
          let expressBefore = runner.machine.engine.takesExpressLane
          let outcome = runner.machine.apply(input, clock: runner.clock)
          if runner === runners[0], expressBefore, runner.machine.engine.stepRecord.isDirect { expressSteps += 1 }
          return outcome.map { "\($0)" } ?? "-"
        }
        if outcomes.last!.hasPrefix("failed") { runaways += 1 }
        compare(outcomes, "step \(step) (\(input))")
      }
      expressRegionSteps += runners[0].machine.engine.tally.expressRegionStepsTaken
      expressWindowSteps += runners[0].machine.engine.tally.expressWindowStepsTaken
      if !mismatches.isEmpty {
        mismatches[mismatches.count - 1] += "\n\(spec)"
        break
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.first ?? "")")
    // The comparison must have met runaways, and the express lane must have taken steps.
    #expect(runaways > 50, "only \(runaways) runaways over \(compared) inputs")
    #expect(expressSteps > 200, "only \(expressSteps) steps on the express lane")
    // Charts with parallel states: steps taken quietly region by region, re-entrant observers included.
    #expect(expressRegionSteps > 0, "no quiet steps region by region")
    print(
      "lanes: \(compared) inputs compared, \(runaways) runaways, \(expressSteps) express steps, "
        + "\(expressRegionSteps) quiet region steps, \(expressWindowSteps) on windows")
  }
}
