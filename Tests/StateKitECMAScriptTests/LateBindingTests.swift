import StateKit
import StateKitECMAScript
import StateKitTesting
import Testing

/// Late binding (SCXML 5.3, 5.9; W3C manual test 307): data read before its state is entered is
/// `undefined` without an error, as a missing property of loaded data is.
@MainActor
@Suite("ECMAScript data model: late binding")
struct LateBindingTests {
  @Test func dataNotYetBoundIsUndefinedWithoutAnError() throws {
    let document = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript" binding="late" initial="s0">
        <state id="s0">
          <onentry><log label="before" expr="Var1"/><raise event="foo"/></onentry>
          <transition event="error" target="failed"/>
          <transition event="foo" target="s1"><log label="no error" expr=""/></transition>
        </state>
        <state id="s1">
          <datamodel><data id="Var1" expr="1"/></datamodel>
          <onentry><log label="after" expr="Var1"/></onentry>
        </state>
        <state id="failed"/>
      </scxml>
      """
    let machine = StateMachine(
      try ECMAScriptDocument.read(document).makeChart(), context: ECMAScriptSession(), clock: ManualClock())
    machine.start()
    #expect(machine.activeAtomicStates == ["s1"])
    #expect(machine.context.log == ["before: undefined", "no error", "after: 1"])
  }
}
