import StateKit
import StateKitTesting
import Testing

/// Eventually, until and whenever, bounded by steps or by time on the walk's clock.
@MainActor
@Suite("Property tests: temporal properties")
struct TemporalPropertyTests {
  typealias Door = StateMachine<String, String, Int>

  func doorTest(events: [String] = PropertyFixtures.doorEvents) throws -> PropertyTest<Door, String> {
    PropertyTest(chart: try PropertyFixtures.door(), events: events, context: { 0 })
  }

  @Test func anOpenDoorIsClosedAgainWithinFiveSecondsWhateverHappens() throws {
    // Without `nudge`, an open door closes by itself within 5 s.
    let test = try doorTest(events: ["open", "close", "lock", "unlock"])
    let closes = Property<Door>.whenever(
      "an open door closes within 5 s", { $0.isActive("open") },
      eventually: { $0.isActive("closed") || $0.isActive("locked") }, within: .seconds(5))
    let result = test.check(closes, walks: 50, steps: 30, seed: 5)
    #expect(result.holds, "\(result)")
    // With `nudge`, the alarm keeps it open: the shortest counterexample opens, waits, nudges and waits.
    let failing = try doorTest().check(closes, walks: 50, steps: 30, seed: 5)
    let trace = try #require(failing.counterexample)
    #expect(trace.steps.prefix(3) == [.send("open"), .wait(.seconds(3)), .send("nudge")])
    #expect(trace.steps.count == 4)
    #expect(trace.failure.hasPrefix("had no response within 5 s of its trigger (after step 1, at 0 s; still none at "))
  }

  @Test func eventuallyWithinStepsFailsOnceTheStepsPassed() throws {
    let test = try doorTest()
    let result = test.check(.eventually("opened within 2 steps", within: .steps(2)) { $0.context > 0 }, seed: 9)
    let trace = try #require(result.counterexample)
    #expect(trace.steps.count == 3, "the bound is passed at the third step")
    // Opening at the third step is too late: the bound passed before it.
    #expect(trace.configurations.prefix(3).allSatisfy { !$0.contains("open") }, "not opened in the first two steps")
    #expect(trace.failure == "did not hold within 2 steps")
    // A walk too short to pass the bound does not fail it.
    #expect(test.check(.eventually("opened within 5 steps", within: .steps(5)) { $0.context > 0 }, steps: 5).holds)
  }

  @Test func eventuallyWithinTimeFailsWhenTheClockPassedTheBound() throws {
    let test = try doorTest(events: ["open"])
    // Nothing moves unless opened; the door closes again after 5 s: "locked" never comes.
    let result = test.check(.eventually("locked within 10 s", within: .seconds(10)) { $0.isActive("locked") })
    let trace = try #require(result.counterexample)
    #expect(trace.duration > .seconds(10))
    #expect(trace.steps == [.wait(.milliseconds(10_001))], "no timer is due at the start: one idle wait past the bound")
  }

  @Test func untilFailsWhenTheConditionStopsBeforeTheEnd() throws {
    let test = try doorTest()
    let result = test.check(
      .until("closed until opened", holding: { $0.isActive("closed") }, until: { $0.context > 0 }), seed: 4)
    let trace = try #require(result.counterexample)
    #expect(trace.steps == [.send("lock")], "locking leaves closed before the door was ever opened")
    #expect(trace.failure == "stopped holding before the end condition held")
    // Without lock, closed holds until the door opens, and nothing is asked afterwards.
    #expect(
      try doorTest(events: ["open", "close"]).check(
        .until("closed until opened", holding: { $0.isActive("closed") }, until: { $0.context > 0 })
      ).holds)
  }

  @Test func childMachinesTimersArePartOfTheWalk() throws {
    let test = PropertyTest(chart: try PropertyFixtures.worker(), events: ["start", "cancel"], context: { 0 })
    // The child tries three times (1 s each, 0.5 s apart) and gives up: 4 s after start the
    // parent has failed.
    let result = test.check(
      .never("failed") { $0.isActive("failed") }, seed: 1)
    let trace = try #require(result.counterexample)
    #expect(trace.steps.first == .send("start"))
    #expect(trace.duration == .seconds(4))
    #expect(trace.configurations[1] == ["working", "job/trying"], "the trace shows the child's states")
    #expect(trace.configurations.last == ["failed"])
    let child = Property<StateMachine<String, String, Int>>.never("the child pauses") { machine in
      machine.child("job", as: StateMachine<String, String, Int>.self)?.isActive("pausing") == true
    }
    let paused = try #require(test.check(child, seed: 1).counterexample)
    #expect(paused.steps == [.send("start"), .wait(.seconds(1))])
    #expect(paused.configurations.last == ["working", "job/pausing"])
  }
}
