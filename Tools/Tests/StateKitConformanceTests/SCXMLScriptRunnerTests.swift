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
    let result = try SCXMLScriptRunner.run(passing, on: Self.chart)
    #expect(result.passed == 3)
    #expect(result.failures.isEmpty)
  }

  @Test func aMismatchNamesTheStepTheEventAndBothConfigurations() throws {
    let failing = try script(
      """
      { "initialConfiguration": ["b"],
        "events": [ { "event": { "name": "t" }, "nextConfiguration": ["c"] } ] }
      """)
    let result = try SCXMLScriptRunner.run(failing, on: Self.chart)
    #expect(result.passed == 0)
    #expect(
      result.failures.map(\.description) == [
        "initial configuration: expected [b], got [a]", "step 1 (event 't'): expected [c], got [b]",
      ])
  }

  /// A step with a negative `after` moved the manual clock backwards; it is refused, naming the
  /// step, before anything runs. So is a wait beyond a century.
  @Test(arguments: [-100, Int.max])
  func aStepThatWaitsAnImpossibleTimeIsRefused(after: Int) throws {
    let backwards = try script(
      """
      { "initialConfiguration": ["a"],
        "events": [ { "event": { "name": "t" }, "nextConfiguration": ["b"] },
                    { "after": \(after), "event": { "name": "none" }, "nextConfiguration": ["c"] } ] }
      """)
    #expect(throws: SCXMLScriptError(step: 2, event: "none", after: after)) {
      try SCXMLScriptRunner.run(backwards, on: Self.chart)
    }
    #expect(
      SCXMLScriptError(step: 2, event: "none", after: -100).description
        == "step 2 (event 'none') waits -100 ms; a script waits forward, from 0 ms up to a century")
  }
}
