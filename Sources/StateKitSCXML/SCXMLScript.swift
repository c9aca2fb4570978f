import StateKit
import StateKitTesting

/// A test script in the SCION conformance format: the expected initial configuration, then
/// events, each with the configuration expected after it and optionally a wait before it.
///
/// ```json
/// { "initialConfiguration": ["a"],
///   "events": [ { "event": { "name": "t" }, "nextConfiguration": ["b"] },
///               { "after": 100, "event": { "name": "t2" }, "nextConfiguration": ["d"] } ] }
/// ```
public struct SCXMLScript: Codable, Hashable, Sendable {
  public struct EventName: Codable, Hashable, Sendable {
    public var name: String
  }

  public struct Step: Codable, Hashable, Sendable {
    public var event: EventName
    public var nextConfiguration: [String]
    /// Milliseconds to advance the clock before the event is sent.
    public var after: Int?
  }

  public var initialConfiguration: [String]
  public var events: [Step]
}

/// The result of running a script: one check for the initial configuration and one per event.
public struct SCXMLScriptResult: Sendable {
  public struct Failure: Sendable, CustomStringConvertible {
    /// 0 for the initial configuration, then the event's position (1-based).
    public var step: Int
    public var event: String?
    public var expected: [String]
    public var actual: [String]

    public var description: String {
      let what = event.map { "step \(step) (event '\($0)')" } ?? "initial configuration"
      return "\(what): expected [\(expected.joined(separator: ", "))], got [\(actual.joined(separator: ", "))]"
    }
  }

  public var passed: Int
  public var failures: [Failure]
  public var failed: Int { failures.count }
}

@MainActor
public enum SCXMLScriptRunner {
  /// Runs a script against a chart on a manual clock; configurations are compared as sets.
  public static func run(_ script: SCXMLScript, on chart: SCXMLChart) -> SCXMLScriptResult {
    let clock = ManualClock()
    let machine = StateMachine(chart, context: SCXMLSession(), clock: clock)
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
      machine.send(step.event.name)
      check(index + 1, step.event.name, step.nextConfiguration)
    }
    return result
  }

  /// Runs a W3C conformance chart: starts it, lets up to `timeout` pass on a manual clock, and
  /// answers the top-level final state it reached (`pass` or `fail`), or nil.
  public static func runToCompletion(_ chart: SCXMLChart, timeout: Duration = .seconds(30)) -> String? {
    let clock = ManualClock()
    let machine = StateMachine(chart, context: SCXMLSession(), clock: clock)
    machine.start()
    if !machine.isFinished { clock.advance(by: timeout) }
    guard machine.isFinished else { return nil }
    return machine.activeAtomicStates.first
  }
}
