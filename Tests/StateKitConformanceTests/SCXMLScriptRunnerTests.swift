import Foundation
import StateKitConformance
import StateKitSCXML
import Testing

@MainActor
@Suite("SCION script runner")
struct SCXMLScriptRunnerTests {
  static let chart = try! SCXMLReader.read(
    """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="a">
      <state id="a"><transition event="t" target="b"/></state>
      <state id="b">
        <onentry><send event="later" delay="100ms"/></onentry>
        <transition event="later" target="c"/>
      </state>
      <state id="c"/>
    </scxml>
    """
  ).makeChart()

  func script(_ json: String) throws -> SCXMLScript {
    try JSONDecoder().decode(SCXMLScript.self, from: Data(json.utf8))
  }

  @Test func everyCheckPassesWhenTheConfigurationsMatch() throws {
    let passing = try script(
      """
      { "initialConfiguration": ["a"],
        "events": [ { "event": { "name": "t" }, "nextConfiguration": ["b"] },
                    { "after": 100, "event": { "name": "none" }, "nextConfiguration": ["c"] } ] }
      """)
    let result = SCXMLScriptRunner.run(passing, on: Self.chart)
    #expect(result.passed == 3)
    #expect(result.failures.isEmpty)
  }

  @Test func aMismatchNamesTheStepTheEventAndBothConfigurations() throws {
    let failing = try script(
      """
      { "initialConfiguration": ["b"],
        "events": [ { "event": { "name": "t" }, "nextConfiguration": ["c"] } ] }
      """)
    let result = SCXMLScriptRunner.run(failing, on: Self.chart)
    #expect(result.passed == 0)
    #expect(
      result.failures.map(\.description) == [
        "initial configuration: expected [b], got [a]", "step 1 (event 't'): expected [c], got [b]",
      ])
  }
}
