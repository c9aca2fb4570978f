import StateKit
import StateKitTesting
import Testing

/// The path finder's search: reachability from the graph, paths from a search that does not
/// replay every candidate, and every limit that stopped it named in the plan.
@MainActor
@Suite("Path finder search and its limits")
struct PathFinderSearchTests {
  struct Screen {}

  /// `s0 → s1 → … → s(n-1) → s0` on `next`, and an `island` nothing leads to.
  func ring(_ count: Int) throws -> Chart<String, String, Screen> {
    try Chart<String, String, Screen>(initial: "s0") {
      for index in 0..<count { State("s\(index)") { On("next", to: "s\((index + 1) % count)") } }
      State("island")
    }
  }

  /// Before: the search stopped at depth 50 without saying so, and s51 … s249 were "unreachable".
  @Test func aLongRingIsCoveredWholeByOnePath() throws {
    let plan = PathFinder(chart: try ring(250), context: { Screen() }).plan(covering: .states)
    #expect(plan.stoppedBy == nil)
    #expect(plan.unreachableStates == ["island"])
    #expect(plan.unreachableInGraph == ["island"])
    #expect(plan.paths.count == 1)
    #expect(plan.paths.first?.events.count == 249)
    #expect(plan.paths.first?.activeAtomicStates == ["s249"])
    let transitions = PathFinder(chart: try ring(250), context: { Screen() }).plan(covering: .transitions)
    #expect(transitions.untakenTransitions.isEmpty)
    #expect(transitions.paths.first?.events.count == 250)
  }

  @Test func aDepthLimitIsNamedWithWhatItLeftOut() throws {
    var finder = PathFinder(chart: try ring(250), context: { Screen() })
    finder.depthLimit = 50
    let plan = finder.plan(covering: .states)
    #expect(plan.stoppedBy == .depth(50))
    #expect(plan.stoppedBy?.description == "not reached within depth 50")
    #expect(plan.unreachableStates == (51..<250).map { "s\($0)" } + ["island"])
    // What the graph cannot reach is told apart from what the limit left out.
    #expect(plan.unreachableInGraph == ["island"])
    // Before: "s51: …; the search not reached within depth 50" and "search not reached within
    // depth 50".
    #expect(plan.whyUnreachable["s51"]?.last?.description == "the search stopped at depth 50 (depthLimit)")
    #expect(plan.description.hasSuffix("\nthe search stopped at depth 50 (depthLimit)"))
  }

  @Test func configurationAndTimeLimitsAreNamed() throws {
    var finder = PathFinder(chart: try ring(100), context: { Screen() })
    finder.configurationLimit = 10
    let plan = finder.plan(covering: .states)
    #expect(plan.stoppedBy == .configurations(10))
    #expect(plan.stoppedBy?.description == "stopped after 10 configurations")
    #expect(plan.description.hasSuffix("\nthe search stopped after 10 configurations (configurationLimit)"))
    #expect(plan.unreachableStates.count == 91)
    finder.configurationLimit = 1_000
    finder.timeLimit = .zero
    #expect(finder.plan(covering: .states).stoppedBy == .time(.zero))
    #expect(PathSearchLimit.time(.milliseconds(2_500)).description == "stopped after 2.5 s")
    #expect(PathSearchLimit.time(.seconds(60)).description == "stopped after 60 s")
  }

  /// 20,000 configurations: each is reached once and restored, never replayed from the start
  /// (which made the search quadratic; it printed nothing within a minute).
  @Test func aTwentyThousandStateRingIsCovered() throws {
    let plan = PathFinder(chart: try ring(20_000), context: { Screen() }).plan(covering: .states)
    #expect(plan.stoppedBy == nil)
    #expect(plan.unreachableStates == ["island"])
    #expect(plan.paths.map(\.events.count) == [19_999])
  }

  /// Restoring and replaying explore alike: the same paths, the same gaps.
  @Test func restoringAndReplayingPlanAlike() throws {
    let chart = try Chart<String, String, Screen>(initial: "idle") {
      State("idle") {
        On("open", to: "editing")
        On("hide", to: "hidden")
      }
      State("editing", initial: "typing") {
        History("back", .deep)
        State("typing") { On("pause", to: "paused") }
        State("paused") { On("type", to: "typing") }
        On("close", to: "closed")
      }
      State("closed") { On("reopen", to: "back") }
      State("hidden") { On("never", to: "editing", when: { _ in false }) }
    }
    for coverage in Coverage.allCases {
      var restoring = PathFinder(chart: chart, context: { Screen() })
      restoring.exploration = .restoring
      var replaying = restoring
      replaying.exploration = .replaying
      let (a, b) = (restoring.plan(covering: coverage), replaying.plan(covering: coverage))
      #expect(a.paths == b.paths)
      #expect(a.unreachableStates == b.unreachableStates)
      #expect(a.untakenTransitions == b.untakenTransitions)
    }
    let plan = PathFinder(chart: chart, context: { Screen() }).plan(covering: .transitions)
    #expect(plan.untakenTransitions.map(\.label) == ["never [guard]"])
    #expect(plan.unreachableStates.isEmpty && plan.stoppedBy == nil)
  }
}

/// Configurations told apart by their context too, on request.
@MainActor
@Suite("Path finder and contexts")
struct PathFinderContextTests {
  struct Attempts: Hashable { var failures = 0 }

  /// From the user's seat: the screen locks after the second failed retry, which a search that
  /// tells configurations apart by their states alone never sees.
  @Test func aGuardThatCountsIsExploredWhenContextsAreDistinguished() throws {
    let chart = try Chart<String, String, Attempts>(initial: "list") {
      State("list") { On("open", to: "loading") }
      State("loading") { On("fail", to: "failed") { $0.context.failures += 1 } }
      State("failed") {
        On("retry", to: "loading", when: { $0.context.failures < 2 })
        On("retry", to: "locked")
      }
      State("locked")
    }
    var finder = PathFinder(chart: chart, context: { Attempts() })
    // Told apart by their states alone, the configurations after the first and the second
    // failure are one; the sequence that first retried and failed again (a new pair of
    // transitions) is explored further all the same, and finds the lock.
    let byStates = finder.plan(covering: .states)
    #expect(byStates.unreachableStates.isEmpty)
    #expect(byStates.paths.map(\.events) == [["open", "fail", "retry", "fail", "retry"]])
    finder.distinguishesContexts = true
    let plan = finder.plan(covering: .states)
    #expect(plan.unreachableStates.isEmpty)
    #expect(plan.paths.map(\.events) == [["open", "fail", "retry", "fail", "retry"]])
    #expect(plan.stoppedBy == nil)
  }
}
