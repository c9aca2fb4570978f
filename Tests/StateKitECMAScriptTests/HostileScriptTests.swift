import StateKit
import StateKitECMAScript
import StateKitTesting
import Testing

/// A document must not hurt the app: scripts that never end, allocate without bound or throw
/// leave the machine usable and report `error.execution`.
@MainActor
@Suite("ECMAScript documents that misbehave")
struct HostileScriptTests {
  /// A document that runs `script` on `go`, then goes to `failed` on `error.execution` and to
  /// `done` otherwise.
  static func document(_ script: String) -> String {
    """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript" initial="idle">
      <datamodel><data id="after" expr="0"/></datamodel>
      <state id="idle">
        <transition event="go" target="running"/>
      </state>
      <state id="running">
        <onentry>
          <script>\(script)</script>
          <assign location="after" expr="1"/>
        </onentry>
        <transition event="error.execution" target="failed"/>
        <transition target="done" cond="after == 1"/>
      </state>
      <state id="failed"><transition event="again" target="running"/></state>
      <state id="done"/>
    </scxml>
    """
  }

  func run(_ script: String) throws -> StateMachine<String, SCXMLEvent, ECMAScriptSession> {
    let chart = try ECMAScriptDocument.read(Self.document(script)).makeChart()
    let machine = StateMachine(
      chart, context: ECMAScriptSession(timeLimit: .milliseconds(200)), clock: ManualClock())
    machine.start()
    machine.send("go")
    return machine
  }

  @Test(.enabled(if: ECMAScriptSession.isTimeLimited, "this JavaScriptCore has no watchdog"))
  func aScriptThatNeverEndsIsStopped() throws {
    let machine = try run("while (true) {}")
    #expect(machine.activeAtomicStates == ["failed"])
    // The rest of the block did not run, and the context still evaluates.
    #expect(machine.context.value(of: "after") == 0)
    #expect(try machine.context.evaluate("after + 1") == 1)
  }

  @Test(.enabled(if: ECMAScriptSession.isTimeLimited, "this JavaScriptCore has no watchdog"))
  func aScriptThatAllocatesWithoutEndIsStopped() throws {
    let machine = try run("var hoard = []; while (true) { hoard.push(new Array(1000).fill(hoard.length)); }")
    #expect(machine.activeAtomicStates == ["failed"])
    #expect(try machine.context.evaluate("1 + 1") == 2)
  }

  @Test func oneHugeAllocationIsAnError() throws {
    let machine = try run("var huge = 'x'.repeat(2 ** 31);")
    #expect(machine.activeAtomicStates == ["failed"])
  }

  @Test func aThrowingScriptIsAnErrorAndTheMachineGoesOn() throws {
    let machine = try run("throw new Error('no')")
    #expect(machine.activeAtomicStates == ["failed"])
    machine.send("again")
    #expect(machine.activeAtomicStates == ["failed"])
    #expect(machine.context.value(of: "after") == 0)
  }

  @Test func dataThatThrowsIsUndefinedAndTheOtherDataIsSet() throws {
    let text = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript">
        <datamodel>
          <data id="broken" expr="(function () { throw new Error('no') })()"/>
          <data id="fine" expr="2"/>
        </datamodel>
        <state id="s"><transition event="error.execution" target="reported"/></state>
        <state id="reported"/>
      </scxml>
      """
    let machine = StateMachine(
      try ECMAScriptDocument.read(text).makeChart(), context: ECMAScriptSession(), clock: ManualClock())
    machine.start()
    #expect(machine.activeAtomicStates == ["reported"])
    #expect(machine.context.value(of: "broken") == nil)
    #expect(machine.context.value(of: "fine") == 2)
  }
}
