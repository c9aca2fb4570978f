import Foundation
@_spi(Testing) import StateKit
import StateKitSCXML
import StateKitTesting
import Testing

/// Snapshots that do not fit the chart: each is refused with a clear error and changes nothing.
@MainActor
@Suite("Malformed snapshots")
struct MalformedSnapshotTests {
  nonisolated static let folder = MalformedDocumentTests.folder.appendingPathComponent("snapshots")
  nonisolated static var files: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }
      .sorted()
  }

  nonisolated static let expected: [String: String] = [
    "other-chart.json": "snapshot is from another chart",
    "unknown-state.json": "snapshot names unknown state 'ghost'",
    "two-top-level-states.json": "2 top-level states are active, not one",
    "missing-parents.json": "'l1' is active but its parent is not",
    "missing-region.json": "parallel state 'p' has inactive regions",
    "unknown-timer.json": "snapshot has a timer #3 for state 'idle' that has none",
    "history-outside-parent.json": "history 'h' remembers 'idle', which is outside its parent",
    "history-of-a-plain-state.json": "'idle' is not a history state",
    "truncated.json": "not valid JSON",
    "wrong-types.json": "typeMismatch",
  ]

  static let chart = try! SCXMLReader.read(
    """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="idle">
      <state id="idle"><transition event="a" target="work"/></state>
      <state id="work">
        <history id="h" type="deep"/>
        <parallel id="p">
          <state id="left"><state id="l1"/></state>
          <state id="right"><state id="r1"/></state>
        </parallel>
      </state>
    </scxml>
    """
  ).makeChart()

  @Test func everyFileHasAnExpectation() {
    #expect(Set(Self.files) == Set(Self.expected.keys))
  }

  @Test(arguments: files)
  func isRefusedWithAClearErrorAndChangesNothing(_ file: String) throws {
    let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
      .replacingOccurrences(of: "FINGERPRINT", with: Self.chart.fingerprint)
    let session = SCXMLSession()
    session.log = ["before"]
    let machine = StateMachine(Self.chart, context: session, clock: ManualClock())
    machine.start()
    machine.send("a")
    let before = machine.activeStates
    do {
      let snapshot = try JSONDecoder().decode(Snapshot<String, Never>.self, from: Data(text.utf8))
      try machine.restore(snapshot)
      Issue.record("\(file) was accepted")
    } catch {
      #expect("\(error)".contains(Self.expected[file] ?? "?"), "\(file): \(error)")
    }
    #expect(machine.activeStates == before)
    #expect(machine.context.log == ["before"])
    #expect(machine.checkConfiguration() == nil)
  }
}
