import Foundation
import StateKit
import StateKitECMAScript
import Testing

/// The README's and the documentation's example, as written there.
@MainActor
@Suite("ECMAScript documentation example")
struct DocumentationTests {
  @Test func theReadmeExampleRuns() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("counter-\(UUID().uuidString).scxml")
    try DataModelTests.counter.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }

    let chart = try ECMAScriptDocument.read(contentsOf: url).makeChart()
    let machine = StateMachine(chart, context: ECMAScriptSession())  // a JavaScript context of its own
    machine.start()
    try machine.context.setValue(40, for: "count")  // as <assign> would
    machine.send(SCXMLEvent("add", data: ["amount": 2]))  // _event.data.amount in the document
    let count = machine.context.value(of: "count")  // a JSONValue, or nil: 42 here

    #expect(count == 42)
  }
}
