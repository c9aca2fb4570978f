import StateKit
import StateKitTesting
import Testing

/// Time as an input: paths wait as long as the next timer is due, and take `After` transitions
/// and delayed sends.
@MainActor
@Suite("Path finder and time")
struct PathFinderTimeTests {
  struct Light {}

  /// A traffic light that only time moves: before, its only path was the start, and yellow and
  /// red were "unreachable".
  @Test func statesReachableOnlyByWaitingGetPaths() throws {
    let chart = try Chart<String, String, Light>(initial: "green") {
      State("green") { After(.seconds(1), to: "yellow") }
      State("yellow") { After(.milliseconds(500), to: "red") }
      State("red") { After(.seconds(2), to: "green") }
    }
    let plan = PathFinder(chart: chart, context: { Light() }).plan(covering: .transitions)
    #expect(plan.unreachableStates.isEmpty && plan.untakenTransitions.isEmpty)
    #expect(plan.paths.map(\.steps) == [[.wait(.seconds(1)), .wait(.milliseconds(500)), .wait(.seconds(2))]])
    #expect(plan.paths.first?.events == [])
    #expect(plan.paths.first?.duration == .milliseconds(3_500))
    #expect(plan.paths.first?.description == "wait 1 s, wait 0.5 s, wait 2 s → green")
  }

  /// A delayed send the chart makes to itself fires when the path waits for it.
  @Test func delayedSendsFireWhileWaiting() throws {
    let chart = try Chart<String, String, Light>(initial: "saving") {
      State("saving") {
        Entry { $0.send("timedOut", after: .seconds(30)) }
        On("timedOut", to: "failed")
      }
      State("failed")
    }
    // The tester sends nothing: `timedOut` is the chart's own.
    let plan = PathFinder(chart: chart, events: [], context: { Light() }).plan(covering: .states)
    #expect(plan.paths.map(\.steps) == [[.wait(.seconds(30))]])
    #expect(plan.unreachableStates.isEmpty)
  }

  /// Two timers of one state: the shorter fires first and leaves, so the longer is never due.
  @Test func aTimerAlwaysPreemptedIsSaidSo() throws {
    let chart = try Chart<String, String, Light>(initial: "a") {
      State("a") {
        After(.seconds(1), to: "b")
        After(.seconds(5), to: "c")
      }
      State("b")
      State("c")
    }
    let plan = PathFinder(chart: chart, context: { Light() }).plan(covering: .transitions)
    #expect(plan.unreachableStates == ["c"])
    #expect(plan.whyUnreachable["c"] == [.neverSelected])
    #expect(plan.untakenTransitions.map(\.label) == ["after 5 s"])
  }

  /// The driver that replays paths: a wait fires what falls due, and its record holds every
  /// step on the way.
  @Test func theDriverRecordsEveryStepOfAWait() throws {
    let chart = try Chart<String, String, Light>(initial: "green") {
      State("green") { After(.seconds(1), to: "yellow") }
      State("yellow") { After(.seconds(1), to: "red") }
      State("red")
    }
    let driver = StepDriver(chart, context: Light())
    #expect(driver.record.entered == ["green"])
    #expect(driver.nextWait == .wait(.seconds(1)))
    let record = driver.perform(.wait(.seconds(5)))
    #expect(record.entered == ["yellow", "red"])
    #expect(record.transitions.count == 2)
    #expect(driver.nextWait == nil)
  }
}

/// What the plan reports: never a contradiction with its own paths, and the reasons.
@MainActor
@Suite("Path plan report")
struct PathPlanReportTests {
  struct Context {}

  /// Before: a forwarded `k` that finished the child had the parent take the child's done event
  /// first (the child settled its idle parent before the parent's own step), so no path took
  /// the parent's own `k`, and the plan listed it as untaken though `go, k` is the path that
  /// must take it (SCXML 6.4: the done event waits behind the event being processed).
  @Test func theReportNeverContradictsItsPaths() throws {
    let childChart = try Chart<String, String, Context>(initial: "x") {
      State("x") { On("k", to: "y") }
      Final("y")
    }
    let child = ChildMachine(childChart) { _ in true }
    let chart = try Chart<String, String, Context>(initial: "a") {
      State("a") { On("go", to: "b") }
      State("b") {
        Invoke("child", child: child, context: { _ in Context() }, onDone: { _ in "finished" }, forward: { $0 })
        On("k") { _ in }
        On("finished", to: "c")
      }
      State("c")
    }
    let plan = PathFinder(chart: chart, events: ["go", "k"], context: { Context() }).plan(covering: .transitions)
    #expect(plan.paths.map(\.events) == [["go", "k"]])
    #expect(plan.untakenTransitions.isEmpty)
    #expect(plan.takenTransitions.map(\.id) == chart.transitionInfos.map(\.id))
    // What each path takes on a fresh machine is exactly what the plan says it takes.
    var taken = Set<Int>()
    for path in plan.paths {
      let driver = StepDriver(chart, context: Context())
      driver.perform(path.steps)
      taken.formUnion(driver.record.transitions)
    }
    #expect(taken == Set(plan.takenTransitions.map(\.id)))
  }

  /// Guards seen both ways, pairs of transitions, and the report a person reads.
  @Test func guardsAndPairsAreCovered() throws {
    struct Count: Hashable { var value = 0 }
    let chart = try Chart<String, String, Count>(initial: "browse") {
      State("browse") { On("edit", to: "edit") }
      State("edit") {
        On("minus") { $0.value -= 1 }
        On("done", to: "empty", when: { $0.value < 0 })
        On("done", to: "browse")
      }
      State("empty") { On("edit", to: "edit") }
    }
    let plan = PathFinder(chart: chart, context: { Count() }).plan(covering: [.transitions, .guards, .transitionPairs])
    #expect(plan.unreachableStates.isEmpty && plan.untakenTransitions.isEmpty)
    #expect(plan.guards.count == 1 && plan.guards[0].seenTrue && plan.guards[0].seenFalse)
    #expect(plan.guards[0].name == "the guard of 'done' in edit")
    #expect(!plan.transitionPairs.seen.isEmpty && plan.transitionPairs.covered == plan.transitionPairs.seen)
    let report = plan.description
    #expect(report.hasPrefix("covers 3 of 3 states, 5 of 5 transitions, 1 of 1 guards both ways, "))
    #expect(!report.contains("untaken"))
  }
}

/// From the scratch payment screen: an `OnAnyEvent` written before `On(.pay, …)` took every
/// `pay`, and the plan said only "never selected".
@MainActor
@Suite("Path plan reasons")
struct PathPlanReasonTests {
  struct Form {}

  @Test func aTransitionWrittenFirstThatTakesEveryEventIsNamed() throws {
    let chart = try Chart<String, String, Form>(initial: "form") {
      State("form") {
        OnAnyEvent { _ in }
        On("pay", to: "checking")
      }
      State("checking")
    }
    let plan = PathFinder(chart: chart, context: { Form() }).plan(covering: .transitions)
    let pay = try #require(chart.transitionInfos.last)
    #expect(plan.whyUntaken[pay.id] == [.takenFirstBy(transition: 0, label: "*")])
    #expect(plan.whyUnreachable["checking"] == [.takenFirstBy(transition: 0, label: "*")])
    #expect(plan.description.contains("checking: '*', written before it, always took its trigger"))
  }
}
