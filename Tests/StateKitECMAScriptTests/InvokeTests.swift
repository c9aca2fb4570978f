import Foundation
import StateKit
import StateKitECMAScript
import StateKitSCXML
import StateKitTesting
import Testing

/// `<invoke>` of a document known only when it starts (`srcexpr`, `<content expr>`), with
/// `autoforward`, `idlocation`, `<param>` and `<finalize>`; `<finalize>`'s content; the log of
/// an invoked child.
@MainActor
@Suite("ECMAScript data model: invoke")
struct InvokeTests {
  /// A child that answers `ping` with `pong` carrying its `base` + 1, and logs as it starts.
  static let child = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript" initial="waiting">
      <datamodel><data id="base" expr="0"/></datamodel>
      <state id="waiting">
        <onentry><log label="child" expr="base"/></onentry>
        <transition event="ping">
          <send target="#_parent" event="pong"><param name="value" expr="base + 1"/></send>
        </transition>
      </state>
    </scxml>
    """

  /// A parent invoking the child through `invoke` (its attributes) inside `running`.
  static func parent(_ invoke: String) -> String {
    """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript" initial="running">
      <datamodel><data id="childDoc" expr="''"/><data id="where"/><data id="result" expr="0"/></datamodel>
      <state id="running">
        \(invoke)
        <transition event="pong" target="answered"/>
      </state>
      <state id="answered"/>
    </scxml>
    """
  }

  func machine(_ text: String) throws -> StateMachine<String, SCXMLEvent, ECMAScriptSession> {
    let chart = try ECMAScriptDocument.read(data: Data(text.utf8), sources: { _ in Data(Self.child.utf8) })
      .makeChart()
    let machine = StateMachine(chart, context: ECMAScriptSession(), clock: ManualClock())
    machine.start()
    return machine
  }

  @Test("autoforward of a child whose document comes from an expression", arguments: [true, false])
  func autoforwardOfADynamicChild(fromSource: Bool) throws {
    for forwards in [true, false] {
      let start = fromSource ? #"<invoke srcexpr="'child.scxml'" id="kid""# : #"<invoke id="kid""#
      let content = fromSource ? "" : #"<content expr="childDoc"/>"#
      let invoke = "\(start) autoforward=\"\(forwards)\">\(content)</invoke>"
      let text = Self.parent(invoke).replacingOccurrences(
        of: #"<data id="childDoc" expr="''"/>"#,
        with: "<data id=\"childDoc\">\(Self.child)</data>")
      let machine = try machine(text)
      #expect(machine.childIDs == ["kid"])
      machine.send("ping")
      #expect(machine.activeAtomicStates == (forwards ? ["answered"] : ["running"]), "autoforward=\(forwards)")
    }
  }

  @Test func aDynamicChildGetsItsIDParamsAndFinalize() throws {
    let invoke = """
      <invoke srcexpr="'child.scxml'" idlocation="where" autoforward="true">
        <param name="base" expr="41"/>
        <finalize><assign location="result" expr="_event.data.value"/></finalize>
      </invoke>
      """
    let machine = try machine(Self.parent(invoke).replacingOccurrences(of: #"target="answered""#, with: ""))
    let id = try #require(machine.childIDs.first)
    #expect(machine.context.value(of: "where") == .string(id))
    machine.send("ping")
    #expect(machine.context.value(of: "result") == 42)
  }

  @Test func finalizeRunsForAChildEventNoTransitionTakes() throws {
    let invoke = """
      <invoke srcexpr="'child.scxml'" autoforward="true">
        <param name="base" expr="1"/>
        <finalize><assign location="result" expr="_event.data.value"/></finalize>
      </invoke>
      """
    let machine = try machine(Self.parent(invoke).replacingOccurrences(of: #"event="pong""#, with: #"event="other""#))
    machine.send("ping")
    #expect(machine.activeAtomicStates == ["running"])
    #expect(machine.context.value(of: "result") == 2)
  }

  @Test(
    "<finalize> may not send or raise events (SCXML 6.5.2)", arguments: ["<send event=\"x\"/>", "<raise event=\"x\"/>"])
  func finalizeRefusesEvents(_ element: String) throws {
    let invoke = """
      <invoke srcexpr="'child.scxml'">
        <finalize><if cond="true">\(element)</if></finalize>
      </invoke>
      """
    do {
      _ = try ECMAScriptDocument.read(Self.parent(invoke))
      Issue.record("a <finalize> with \(element) was read")
    } catch {
      #expect(error.kind == .invalid)
      #expect(error.message.contains("not allowed in <finalize>"))
    }
  }

  @Test func finalizeRunsItsOtherContent() throws {
    let invoke = """
      <invoke srcexpr="'child.scxml'" autoforward="true">
        <finalize>
          <log label="finalize" expr="_event.name"/>
          <script>result = _event.data.value * 10</script>
          <foreach array="[1, 2]" item="n"><assign location="result" expr="result + n"/></foreach>
        </finalize>
      </invoke>
      """
    let machine = try machine(Self.parent(invoke))
    machine.send("ping")
    #expect(machine.activeAtomicStates == ["answered"])
    #expect(machine.context.value(of: "result") == 13)
    #expect(machine.context.log.contains("finalize: pong"))
  }

  @Test func aChildsLogReachesTheParentsLog() throws {
    let invoke =
      #"<invoke id="kid"><param name="base" expr="7"/><content><scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript"><datamodel><data id="base"/></datamodel><state id="a"><onentry><log label="child" expr="base"/></onentry></state></scxml></content></invoke>"#
    let inline = try machine(Self.parent(invoke))
    #expect(inline.context.log == ["[kid] child: 7"])
    let dynamic = try machine(Self.parent(#"<invoke id="other" srcexpr="'child.scxml'"/>"#))
    #expect(dynamic.context.log == ["[other] child: 0"])
  }
}

extension InvokeTests {
  /// SCXML 6.4, W3C manual test 250: a cancelled child runs the exit actions of its active
  /// states (seen through its log, which reaches the parent's).
  @Test func aCancelledChildRunsItsExitActions() throws {
    let invoke = """
      <invoke id="kid"><content><scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript" initial="outer">
        <state id="outer" initial="inner">
          <onexit><log expr="'exit outer'"/></onexit>
          <state id="inner"><onexit><log expr="'exit inner'"/></onexit></state>
        </state>
      </scxml></content></invoke>
      <transition event="leave" target="answered"/>
      """
    let machine = try machine(Self.parent(invoke))
    #expect(machine.context.log.isEmpty)
    machine.send("leave")
    #expect(machine.activeAtomicStates == ["answered"])
    #expect(machine.context.log == ["[kid] exit inner", "[kid] exit outer"])
  }
}
