import Foundation
import Testing

/// Issue 33: what the tool says of history defaults that lead back to their history, of
/// history states nothing targets, of events the chart does not know, and of events the chart
/// only sends itself.
extension StateKitToolTests {
  func write(_ name: String, _ text: String) throws -> String {
    try text.write(to: Self.folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    return path(name)
  }

  /// Before: "ok" from `validate`, and `run` died of a stack overflow (exit 139).
  @Test(arguments: ["deep", "shallow"])
  func aHistoryDefaultThatIsTheHistoryIsAnError(type: String) throws {
    let chart = try write(
      "self-history-\(type).scxml",
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="c">
        <state id="c"><transition event="go" target="h"/></state>
        <state id="a">
          <history id="h" type="\(type)"><transition target="h"/></history>
          <state id="b"/>
        </state>
      </scxml>
      """)
    let validated = try run("validate", chart)
    #expect(validated.status == 1)
    #expect(!validated.output.contains("ok"))
    #expect(
      validated.error.contains(
        "line 4: the default of history state 'h' enters 'h' again ('h' → 'h'); entering it before it remembers"
          + " anything would never end"), "\(validated.error)")
    let ran = try run("run", chart, "--events", "go")
    #expect(ran.status == 1)
    #expect(ran.error.contains("the default of history state 'h' enters 'h' again"))
  }

  @Test func validateWarnsOfAHistoryNothingTargets() throws {
    let chart = try write(
      "untargeted-history.scxml",
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="a">
        <state id="a">
          <history id="h" type="deep"/>
          <state id="a1"><transition event="next" target="b"/></state>
        </state>
        <state id="b"><transition event="back" target="a"/></state>
      </scxml>
      """)
    let (output, _, status) = try run("validate", chart)
    #expect(status == 0)
    #expect(
      output.contains(
        "\(chart): line 3: warning: history state 'h' is never targeted: no transition names it, so it remembers in vain"
      ), "\(output)")
  }

  @Test func runSaysWhenTheChartHasNoSuchEvent() throws {
    let chart = try write(
      "doors.scxml",
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="closed">
        <state id="closed"><transition event="open" target="opened"/></state>
        <state id="opened"><transition event="close" target="closed"/></state>
      </scxml>
      """)
    let lines = try run("run", chart, "--events", "open,fly,open").output.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "initial: [closed]", "open: transitioned [opened]",
        "fly: rejected (noTransition; the chart has no event 'fly') [opened]",
        // Known to the chart, only not taken here: no note.
        "open: rejected (noTransition) [opened]",
      ])
    let json = try run("run", chart, "--events", "fly,close", "--json").output.split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    #expect(json[1]?["unknownEvent"] as? Bool == true)
    #expect(json[2]?["unknownEvent"] == nil)
  }

  /// Before: `timeout`, which the chart sends itself after two seconds, was listed as an event
  /// for the tester to send (`1: start timeout → [expired]`); then `expired` was "not reached".
  /// Now the path waits for it (issue 36).
  @Test func pathsLeaveOutEventsTheChartOnlySendsItself() throws {
    let chart = try write(
      "timeout.scxml",
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="idle">
        <state id="idle"><transition event="start" target="waiting"/></state>
        <state id="waiting">
          <onentry><send event="timeout" delay="2s"/><raise event="begun"/></onentry>
          <transition event="begun"/>
          <transition event="timeout" target="expired"/>
          <transition event="answer" target="done"/>
        </state>
        <final id="expired"/>
        <final id="done"/>
      </scxml>
      """)
    let (output, _, status) = try run("paths", chart)
    #expect(status == 0)
    #expect(!output.contains("timeout") && !output.contains("begun"), "\(output)")
    #expect(output.contains("1: start answer → [done]"), "\(output)")
    #expect(output.contains("2: start (wait 2 s) → [expired]"), "\(output)")
    #expect(!output.contains("not reached"), "\(output)")
  }
}
