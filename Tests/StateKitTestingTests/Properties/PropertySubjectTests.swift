import StateKit
import StateKitTesting
import Testing

/// A screen whose setup throws, as a real one's does (a store that cannot open, a missing
/// resource): the test reports the error instead of walking.
@MainActor
@Suite("Property tests: a subject whose setup throws")
struct PropertySubjectTests {
  struct StoreUnavailable: Error, CustomStringConvertible {
    var description: String { "the store could not open" }
  }

  @MainActor
  final class Screen {
    let machine: StateMachine<String, String, Int>

    init(clock: ManualClock, opens: Bool) throws {
      guard opens else { throw StoreUnavailable() }
      machine = StateMachine(try PropertyFixtures.door(), context: 0, clock: clock)
      machine.diagnosticHandler = RuntimeDiagnostic.ignoring
      machine.start()
    }
  }

  /// A test whose subject throws from the `throwingFrom`th one made on (counted across walks,
  /// replays and shrinking).
  func screenTest(throwingFrom: Int) -> PropertyTest<Screen, String> {
    var made = 0
    return PropertyTest(
      inputs: PropertyFixtures.doorEvents,
      subject: { clock in
        made += 1
        return try Screen(clock: clock, opens: made < throwingFrom)
      }, machine: { $0.machine }, send: { screen, event in screen.machine.send(event) })
  }

  @Test func aSubjectThatThrowsFailsTheCheckWithItsError() throws {
    let result = screenTest(throwingFrom: 1).check(.always("anything") { _ in true }, seed: 5)
    #expect(!result.holds)
    #expect(result.counterexample == nil)
    #expect(result.walks == 1)
    #expect(result.steps == 0)
    #expect(try #require(result.subjectError) is StoreUnavailable)
    #expect(
      result.description
        == "walk 1 (seed 5) could not start: its subject threw the store could not open")
  }

  @Test func aThrowOnALaterWalkSaysWhichWalk() throws {
    let result = screenTest(throwingFrom: 3).check(.always("anything") { _ in true }, walks: 10, steps: 4, seed: 5)
    #expect(!result.holds)
    #expect(result.walks == 3)
    #expect(result.steps == 8, "the two walks before it ran")
    #expect(
      result.description
        == "walk 3 (seed 5) could not start: its subject threw the store could not open (the 2 walks before it held: 8 steps)"
    )
  }

  @Test func aReplayOnASubjectThatThrowsSaysSo() throws {
    let trace = PropertyTrace<String>(property: "anything", steps: [.send("open")])
    let test = screenTest(throwingFrom: 1)
    let replayed = test.replay(trace, checking: .always("anything") { _ in true })
    #expect(!replayed.holds)
    #expect(replayed.subjectError is StoreUnavailable)
    // Shrinking cannot replay anything: it says why.
    let shrunk = test.shrink(trace, checking: .never("open") { $0.machine.isActive("open") })
    #expect(shrunk.subjectError is StoreUnavailable)
    #expect(shrunk.counterexample == nil)
  }

  @Test func aSubjectThatThrowsWhileShrinkingKeepsTheTraceFoundSoFar() throws {
    // Walk 1 finds the failure; every subject made while shrinking after the first replay throws.
    let test = screenTest(throwingFrom: 3)
    let result = test.check(.never("open") { $0.machine.isActive("open") }, seed: 3)
    let trace = try #require(result.counterexample)
    #expect(result.subjectError == nil)
    #expect(trace.steps.last == .send("open"), "the failure found, unshrunk beyond what could be replayed")
  }
}
