/// The result of running an ``SCXMLScript``: one check for the initial configuration and one
/// per event.
public struct SCXMLScriptResult: Sendable {
  /// A configuration that differs from the script's.
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

  /// The checks that matched.
  public var passed: Int
  public var failures: [Failure]
  public var failed: Int { failures.count }
}

/// Why a script cannot be run: a step waits a time the clock cannot wait.
public struct SCXMLScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The step's position (1-based).
  public var step: Int
  public var event: String
  /// The step's `after`, in milliseconds.
  public var after: Int

  public init(step: Int, event: String, after: Int) {
    self.step = step
    self.event = event
    self.after = after
  }

  public var description: String {
    "step \(step) (event '\(event)') waits \(after) ms; a script waits forward, from 0 ms up to a century"
  }
}
