import StateKit
import StateKitECMAScript
import StateKitTesting
import Testing

/// A document's data model from Swift: read and set values, send events with data.
@MainActor
@Suite("ECMAScript data model from Swift")
struct DataModelTests {
  static let counter = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript" initial="idle">
      <datamodel>
        <data id="count" expr="0"/>
        <data id="items" expr="[]"/>
      </datamodel>
      <state id="idle">
        <transition event="add" cond="_event.data.amount &gt; 0">
          <assign location="count" expr="count + _event.data.amount"/>
          <script>items.push(_event.data.amount)</script>
        </transition>
        <transition event="add" target="refused"/>
      </state>
      <state id="refused"/>
    </scxml>
    """

  func machine(_ text: String) throws -> StateMachine<String, SCXMLEvent, ECMAScriptSession> {
    let chart = try ECMAScriptDocument.read(text).makeChart()
    return StateMachine(chart, context: ECMAScriptSession(), clock: ManualClock())
  }

  @Test func eventsWithDataRunConditionsAndAssignments() throws {
    let machine = try machine(Self.counter)
    machine.start()
    #expect(machine.context.value(of: "count") == 0)
    machine.send(SCXMLEvent("add", data: ["amount": 2]))
    machine.send(SCXMLEvent("add", data: ["amount": 3]))
    #expect(machine.context.value(of: "count") == 5)
    #expect(machine.context.value(of: "items") == [2, 3])
    machine.send(SCXMLEvent("add", data: ["amount": -1]))
    #expect(machine.activeAtomicStates == ["refused"])
  }

  @Test func swiftSetsValuesTheDocumentReads() throws {
    let machine = try machine(Self.counter)
    machine.start()
    try machine.context.setValue(40, for: "count")
    machine.send(SCXMLEvent("add", data: ["amount": 2]))
    #expect(machine.context.value(of: "count") == 42)
    #expect(throws: ECMAScriptError.self) { try machine.context.setValue("x", for: "_sessionid") }
    #expect(machine.context.value(of: "_sessionid") == .string(machine.context.sessionID))
  }

  @Test func swiftCannotSetAVariableTheDocumentDoesNotDeclare() throws {
    let machine = try machine(Self.counter)
    machine.start()
    let error = #expect(throws: ECMAScriptError.self) { try machine.context.setValue(1, for: "undeclared") }
    #expect(
      error?.message == "'undeclared' is not a variable of the data model: declare it with <data id=\"undeclared\">")
    #expect(machine.context.value(of: "undeclared") == nil)
  }
}
