import Foundation
import StateKit
@_spi(Testing) import StateKitSCXML
import StateKitTesting
import Testing

@MainActor
@Suite("SCXML invoke")
struct InvokeDocumentTests {
  static let child = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="waiting">
      <state id="waiting">
        <onentry><send target="#_parent" event="ready"/></onentry>
        <transition event="go" target="done"><send target="#_parent" event="went"/></transition>
        <transition event="ping"><send target="#_parent" event="pong" delay="1s"/></transition>
      </state>
      <final id="done"/>
    </scxml>
    """

  static func parent(invoke: String) -> String {
    """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="running">
      <state id="running" initial="starting">
        \(invoke)
        <transition event="done.invoke.worker" target="finished"/>
        <transition event="leave" target="left"/>
        <state id="starting">
          <transition event="ready" target="asking"><send target="#_worker" event="go"/></transition>
        </state>
        <state id="asking">
          <transition event="went" target="answered"/>
        </state>
        <state id="answered"/>
      </state>
      <state id="finished"/>
      <state id="left">
        <transition event="error.communication" target="unreachable"/>
        <transition event="pong" target="late"/>
        <transition event="poke"><send target="#_worker" event="go"/></transition>
      </state>
      <state id="unreachable"/>
      <state id="late"/>
    </scxml>
    """
  }

  func run(_ text: String, clock: ManualClock = ManualClock()) throws -> StateMachine<String, String, SCXMLSession> {
    let chart = try SCXMLReader.read(text).makeChart()
    let machine = StateMachine(chart, context: SCXMLSession(), clock: clock)
    machine.start()
    return machine
  }

  @Test func anInlineChildTalksToItsParentAndEndsWithDoneInvoke() throws {
    let m = try run(
      Self.parent(invoke: #"<invoke type="scxml" id="worker"><content>\#(Self.child)</content></invoke>"#))
    // ready → the parent sends go to #_worker → the child answers went, then finishes.
    #expect(m.activeAtomicStates == ["finished"])
    #expect(m.childIDs.isEmpty)
  }

  @Test func theDocumentIsReadAndWrittenWithItsInvoke() throws {
    let text = Self.parent(
      invoke:
        #"<invoke type="http://www.w3.org/TR/scxml/" id="worker" autoforward="true"><content>\#(Self.child)</content></invoke>"#
    )
    let document = try SCXMLReader.read(text)
    let invoke = try #require(document.states.first?.invokes.first)
    #expect(invoke.id == "worker" && invoke.autoforward && invoke.type == "http://www.w3.org/TR/scxml/")
    #expect(invoke.content?.states.map(\.id) == ["waiting", "done"])
    let again = try SCXMLReader.read(try SCXMLWriter.write(document))
    #expect(again.withoutPositions == document.withoutPositions)
  }

  @Test func srcIsReadRelativeToTheDocument() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statekit-invoke-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.child.write(to: folder.appendingPathComponent("worker.scxml"), atomically: true, encoding: .utf8)
    let parentURL = folder.appendingPathComponent("parent.scxml")
    try Self.parent(invoke: #"<invoke id="worker" src="file:worker.scxml"/>"#)
      .write(to: parentURL, atomically: true, encoding: .utf8)
    let document = try SCXMLReader.read(contentsOf: parentURL).document
    let machine = StateMachine(try document.makeChart(), context: SCXMLSession(), clock: ManualClock())
    machine.start()
    #expect(machine.activeAtomicStates == ["finished"])
  }

  @Test func aMissingSourceIsAnErrorNamingItAndItsLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statekit-invoke-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let parentURL = folder.appendingPathComponent("parent.scxml")
    try Self.parent(invoke: #"<invoke id="worker" src="missing.scxml"/>"#)
      .write(to: parentURL, atomically: true, encoding: .utf8)
    #expect {
      try SCXMLReader.read(contentsOf: parentURL)
    } throws: { error in
      let error = error as? SCXMLError
      return error?.kind == .invalid && error?.line == 3 && error?.message.contains("missing.scxml") == true
    }
  }

  @Test func aDocumentThatInvokesItselfIsRefused() throws {
    let text = Self.parent(invoke: #"<invoke id="worker" src="self.scxml"/>"#)
    #expect {
      try SCXMLReader.read(data: Data(text.utf8), sources: { _ in Data(text.utf8) })
    } throws: { error in
      (error as? SCXMLError)?.message.contains("nest more than") == true
    }
  }

  @Test(arguments: [
    (#"<invoke type="http://www.w3.org/TR/ccxml/"><content><scxml/></content></invoke>"#, "type"),
    (#"<invoke idlocation="x"><content><scxml/></content></invoke>"#, "idlocation"),
    (#"<invoke><param name="a" expr="1"/><content><scxml/></content></invoke>"#, "param"),
    (#"<invoke/>"#, "needs a child document"),
    (#"<invoke autoforward="yes"><content><scxml/></content></invoke>"#, "autoforward"),
  ])
  func whatTheNullDataModelCannotInvokeIsRefusedWithTheReason(_ invoke: String, _ word: String) {
    #expect {
      try SCXMLReader.read(Self.parent(invoke: invoke))
    } throws: { error in
      let error = error as? SCXMLError
      return error?.line == 3 && error?.message.contains(word) == true
    }
  }

  @Test func finalizeWithContentIsRefusedWhenTheChartIsMade() throws {
    let document = try SCXMLReader.read(
      Self.parent(
        invoke:
          #"<invoke id="worker"><content>\#(Self.child)</content><finalize><raise event="x"/></finalize></invoke>"#))
    #expect(document.states.first?.invokes.first?.finalize == [.raise("x")])
    #expect {
      try document.makeChart()
    } throws: { error in
      (error as? SCXMLError)?.message.contains("<finalize>") == true
    }
  }

  @Test func leavingTheStateCancelsTheChildAndItsDelayedSends() throws {
    let clock = ManualClock()
    let quiet = Self.child.replacingOccurrences(of: ##"<send target="#_parent" event="ready"/>"##, with: "")
    let text = Self.parent(invoke: #"<invoke id="worker"><content>\#(quiet)</content></invoke>"#)
    let m = try run(text, clock: clock)
    #expect(m.childIDs == ["worker"])
    // The child schedules pong for 1s later; the parent leaves before it comes due.
    m.send("ping", toChild: "worker")
    m.send("leave")
    #expect(m.childIDs.isEmpty)
    clock.advance(by: .seconds(2))
    #expect(m.activeAtomicStates == ["left"])
    // Sending to the cancelled child is error.communication.
    m.send("poke")
    #expect(m.activeAtomicStates == ["unreachable"])
  }

  /// A child that finishes in a step the app drives on its machine, or on its own timer: the
  /// parent takes done.invoke at once and forgets the child.
  @Test func aChildFinishedByTheAppOrByItsOwnTimerEndsWithDoneInvoke() throws {
    let child = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="waiting">
        <state id="waiting">
          <onentry><send event="timeout" delay="1s"/></onentry>
          <transition event="finish" target="done"/>
          <transition event="timeout" target="done"/>
        </state>
        <final id="done"/>
      </scxml>
      """
    let parent = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="running">
        <state id="running">
          <invoke id="worker"><content>\(child)</content></invoke>
          <transition event="done.invoke.worker" target="finished"/>
        </state>
        <final id="finished"/>
      </scxml>
      """
    let driven = try run(parent)
    let worker = try #require(driven.child("worker", as: StateMachine<String, String, SCXMLSession>.self))
    worker.send("finish")
    #expect(driven.activeAtomicStates == ["finished"])
    #expect(driven.childIDs.isEmpty)

    let clock = ManualClock()
    let timed = try run(parent, clock: clock)
    clock.advance(by: .seconds(1))
    #expect(timed.activeAtomicStates == ["finished"])
    #expect(timed.childIDs.isEmpty)
  }
}
