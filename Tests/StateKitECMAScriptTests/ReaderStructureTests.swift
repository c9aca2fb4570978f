import StateKit
import StateKitECMAScript
import StateKitSCXML
import StateKitTesting
import Testing

/// The ECMAScript reader walks states, history and transitions with the null data model's
/// walk: a malformed structure is refused with the same error, naming the element and its line.
@MainActor
@Suite("The ECMAScript reader's state structure")
struct ReaderStructureTests {
  /// Each body (inside `<scxml>`) with the error both readers give for it.
  nonisolated static let malformed: [(body: String, message: String, line: Int)] = [
    (
      """
      <state id="a">
        <history id="h" type="sideways"/>
      </state>
      """, "<history> type 'sideways' is neither shallow nor deep", 3
    ),
    (
      """
      <state id="a">
        <history id="h"><state id="inner"/></history>
      </state>
      """, "<state> is not allowed in <history>", 3
    ),
    (
      """
      <state id="a">
        <initial/>
        <state id="b"/>
      </state>
      """, "<initial> needs a <transition>", 3
    ),
    (
      """
      <state id="a">
        <banana/>
      </state>
      """, "<banana> is not allowed in <state>", 3
    ),
    (
      """
      <parallel id="p">
        <state id="a"/>
        <transition type="sideways" target="a"/>
      </parallel>
      """, "<transition> type 'sideways' is neither internal nor external", 4
    ),
  ]

  static func document(_ body: String, datamodel: String) -> String {
    """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="\(datamodel)">
    \(body)
    </scxml>
    """
  }

  @Test(arguments: malformed.indices)
  func malformedStructureIsRefusedAsTheNullDataModelRefusesIt(_ index: Int) {
    let (body, message, line) = Self.malformed[index]
    let script = #expect(throws: SCXMLError.self) {
      try ECMAScriptDocument.read(Self.document(body, datamodel: "ecmascript"))
    }
    let null = #expect(throws: SCXMLError.self) { try SCXMLReader.read(Self.document(body, datamodel: "null")) }
    #expect(script?.kind == .invalid)
    #expect(script?.message == message)
    #expect(script?.line == line)
    #expect(script?.message == null?.message)
    #expect(script?.line == null?.line)
  }

  /// A state without `id` gets `_state1`, `_state2`…, skipping the ids the document gives.
  @Test func generatedIDsSkipTheDocumentsOwn() throws {
    let text = Self.document(
      """
      <state id="start"><transition event="go" target="_state2"/></state>
      <state id="_state1"/>
      <state><transition event="next" target="_state1"/></state>
      """, datamodel: "ecmascript")
    let machine = StateMachine(
      try ECMAScriptDocument.read(text).makeChart(), context: ECMAScriptSession(), clock: ManualClock())
    machine.start()
    machine.send("go")
    #expect(machine.activeAtomicStates == ["_state2"])
    machine.send("next")
    #expect(machine.activeAtomicStates == ["_state1"])
  }
}
