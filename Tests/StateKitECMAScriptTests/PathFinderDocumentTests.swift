import StateKit
import StateKitECMAScript
import StateKitTesting
import Testing

/// `PathFinder` on a chart read from an ECMAScript document: the events it tries by default,
/// and delayed sends, which must not make every configuration look new.
@MainActor
@Suite("PathFinder on ECMAScript documents")
struct PathFinderDocumentTests {
  static let cart = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript" initial="shopping">
      <datamodel><data id="count" expr="0"/></datamodel>
      <state id="shopping">
        <transition event="add" cond="_event.data.amount &gt; 0">
          <assign location="count" expr="count + _event.data.amount"/>
        </transition>
        <transition event="checkout" cond="count &gt;= 42" target="paying"/>
      </state>
      <state id="paying">
        <onentry><send event="timeout" delay="5s" id="t"/></onentry>
        <transition event="timeout" target="shopping"/>
        <transition event="paid" target="done"/>
      </state>
      <final id="done"/>
    </scxml>
    """

  @Test func aDelayedSendEndsTheSearch() throws {
    let chart = try ECMAScriptDocument.read(Self.cart).makeChart()
    // Sent from outside as well, `timeout` leaves `paying` with its delayed send still pending:
    // each visit adds one, so no configuration is ever seen twice. The search ends once it has
    // seen everything, not at its limit.
    for events: [SCXMLEvent] in [["checkout", "paid"], ["checkout", "paid", "timeout"]] {
      var finder = PathFinder(
        chart: chart, events: events, samples: [SCXMLEvent("add", data: ["amount": 21])],
        context: { ECMAScriptSession() })
      finder.configurationLimit = 500
      let plan = finder.plan(covering: .transitions)
      #expect(plan.stoppedBy == nil, "\(events): \(plan)")
      #expect(plan.unreachableStates.isEmpty && plan.untakenTransitions.isEmpty, "\(plan)")
    }
  }
}

extension PathFinderDocumentTests {
  /// A document's transitions name their events in descriptors: the finder and the property
  /// test try those names when given no events.
  @Test func withoutEventsTheDescriptorsNamesAreTried() throws {
    let chart = try ECMAScriptDocument.read(Self.cart).makeChart()
    let finder = PathFinder(chart: chart, samples: [SCXMLEvent("add", data: ["amount": 21])]) { ECMAScriptSession() }
    #expect(finder.events.map(\.name) == ["add", "checkout", "timeout", "paid", "add"])
    var limited = finder
    limited.configurationLimit = 500
    let plan = limited.plan(covering: .states)
    #expect(plan.unreachableStates.isEmpty, "\(plan)")
    let test = PropertyTest(chart: chart, samples: [SCXMLEvent("add", data: ["amount": 21])]) { ECMAScriptSession() }
    let result = test.check(.never("done is reached") { $0.isActive("done") }, walks: 50, steps: 20)
    #expect(!result.holds, "the walks should reach done by add, add, checkout, paid")
  }
}
