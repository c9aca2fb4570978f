import StateKitTestSupport
import StateKitTesting
import Testing

@_spi(Testing) @testable import StateKit

/// The table lanes (TypedEngine+Lanes.swift, `DispatchTable`) must give the same steps as
/// the engine without it: random DSL charts, most of them without parallel states (where the
/// table is built), run with the table lanes on and off, comparing after every input the outcome,
/// the configuration, the transitions taken, the context with the order of every action, the
/// pending timers, and what observers heard. And the comparison must notice table lanes that
/// takes too much: a table built with one of its preconditions dropped fails it.
@MainActor
@Suite("Table lanes")
struct TableLaneTests {
  static let baseSeed: UInt64 = 0xFA57_2026
  static let charts = 400
  static let inputsPerChart = 40

  /// Half the charts have no parallel states and few histories, timers and eventless
  /// transitions, so that most of their steps are direct (one in eight has more than 64
  /// states); a quarter have many parallel states
  /// and no eventless transitions, so that steps are direct region by region; a quarter are
  /// the generator's usual mix, where the general algorithm takes most steps.
  static func generator(seed: UInt64) -> RandomChartGenerator {
    var options = RandomChartGenerator.Options()
    options.historyPercent = 15
    options.afterPercent = 6
    switch seed % 4 {
    case 1, 2:
      options.parallelPercent = 0
      options.eventlessPercent = 4
      // Some beyond 64 states, where quiet steps change the configuration state by state.
      if seed % 8 == 2 { options.minimumStates = 70 }
    case 3:
      options.parallelPercent = 50
      options.eventlessPercent = 0
    default:
      options = RandomChartGenerator.Options()
    }
    return RandomChartGenerator(seed: seed, options: options)
  }

  /// What running the charts both ways found.
  struct Comparison {
    var charts = 0
    var steps = 0
    /// Steps the table lanes took directly (in the engine or in the express lane).
    var directSteps = 0
    /// Direct steps that ran no code, taken while the express lane was open: the lane's.
    var expressSteps = 0
    /// Steps taken region by region in charts with parallel states.
    var regionSteps = 0
    /// Of those, steps the express lane took region by region, running nothing.
    var expressRegionSteps = 0
    /// Of those, steps taken on windows of a configuration of more than 64 states.
    var expressWindowSteps = 0
    /// Transitions the direct lane took itself, running their guards and actions.
    var directLaneSteps = 0
    var mismatches: [String] = []
  }

  /// Runs `charts` random charts with the table lanes and without it. `table` replaces the
  /// machine's table (a test's widened one); `observed` adds an `onTransition` observer to both
  /// machines (and so keeps the fast one out of the express lane).
  static func compare(
    charts: Int = Self.charts, observed: Bool = false, stopAtFirstMismatch: Bool = false,
    table: ((ChartLayout) -> DispatchTable)? = nil, directLaneIgnoresTargets: Bool = false,
    generator makeGenerator: @MainActor (UInt64) -> RandomChartGenerator = Self.generator(seed:)
  ) -> Comparison {
    var result = Comparison()
    for offset in 0..<UInt64(charts) {
      let seed = baseSeed &+ offset
      var generator = makeGenerator(seed)
      let spec = generator.chart()
      guard let chart = try? spec.makeChart() else { continue }
      let inputs = generator.inputs(count: inputsPerChart)
      let (fastClock, slowClock) = (ManualClock(), ManualClock())
      let fast = StateMachine(chart, context: RandomContext(), clock: fastClock, microstepLimit: 50)
      let slow = StateMachine(chart, context: RandomContext(), clock: slowClock, microstepLimit: 50)
      if let table { fast.engine.dispatchTable = table(chart.layout) }
      slow.engine.usesTableLanes = false
      fast.engine.directLaneIgnoresTargets = directLaneIgnoresTargets
      var (fastHeard, slowHeard) = ([String](), [String]())
      if observed {
        fast.onTransition { fastHeard.append("\($0.kind) \($0.step) in \($0.configuration)") }
        slow.onTransition { slowHeard.append("\($0.kind) \($0.step) in \($0.configuration)") }
      }
      var found: [String] = []
      // Read through the engines: the machine's own queries would register with Observation,
      // and a tracked machine keeps out of the express lane.
      func check(_ label: @autoclosure () -> String, _ fastOutcome: String?, _ slowOutcome: String?) {
        let (a, b) = (fast.engine, slow.engine)
        var differences: [String] = []
        if fastOutcome != slowOutcome { differences.append("outcome \(fastOutcome ?? "-") ≠ \(slowOutcome ?? "-")") }
        if a.activeStates != b.activeStates {
          differences.append("configuration \(a.activeStates) ≠ \(b.activeStates)")
        }
        let (fastTaken, slowTaken) = (a.lastStep.transitions, b.lastStep.transitions)
        if fastTaken != slowTaken { differences.append("transitions \(fastTaken) ≠ \(slowTaken)") }
        if a.context != b.context { differences.append("context \(a.context) ≠ \(b.context)") }
        if a.pendingTimers.count != b.pendingTimers.count {
          differences.append("timers \(a.pendingTimers.count) ≠ \(b.pendingTimers.count)")
        }
        if a.isFinished != b.isFinished { differences.append("finished \(a.isFinished) ≠ \(b.isFinished)") }
        if fastHeard != slowHeard { differences.append("observers heard \(fastHeard) ≠ \(slowHeard)") }
        if !differences.isEmpty { found.append("seed \(seed), \(label()): " + differences.joined(separator: "; ")) }
      }
      check("start", "\(fast.start())", "\(slow.start())")
      for (step, input) in inputs.enumerated() where found.isEmpty || !stopAtFirstMismatch {
        let expressLane = fast.engine.takesExpressLane
        let actionsBefore = fast.engine.context.trace.count
        let regionStepsBefore = fast.engine.tally.regionStepsTaken
        let expressRegionStepsBefore = fast.engine.tally.expressRegionStepsTaken
        let expressWindowStepsBefore = fast.engine.tally.expressWindowStepsTaken
        let directLaneStepsBefore = fast.engine.tally.directLaneStepsTaken
        let fastOutcome = fast.apply(input, clock: fastClock).map { "\($0)" }
        let slowOutcome = slow.apply(input, clock: slowClock).map { "\($0)" }
        check("step \(step) (\(input))", fastOutcome, slowOutcome)
        result.steps += 1
        guard case .send = input else { continue }
        result.regionSteps += fast.engine.tally.regionStepsTaken - regionStepsBefore
        result.expressRegionSteps += fast.engine.tally.expressRegionStepsTaken - expressRegionStepsBefore
        result.expressWindowSteps += fast.engine.tally.expressWindowStepsTaken - expressWindowStepsBefore
        result.directLaneSteps += fast.engine.tally.directLaneStepsTaken - directLaneStepsBefore
        guard case .direct = fast.engine.stepRecord else { continue }
        result.directSteps += 1
        if expressLane && fastOutcome?.hasPrefix("transitioned") == true
          && fast.engine.context.trace.count == actionsBefore
        {
          result.expressSteps += 1
        }
      }
      result.charts += 1
      if !found.isEmpty {
        result.mismatches.append(found[0] + "\n\(spec)")
        if stopAtFirstMismatch { return result }
      }
    }
    return result
  }

  @Test func givesTheSameStepsAsTheEngineWithoutIt() {
    let result = Self.compare()
    #expect(result.mismatches.isEmpty, "\(result.mismatches.prefix(3).joined(separator: "\n\n"))")
    #expect(result.charts > Self.charts * 9 / 10)
    #expect(
      result.directSteps + result.regionSteps > result.steps / 10, "the table lanes should take many steps: \(result)")
    #expect(result.expressSteps > 50, "the express lane should take many steps: \(result)")
    #expect(result.regionSteps > 200, "steps in charts with parallel states should be direct too: \(result)")
    #expect(result.directLaneSteps > 50, "the direct lane should take many steps: \(result)")
    print("table lanes: \(result)")
  }

  /// Charts with many parallel states and few actions, timers, histories or eventless
  /// transitions, so that many steps take the express lane region by region; a third of them
  /// of more than 64 states, where it moves windows of the configuration.
  static func quietRegionGenerator(seed: UInt64) -> RandomChartGenerator {
    var options = RandomChartGenerator.Options()
    if seed % 3 == 1 { options.minimumStates = 70 }
    options.parallelPercent = 60
    options.eventlessPercent = 0
    options.afterPercent = 2
    options.historyPercent = 5
    options.finalPercent = 5
    options.maximumDepth = 2
    return RandomChartGenerator(seed: seed, options: options)
  }

  @Test(arguments: [false, true])
  func expressRegionStepsAreTheSameAsTheEnginesSteps(observed: Bool) {
    // Fewer charts than the main comparison: the suite runs on the main actor, which other
    // suites' async tests share.
    let charts = observed ? Self.charts / 4 : Self.charts / 2
    let result = Self.compare(charts: charts, observed: observed, generator: Self.quietRegionGenerator(seed:))
    #expect(result.mismatches.isEmpty, "\(result.mismatches.prefix(3).joined(separator: "\n\n"))")
    #expect(result.expressRegionSteps > charts / 10, "the express lane should take steps region by region: \(result)")
    if !observed {
      #expect(
        result.expressWindowSteps > charts / 40, "the express lane should move windows of large charts: \(result)")
    }
    print("quiet region steps\(observed ? ", observed" : ""): \(result)")
  }

  @Test func observersHearTheSameBothWays() {
    let result = Self.compare(charts: Self.charts / 2, observed: true)
    #expect(result.mismatches.isEmpty, "\(result.mismatches.prefix(3).joined(separator: "\n\n"))")
    #expect(result.directSteps + result.regionSteps > result.steps / 10, "\(result)")
  }

  /// Each precondition of a direct step, dropped on purpose, makes the table lanes take steps it
  /// must not — and the comparison above fails. (If one of these passes, the comparison has
  /// lost its teeth, or the precondition is not needed.)
  @Test(arguments: [
    ("history to record", DispatchTable.Preconditions.noHistoryToRecord),
    ("timers or invocations", .noTimersOrInvocations),
    ("eventless transitions afterwards", .noEventlessAfterwards),
    ("a final target", .atomicTarget),
  ])
  func wideningAPreconditionIsCaught(_ name: String, _ dropped: DispatchTable.Preconditions) {
    let result = Self.compare(stopAtFirstMismatch: true) {
      DispatchTable($0, checks: DispatchTable.Preconditions.all.subtracting(dropped))
    }
    #expect(!result.mismatches.isEmpty, "dropping the check for \(name) went unnoticed over \(result.charts) charts")
    print("without the check for \(name): \(result.mismatches.first?.prefix(240) ?? "")")
  }

  /// The direct lane runs a selected transition's guard and action itself only when it is
  /// targetless; taking one with a target the same way (exiting and entering nothing) must be
  /// caught by the comparison, and the lane must take steps in it at all.
  @Test func wideningTheDirectLaneIsCaught() {
    let result = Self.compare(stopAtFirstMismatch: true, directLaneIgnoresTargets: true)
    #expect(!result.mismatches.isEmpty, "the direct lane took targets for targetless over \(result.charts) charts")
    print("with the direct lane taking targets: \(result.mismatches.first?.prefix(240) ?? "")")
  }
}
