import Foundation
import StateKit
import StateKitSCXML
import StateKitTesting
import Testing

/// `statekit test` with a trace that a property test saved: the steps replay, the
/// configurations are compared with those recorded.
extension StateKitToolTests {
  /// A light whose timers are delayed sends: green 1 s, yellow 0.5 s, red 2 s; `emergency`
  /// turns it red at once.
  static let light = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="green">
      <state id="green">
        <onentry><send event="next" delay="1s" id="timer"/></onentry>
        <onexit><cancel sendid="timer"/></onexit>
        <transition event="next" target="yellow"/>
        <transition event="emergency" target="red"/>
      </state>
      <state id="yellow">
        <onentry><send event="next" delay="500ms"/></onentry>
        <transition event="next" target="red"/>
      </state>
      <state id="red">
        <onentry><send event="next" delay="2s" id="timer"/></onentry>
        <onexit><cancel sendid="timer"/></onexit>
        <transition event="next" target="green"/>
      </state>
    </scxml>
    """

  /// A property test on the light finds yellow, shrinks it to one wait, saves the trace.
  @MainActor
  func savedTrace(named name: String) throws -> (trace: PropertyTrace<String>, file: String) {
    let chart = try SCXMLReader.read(Self.light).makeChart()
    let test = PropertyTest(chart: chart, events: ["emergency"], context: { SCXMLSession() })
    let result = test.check(.never("never yellow") { $0.isActive("yellow") }, seed: 1)
    let trace = try #require(result.counterexample)
    let file = path(name)
    try trace.jsonData().write(to: URL(fileURLWithPath: file))
    try Self.light.write(toFile: path("light.scxml"), atomically: true, encoding: .utf8)
    return (trace, file)
  }

  @Test @MainActor func aTraceSavedByAPropertyTestReplays() throws {
    let (trace, file) = try savedTrace(named: "yellow.trace.json")
    #expect(trace.steps == [.wait(.seconds(1))])
    let (output, error, status) = try run("test", path("light.scxml"), file)
    #expect(status == 0, "\(error)")
    #expect(
      output == """
        trace of "never yellow": does not hold after step 1 when recorded
        initial: [green]
        1 wait 1 s: [yellow]
        the trace replays: every configuration as recorded

        """)
  }

  @Test @MainActor func aTraceThatNoLongerReplaysFailsWithTheStep() throws {
    let (_, file) = try savedTrace(named: "slow.trace.json")
    // The same light, yellow after 2 s: after the recorded 1 s it is still green.
    let slower = Self.light.replacingOccurrences(of: #"delay="1s""#, with: #"delay="2s""#)
    try slower.write(toFile: path("slower.scxml"), atomically: true, encoding: .utf8)
    let (output, _, status) = try run("test", path("slower.scxml"), file)
    #expect(status == 1)
    #expect(output.contains("FAIL 1 wait 1 s: [green] (recorded [yellow])"))
    #expect(output.contains("the replay differs after step 1: recorded [yellow], replayed [green]"))
  }

  @Test func aTraceWithAnUnreadableStepIsRefused() throws {
    try Self.light.write(toFile: path("light.scxml"), atomically: true, encoding: .utf8)
    let broken = #"{"format": "statekit-trace", "property": "p", "steps": [{"wait": -2}]}"#
    try broken.write(toFile: path("broken.trace.json"), atomically: true, encoding: .utf8)
    let (output, error, status) = try run("test", path("light.scxml"), path("broken.trace.json"))
    #expect(status == 1)
    #expect(output.isEmpty)
    #expect(error.contains("is not a trace"))
    #expect(error.contains("a wait takes 0 to 31536000 seconds, not -2.0"))
  }

  @Test func aHandWrittenTraceWithoutConfigurationsOnlyReplays() throws {
    try Self.light.write(toFile: path("light.scxml"), atomically: true, encoding: .utf8)
    let steps = #"{"format": "statekit-trace", "property": "p", "steps": [{"send": "emergency"}, {"wait": 2}]}"#
    try steps.write(toFile: path("steps.trace.json"), atomically: true, encoding: .utf8)
    let (output, _, status) = try run("test", path("light.scxml"), path("steps.trace.json"))
    #expect(status == 0)
    #expect(output.contains("1 send emergency: [red]\n2 wait 2 s: [green]\n"))
    #expect(output.contains("the trace records no configurations: nothing to compare"))
  }
}
