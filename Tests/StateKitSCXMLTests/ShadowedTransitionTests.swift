import StateKit
import StateKitSCXML
import Testing

// `statekit validate` promises shadowed transitions; documents write events as descriptors
// (SCXML 3.12.1), so a transition is shadowed when an earlier unguarded one in the same state
// takes every name its descriptors match.

@Suite("Shadowed transitions in documents")
struct ShadowedTransitionTests {
  func warnings(_ transitions: String) throws -> [String] {
    let document = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="a">
        <state id="a">\(transitions)</state>
        <state id="b"><transition event="back" target="a"/></state>
      </scxml>
      """
    return try SCXMLReader.read(document).makeChart().warnings.map(\.description)
  }

  @Test func twoIdenticalUnguardedTransitionsWarn() throws {
    let found = try warnings(#"<transition event="go" target="b"/><transition event="go" target="a"/>"#)
    #expect(
      found == [
        "warning: in state 'a', a transition on event 'go' is never taken: an earlier one without a guard always wins"
      ])
  }

  @Test func aPrefixOrAStarCoversLaterDescriptors() throws {
    #expect(
      try warnings(#"<transition event="go" target="b"/><transition event="go.now go.*" target="a"/>"#).count == 1)
    #expect(try warnings(#"<transition event="*" target="b"/><transition event="back" target="a"/>"#).count == 1)
    #expect(try warnings(#"<transition event="go stop" target="b"/><transition event="stop" target="a"/>"#).count == 1)
  }

  @Test func narrowerGuardedOrPartlyCoveredDescriptorsDoNot() throws {
    #expect(try warnings(#"<transition event="go.now" target="b"/><transition event="go" target="a"/>"#).isEmpty)
    #expect(
      try warnings(#"<transition event="go" cond="In('b')" target="b"/><transition event="go" target="a"/>"#).isEmpty)
    #expect(try warnings(#"<transition event="go" target="b"/><transition event="go stop" target="a"/>"#).isEmpty)
    #expect(try warnings(#"<transition event="gone" target="b"/><transition event="go" target="a"/>"#).isEmpty)
    #expect(try warnings(#"<transition event="go" target="b"/><transition event="*" target="a"/>"#).isEmpty)
  }
}
