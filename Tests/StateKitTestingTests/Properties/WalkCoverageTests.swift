import StateKit
import StateKitTesting
import Testing

/// A property that held says how much of the chart the walks explored.
@MainActor
@Suite("Property tests: what the walks reached")
struct WalkCoverageTests {
  typealias Door = StateMachine<String, String, Int>
  let notLockedWhileOpen = Property<Door>.never("locked while open") { $0.isActive("locked") && $0.isActive("open") }

  @Test func aHeldCheckSaysWhichStatesAndTransitionsTheWalksMissed() throws {
    // Without `nudge`, no walk can reach the alarm.
    let test = PropertyTest(
      chart: try PropertyFixtures.door(), events: ["open", "close", "lock", "unlock"], context: { 0 })
    let result = test.check(notLockedWhileOpen, walks: 20, steps: 30, seed: 4)
    #expect(result.holds, "\(result)")
    let coverage = try #require(result.coverage)
    #expect(coverage.states == ["closed", "locked", "open", "ajar", "alarm"])
    #expect(coverage.unreachedStates == ["alarm"])
    #expect(coverage.reachedStates == ["closed", "locked", "open", "ajar"])
    #expect(coverage.untakenTransitions == ["'nudge' in ajar → alarm", "'close' in alarm → closed"])
    #expect(coverage.transitions.count == 9)
    #expect(coverage.takenTransitions.count == 7)
    #expect(result.description.hasSuffix("on the clock; reached 4 of 5 states, took 7 of 9 transitions"))
  }

  @Test func theTotalsAreThoseOfThePathFindersReport() throws {
    let chart = try PropertyFixtures.door()
    let plan = PathFinder(chart: chart, events: PropertyFixtures.doorEvents, context: { 0 }).plan(
      covering: .transitions)
    #expect(plan.description.hasPrefix("covers 5 of 5 states, 9 of 9 transitions"))
    let result = PropertyTest(chart: chart, events: PropertyFixtures.doorEvents, context: { 0 })
      .check(notLockedWhileOpen, walks: 200, steps: 50, seed: 1)
    let coverage = try #require(result.coverage)
    #expect((coverage.states.count, coverage.transitions.count) == (5, 9))
    #expect(coverage.unreachedStates.isEmpty && coverage.untakenTransitions.isEmpty, "\(coverage)")
  }

  @Test func aReplayCountsWhatItsStepsReached() throws {
    let test = PropertyTest(chart: try PropertyFixtures.door(), context: { 0 })
    let trace = PropertyTrace<String>(property: "locked while open", steps: [.send("open"), .wait(.seconds(3))])
    let coverage = try #require(test.replay(trace, checking: notLockedWhileOpen).coverage)
    #expect(coverage.reachedStates == ["closed", "open", "ajar"])
    #expect(coverage.takenTransitions.count == 2)
  }

  @Test func aTestWithoutAMachineCountsNothing() throws {
    let chart = try PropertyFixtures.door()
    let test = PropertyTest<Door, String>(
      inputs: ["open"],
      subject: { clock in
        let machine = StateMachine(chart, context: 0, clock: clock)
        machine.start()
        return machine
      }, send: { $0.send($1) })
    #expect(test.check(notLockedWhileOpen, walks: 2, steps: 3).coverage == nil)
  }
}
