import StateKit
import StateKitTesting
import Testing

/// Random walks: seeded, reproducible, with waits that fire timers; invariants over the
/// configuration and the context.
@MainActor
@Suite("Property tests: walks and invariants")
struct PropertyCheckTests {
  @Test func anInvariantThatHoldsIsCheckedOnEveryWalk() throws {
    let test = PropertyTest(chart: try PropertyFixtures.door(), events: PropertyFixtures.doorEvents, context: { 0 })
    let result = test.check(
      .never("locked while open") { $0.isActive("locked") && $0.isActive("open") },
      .always("opened no more often than counted") { $0.context >= 0 }, walks: 40, steps: 25, seed: 7)
    #expect(result.holds, "\(result)")
    #expect(result.walks == 40)
    #expect(result.steps == 40 * 25)
    #expect(result.time > .zero, "some steps waited")
    #expect(result.description.hasPrefix("2 properties held on 40 walks (seed 7): 1000 steps"))
  }

  @Test func theSameSeedFindsTheSameCounterexampleAndAnotherSeedWalksElsewhere() throws {
    let test = PropertyTest(chart: try PropertyFixtures.door(), events: PropertyFixtures.doorEvents, context: { 0 })
    let opened = Property<StateMachine<String, String, Int>>.always("opened at most twice") { $0.context <= 2 }
    let first = test.check(opened, seed: 11)
    let again = test.check(opened, seed: 11)
    #expect(first.counterexample != nil)
    #expect(first.counterexample == again.counterexample)
    #expect(first.counterexample?.seed == 11)
    // The walks themselves depend on the seed: their total time differs with it.
    let holds = Property<StateMachine<String, String, Int>>.always("true") { _ in true }
    #expect(test.check(holds, walks: 5, seed: 1).time != test.check(holds, walks: 5, seed: 2).time)
  }

  @Test func aStateReachedOnlyByWaitingIsFound() throws {
    let test = PropertyTest(chart: try PropertyFixtures.door(), events: PropertyFixtures.doorEvents, context: { 0 })
    let result = test.check(.never("in alarm") { $0.isActive("alarm") }, seed: 3)
    let trace = try #require(result.counterexample)
    // The only way: open, let the 3 s pass, nudge.
    #expect(trace.steps == [.send("open"), .wait(.seconds(3)), .send("nudge")])
    #expect(trace.configurations == [["closed"], ["open"], ["ajar"], ["alarm"]])
  }

  @Test func aStateAWaitOnlyPassesThroughIsSeenInsideTheWait() throws {
    let test = PropertyTest(chart: try PropertyFixtures.door(), events: ["open"], context: { 0 })
    // Ajar lasts 2 s between two timers; a wait as long as both passes through it.
    let result = test.replay(
      PropertyTrace(property: "never ajar", steps: [.send("open"), .wait(.seconds(10))]),
      checking: .never("never ajar") { $0.isActive("ajar") })
    let trace = try #require(result.counterexample)
    #expect(trace.failedInsideWait)
    #expect(trace.steps.count == 2)
    #expect(trace.description.contains("after step 2, inside its wait"))
  }

  @Test func aTestWithoutInputsOnlyWaits() throws {
    let test = PropertyTest(chart: try PropertyFixtures.door(), events: [], context: { 0 })
    let result = test.check(.always("closed") { $0.isActive("closed") }, walks: 3, steps: 10)
    #expect(result.holds, "no event is ever sent, and nothing is scheduled in closed")
    #expect(result.time == .seconds(30), "each wait lets 1 s pass when no timer is due")
  }

  @Test(arguments: [0, -5])
  func noWalksAtAllStillRunsOneSoThatHoldingMeansSomething(walks: Int) throws {
    let test = PropertyTest(chart: try PropertyFixtures.door(), context: { 0 })
    let result = test.check(.always("closed") { $0.isActive("closed") }, walks: walks, steps: -3)
    #expect(result.walks == 1)
    #expect(result.steps == 0)
    #expect(result.holds, "the start alone was checked")
    #expect(!test.check(.never("closed") { $0.isActive("closed") }, walks: walks, steps: -3).holds)
  }

  @Test func aPropertyThatFailsAtTheStartHasAnEmptyTrace() throws {
    let test = PropertyTest(chart: try PropertyFixtures.door(), context: { 5 })
    let result = test.check(.always("starts at zero") { $0.context == 0 })
    let trace = try #require(result.counterexample)
    #expect(trace.steps.isEmpty)
    #expect(result.walks == 1)
    #expect(trace.description.hasPrefix("property \"starts at zero\" does not hold at the start"))
  }
}
