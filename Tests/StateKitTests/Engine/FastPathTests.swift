import StateKitTestSupport
import StateKitTesting
import Testing

@_spi(Testing) @testable import StateKit

/// The compiled fast path (Engine+Dispatch.swift, `DispatchTable`) must give the same steps as
/// the engine without it: random DSL charts, most of them without parallel states (where the
/// table is built), run with the fast path on and off, comparing after every input the outcome,
/// the configuration, the transitions taken, the context with the order of every action, the
/// pending timers, and what observers heard. And the comparison must notice a fast path that
/// takes too much: a table built with one of its preconditions dropped fails it.
@MainActor
@Suite("Fast path")
struct FastPathTests {
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
    /// Steps the fast path took directly (in the engine or in the express lane).
    var directSteps = 0
    /// Direct steps that ran no code, taken while the express lane was open: the lane's.
    var expressSteps = 0
    /// Steps taken region by region in charts with parallel states.
    var regionSteps = 0
    /// Of those, steps the express lane took region by region, running nothing.
    var quietRegionSteps = 0
    /// Of those, steps taken on windows of a configuration of more than 64 states.
    var quietWindowSteps = 0
    /// Transitions the direct lane took itself, running their guards and actions.
    var directLaneSteps = 0
    var mismatches: [String] = []
  }

  /// Runs `charts` random charts with the fast path and without it. `table` replaces the fast
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
      slow.engine.usesFastPath = false
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
        let quietRegionStepsBefore = fast.engine.tally.quietRegionStepsTaken
        let quietWindowStepsBefore = fast.engine.tally.quietWindowStepsTaken
        let directLaneStepsBefore = fast.engine.tally.directLaneStepsTaken
        let fastOutcome = fast.apply(input, clock: fastClock).map { "\($0)" }
        let slowOutcome = slow.apply(input, clock: slowClock).map { "\($0)" }
        check("step \(step) (\(input))", fastOutcome, slowOutcome)
        result.steps += 1
        guard case .send = input else { continue }
        result.regionSteps += fast.engine.tally.regionStepsTaken - regionStepsBefore
        result.quietRegionSteps += fast.engine.tally.quietRegionStepsTaken - quietRegionStepsBefore
        result.quietWindowSteps += fast.engine.tally.quietWindowStepsTaken - quietWindowStepsBefore
        result.directLaneSteps += fast.engine.tally.directLaneStepsTaken - directLaneStepsBefore
        guard fast.engine.directStep >= 0 else { continue }
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
      result.directSteps + result.regionSteps > result.steps / 10, "the fast path should take many steps: \(result)")
    #expect(result.expressSteps > 50, "the express lane should take many steps: \(result)")
    #expect(result.regionSteps > 200, "steps in charts with parallel states should be direct too: \(result)")
    #expect(result.directLaneSteps > 50, "the direct lane should take many steps: \(result)")
    print("fast path: \(result)")
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
  func quietRegionStepsAreTheSameAsTheEnginesSteps(observed: Bool) {
    // Fewer charts than the main comparison: the suite runs on the main actor, which other
    // suites' async tests share.
    let charts = observed ? Self.charts / 4 : Self.charts / 2
    let result = Self.compare(charts: charts, observed: observed, generator: Self.quietRegionGenerator(seed:))
    #expect(result.mismatches.isEmpty, "\(result.mismatches.prefix(3).joined(separator: "\n\n"))")
    #expect(result.quietRegionSteps > charts / 10, "the express lane should take steps region by region: \(result)")
    if !observed {
      #expect(result.quietWindowSteps > charts / 40, "the express lane should move windows of large charts: \(result)")
    }
    print("quiet region steps\(observed ? ", observed" : ""): \(result)")
  }

  @Test func observersHearTheSameBothWays() {
    let result = Self.compare(charts: Self.charts / 2, observed: true)
    #expect(result.mismatches.isEmpty, "\(result.mismatches.prefix(3).joined(separator: "\n\n"))")
    #expect(result.directSteps + result.regionSteps > result.steps / 10, "\(result)")
  }

  /// Each precondition of a direct step, dropped on purpose, makes the fast path take steps it
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

/// The fast path's own cases, one at a time.
@MainActor
@Suite("Fast path, case by case")
struct FastPathCaseTests {
  @Test func guardsAreTriedInOrderAndAFailedOneIsReportedAsSuch() throws {
    let guards = Recorder()
    let chart = try StringChart {
      State("edit") {
        On(
          "save", to: "saved",
          when: {
            guards.append("guard 1"); return $0.count > 1
          })
        On(
          "save", to: "empty",
          when: {
            guards.append("guard 2"); return $0.count == 1
          })
        On("close", to: "saved", when: { _ in false })
        On("type") { $0.count += 1 }
      }
      State("saved")
      State("empty")
    }
    let m = machine(chart)
    #expect(m.send("save").rejection?.reason == .guardsFailed)
    #expect(m.send("close").rejection?.reason == .guardsFailed)
    #expect(m.send("type") == .handled)
    #expect(m.send("save") == .transitioned(Step(exited: ["edit"], entered: ["empty"], transitionIDs: [1])))
    #expect(guards.lines == ["guard 1", "guard 2", "guard 1", "guard 2"])
  }

  @Test func anActionThatRaisesOrMovesContinuesTheMacrostep() throws {
    let chart = try StringChart {
      tracing("a") { On("go", to: "b") { $0.raise("next") } }
      tracing("b") { On("next", to: "c") }
      tracing("c")
    }
    let m = machine(chart)
    m.context.entries.removeAll()
    #expect(m.send("go") == .transitioned(Step(exited: ["a", "b"], entered: ["b", "c"], transitionIDs: [0, 1])))
    #expect(m.lastTransitionIDs == [0, 1])
    #expect(m.context.entries == ["exit a", "enter b", "exit b", "enter c"])
  }

  @Test func aStateLogicThatMovesWhereItDidNotDeclareIsRejected() throws {
    struct Idle: StateLogic {
      let id = "idle"
      let successors = ["busy"]
      func handle(_ event: String, in scope: borrowing ActionScope<String, String, Log>) { scope.move(to: event) }
    }
    struct Busy: StateLogic {
      typealias Event = String
      typealias Context = Log
      let id = "busy"
    }
    struct Elsewhere: StateLogic {
      typealias Event = String
      typealias Context = Log
      let id = "elsewhere"
    }
    let chart = try StringChart(logic: [Idle(), Busy(), Elsewhere()])
    let m = machine(chart)
    #expect(m.send("elsewhere").rejection?.reason == .undeclaredMove)
    #expect("\(m.send("busy"))" == "transitioned exited [idle] entered [busy]")
    #expect(m.lastTransitionIDs.count == 2, "the handling transition, then the move")
  }

  @Test func exitAndEntryActionsSeeTheConfigurationChangeStateByState() throws {
    let chart = try StringChart {
      State("outer") {
        Exit { $0.entries.append("exit outer, inner active: \($0.isActive("inner"))") }
        State("inner") {
          Exit { $0.entries.append("exit inner, inner active: \($0.isActive("inner"))") }
          On("leave", to: "other") { $0.entries.append("take, outer active: \($0.isActive("outer"))") }
        }
      }
      State("other") {
        Entry { $0.entries.append("enter other, other active: \($0.isActive("other"))") }
      }
    }
    let m = machine(chart)
    m.send("leave")
    #expect(
      m.context.entries == [
        "exit inner, inner active: true", "exit outer, inner active: false", "take, outer active: false",
        "enter other, other active: true",
      ])
  }

  @Test func anEventSentFromAnEntryActionWaitsForItsTurn() throws {
    var machineRef: StateMachine<String, String, Log>?
    let chart = try StringChart {
      State("a") { On("go", to: "b") }
      State("b") {
        // A quiet step, for the express lane were the machine not busy.
        Entry { $0.entries.append("\(machineRef.map { "\($0.send("back"))" } ?? "none")") }
        On("back", to: "a")
      }
    }
    let m = machine(chart)
    machineRef = m
    #expect(m.send("go") == .transitioned(Step(exited: ["a"], entered: ["b"], transitionIDs: [0])))
    #expect(m.context.entries == ["queued"])
    #expect(m.activeStates == ["a"])
    machineRef = nil  // break the cycle machine → chart → action → machine
  }

  @Test func rejectionsReachTheirPolicyAndStepsTheirObservers() throws {
    let chart = try StringChart {
      State("a") { On("go", to: "b") }
      State("b") { On("go", to: "a") }
    }
    let m = machine(chart)
    var reported: [String] = []
    m.rejectionPolicy = .report { reported.append($0.description) }
    m.send("nothing")
    #expect(reported == ["event 'nothing' is not accepted in state 'a'"])
    let recorder = Recorder()
    let token = m.onTransition { recorder.append("\($0.step)") }
    m.send("go")
    m.send("go")
    #expect(recorder.take() == ["exited [a] entered [b]", "exited [b] entered [a]"])
    token.cancel()
    m.send("go")
    #expect(recorder.take().isEmpty)
    #expect(m.activeStates == ["b"])
  }

  /// The direct lane (a guard and an action run from `send`'s own cell) keeps run to
  /// completion: an event sent from the action is queued and processed after it, within the
  /// send's budget; `can` and `snapshot` from inside answer as on the general path; a failed
  /// guard reaches the rejection policy; observers hear each step. Compared with the fast path
  /// off, and the lane must have taken the steps.
  @Test func theDirectLaneKeepsRunToCompletion() throws {
    struct Counter { var count = 0 }
    final class Probe { weak var machine: StateMachine<String, String, Counter>?; var lines: [String] = [] }
    func script(fastPath: Bool) throws -> (lines: [String], laneSteps: Int) {
      let probe = Probe()
      let chart = try Chart<String, String, Counter> {
        State("idle") {
          On("tick", when: { $0.count < 3 }) { scope in
            scope.count += 1
            guard let m = probe.machine else { return }
            probe.lines.append("in tick \(scope.count): send \(m.send("tick")), can \(m.engine.can("tick"))")
            do {
              _ = try m.snapshot()
              probe.lines.append("snapshot taken")
            } catch { probe.lines.append("snapshot refused: \(error)") }
          }
          On("stop", to: "done", when: { _ in false })
          On("loop") { scope in
            guard let m = probe.machine else { return }
            probe.lines.append("loop: \(m.send("loop"))")
          }
          On("go", to: "done") { scope in scope.count += 10 }
        }
        State("done")
      }
      let m = StateMachine(chart, context: Counter(), microstepLimit: 20)
      m.engine.usesFastPath = fastPath
      probe.machine = m
      m.rejectionPolicy = .report { probe.lines.append("rejected: \($0)") }
      m.onTransition { probe.lines.append("heard \($0.kind) \($0.step)") }
      m.start()
      for event in ["tick", "tick", "stop", "loop", "go", "tick"] {
        let outcome = m.send(event)
        probe.lines.append("\(event): \(outcome), count \(m.engine.context.count), in \(m.engine.activeStates)")
      }
      return (probe.lines, m.engine.tally.directLaneStepsTaken)
    }
    let (fast, slow) = (try script(fastPath: true), try script(fastPath: false))
    #expect(fast.lines == slow.lines)
    // The first `tick` and the first `loop`; the events they queue are processed by the engine.
    #expect(fast.laneSteps == 2, "the direct lane should take the sent tick and loop: \(fast.laneSteps)")
    #expect(slow.laneSteps == 0)
    #expect(fast.lines.contains { $0.hasPrefix("in tick 1: send queued") })
    #expect(fast.lines.contains("loop: queued"))
    #expect(fast.lines.contains { $0.hasPrefix("loop: failed: runaway") })
    #expect(fast.lines.contains { $0.hasPrefix("rejected: event 'stop'") })
  }

  /// Events of one byte (payload-free enums) are coded by their bit pattern, learnt the first
  /// time each is sent: an event no transition names stays rejected however often it comes,
  /// between accepted ones, and the machine's own `==` is what decides for the rest.
  @Test func oneByteEventsAreCodedByTheirBits() throws {
    enum Light: Hashable, Sendable { case red, green }
    enum Signal: Hashable, Sendable { case go, stop, honk }
    let chart = try Chart<Light, Signal, Void> {
      State(.red) { On(.go, to: .green) }
      State(.green) { On(.stop, to: .red) }
    }
    let m = StateMachine(chart, context: ())
    m.start()
    var outcomes: [String] = []
    for signal in [Signal.honk, .go, .honk, .go, .stop, .honk, .stop, .go] {
      outcomes.append(m.send(signal).isAccepted ? m.activeStates.map { "\($0)" }.joined() : "rejected")
    }
    #expect(outcomes == ["rejected", "green", "rejected", "rejected", "red", "rejected", "rejected", "green"])
    let observed = Recorder()
    m.onTransition { change in
      observed.append("\(change.event.map { "\($0)" } ?? "-") \(change.configuration.map { "\($0)" })")
    }
    m.send(.honk)
    m.send(.stop)
    m.send(.go)
    #expect(observed.take() == ["stop [\"red\"]", "go [\"green\"]"])
  }
}
