import Foundation
import Testing

/// `statekit run` on a document whose data model is ECMAScript.
extension StateKitToolTests {
  @Test func runRunsAnECMAScriptDocument() throws {
    let chart = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript" initial="counting">
        <datamodel><data id="count" expr="0"/></datamodel>
        <state id="counting">
          <transition event="tick"><assign location="count" expr="count + 1"/></transition>
          <transition event="check" cond="count == 2" target="pass"/>
          <transition event="check" target="fail"/>
        </state>
        <final id="pass"/>
        <final id="fail"/>
      </scxml>
      """
    try chart.write(to: Self.folder.appendingPathComponent("count.scxml"), atomically: true, encoding: .utf8)
    let (output, error, status) = try run("run", path("count.scxml"), "--events", "tick,tick,check")
    #expect(status == 0, "\(error)")
    #expect(output.split(separator: "\n").last == "final: pass")
    // The null data model would have refused the document's <datamodel>.
    let (once, _, _) = try run("run", path("count.scxml"), "--events", "tick,check")
    #expect(once.split(separator: "\n").last == "final: fail")
  }

  @Test func runPrintsTheLogLines() throws {
    let chart = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript" initial="s">
        <state id="s">
          <onentry><log label="start" expr="1 + 1"/></onentry>
          <transition event="go" target="done"><log label="going" expr="'now'"/></transition>
        </state>
        <final id="done"/>
      </scxml>
      """
    try chart.write(to: Self.folder.appendingPathComponent("logging.scxml"), atomically: true, encoding: .utf8)
    let (output, error, status) = try run("run", path("logging.scxml"), "--events", "go")
    #expect(status == 0, "\(error)")
    #expect(
      output.split(separator: "\n") == [
        "initial: [s]", "log: start: 2", "go: transitioned [done]", "log: going: now", "final: done",
      ])
    let (json, _, _) = try run("run", path("logging.scxml"), "--events", "go", "--json")
    #expect(json.split(separator: "\n").contains(#"{"log":"going: now"}"#))
  }
}
