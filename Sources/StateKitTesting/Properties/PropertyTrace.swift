/// The steps of one walk and what the system was after each: a property test's counterexample,
/// shrunk to a minimal sequence, readable as text (``description``), replayed by one call
/// (`PropertyTest.replay(_:checking:)`) and saved as JSON (``jsonData()``) for `statekit test`.
///
/// ```
/// property "the label is never red" does not hold after step 4 (walk 3, seed 42, shrunk from 23 steps)
///   start                [browse]
///   1  send button       [edit]
///   2  wait 0.3 s        [edit]
///   3  send stepperDown  [edit]
///   4  send button       [empty]  ✗ does not hold
/// ```
public struct PropertyTrace<Input: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
  /// The name of the property that failed.
  public var property: String
  /// The steps, from a machine just started.
  public var steps: [TestStep<Input>]
  /// The active atomic states at the start and after each step (one more than ``steps``), as
  /// text; a child machine's states follow its parent's, prefixed by its id (`request/sending`).
  /// Empty when the test was given no machine to read them from.
  public var configurations: [[String]]
  /// Why the property failed, and for a bound what was missed and when: "does not hold", "did
  /// not hold within 3 steps", "had no response within 30 s of its trigger (after step 1, at
  /// 0 s; still none at 30.001 s)".
  public var failure: String
  /// Whether the failure was seen inside the last step's wait, at a timer that fired on the way,
  /// rather than at its end (in a replay; a shrunk trace ends its last wait there).
  public var failedInsideWait: Bool
  /// The seed of the test that found it, and which walk (from 1); nil for a trace replayed or
  /// written by hand.
  public var seed: UInt64?
  public var walk: Int?
  /// The steps of the walk before shrinking, when it was shrunk.
  public var shrunkFrom: Int?

  /// A trace of `steps` whose property `property` failed after the last of them.
  public init(
    property: String, steps: [TestStep<Input>], configurations: [[String]] = [], failure: String = "does not hold",
    failedInsideWait: Bool = false
  ) {
    self.property = property
    self.steps = steps
    self.configurations = configurations
    self.failure = failure
    self.failedInsideWait = failedInsideWait
  }

  /// The whole time the trace waits.
  public var duration: Duration {
    steps.reduce(.zero) { total, step in
      if case .wait(let duration) = step { return total + duration }
      return total
    }
  }

  /// The trace as a person reads it: one line a step, with the states after it.
  public var description: String {
    var origin: [String] = []
    if let walk { origin.append("walk \(walk)") }
    if let seed { origin.append("seed \(seed)") }
    if let shrunkFrom, shrunkFrom != steps.count { origin.append("shrunk from \(shrunkFrom) steps") }
    let place =
      steps.isEmpty ? "at the start" : "after step \(steps.count)\(failedInsideWait ? ", inside its wait" : "")"
    var lines = [
      "property \"\(property)\" \(failure) \(place)" + (origin.isEmpty ? "" : " (\(origin.joined(separator: ", ")))")
    ]
    // Step numbers right-aligned, so that the actions start in one column whatever their count.
    let numberWidth = String(steps.count).count
    let texts =
      ["start"]
      + steps.enumerated().map { index, step in
        let number = String(index + 1)
        return String(repeating: " ", count: numberWidth - number.count) + number + "  " + Self.text(of: step)
      }
    let width = texts.map(\.count).max() ?? 0
    for (index, text) in texts.enumerated() {
      var line = "  " + text
      if index < configurations.count {
        line +=
          String(repeating: " ", count: width - text.count + 2) + "[\(configurations[index].joined(separator: ", "))]"
      }
      if index == texts.count - 1 { line += "  ✗ \(failure)" }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  /// How a trace shows a step: "send button", "wait 0.3 s" (an input that is
  /// `CustomStringConvertible` by its description).
  public static func text(of step: TestStep<Input>) -> String {
    switch step {
    case .send(let event): return "send \(event)"
    case .wait(let duration): return "wait \(duration.traceText)"
    }
  }
}
