import Foundation
import StateKitConformance
@_spi(Testing) import StateKitSCXML
import Testing

@MainActor
@Suite("SCXML conformance", .enabled(if: ConformanceData.directory != nil, ConformanceData.skipMessage))
struct ConformanceTests {
  @Test func theConformanceFolderIsThereAndComplete() {
    #expect(ConformanceData.scionTests.count == 92)
    #expect(ConformanceData.w3cTests(group: "core").count == 34)
    #expect(ConformanceData.w3cTests(group: "invoke").count == 15)
  }

  @Test("SCION", arguments: ConformanceData.scionTests)
  func scion(_ name: String) throws {
    let base = ConformanceData.directory!.appendingPathComponent("scion").appendingPathComponent(name)
    let document = try SCXMLReader.read(contentsOf: base.appendingPathExtension("scxml")).document
    let chart = try document.makeChart()
    let script = try JSONDecoder().decode(
      SCXMLScript.self, from: Data(contentsOf: base.appendingPathExtension("json")))
    let result = try SCXMLScriptRunner.run(script, on: chart)
    #expect(result.failures.isEmpty, "\(result.failures)")
    #expect(result.passed == script.events.count + 1)
  }

  @Test(
    "W3C core and invoke",
    arguments: ConformanceData.w3cTests(group: "core") + ConformanceData.w3cTests(group: "invoke"))
  func w3c(_ number: String) throws {
    let url = ConformanceData.directory!.appendingPathComponent("w3c/txml/test\(number).txml")
    let chart = try W3CConformance.read(contentsOf: url).document.makeChart()
    #expect(W3CConformance.finalState(of: chart) == "pass")
  }
}

@MainActor
@Suite(
  "SCXML round trip over the conformance documents",
  .enabled(if: ConformanceData.directory != nil, ConformanceData.skipMessage))
struct ConformanceRoundTripTests {
  @Test(arguments: ConformanceData.scionTests)
  func scionDocumentsRoundTrip(_ name: String) throws {
    let url = ConformanceData.directory!.appendingPathComponent("scion/\(name).scxml")
    let document = try SCXMLReader.read(contentsOf: url).document
    let again = try SCXMLReader.read(try SCXMLWriter.write(document))
    #expect(again.withoutPositions == document.withoutPositions)
  }

  @Test(arguments: ConformanceData.w3cTests(group: "core") + ConformanceData.w3cTests(group: "invoke"))
  func w3cDocumentsRoundTrip(_ number: String) throws {
    let url = ConformanceData.directory!.appendingPathComponent("w3c/txml/test\(number).txml")
    let document = try W3CConformance.read(contentsOf: url).document
    let again = try SCXMLReader.read(try SCXMLWriter.write(document))
    #expect(again.withoutPositions == document.withoutPositions)
    // The written document still passes.
    #expect(W3CConformance.finalState(of: try again.makeChart()) == "pass")
  }
}
