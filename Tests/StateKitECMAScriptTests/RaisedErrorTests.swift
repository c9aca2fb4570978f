import Foundation
import StateKit
import StateKitECMAScript
import StateKitSCXML
import StateKitTesting
import Testing

/// `ECMAScriptSession.errors`: every error event the content raised, taken by a transition or
/// not, so that a document that does not handle `error.*` does not fail silently.
@MainActor
@Suite("Error events a document raised")
struct RaisedErrorTests {
  static let document = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript" initial="a">
      <datamodel><data id="x" expr="0"/></datamodel>
      <state id="a">
        <transition event="go" target="b"><assign location="y.z" expr="1"/></transition>
        <transition event="check" cond="undefinedName.value" target="b"/>
        <transition event="raise"><raise event="mine"/></transition>
      </state>
      <state id="b"/>
    </scxml>
    """

  func machine(_ text: String = Self.document) throws -> StateMachine<String, SCXMLEvent, ECMAScriptSession> {
    let machine = StateMachine(
      try ECMAScriptDocument.read(text).makeChart(), context: ECMAScriptSession(), clock: ManualClock())
    machine.start()
    return machine
  }

  @Test func anUnhandledErrorIsRecordedWithItsMessage() throws {
    let machine = try machine()
    #expect(machine.context.errors.isEmpty)
    // Nothing in the document takes error.execution: the step goes on, the error is kept.
    #expect(machine.send("go").isAccepted)
    #expect(machine.activeAtomicStates == ["b"])
    #expect(machine.context.errors.count == 1)
    let line = try #require(machine.context.errors.first)
    #expect(line.hasPrefix("error.execution: <assign> to 'y.z'"), "\(line)")
  }

  @Test func aConditionThatThrowsIsRecordedAndEventsRaisedOnPurposeAreNot() throws {
    let machine = try machine()
    machine.send("raise")
    #expect(machine.context.errors.isEmpty)
    machine.send("check")
    #expect(machine.activeAtomicStates == ["a"])
    #expect(machine.context.errors.count == 1)
    #expect(machine.context.errors.first?.hasPrefix("error.execution: condition") == true)
  }

  @Test func aChildsErrorsReachTheParentAfterItsInvokeID() throws {
    let parent = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript" initial="running">
        <state id="running">
          <invoke id="kid"><content><scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript">
            <state id="c"><onentry><assign location="nowhere.at.all" expr="1"/></onentry></state>
          </scxml></content></invoke>
        </state>
      </scxml>
      """
    let machine = try machine(parent)
    #expect(machine.context.errors.count == 1)
    #expect(machine.context.errors.first?.hasPrefix("[kid] error.execution: <assign> to 'nowhere.at.all'") == true)
  }

  @Test func snapshotsCarryTheErrorsAndOldSnapshotsHaveNone() throws {
    let machine = try machine()
    let clean = try JSONEncoder().encode(machine.context)
    // A session without errors is encoded as before the list existed.
    #expect(!String(decoding: clean, as: UTF8.self).contains("errors"))
    machine.send("go")
    let saved = try JSONEncoder().encode(try machine.snapshot())
    let snapshot = try JSONDecoder().decode(Snapshot<String, ECMAScriptSession>.self, from: saved)
    let other = try self.machine()
    try other.restore(snapshot)
    #expect(other.context.errors == machine.context.errors)
    let old = try JSONDecoder().decode(ECMAScriptSession.self, from: clean)
    #expect(old.errors.isEmpty)
  }
}

/// Mistakes a user makes with a document's data model, and what they are told.
@MainActor
@Suite("ECMAScript documents: clear refusals")
struct DataModelRefusalTests {
  @Test func aDocumentForAnotherDataModelIsRefused() throws {
    for model in ["null", "xpath"] {
      let text = """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="\(model)" initial="a">
          <state id="a"/>
        </scxml>
        """
      let error = #expect(throws: SCXMLError.self) { try ECMAScriptDocument.read(text) }
      #expect(error?.kind == .unsupported)
      #expect(error?.message.contains("datamodel is '\(model)'") == true, "\(String(describing: error))")
    }
    // Without the attribute the choice is the processor's: this one reads it as ECMAScript.
    let undeclared = #"<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0"><state id="a"/></scxml>"#
    #expect(throws: Never.self) { try ECMAScriptDocument.read(undeclared) }
  }

  @Test func settingAValueBeforeStartSaysSo() throws {
    let machine = StateMachine(
      try ECMAScriptDocument.read(DataModelTests.counter).makeChart(), context: ECMAScriptSession(),
      clock: ManualClock())
    let error = #expect(throws: ECMAScriptError.self) { try machine.context.setValue(1, for: "count") }
    #expect(error?.message.contains("before the machine starts") == true)
    machine.start()
    try machine.context.setValue(1, for: "count")
    #expect(machine.context.value(of: "count") == 1)
  }
}

extension DataModelRefusalTests {
  @Test func declaringASystemVariableIsAnError() throws {
    let text = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript" initial="a">
        <datamodel><data id="_sessionid" expr="2"/><data id="x" expr="1"/></datamodel>
        <state id="a"/>
      </scxml>
      """
    let machine = StateMachine(
      try ECMAScriptDocument.read(text).makeChart(), context: ECMAScriptSession(), clock: ManualClock())
    machine.start()
    #expect(
      machine.context.errors == [
        "error.execution: <data id=\"_sessionid\">: '_sessionid' is a system variable: it cannot be declared"
      ])
    #expect(machine.context.value(of: "_sessionid") == .string(machine.context.sessionID))
    #expect(machine.context.value(of: "x") == 1)
  }
}
