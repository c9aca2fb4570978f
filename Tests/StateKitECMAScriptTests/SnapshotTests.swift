import Foundation
import StateKit
import StateKitECMAScript
import StateKitTesting
import Testing

/// Snapshots carry the data model: encoded, they hold its variables as JSON.
@MainActor
@Suite("ECMAScript data model in snapshots")
struct SnapshotTests {
  @Test func anEncodedSnapshotRestoresTheDataModel() throws {
    let chart = try ECMAScriptDocument.read(DataModelTests.counter).makeChart()
    let machine = StateMachine(chart, context: ECMAScriptSession(), clock: ManualClock())
    machine.start()
    machine.send(SCXMLEvent("add", data: ["amount": 2]))
    let saved = try JSONEncoder().encode(try machine.snapshot())
    machine.send(SCXMLEvent("add", data: ["amount": 3]))
    #expect(machine.context.value(of: "count") == 5)

    let snapshot = try JSONDecoder().decode(Snapshot<String, ECMAScriptSession>.self, from: saved)
    try machine.restore(snapshot)
    #expect(machine.context.value(of: "count") == 2)
    #expect(machine.context.value(of: "items") == [2])
    // The restored model runs on: the data is not initialized again, system variables are there.
    machine.send(SCXMLEvent("add", data: ["amount": 1]))
    #expect(machine.context.value(of: "count") == 3)
    #expect(try machine.context.evaluate("typeof _sessionid") == "string")
  }

  @Test func aSnapshotNamingASystemVariableIsRefused() throws {
    let json = """
      {"sessionID":"1","timeLimit":[1,0],"log":[],"variables":{"_event":1},"isInitialized":true,
       "initializedStates":[],"pendingDoneData":{}}
      """
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ECMAScriptSession.self, from: Data(json.utf8))
    }
  }
}
