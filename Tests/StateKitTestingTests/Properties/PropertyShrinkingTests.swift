import StateKit
import StateKitTesting
import Testing

/// Shrinking: a failure ends as the shortest sequence that still fails.
@MainActor
@Suite("Property tests: shrinking")
struct PropertyShrinkingTests {
  typealias Door = StateMachine<String, String, Int>

  /// Every sequence of `length` steps over the door's events and the waits a walk takes there.
  func everySequence(_ length: Int, _ property: Property<Door>, _ test: PropertyTest<Door, String>) -> [[TestStep<
    String
  >]] {
    var found: [[TestStep<String>]] = []
    func extend(_ steps: [TestStep<String>]) {
      if steps.count == length {
        if !test.replay(PropertyTrace(property: property.name, steps: steps), checking: property).holds {
          found.append(steps)
        }
        return
      }
      // The waits a walk takes: to the next timer (3 s or 2 s here) or 1 s when none is due.
      for step in PropertyFixtures.doorEvents.map(TestStep.send) + [
        .wait(.seconds(1)), .wait(.seconds(2)), .wait(.seconds(3)),
      ] {
        extend(steps + [step])
      }
    }
    extend([])
    return found
  }

  @Test func aLongWalkShrinksToTheShortestFailingSequence() throws {
    let test = PropertyTest(chart: try PropertyFixtures.door(), events: PropertyFixtures.doorEvents, context: { 0 })
    let opensTwice = Property<Door>.never("opened twice and locked") { $0.context >= 2 && $0.isActive("locked") }
    let result = test.check(opensTwice, steps: 60, seed: 21)
    let trace = try #require(result.counterexample)
    #expect((trace.shrunkFrom ?? 0) > trace.steps.count, "the walk was longer")
    #expect(trace.steps == [.send("open"), .send("close"), .send("open"), .send("close"), .send("lock")])
    // No shorter sequence fails.
    for length in 0..<trace.steps.count {
      #expect(everySequence(length, opensTwice, test).isEmpty, "\(length) steps")
    }
  }

  @Test func waitsShrinkToTheNextTimerAndInputsToTheEarliestThatFails() throws {
    let test = PropertyTest(chart: try PropertyFixtures.door(), events: PropertyFixtures.doorEvents, context: { 0 })
    let neverAjar = Property<Door>.never("never ajar") { $0.isActive("ajar") }
    // A long wait, a needless close and reopen, more waiting.
    let long = PropertyTrace<String>(
      property: "never ajar",
      steps: [
        .send("lock"), .send("unlock"), .send("open"), .wait(.seconds(1)), .wait(.seconds(1)), .wait(.seconds(1)),
      ])
    let failing = try #require(test.replay(long, checking: neverAjar).counterexample)
    #expect(failing.steps.count == 6)
    let shrunk = try #require(test.shrink(long, checking: neverAjar).counterexample)
    #expect(shrunk.steps == [.send("open"), .wait(.seconds(3))])
    #expect(shrunk.configurations == [["closed"], ["open"], ["ajar"]])
    #expect(shrunk.shrunkFrom == 6)
    let found = try #require(test.check(neverAjar, seed: 2).counterexample)
    #expect(found.steps == shrunk.steps)
  }

  @Test func shrinkingATraceOnWhichThePropertiesHoldSaysSo() throws {
    let test = PropertyTest(chart: try PropertyFixtures.door(), events: PropertyFixtures.doorEvents, context: { 0 })
    let holding = PropertyTrace<String>(property: "never ajar", steps: [.send("open"), .send("close")])
    let result = test.shrink(holding, checking: .never("never ajar") { $0.isActive("ajar") })
    #expect(result.holds)
    #expect(result.counterexample == nil)
    #expect(
      result.description
        == "property \"never ajar\" held on 1 walk: 2 steps, 0 s on the clock; reached 2 of 5 states, took 2 of 9 transitions"
    )
  }

  @Test func shrinkingChecksSeveralPropertiesAndShrinksTheOneThatFails() throws {
    let test = PropertyTest(chart: try PropertyFixtures.door(), events: PropertyFixtures.doorEvents, context: { 0 })
    var report = PropertyTrace<String>(
      property: "from a bug report",
      steps: [.send("lock"), .send("unlock"), .send("open"), .wait(.seconds(1)), .wait(.seconds(2)), .send("close")])
    (report.seed, report.walk) = (7, 2)
    let result = test.shrink(
      report, checking: .always("counted") { $0.context >= 0 }, .never("ajar") { $0.isActive("ajar") })
    let shrunk = try #require(result.counterexample)
    #expect(shrunk.property == "ajar")
    #expect(shrunk.steps == [.send("open"), .wait(.seconds(3))])
    #expect(shrunk.shrunkFrom == 6)
    #expect((shrunk.seed, shrunk.walk) == (7, 2))
    #expect(result.properties == ["counted", "ajar"])
    #expect(!result.holds)
  }

  @Test func shrinkingStopsAtItsReplayLimit() throws {
    var test = PropertyTest(chart: try PropertyFixtures.door(), events: PropertyFixtures.doorEvents, context: { 0 })
    test.shrinkLimit = 0
    let opensTwice = Property<Door>.never("opened twice") { $0.context >= 2 }
    let trace = try #require(test.check(opensTwice, steps: 60, seed: 21).counterexample)
    #expect(trace.steps.count == trace.shrunkFrom, "nothing was replayed, so nothing was shrunk")
  }
}
