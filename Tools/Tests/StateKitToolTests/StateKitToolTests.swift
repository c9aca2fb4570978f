import Foundation
import Testing

/// Runs the real `statekit` executable on files.
@Suite("statekit tool")
struct StateKitToolTests {
  static var executable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("statekit")
  }

  /// A scratch folder with a small chart and a script.
  static let folder: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statekit-tool-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let chart = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="browse" name="modes">
        <state id="browse"><transition event="button" target="edit"/></state>
        <state id="edit">
          <transition event="button" target="browse"/>
          <transition event="save" target="saving"/>
          <state id="typing"/>
        </state>
        <state id="saving">
          <onentry><send event="saved" delay="2s"/></onentry>
          <transition event="saved" target="done"/>
        </state>
        <final id="done"/>
        <state id="island"/>
      </scxml>
      """
    try? chart.write(to: folder.appendingPathComponent("modes.scxml"), atomically: true, encoding: .utf8)
    let script = """
      {"initialConfiguration": ["browse"], "events": [
        {"event": {"name": "button"}, "nextConfiguration": ["typing"]},
        {"event": {"name": "save"}, "nextConfiguration": ["saving"]},
        {"after": 2000, "event": {"name": "nothing"}, "nextConfiguration": ["done"]}]}
      """
    try? script.write(to: folder.appendingPathComponent("modes.json"), atomically: true, encoding: .utf8)
    let wrong = script.replacingOccurrences(of: #"["saving"]"#, with: #"["browse"]"#)
    try? wrong.write(to: folder.appendingPathComponent("wrong.json"), atomically: true, encoding: .utf8)
    // Starting runs away: a and b hand over to each other without an event.
    let loop = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="a">
        <state id="a"><transition target="b"/></state>
        <state id="b"><transition target="a"/></state>
      </scxml>
      """
    try? loop.write(to: folder.appendingPathComponent("loop.scxml"), atomically: true, encoding: .utf8)
    // A parent that invokes a child document by src, relative to itself.
    let parent = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="working">
        <state id="working">
          <invoke type="scxml" id="worker" src="worker.scxml"/>
          <transition event="done.invoke.worker" target="done"/>
          <transition event="go"><send target="#_worker" event="go"/></transition>
        </state>
        <final id="done"/>
      </scxml>
      """
    try? parent.write(to: folder.appendingPathComponent("parent.scxml"), atomically: true, encoding: .utf8)
    let worker = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="idle">
        <state id="idle"><transition event="go" target="over"/></state>
        <final id="over"/>
      </scxml>
      """
    try? worker.write(to: folder.appendingPathComponent("worker.scxml"), atomically: true, encoding: .utf8)
    try? "<scxml><state id=\"a\">\n</scxml>".write(
      to: folder.appendingPathComponent("broken.scxml"), atomically: true, encoding: .utf8)
    return folder
  }()

  func path(_ name: String) -> String { Self.folder.appendingPathComponent(name).path }

  func run(_ arguments: String...) throws -> (output: String, error: String, status: Int32) {
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let output = out.fileHandleForReading.readDataToEndOfFile()
    let error = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self), process.terminationStatus)
  }

  @Test func validateReportsWarningsWithStateAndLine() throws {
    let (output, _, status) = try run("validate", path("modes.scxml"))
    #expect(status == 0)
    #expect(output.contains("line 13: warning: state 'island' is unreachable"))
    #expect(output.contains("6 states, 4 transitions, ok"))
  }

  @Test func validateReportsShadowedTransitions() throws {
    let chart = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="a">
        <state id="a">
          <transition event="go" target="b"/>
          <transition event="go" target="b"/>
        </state>
        <state id="b"><transition event="back" target="a"/></state>
      </scxml>
      """
    try chart.write(to: Self.folder.appendingPathComponent("shadowed.scxml"), atomically: true, encoding: .utf8)
    let (output, _, status) = try run("validate", path("shadowed.scxml"))
    #expect(status == 0)
    #expect(output.contains("line 2: warning: in state 'a', a transition on event 'go' is never taken"))
  }

  /// A chart error was printed as "error: line 2: unknown target …" on standard output: no file
  /// named, unlike a reader error, and not on standard error.
  @Test func validateNamesTheFileInEveryLine() throws {
    let chart = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
        <state id="a"><transition event="go" target="nowhere"/></state>
      </scxml>
      """
    try chart.write(to: Self.folder.appendingPathComponent("unknown-target.scxml"), atomically: true, encoding: .utf8)
    let (output, error, status) = try run("validate", path("unknown-target.scxml"))
    #expect(status == 1)
    #expect(output.isEmpty)
    #expect(error == "error: \(path("unknown-target.scxml")): line 2: unknown target 'nowhere' in state 'a'\n")
    let warned = try run("validate", path("modes.scxml")).output
    #expect(warned.contains("\(path("modes.scxml")): line 13: warning: state 'island' is unreachable"), "\(warned)")
  }

  @Test func validateFailsOnErrors() throws {
    let (_, error, status) = try run("validate", path("broken.scxml"))
    #expect(status == 1)
    #expect(error.contains("line 2, column 9: malformed XML: opening and closing tags do not match"))
  }

  @Test func txmlInW3CNotationIsConverted() throws {
    let txml = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" xmlns:conf="http://www.w3.org/2005/scxml-conformance"
        version="1.0" conf:datamodel="">
        <state id="s0"><transition event="go" conf:targetpass=""/></state>
        <conf:pass/>
      </scxml>
      """
    try txml.write(to: Self.folder.appendingPathComponent("w3c.txml"), atomically: true, encoding: .utf8)
    let (output, _, status) = try run("run", path("w3c.txml"), "--events", "go")
    #expect(status == 0)
    #expect(output.split(separator: "\n").last == "final: pass")
  }

  @Test func badInputExitsNonZeroWithAMessage() throws {
    let missing = try run("run", path("missing.scxml"))
    #expect(missing.status != 0)
    #expect(missing.error.contains("no such file"))
    let badFormat = try run("graph", path("modes.scxml"), "--format", "png")
    #expect(badFormat.status != 0)
  }

  @Test func runPrintsEachStepAndTheFinalState() throws {
    let (output, _, status) = try run("run", path("modes.scxml"), "--events", "button,bogus,save", "--wait", "2")
    #expect(status == 0)
    let lines = output.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "initial: [browse]", "button: transitioned [typing]",
        "bogus: rejected (noTransition; the chart has no event 'bogus') [typing]",
        "save: transitioned [saving]", "saved: transitioned [done]", "final: done",
      ])
  }

  @Test func aFailedStartIsReportedInBothModesAndTheExitStatus() throws {
    let text = try run("run", path("loop.scxml"))
    #expect(text.output.hasPrefix("initial: ["))
    #expect(text.output.contains("(failed: runaway"))
    #expect(text.status == 3)
    let json = try run("run", path("loop.scxml"), "--json")
    let first =
      try JSONSerialization.jsonObject(with: Data(json.output.split(separator: "\n")[0].utf8)) as? [String: Any]
    #expect(first?["initial"] as? Bool == true)
    #expect(first?["outcome"] as? String == "failed")
    #expect((first?["error"] as? String)?.contains("runaway") == true)
    #expect(json.status == 3)
  }

  @Test func runPrintsJSONLines() throws {
    let (output, _, _) = try run("run", path("modes.scxml"), "--events", "button,save", "--wait", "5", "--json")
    let objects = try output.split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
    }
    #expect(objects.count == 5)
    #expect(objects[1]["event"] as? String == "button")
    #expect(objects[1]["configuration"] as? [String] == ["typing"])
    #expect(objects[0]["initial"] as? Bool == true)
    #expect(objects[0]["outcome"] as? String == "transitioned")
    #expect(objects[1]["outcome"] as? String == "transitioned")
    #expect(objects.last?["final"] as? String == "done")
  }

  @Test func testCommandCountsPassesAndFailures() throws {
    let good = try run("test", path("modes.scxml"), path("modes.json"))
    #expect(good.status == 0)
    #expect(good.output.contains("initial configuration passed\n3 passed, 0 failed"))
    let bad = try run("test", path("modes.scxml"), path("wrong.json"))
    #expect(bad.status == 1)
    #expect(bad.output.contains("FAIL step 2 (event 'save'): expected [browse], got [saving]"))
    #expect(bad.output.contains("2 passed, 1 failed"))
  }

  @Test func pathsCoverStatesAndListTheUnreachable() throws {
    let (output, _, status) = try run("paths", path("modes.scxml"))
    #expect(status == 0)
    // `saved` is the chart's own delayed send, not an event for the tester (issue 33): the
    // path to `done` waits for it (issue 36).
    #expect(output.contains("1: button save (wait 2 s) → [done]"), "\(output)")
    #expect(!output.contains(" saved"), "\(output)")
    #expect(output.contains("unreachable state: island (no transition leads to it)"))
    let transitions = try run("paths", path("modes.scxml"), "--cover", "transitions")
    #expect(transitions.output.contains("button button → [browse]"))
    #expect(transitions.output.contains("button save (wait 2 s) → [done]"), "\(transitions.output)")
    #expect(!transitions.output.contains("untaken"), "\(transitions.output)")
  }

  /// A condition that is never true is named, with what it keeps out of reach.
  @Test func pathsSayWhyAStateIsNotReached() throws {
    let chart = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="idle">
        <state id="idle">
          <transition event="go" cond="In('never')" target="busy"/>
          <transition event="tick" target="idle"/>
        </state>
        <state id="busy"/>
        <state id="never"/>
      </scxml>
      """
    let file = Self.folder.appendingPathComponent("guarded.scxml")
    try chart.write(to: file, atomically: true, encoding: .utf8)
    let (output, _, status) = try run("paths", file.path, "--cover", "guards")
    #expect(status == 0)
    #expect(output.contains("not reached: busy (guard In('never') was never true)"), "\(output)")
    #expect(output.contains("untaken transition: idle → busy on go [In('never')] (guard In('never') was never true)"))
    #expect(output.contains("condition In('never'): false, never true"), "\(output)")
  }

  @Test func graphDrawsMermaidAndDOT() throws {
    let mermaid = try run("graph", path("modes.scxml"), "--format", "mermaid").output
    #expect(mermaid.hasPrefix("stateDiagram-v2"))
    #expect(mermaid.contains("browse --> edit : button"))
    let dot = try run("graph", path("modes.scxml"), "--format", "dot").output
    #expect(dot.hasPrefix("digraph"))
    #expect(dot.contains("subgraph \"cluster_"))
    // Every edge names declared nodes, and braces balance: a DOT reader would accept it.
    let declared = Set(
      dot.split(separator: "\n").compactMap { line -> String? in
        let text = line.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("\""), text.contains(" ["), !text.contains("->") else { return nil }
        return String(text.prefix { $0 != " " })
      })
    for line in dot.split(separator: "\n") where line.contains("->") {
      let parts = line.trimmingCharacters(in: .whitespaces).components(separatedBy: " -> ")
      let source = parts[0]
      let target = String(parts[1].prefix { $0 != " " && $0 != ";" })
      #expect(declared.contains(source), "\(line)")
      #expect(declared.contains(target), "\(line)")
    }
    #expect(dot.filter { $0 == "{" }.count == dot.filter { $0 == "}" }.count)
  }

  /// A `cond` prints as written; a deep history is `H*` with its default; no `<<choice>>`.
  @Test func graphPrintsConditionsAndHistory() throws {
    let chart = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="player">
        <state id="player" initial="sound">
          <history id="resume" type="deep"><transition target="sound"/></history>
          <state id="sound" initial="loud">
            <state id="loud"><transition event="mute" target="muted"/></state>
            <state id="muted"><transition event="next" target="paused" cond="In('muted')"/></state>
          </state>
        </state>
        <state id="paused"><transition event="play" target="resume"/></state>
      </scxml>
      """
    try chart.write(to: Self.folder.appendingPathComponent("player.scxml"), atomically: true, encoding: .utf8)
    let mermaid = try run("graph", path("player.scxml")).output
    #expect(mermaid.contains("muted --> paused : next [In('muted')]"))
    #expect(mermaid.contains("state \"H*\" as resume\n    resume --> sound"))
    #expect(!mermaid.contains("<<choice>>"))
    let dot = try run("graph", path("player.scxml"), "--format", "dot").output
    #expect(dot.contains("[label=\"next [In('muted')]\"]"))
    #expect(dot.contains("[label=\"H*\", shape=circle]"))
  }

  /// The help's paragraphs are wrapped by the tool, not broken at the source's line ends.
  @Test func runHelpWrapsWholeParagraphs() throws {
    let help = try run("run", "--help").output
    // Before: each source line was wrapped on its own ("…the sorted active" / "atomic states").
    #expect(!help.contains("active\natomic"), "\(help)")
    #expect(help.replacingOccurrences(of: "\n", with: " ").contains("the outcome and the sorted active atomic states"))
    let prose = help.split(separator: "\n").filter { !$0.hasPrefix("USAGE:") }
    #expect(prose.allSatisfy { $0.count <= 80 }, "\(help)")
    #expect(help.contains("  configuration  the active atomic states afterwards, sorted"))
  }

  @Test func documentsThatInvokeChildrenAreValidatedRunAndDrawn() throws {
    #expect(try run("validate", path("parent.scxml")).status == 0)
    let (output, _, status) = try run("run", path("parent.scxml"), "--events", "go")
    #expect(status == 0)
    #expect(output.contains("final: done"), "\(output)")
    #expect(
      try run("graph", path("parent.scxml")).output.contains("note right of working : invokes child machine 'worker'"))
    let dot = try run("graph", path("parent.scxml"), "--format", "dot").output
    #expect(dot.contains("[label=\"child machine 'worker'\", shape=component, style=dashed]"))
  }

  @Test func convertWritesSCXMLAndJSON() throws {
    let scxml = try run("convert", path("modes.scxml"), "--to", "scxml").output
    #expect(scxml.contains(#"<state id="island"/>"#))
    let json = try run("convert", path("modes.scxml"), "--to", "json").output
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect(object?["name"] as? String == "modes")
  }

  /// `validate` on a folder printed a raw `NSCocoaErrorDomain` error.
  @Test func aFolderIsNamedAsOne() throws {
    let (_, error, status) = try run("validate", Self.folder.path)
    #expect(status == 1)
    #expect(error == "error: \(Self.folder.path) is a folder; give a chart file (.scxml, .txml or .json)\n")
  }

  /// A `.json` file was reported as "malformed XML". The JSON form that `convert --to json`
  /// writes is read as a chart; other JSON is refused saying what is missing where.
  @Test func aChartInJSONFormIsReadAndOtherJSONIsExplained() throws {
    let json = try run("convert", path("modes.scxml"), "--to", "json").output
    try json.write(to: Self.folder.appendingPathComponent("modes-chart.json"), atomically: true, encoding: .utf8)
    let (output, _, status) = try run("validate", path("modes-chart.json"))
    #expect(status == 0)
    #expect(output.contains("6 states, 4 transitions, ok"))

    // The test script is JSON, but not a chart.
    let script = try run("validate", path("modes.json"))
    #expect(script.status == 1)
    #expect(
      script.error.contains(
        "modes.json is not a chart in JSON form (what statekit convert --to json writes): 'initial' is missing at the top level"
      ), "\(script.error)")
    try "{ not json".write(to: Self.folder.appendingPathComponent("garbage.json"), atomically: true, encoding: .utf8)
    let garbage = try run("validate", path("garbage.json"))
    #expect(garbage.status == 1)
    #expect(garbage.error.contains("the file is not valid JSON"), "\(garbage.error)")
    #expect(!garbage.error.contains("XML"))
  }

  /// A script step that waits a negative time is refused with the step named.
  @Test func testRefusesAScriptThatWaitsBackwards() throws {
    let script = """
      {"initialConfiguration": ["browse"], "events": [
        {"after": -5, "event": {"name": "button"}, "nextConfiguration": ["typing"]}]}
      """
    try script.write(to: Self.folder.appendingPathComponent("backwards.json"), atomically: true, encoding: .utf8)
    let (_, error, status) = try run("test", path("modes.scxml"), path("backwards.json"))
    #expect(status == 1)
    #expect(error.contains("step 1 (event 'button') waits -5 ms"))
  }
}
