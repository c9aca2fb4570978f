import Foundation
import StateKit
@_spi(Testing) import StateKitSCXML
import StateKitTesting
import Testing

@MainActor
@Suite("SCXML reader")
struct ReaderTests {
  let sample = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="idle" name="door">
      <state id="idle">
        <onentry><log label="entered" expr="'idle'"/></onentry>
        <transition event="open.* knock" target="open"/>
        <transition event="lock" cond="!In('open')" target="locked"/>
      </state>
      <state id="open">
        <onentry><send event="close" delay="2s" id="auto"/></onentry>
        <transition event="hold"><cancel sendid="auto"/></transition>
        <transition event="close" target="idle"/>
      </state>
      <state id="locked">
        <transition event="unlock" target="idle"><raise event="unlocked"/></transition>
      </state>
      <final id="gone"/>
    </scxml>
    """

  @Test func readsStatesTransitionsAndContent() throws {
    let document = try SCXMLReader.read(sample)
    #expect(document.name == "door")
    #expect(document.initial == ["idle"])
    #expect(document.states.map(\.id) == ["idle", "open", "locked", "gone"])
    #expect(document.states[0].transitions[0].events == ["open.*", "knock"])
    #expect(document.states[1].onEntry == [[.send(SCXMLSend(event: "close", id: "auto", delay: .seconds(2)))]])
    #expect(document.states[1].line == 7)
  }

  @Test func runsWithPrefixMatchingDelaysAndCancel() throws {
    let chart = try SCXMLReader.read(sample).makeChart()
    let clock = ManualClock()
    let session = SCXMLSession()
    let machine = StateMachine(chart, context: session, clock: clock)
    machine.start()
    #expect(session.log == ["entered: 'idle'"])
    machine.send("open.wide")
    #expect(machine.activeAtomicStates == ["open"])
    machine.send("hold")
    clock.advance(by: .seconds(5))
    #expect(machine.activeAtomicStates == ["open"])
    machine.send("close")
    machine.send("knock")
    clock.advance(by: .seconds(2))
    #expect(machine.activeAtomicStates == ["idle"])
    machine.send("opener")
    #expect(machine.activeAtomicStates == ["idle"], "'open' is a token prefix, not a string prefix")
    machine.send("lock")
    #expect(machine.activeAtomicStates == ["locked"])
  }

  @Test func writingAndReadingAgainGivesTheSameDocument() throws {
    let document = try SCXMLReader.read(sample)
    let again = try SCXMLReader.read(try SCXMLWriter.write(document))
    #expect(again.withoutPositions == document.withoutPositions)
  }

  @Test func jsonFormRoundTrips() throws {
    let document = try SCXMLReader.read(sample)
    let data = try JSONEncoder().encode(document)
    #expect(try JSONDecoder().decode(SCXMLDocument.self, from: data) == document)
  }

  @Test func aDocumentBuiltInCodeWithADataConditionIsRefusedNotUnguarded() {
    // Documents made in code or decoded from JSON skip the reader's checks: making the chart
    // must still refuse a condition the null data model cannot evaluate, not drop the guard.
    var state = SCXMLState(kind: .state, id: "a")
    state.transitions = [SCXMLTransition(events: ["go"], cond: "x > 1", targets: ["b"])]
    let guarded = SCXMLDocument(states: [state, SCXMLState(kind: .state, id: "b")])
    #expect(throws: SCXMLError.self) { try guarded.makeChart() }
    var branching = SCXMLState(kind: .state, id: "a")
    branching.onEntry = [[.if([SCXMLBranch(cond: "count == 2", actions: [.raise("e")])])]]
    #expect(throws: SCXMLError.self) { try SCXMLDocument(states: [branching]).makeChart() }
  }

  @Test func prefixedElementsAreRead() throws {
    let document = try SCXMLReader.read(
      """
      <ns0:scxml xmlns:ns0="http://www.w3.org/2005/07/scxml" version="1.0">
        <ns0:state id="a"><ns0:transition event="t" target="b"/></ns0:state>
        <ns0:state id="b"/>
      </ns0:scxml>
      """)
    #expect(document.states.map(\.id) == ["a", "b"])
  }

  @Test func donedataIsIgnoredWithAWarning() throws {
    let text = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
        <final id="f"><donedata/></final>
      </scxml>
      """
    let (_, warnings) = try SCXMLReader.read(data: Data(text.utf8))
    #expect(warnings.map(\.description) == ["line 2: warning: <donedata> is ignored: the null data model has no data"])
  }
}

@Suite("Malformed documents")
struct MalformedDocumentTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Malformed")
  static var files: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".scxml") }
      .sorted()
  }

  /// What each file's error says, and on which line.
  static let expected: [String: (SCXMLError.Kind, String, Int)] = [
    "unclosed-root.scxml": (.malformed, "malformed XML", 3),
    "mismatched-tag.scxml": (.malformed, "malformed XML", 3),
    "trailing-content.scxml": (.malformed, "malformed XML", 4),
    "empty.scxml": (.malformed, "the document is empty", 1),
    "not-scxml.scxml": (.invalid, "the root element is <html>, not <scxml>", 1),
    // Was "the root element is <scxml>, not <scxml>": the message must say what is wrong.
    "foreign-namespace.scxml": (
      .invalid,
      "the root element <scxml> is in the namespace 'http://example.com/states', not in SCXML's 'http://www.w3.org/2005/07/scxml'",
      2
    ),
    "unknown-element.scxml": (.invalid, "<banana> is not allowed in <state>", 3),
    "duplicate-ids.scxml": (.chart, "duplicate state 'a'", 2),
    "unknown-target.scxml": (.chart, "unknown target 'nowhere' in state 'a'", 2),
    "assign.scxml": (.unsupported, "<assign> is not supported", 4),
    "script.scxml": (.unsupported, "<script> is not supported", 2),
    "data-condition.scxml": (.unsupported, "condition 'x > 1' needs a data model", 3),
    "bad-delay.scxml": (.invalid, "delay 'soon' is not a duration", 4),
    "bad-history-type.scxml": (.invalid, "type 'sideways' is neither shallow nor deep", 3),
    "xpath-datamodel.scxml": (.unsupported, "datamodel 'xpath' is not supported", 1),
    "entity-expansion.scxml": (.malformed, "malformed XML", 0),
    "external-entity.scxml": (.malformed, "malformed XML", 0),
    // Found by fuzzing: FoundationXML traps on element names that are not UTF-8.
    "invalid-utf8.scxml": (.malformed, "not valid UTF-8", 2),
    // Found by fuzzing: FoundationXML dereferences null on a processing instruction without data.
    "empty-processing-instruction.scxml": (.malformed, "processing instruction without content", 1),
  ]

  @Test func everyFileHasAnExpectation() {
    #expect(Set(Self.files) == Set(Self.expected.keys))
  }

  @Test(arguments: files)
  func givesAClearErrorWithALine(_ file: String) throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent(file))
    let (kind, message, line) = try #require(Self.expected[file])
    do {
      _ = try SCXMLReader.read(data: data).document.makeChart()
      Issue.record("\(file) was accepted")
    } catch {
      #expect(error.kind == kind, "\(file): \(error)")
      #expect(error.message.contains(message), "\(file): \(error)")
      if line > 0 { #expect(error.line == line, "\(file): \(error)") }
      #expect(error.description.hasPrefix("line "))
    }
  }

  @Test func deepNestingIsRefused() {
    let depth = 10_000
    let text =
      #"<scxml xmlns="http://www.w3.org/2005/07/scxml">"# + String(repeating: "<state>", count: depth)
      + String(repeating: "</state>", count: depth) + "</scxml>"
    #expect(throws: SCXMLError.self) { try SCXMLReader.read(text) }
  }

  @Test func hugeDocumentsAreRefusedBeforeParsing() {
    let filler = String(repeating: "<!-- padding padding padding padding -->\n", count: 260_000)
    let text = #"<scxml xmlns="http://www.w3.org/2005/07/scxml">"# + filler + #"<state id="a"/></scxml>"#
    #expect(text.utf8.count > 10_000_000)
    do {
      _ = try SCXMLReader.read(text)
      Issue.record("a 10 MB document was accepted")
    } catch {
      #expect(error.kind == .tooLarge)
    }
  }
}
