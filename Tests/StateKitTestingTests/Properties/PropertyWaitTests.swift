import StateKit
import StateKitTesting
import Testing

/// Waits in found and shrunk traces: each fires its timer, so that timeouts and retries stay
/// visible; a wait that fires none is the idle wait; failures of bounds say what, after which
/// step and when. On the article's save screen: 15 s per attempt, 2 s between, three attempts.
@MainActor
@Suite("Property tests: waits in traces, and what a failure says")
struct PropertyWaitTests {
  typealias Saving = StateMachine<Save, SaveEvent, Attempts>

  func saveTest(events: [SaveEvent] = [.save, .succeeded, .failed, .edit]) throws -> PropertyTest<Saving, SaveEvent> {
    PropertyTest(chart: try saveChart(), events: events, context: { Attempts() })
  }

  @Test func eachTimeoutAndRetryStaysAWaitOfItsOwn() throws {
    let trace = try #require(
      try saveTest(events: [.save]).check(.never("gave up") { $0.isActive(.gaveUp) }, seed: 1)
        .counterexample)
    #expect(
      trace.steps == [
        .send(.save), .wait(.seconds(15)), .wait(.seconds(2)), .wait(.seconds(15)), .wait(.seconds(2)),
        .wait(.seconds(15)),
      ], "\(trace)")
    #expect(
      trace.configurations == [["editing"], ["saving"], ["retrying"], ["saving"], ["retrying"], ["saving"], ["gaveUp"]])
  }

  @Test func aTraceWhoseWaitPassesTimersShrinksToOneWaitPerTimer() throws {
    let test = try saveTest()
    let gaveUp = Property<Saving>.never("gave up") { $0.isActive(.gaveUp) }
    let merged = PropertyTrace<SaveEvent>(
      property: "gave up", steps: [.send(.edit), .send(.save), .wait(.seconds(60)), .send(.edit)])
    let shrunk = try #require(test.shrink(merged, checking: gaveUp).counterexample)
    #expect(shrunk.steps.count == 6, "\(shrunk)")
    #expect(shrunk.steps.dropFirst().allSatisfy { $0 == .wait(.seconds(15)) || $0 == .wait(.seconds(2)) })
    #expect(shrunk.duration == .seconds(49))
    #expect(!shrunk.failedInsideWait)
    #expect(shrunk.shrunkFrom == 4)
    #expect(test.replay(shrunk, checking: gaveUp).divergence == nil)
  }

  @Test func aStepBoundedPropertyThatFailsOnlyAfterWaitingIsFoundAndShrunk() throws {
    // Retrying lasts 2 s: a step that sends anything instead of waiting leaves it unanswered.
    let retried = Property<Saving>.whenever(
      "a retry starts within a step", { $0.isActive(.retrying) }, eventually: { $0.isActive(.saving) },
      within: .steps(1))
    let result = try saveTest(events: [.save, .edit]).check(retried, seed: 8)
    let trace = try #require(result.counterexample)
    #expect((trace.shrunkFrom ?? 0) > trace.steps.count, "\(trace)")
    #expect(trace.steps.count == 4)
    #expect(trace.steps.prefix(2) == [.send(.save), .wait(.seconds(15))], "the timeout, as long as its timer")
    #expect(trace.steps.suffix(2).allSatisfy { $0.event != nil }, "two steps that do not wait")
    #expect(trace.failure == "had no response within 1 step of its trigger (after step 2, at 15 s)")
  }

  @Test func idleWaitsStayAsLongAsTheArticleSays() throws {
    // Nothing is ever saved: every walk fails once the fourth step is taken, all waits, none of
    // which fires a timer. They keep the 1 s a walk waits when nothing is scheduled.
    var test = try saveTest(events: [.edit])
    test.waitShare = 1
    let saved = Property<Saving>.eventually("saved within 3 steps", within: .steps(3)) { $0.isActive(.saved) }
    let trace = try #require(test.check(saved, seed: 2).counterexample)
    #expect(trace.steps == Array(repeating: .wait(.seconds(1)), count: 4), "\(trace)")
    #expect(trace.failure == "did not hold within 3 steps")
    test.idleWait = .seconds(5)
    let longer = try #require(test.check(saved, seed: 2).counterexample)
    #expect(longer.steps == Array(repeating: .wait(.seconds(5)), count: 4), "\(longer)")
  }

  @Test func aMissedResponseSaysItsTriggerStepAndWhenItWasSeen() throws {
    let ends = Property<Saving>.whenever(
      "a save ends within 30 s", { $0.isActive(.saving) }, eventually: { $0.isActive(.saved) || $0.isActive(.gaveUp) },
      within: .seconds(30))
    let trace = try #require(try saveTest(events: [.save]).check(ends, seed: 1).counterexample)
    #expect(
      trace.description == """
        property "a save ends within 30 s" had no response within 30 s of its trigger (after step 1, at 0 s; still none at 30.001 s) after step 4 (walk 1, seed 1, shrunk from 27 steps)
          start             [editing]
          1  send save      [saving]
          2  wait 15 s      [retrying]
          3  wait 2 s       [saving]
          4  wait 13.001 s  [saving]  ✗ had no response within 30 s of its trigger (after step 1, at 0 s; still none at 30.001 s)
        """)
  }

  @Test func aMissedTimeBoundSaysWhenItWasSeen() throws {
    let test = PropertyTest(chart: try PropertyFixtures.door(), events: ["open"], context: { 0 })
    let result = test.check(.eventually("locked within 10 s", within: .seconds(10)) { $0.isActive("locked") })
    #expect(result.counterexample?.failure == "did not hold within 10 s (still not at 10.001 s)")
    let untilResult = test.check(
      .until("closed until locked", holding: { _ in true }, until: { $0.isActive("locked") }, within: .seconds(10)))
    #expect(
      untilResult.counterexample?.failure == "did not reach its end condition within 10 s (still not at 10.001 s)")
  }
}
