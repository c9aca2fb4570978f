import StateKit
import StateKitSCXML
import Testing

/// Issue 33, from documents: a history default that leads back to its history is a chart error
/// on the history's line (before: the chart compiled, and entering the history crashed), and
/// what a document sends itself is told apart from what it takes from outside.
@MainActor
@Suite("SCXML: history defaults and events a document sends itself")
struct HistoryDefaultDocumentTests {
  @Test(arguments: ["deep", "shallow"])
  func aHistoryWhoseDefaultIsItselfIsAChartErrorOnItsLine(type: String) throws {
    let document = try SCXMLReader.read(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="c">
        <state id="c"><transition event="go" target="h"/></state>
        <state id="a">
          <history id="h" type="\(type)"><transition target="h"/></history>
          <state id="b"/>
        </state>
      </scxml>
      """)
    #expect {
      _ = try document.makeChart()
    } throws: { error in
      guard let error = error as? SCXMLError else { return false }
      return error.kind == .chart && error.line == 4
        && error.message.hasPrefix("the default of history state 'h' enters 'h' again ('h' → 'h')")
    }
  }

  @Test func historiesWhoseDefaultsNameEachOtherAreBothNamed() throws {
    let document = try SCXMLReader.read(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
        <state id="a" initial="h1">
          <history id="h1"><transition target="h2"/></history>
          <history id="h2" type="deep"/>
          <state id="b"/>
        </state>
      </scxml>
      """)
    #expect {
      _ = try document.makeChart()
    } throws: { error in
      let message = (error as? SCXMLError)?.message ?? ""
      return message.contains("history state 'h1' enters 'h1' again ('h1' → 'h2' → 'h1')")
        && message.contains("history state 'h2' enters 'h2' again ('h2' → 'h1' → 'h2')")
    }
  }

  @Test func theEventsADocumentSendsItselfAreListedAndNoOthers() throws {
    var document = try SCXMLReader.read(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="a">
        <state id="a">
          <onentry><send event="timeout" delay="2s"/><raise event="begun"/></onentry>
          <onexit><send event="parting" target="#_parent"/></onexit>
          <invoke id="kid"><content><scxml initial="k"><state id="k">
            <onentry><send event="fromKid" target="#_parent"/></onentry></state></scxml></content>
          </invoke>
          <transition event="go" target="b">
            <if cond="In('a')"><send event="soon" target="#_internal"/><else/><send event="tick" delay="1s"/></if>
            <send event="ping" target="#_kid"/>
          </transition>
          <transition event="timeout tick" target="b"/>
        </state>
        <state id="b"><transition event="answer" target="a"/></state>
      </scxml>
      """)
    let chart = try document.makeChart()
    // `<finalize>` runs in the parent: a document built in code may raise there (the reader
    // refuses `<finalize>` with content under the null data model).
    document.states[0].invokes[0].finalize = [.raise("finalized")]
    #expect(document.eventsSentToItself == ["timeout", "begun", "finalized", "soon", "tick"])
    // The chart takes `timeout` and `tick` (it sends them itself) and `go` and `answer`.
    #expect(chart.transitionInfos.contains { $0.trigger.takes(eventNamed: "answer") })
    #expect(!chart.transitionInfos.contains { $0.trigger.takes(eventNamed: "fly") })
  }

  @Test func descriptorsAndAnyEventTakeNamesAsSCXMLMatchesThem() {
    typealias T = Trigger<String, String>
    #expect(T.descriptor("error").takes(eventNamed: "error.communication"))
    #expect(T.descriptor("error.*").takes(eventNamed: "error"))
    #expect(!T.descriptor("error").takes(eventNamed: "errors"))
    #expect(T.descriptor("a b").takes(eventNamed: "b"))
    #expect(T.anyEvent.takes(eventNamed: "anything"))
    #expect(T.event("go").takes(eventNamed: "go") && !T.event("go").takes(eventNamed: "go.on"))
    #expect(!T.eventless.takes(eventNamed: "go") && !T.after(.seconds(1)).takes(eventNamed: "go"))
  }
}
