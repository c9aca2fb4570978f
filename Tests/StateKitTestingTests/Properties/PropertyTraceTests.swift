import Foundation
import StateKit
import StateKitTesting
import Testing

/// Traces: readable, saved as JSON, replayed by one call.
@MainActor
@Suite("Property tests: traces and replay")
struct PropertyTraceTests {
  typealias Door = StateMachine<String, String, Int>
  let inAlarm = Property<Door>.never("in alarm") { $0.isActive("alarm") }

  func doorTest() throws -> PropertyTest<Door, String> {
    PropertyTest(chart: try PropertyFixtures.door(), events: PropertyFixtures.doorEvents, context: { 0 })
  }

  @Test func aTraceReadsAsOneLineAStepWithTheStatesAfterIt() throws {
    let trace = try #require(try doorTest().check(inAlarm, seed: 3).counterexample)
    let lines = trace.description.split(separator: "\n").map(String.init)
    #expect(lines[0].hasPrefix("property \"in alarm\" does not hold after step 3 (walk "))
    #expect(lines[0].contains("seed 3, shrunk from"))
    #expect(
      Array(lines.dropFirst()) == [
        "  start          [closed]",
        "  1  send open   [open]",
        "  2  wait 3 s    [ajar]",
        "  3  send nudge  [alarm]  ✗ does not hold",
      ])
  }

  @Test func aSavedTraceReplaysToTheSameFailure() throws {
    let test = try doorTest()
    let trace = try #require(test.check(inAlarm, seed: 3).counterexample)
    let saved = try trace.jsonData()
    let read = try PropertyTrace<String>(json: saved)
    #expect(read == trace)
    let replayed = test.replay(read, checking: inAlarm)
    #expect(replayed.counterexample?.steps == trace.steps)
    #expect(replayed.counterexample?.configurations == trace.configurations)
    #expect(replayed.divergence == nil)
    #expect(!replayed.holds)
  }

  @Test func theJSONIsReadableAndWaitsAreSecondsToTheNanosecond() throws {
    let trace = PropertyTrace<String>(
      property: "p", steps: [.send("open"), .wait(.milliseconds(300)), .wait(.nanoseconds(1))],
      configurations: [["closed"], ["open"], ["open"], ["open"]])
    let text = String(decoding: try trace.jsonData(), as: UTF8.self)
    #expect(text.contains(#""wait" : 0.3"#))
    #expect(text.contains(#""send" : "open""#))
    #expect(text.contains(#""format" : "statekit-trace""#))
    let read = try PropertyTrace<String>(json: Data(text.utf8))
    #expect(read.steps == trace.steps)
    #expect(read.configurations == trace.configurations)
  }

  @Test func aHandWrittenTraceNeedsNoConfigurations() throws {
    let json =
      #"{"format": "statekit-trace", "property": "in alarm", "steps": [{"send": "open"}, {"wait": 3}, {"send": "nudge"}]}"#
    let trace = try PropertyTrace<String>(json: Data(json.utf8))
    #expect(trace.configurations.isEmpty)
    let replayed = try doorTest().replay(trace, checking: inAlarm)
    #expect(replayed.counterexample?.steps.count == 3)
    #expect(replayed.divergence == nil)
  }

  @Test(arguments: [
    #"{"property": "p", "steps": []}"#,
    #"{"format": "statekit-trace", "version": 2, "property": "p", "steps": []}"#,
    #"{"format": "statekit-trace", "property": "p", "steps": [{"wait": -1}]}"#,
    #"{"format": "statekit-trace", "property": "p", "steps": [{"tap": "open"}]}"#,
    #"{"format": "statekit-trace", "steps": []}"#,
  ])
  func aFileThatIsNotATraceIsRefusedWithAReason(json: String) {
    #expect(throws: DecodingError.self) { try PropertyTrace<String>(json: Data(json.utf8)) }
  }

  @Test func aReplayOnAChangedChartSaysWhereItDiverges() throws {
    let trace = try #require(try doorTest().check(inAlarm, seed: 3).counterexample)
    // The same door, but ajar after 4 s: after the 3 s wait it is still open.
    let slower = try Chart<String, String, Int>(initial: "closed") {
      State("closed") { On("open", to: "open") }
      State("open") { After(.seconds(4), to: "ajar") }
      State("ajar") { On("nudge", to: "alarm") }
      State("alarm") {}
    }
    let result = PropertyTest(chart: slower, context: { 0 }).replay(trace, checking: inAlarm)
    #expect(result.holds)
    #expect(!result.holdsAsRecorded, "the replay no longer goes the recorded way")
    let divergence = try #require(result.divergence)
    #expect(divergence.step == 2)
    #expect(divergence.recorded == ["ajar"])
    #expect(divergence.replayed == ["open"])
    #expect(result.description.contains("the replay differs after step 2: recorded [ajar], replayed [open]"))
  }

  @Test func theActionsStartInOneColumnWhateverTheNumberOfSteps() {
    let trace = PropertyTrace<String>(
      property: "p", steps: Array(repeating: .send("open"), count: 9) + [.wait(.seconds(2)), .send("nudge")])
    let lines = trace.description.split(separator: "\n").map(String.init)
    #expect(lines[1] == "  start")
    #expect(lines[10] == "   9  send open")
    #expect(lines[11] == "  10  wait 2 s")
    #expect(lines[12] == "  11  send nudge  ✗ does not hold")
  }

  @Test func aReplayNamesNoSeedItNeverUsed() throws {
    let handWritten = PropertyTrace<String>(property: "in alarm", steps: [.send("open"), .send("close")])
    let held = try doorTest().replay(handWritten, checking: inAlarm)
    #expect(held.holds)
    #expect(held.seed == nil)
    #expect(held.holdsAsRecorded, "a trace that recorded no states cannot diverge")
    #expect(
      held.description
        == "property \"in alarm\" held on 1 walk: 2 steps, 0 s on the clock; reached 2 of 5 states, took 2 of 9 transitions"
    )
    // A trace found by a check keeps its seed in the trace, not in the replay's result.
    let found = try #require(try doorTest().check(inAlarm, seed: 3).counterexample)
    #expect(try doorTest().replay(found, checking: inAlarm).seed == nil)
  }
}
