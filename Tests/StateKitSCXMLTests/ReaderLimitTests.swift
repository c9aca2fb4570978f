import Foundation
import StateKit
import StateKitTesting
import Testing

@_spi(Testing) @testable import StateKitSCXML

/// Input that must not crash the reader or the writer: conditions nested or chained without
/// end, ids that clash with generated ones or hold characters XML cannot carry, elements the
/// reader refuses for what they are.
@MainActor
@Suite("SCXML reader and writer limits")
struct ReaderLimitTests {
  func document(condition: String) -> String {
    """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
      <state id="a"><transition event="go" cond="\(condition)" target="b"/></state>
      <state id="b"/>
    </scxml>
    """
  }

  /// 100,000 nested `!` (a 100 KB document) or parentheses overflowed the stack of the
  /// recursive parser; nesting is limited like element nesting, with an error that says so.
  @Test(arguments: ["!", "("])
  func deeplyNestedConditionsAreRefusedWithoutOverflowingTheStack(opener: String) {
    let closer = opener == "(" ? ")" : ""
    let condition = String(repeating: opener, count: 100_000) + "In('a')" + String(repeating: closer, count: 100_000)
    #expect {
      try SCXMLReader.read(document(condition: condition))
    } throws: { error in
      let error = error as? SCXMLError
      return error?.kind == .tooLarge && error?.message.contains("more than 200 deep") == true && error?.line == 2
    }
  }

  @Test func conditionsNestedUpToTheLimitAreRead() throws {
    let condition = String(repeating: "!", count: 200) + "In('a')"
    let chart = try SCXMLReader.read(document(condition: condition)).makeChart()
    let machine = StateMachine(chart, context: SCXMLSession(), clock: ManualClock())
    machine.start()
    #expect(machine.send("go").isAccepted, "an even number of negations of In('a') holds in 'a'")
  }

  /// A flat `In('a')||…` of 1 MB built a left-deep tree whose destruction overflowed the
  /// stack; chains are lists.
  @Test func aMegabyteOfOrAndAndChainsIsReadRunAndFreed() throws {
    for (joiner, holds) in [("||", true), ("&amp;&amp;", false)] {
      let operands = Array(repeating: "In('b')", count: 120_000) + ["In('a')"]
      let condition = operands.joined(separator: joiner)
      #expect(condition.utf8.count > 1_000_000)
      var chart: SCXMLChart? = try SCXMLReader.read(document(condition: condition)).makeChart()
      let machine = StateMachine(chart!, context: SCXMLSession(), clock: ManualClock())
      machine.start()
      #expect(machine.send("go").isAccepted == holds)
      chart = nil
    }
    let parsed = try SCXMLCondition.parse(Array(repeating: "In('x')", count: 5).joined(separator: " || "), line: 1)
    #expect(parsed == .or(Array(repeating: .inState("x"), count: 5)))
  }

  /// A document with `<state id="_state1">` and a state without id was refused as "duplicate
  /// state '_state1'": generated ids skip the ids the document uses.
  @Test func generatedIDsSkipIDsInUse() throws {
    let document = try SCXMLReader.read(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
        <state><transition event="go" target="_state1"/></state>
        <state id="_state1"><state/><state id="_state3"/></state>
      </scxml>
      """)
    #expect(document.allStates.map(\.id) == ["_state2", "_state1", "_state4", "_state3"])
    let chart = try document.makeChart()
    #expect(chart.stateIDs.count == 4)
  }

  /// Ids with a tab or a carriage return came back as spaces after writer → reader (XML
  /// normalises white space in attributes): they are written as character references.
  @Test func tabsCarriageReturnsAndLineFeedsSurviveWritingAndReading() throws {
    // (Event and target lists are separated by white space, so only single ids can hold it.)
    var state = SCXMLState(kind: .state, id: "tab\there\r\nand\rthere")
    state.onEntry = [[.log(label: "a\tlabel", expr: "'line\rbreak'")]]
    let document = SCXMLDocument(states: [state])
    let text = try SCXMLWriter.write(document)
    #expect(text.contains("tab&#9;here&#13;&#10;and&#13;there"))
    #expect(try SCXMLReader.read(text).withoutPositions == document)
  }

  /// Ids with control characters produced XML the reader could not read; the writer refuses
  /// them, naming the element, the attribute and the character.
  @Test(arguments: ["\u{1}", "\u{0}", "\u{1B}", "\u{FFFE}"])
  func charactersXMLCannotCarryAreRefusedByTheWriter(character: String) {
    let document = SCXMLDocument(states: [SCXMLState(kind: .state, id: "bad\(character)id")])
    #expect {
      try SCXMLWriter.write(document)
    } throws: { error in
      let error = error as? SCXMLError
      let code = String(character.unicodeScalars.first!.value, radix: 16, uppercase: true)
      return error?.kind == .invalid && error?.message.contains("<state> attribute 'id'") == true
        && error?.message.contains("U+" + String(repeating: "0", count: 4 - code.count) + code) == true
        && error?.message.contains("XML 1.0 cannot carry") == true
    }
  }

  /// An `<invoke src>` in a document read from memory has nothing to resolve `src` against.
  @Test func invokeSourceWithoutALocationIsRefusedForWhatItIs() {
    #expect {
      try SCXMLReader.read(
        """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
          <state id="a"><invoke type="scxml" src="child.scxml"/></state>
        </scxml>
        """)
    } throws: { error in
      let error = error as? SCXMLError
      return error?.kind == .unsupported && error?.line == 2
        && error?.message.contains("needs the document's location") == true
    }
  }
}
