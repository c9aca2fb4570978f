import StateKit
import StateKitECMAScript
import StateKitTesting
import Testing

/// `_event`, the system variables and `In()`, as a document sees them.
@MainActor
@Suite("ECMAScript system variables")
struct SystemVariableTests {
  func start(_ body: String) throws -> StateMachine<String, SCXMLEvent, ECMAScriptSession> {
    let text = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript" name="doc">
        <datamodel><data id="seen" expr="null"/></datamodel>
        \(body)
      </scxml>
      """
    let machine = StateMachine(
      try ECMAScriptDocument.read(text).makeChart(), context: ECMAScriptSession(), clock: ManualClock())
    machine.start()
    return machine
  }

  @Test func eventFieldsReachTheDocument() throws {
    let machine = try start(
      """
      <state id="s">
        <transition event="order" target="t">
          <assign location="seen" expr="[_event.name, _event.type, _event.data.id, typeof _event.sendid, _name]"/>
        </transition>
      </state>
      <state id="t"/>
      """)
    machine.send(SCXMLEvent("order.placed", data: ["id": 7]))
    #expect(machine.context.value(of: "seen") == ["order.placed", "external", 7, "undefined", "doc"])
  }

  @Test func assigningToASystemVariableIsAnErrorAndChangesNothing() throws {
    let machine = try start(
      """
      <state id="s">
        <onentry><assign location="_sessionid" expr="'mine'"/></onentry>
        <transition event="error.execution" target="t"><assign location="seen" expr="_sessionid"/></transition>
      </state>
      <state id="t"/>
      """)
    #expect(machine.activeAtomicStates == ["t"])
    #expect(machine.context.value(of: "seen") == .string(machine.context.sessionID))
  }

  @Test func inAsksTheConfiguration() throws {
    let machine = try start(
      """
      <parallel id="p">
        <state id="a" initial="a1">
          <state id="a1">
            <transition event="go" cond="In('nowhere')" target="a3"/>
            <transition event="go" cond="In('b') &amp;&amp; In('a1')" target="a2"/>
          </state>
          <state id="a2"/>
          <state id="a3"/>
        </state>
        <state id="b"/>
      </parallel>
      """)
    machine.send("go")
    #expect(Set(machine.activeAtomicStates) == ["a2", "b"])
  }

  @Test func aConditionThatThrowsInAQuestionQueuesNothing() throws {
    let machine = try start(
      """
      <state id="s">
        <transition event="go" cond="undeclared.field" target="wrong"/>
        <transition event="error.execution" target="reported"/>
      </state>
      <state id="wrong"/>
      <state id="reported"/>
      """)
    #expect(machine.can("go") == false)
    machine.send("other")
    #expect(machine.activeAtomicStates == ["s"])
  }

  @Test func aConditionThatThrowsIsFalseAndReportsAnError() throws {
    let machine = try start(
      """
      <state id="s">
        <transition event="go" cond="undeclared.field" target="wrong"/>
        <transition event="error.execution" target="reported"/>
      </state>
      <state id="wrong"/>
      <state id="reported"/>
      """)
    machine.send("go")
    #expect(machine.activeAtomicStates == ["reported"])
  }
}
