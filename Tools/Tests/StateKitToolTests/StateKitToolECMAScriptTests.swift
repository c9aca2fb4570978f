import Foundation
import Testing

/// Every `statekit` command that reads a chart, on a document whose data model is ECMAScript.
extension StateKitToolTests {
  /// A counter: `check` reaches `pass` only after two ticks, which only the JavaScript data
  /// model can tell (the null data model refuses the document's `<datamodel>`).
  static let counter = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript" initial="counting" name="counter">
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

  /// Well-formed SCXML whose scripts do not compile, one kind of mistake a line.
  static let malformed = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript" initial="idle">
      <datamodel><data id="items" expr="[1, 2,"/></datamodel>
      <script>function f( { }</script>
      <state id="idle">
        <transition event="go" cond="count >" target="done">
          <assign location="1 + x" expr="2"/>
        </transition>
      </state>
      <final id="done"/>
    </scxml>
    """

  func writeECMAScript(_ text: String, _ name: String) throws -> String {
    try text.write(to: Self.folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    return path(name)
  }

  @Test func runRunsAnECMAScriptDocument() throws {
    let chart = try writeECMAScript(Self.counter, "count.scxml")
    let (output, error, status) = try run("run", chart, "--events", "tick,tick,check")
    #expect(status == 0, "\(error)")
    #expect(output.split(separator: "\n").last == "final: pass")
    // The null data model would have refused the document's <datamodel>.
    let (once, _, _) = try run("run", chart, "--events", "tick,check")
    #expect(once.split(separator: "\n").last == "final: fail")
  }

  @Test func validateChecksThatEveryScriptCompiles() throws {
    let (output, error, status) = try run("validate", try writeECMAScript(Self.counter, "valid.scxml"))
    #expect(status == 0, "\(error)")
    #expect(output.hasSuffix("valid.scxml: 3 states, 3 transitions, every script compiles, ok\n"))
  }

  @Test func validateNamesEachScriptThatDoesNotCompileWithItsElementLineAndState() throws {
    let chart = try writeECMAScript(Self.malformed, "malformed.scxml")
    let (output, error, status) = try run("validate", chart)
    #expect(status == 1)
    let lines = output.split(separator: "\n").map { String($0.dropFirst(chart.count + 2)) }
    #expect(lines.count == 4, "\(output)")
    #expect(
      lines.first?.hasPrefix("line 2: error: <data id=\"items\" expr> at the top level does not compile: SyntaxError")
        == true)
    #expect(
      lines.dropFirst().first?.hasPrefix("line 3: error: <script> at the top level does not compile: SyntaxError")
        == true)
    #expect(
      lines.contains {
        $0.hasPrefix("line 5: error: <transition cond> in state 'idle' does not compile: SyntaxError")
          && $0.hasSuffix("in 'count >'")
      })
    #expect(lines.contains { $0.hasPrefix("line 6: error: <assign location> in state 'idle' does not compile") })
    #expect(error.contains("4 scripts or expressions do not compile"))
  }

  @Test func validateReportsAStructureErrorOfAnECMAScriptDocument() throws {
    let chart = try writeECMAScript(
      Self.counter.replacingOccurrences(of: "target=\"pass\"", with: "target=\"nowhere\""), "target.scxml")
    let (_, error, status) = try run("validate", chart)
    #expect(status == 1)
    #expect(error.contains("unknown target 'nowhere'"))
  }

  @Test func graphLabelsGuardsWithTheirJavaScript() throws {
    let chart = try writeECMAScript(Self.counter, "graph.scxml")
    let (mermaid, _, status) = try run("graph", chart)
    #expect(status == 0)
    #expect(mermaid.contains("counting --> pass : check [count == 2]"))
    let (dot, _, _) = try run("graph", chart, "--format", "dot")
    #expect(dot.hasPrefix("digraph \"counter\" {"))
    #expect(dot.contains("[label=\"check [count == 2]\"]"))
  }

  @Test func pathsExploreWithTheJavaScriptDataModelAndSaySo() throws {
    let chart = try writeECMAScript(Self.counter, "paths.scxml")
    let (output, error, status) = try run("paths", chart, "--cover", "transitions")
    #expect(status == 0, "\(error)")
    // Reaching pass needs the data model's count: a fresh session per configuration would miss it.
    #expect(output == "1: check → [fail]\n2: tick tick check → [pass]\n")
    #expect(error.contains("note: the JavaScript data model cannot be hashed"))
  }

  /// Issue 36: two transitions behind conditions of the same text gave the reason twice in one
  /// line.
  @Test func pathsSayAReasonOnce() throws {
    let chart = try writeECMAScript(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript" initial="a">
        <state id="a"><transition event="e" cond="true" target="b"/><transition event="e" target="z"/></state>
        <state id="b"><transition event="f" cond="true" target="a"/><transition event="f" target="z"/></state>
        <final id="z"/>
      </scxml>
      """, "twice.scxml")
    let (output, _, status) = try run("paths", chart)
    #expect(status == 0)
    #expect(output.contains("not reached: z (guard true, written before it, was never false)\n"), "\(output)")
  }

  @Test func pathsLeaveOutEventsTheDocumentRaisesItself() throws {
    let chart = try writeECMAScript(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript" initial="a">
        <state id="a"><transition event="go" target="b"><raise event="inner"/></transition></state>
        <state id="b"><transition event="inner" target="c"/></state>
        <final id="c"/>
      </scxml>
      """, "raise.scxml")
    let (output, _, status) = try run("paths", chart)
    #expect(status == 0)
    #expect(output == "1: go → [c]\n")
  }

  @Test func testRunsAScriptAndATraceOnAnECMAScriptDocument() throws {
    let chart = try writeECMAScript(Self.counter, "script.scxml")
    let script = try writeECMAScript(
      """
      {"initialConfiguration": ["counting"], "events": [
        {"event": {"name": "tick"}, "nextConfiguration": ["counting"]},
        {"event": {"name": "tick"}, "nextConfiguration": ["counting"]},
        {"event": {"name": "check"}, "nextConfiguration": ["pass"]}]}
      """, "counter.json")
    let (output, error, status) = try run("test", chart, script)
    #expect(status == 0, "\(error)")
    #expect(output == "initial configuration passed\n3 passed, 0 failed\n")
    let trace = try writeECMAScript(
      """
      {"format": "statekit-trace", "property": "p", "initialConfiguration": ["counting"], "steps": [
        {"send": "tick", "configuration": ["counting"]}, {"send": "check", "configuration": ["pass"]}]}
      """, "counter.trace.json")
    let (replayed, _, failed) = try run("test", chart, trace)
    // One tick is not enough: the data model decides, and the replay says where it differs.
    #expect(failed == 1)
    #expect(replayed.contains("FAIL 2 send check: [fail] (recorded [pass])"), "\(replayed)")
  }

  @Test func convertWritesSCXMLAndRefusesTheJSONFormNamingWhatIsLost() throws {
    let chart = try writeECMAScript(Self.counter, "convert.scxml")
    let (scxml, _, status) = try run("convert", chart, "--to", "scxml")
    #expect(status == 0)
    #expect(scxml == Self.counter)
    let (json, error, refused) = try run("convert", chart, "--to", "json")
    #expect(refused == 1)
    #expect(json.isEmpty)
    #expect(
      error.contains(
        "has no place for JavaScript; converting would lose 1 <data expr>, 1 <assign location>, 1 <assign expr>, 1 <transition cond>"
      ))
    // A document whose scripts do not compile is not converted.
    let (_, _, malformed) = try run(
      "convert", try writeECMAScript(Self.malformed, "unconverted.scxml"), "--to", "scxml")
    #expect(malformed == 1)
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

  /// An error event the document does not handle is still printed, after its step.
  @Test func runPrintsTheErrorsTheDocumentRaised() throws {
    let chart = try writeECMAScript(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript" initial="s">
        <state id="s">
          <transition event="go" target="t"><assign location="missing.field" expr="1"/></transition>
        </state>
        <state id="t"/>
      </scxml>
      """, "raising.scxml")
    let (output, error, status) = try run("run", chart, "--events", "go")
    #expect(status == 0, "\(error)")
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "\(output)")
    #expect(lines.prefix(2) == ["initial: [s]", "go: transitioned [t]"])
    #expect(lines.last?.hasPrefix("raised: error.execution: <assign> to 'missing.field'") == true, "\(output)")
    let (json, _, _) = try run("run", chart, "--events", "go", "--json")
    let raised = #"{"raised":"error.execution: <assign> to 'missing.field'"#
    #expect(json.split(separator: "\n").last?.hasPrefix(raised) == true)
  }

  @Test func runAttachesTheBasicHTTPProcessorOnlyWhenAsked() throws {
    let chart = try writeECMAScript(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript" initial="s">
        <state id="s">
          <onentry>
            <send event="ping" targetexpr="_ioprocessors['basichttp'].location"
                  type="http://www.w3.org/TR/scxml/#BasicHTTPEventProcessor"/>
          </onentry>
          <transition event="ping" target="pass"/>
          <transition event="error.*" target="fail"/>
        </state>
        <final id="pass"/>
        <final id="fail"/>
      </scxml>
      """, "http.scxml")
    let (without, _, _) = try run("run", chart)
    #expect(without.split(separator: "\n").last == "final: fail")
    let (with, error, status) = try run("run", chart, "--basic-http")
    #expect(status == 0, "\(error)")
    #expect(with.split(separator: "\n").last == "final: pass")
    let (_, refusal, refused) = try run("run", try writeECMAScript(Self.nullChart, "null.scxml"), "--basic-http")
    #expect(refused != 0)
    #expect(refusal.contains("--basic-http needs a document with datamodel=\"ecmascript\""))
  }

  static let nullChart = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="a"><final id="a"/></scxml>
    """
}

/// Event data from the command line and from scripts; what the machine reports as it runs.
extension StateKitToolTests {
  /// `go` reaches `d` only with data whose `x` is 1.
  static let dataGuard = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript" initial="c">
      <state id="c"><transition event="go" cond="_event.data &amp;&amp; _event.data.x == 1" target="d"/></state>
      <final id="d"/>
    </scxml>
    """

  @Test func testSendsTheDataOfAScriptsEvents() throws {
    let chart = try writeECMAScript(Self.dataGuard, "data-guard.scxml")
    let script = try writeECMAScript(
      """
      {"initialConfiguration": ["c"], "events": [
        {"event": {"name": "go", "data": {"x": 2}}, "nextConfiguration": ["c"]},
        {"event": {"name": "go", "data": {"x": 1}}, "nextConfiguration": ["d"]}]}
      """, "data-guard.json")
    let (output, error, status) = try run("test", chart, script)
    #expect(status == 0, "\(error)")
    #expect(output == "initial configuration passed\n2 passed, 0 failed\n")
  }

  @Test func testRefusesEventDataForTheNullDataModel() throws {
    let chart = try writeECMAScript(
      #"<scxml xmlns="http://www.w3.org/2005/07/scxml" initial="c"><state id="c"/></scxml>"#, "null-data.scxml")
    let script = try writeECMAScript(
      #"{"initialConfiguration": ["c"], "events": [{"event": {"name": "go", "data": 1}, "nextConfiguration": ["c"]}]}"#,
      "null-data.json")
    let (_, error, status) = try run("test", chart, script)
    #expect(status != 0)
    #expect(error.contains("only an ECMAScript document"), "\(error)")
  }

  @Test func runSendsTheDataOfAnEventsFileLine() throws {
    let chart = try writeECMAScript(Self.dataGuard, "run-data.scxml")
    let events = try writeECMAScript("go {\"x\": 2}\ngo\n\ngo  {\"x\": 1}\n", "run-data.txt")
    let (output, error, status) = try run("run", chart, "--events-file", events)
    #expect(status == 0, "\(error)")
    #expect(
      output
        == "initial: [c]\ngo: rejected (guardsFailed) [c]\ngo: rejected (guardsFailed) [c]\ngo: transitioned [d]\nfinal: d\n"
    )
    let bad = try writeECMAScript("go {x: 1}\n", "run-bad.txt")
    let (_, badError, badStatus) = try run("run", chart, "--events-file", bad)
    #expect(badStatus == 1)
    #expect(badError.contains("line 1: the data of 'go' is not JSON: {x: 1}"), "\(badError)")
    let null = try writeECMAScript(
      #"<scxml xmlns="http://www.w3.org/2005/07/scxml" initial="c"><state id="c"/></scxml>"#, "run-null.scxml")
    let (_, nullError, nullStatus) = try run("run", null, "--events-file", events)
    #expect(nullStatus == 1)
    #expect(nullError.contains("only an ECMAScript document"), "\(nullError)")
  }
}

extension StateKitToolTests {
  @Test func runNamesTheEventOfADelayedSendAsItsHelpSays() throws {
    let chart = try writeECMAScript(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript" initial="a">
        <state id="a"><onentry><send event="late" delay="1s"/></onentry><transition event="late" target="b"/></state>
        <state id="b"/>
      </scxml>
      """, "delayed.scxml")
    let (output, error, status) = try run("run", chart, "--wait", "2", "--json")
    #expect(status == 0, "\(error)")
    #expect(output.contains(#""event":"late""#), "\(output)")
    let (help, _, _) = try run("run", "--help")
    #expect(help.contains("the name of the delayed send's event"), "\(help)")
  }
}
