import Foundation
import StateKit
import StateKitSCXML
import StateKitTesting
import Testing

// The samples of StateKitSCXML's landing page (StateKitSCXML.docc), verbatim.
@MainActor
@Suite("StateKitSCXML's landing page")
struct LandingPageTests {
  let text = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="closed">
      <state id="closed"><transition event="open" target="opened"/></state>
      <state id="opened"><transition event="close" target="closed"/></state>
    </scxml>
    """

  @Test func aDocumentRuns() throws {
    let document = try SCXMLReader.read(text)
    let chart = try document.makeChart()
    let machine = StateMachine(chart, context: SCXMLSession(), clock: ManualClock())
    machine.start()
    machine.send("open")
    #expect(machine.isActive("opened"))
  }

  @Test func aDocumentIsWrittenAsSCXMLAndJSON() throws {
    let document = try SCXMLReader.read(text)
    let scxml = try SCXMLWriter.write(document)
    let json = try JSONEncoder().encode(document)
    #expect(scxml.contains("<transition event=\"open\" target=\"opened\"/>"))
    #expect(try JSONDecoder().decode(SCXMLDocument.self, from: json) == document)
  }
}
