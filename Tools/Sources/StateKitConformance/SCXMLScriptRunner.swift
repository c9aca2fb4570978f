import StateKit
import StateKitSCXML
import StateKitTesting

/// Runs SCION-format test scripts against charts read from SCXML.
@MainActor
public enum SCXMLScriptRunner {
  /// Runs a script against a chart on a manual clock; configurations are compared as sets.
  ///
  /// - Throws: ``SCXMLScriptError`` before anything runs, for a step whose `after` is negative
  ///   (time would run backwards) or longer than `Duration.maximumTimerDelay`.
  public static func run(_ script: SCXMLScript, on chart: SCXMLChart) throws(SCXMLScriptError) -> SCXMLScriptResult {
    try run(script, on: chart, context: SCXMLSession())
  }

  /// Runs a script against a chart of any data model whose events are made from their names
  /// (an ECMAScript document's chart with an `ECMAScriptSession`), its machine starting from
  /// `context`.
  ///
  /// - Throws: ``SCXMLScriptError`` before anything runs, as ``run(_:on:)`` does.
  public static func run<E: Hashable & Sendable & ExpressibleByStringLiteral, C>(
    _ script: SCXMLScript, on chart: Chart<String, E, C>, context: C
  ) throws(SCXMLScriptError) -> SCXMLScriptResult where E.StringLiteralType == String {
    for (index, step) in script.events.enumerated() {
      guard let after = step.after else { continue }
      guard after >= 0, Duration.milliseconds(after) <= .maximumTimerDelay else {
        throw SCXMLScriptError(step: index + 1, event: step.event.name, after: after)
      }
    }
    let clock = ManualClock()
    let machine = StateMachine(chart, context: context, clock: clock)
    machine.start()
    var result = SCXMLScriptResult(passed: 0, failures: [])
    func check(_ step: Int, _ event: String?, _ expected: [String]) {
      let actual = machine.activeAtomicStates.sorted()
      if actual == expected.sorted() {
        result.passed += 1
      } else {
        result.failures.append(.init(step: step, event: event, expected: expected.sorted(), actual: actual))
      }
    }
    check(0, nil, script.initialConfiguration)
    for (index, step) in script.events.enumerated() {
      if let after = step.after { clock.advance(by: .milliseconds(after)) }
      machine.send(E(stringLiteral: step.event.name))
      check(index + 1, step.event.name, step.nextConfiguration)
    }
    return result
  }
}
