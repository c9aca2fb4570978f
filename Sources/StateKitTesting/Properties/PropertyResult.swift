/// What `check(_:walks:steps:seed:)` or
/// `replay(_:checking:)` found: whether the properties
/// held, or the shrunk trace of the one that failed. Its description is what a failed
/// `#expect(result.holds, "\(result)")` prints.
public struct PropertyResult<Input: Hashable & Sendable>: Sendable, CustomStringConvertible {
  /// The seed of the walks; nil for a replay or a shrink, which follow a trace's steps and
  /// draw nothing at random.
  public var seed: UInt64?
  /// The names of the properties checked.
  public var properties: [String]
  /// How many walks ran (the last one failed when there is a counterexample).
  public var walks = 0
  /// How many steps they took, in all.
  public var steps = 0
  /// How much time passed on their clocks, in all.
  public var time: Duration = .zero
  /// The failure, shrunk; nil when every property held.
  public var counterexample: PropertyTrace<Input>?
  /// What the test's `subject` closure threw, if it did: the walk it was making (the last of
  /// ``walks``) never started, and nothing was checked on it.
  public var subjectError: (any Error)?
  /// For a replay: where the states differ from those the trace recorded; nil when they match
  /// (or the trace recorded none).
  public var divergence: TraceDivergence?
  /// For a replay: the configurations at the start and after each step replayed (as
  /// ``PropertyTrace/configurations`` records them); empty for a check.
  public var replayedConfigurations: [[String]] = []
  /// What the walks (or the replay) reached of the machine's chart: how many of its states and
  /// transitions, and which they missed — a property that held was checked only there. Nil
  /// when the test was given no machine.
  public var coverage: WalkCoverage?

  init(seed: UInt64?, properties: [String]) {
    self.seed = seed
    self.properties = properties
  }

  /// Whether every property held on every walk (and every walk's subject could be made).
  public var holds: Bool { counterexample == nil && subjectError == nil }

  /// For a replay: whether every property held *and* the replay went through the states the
  /// trace recorded (no ``divergence``). What a regression test asserts: a replay that went
  /// another way no longer exercises the scenario the trace recorded, so ``holds`` alone proves
  /// little. For a check, the same as ``holds``.
  public var holdsAsRecorded: Bool { holds && divergence == nil }

  /// "3 properties held on 100 walks (seed 42): 5000 steps, 1200 s on the clock; reached 5 of
  /// 6 states, took 12 of 15 transitions", the
  /// counterexample's trace, or why a walk's subject could not be made.
  public var description: String {
    var text: String
    if let subjectError {
      text =
        "walk \(walks)\(seedText) could not start: its subject threw \(String(reflecting: subjectError))"
        + (walks > 1 ? " (the \(walks - 1) walks before it held: \(steps) steps)" : "")
    } else if let counterexample {
      text = counterexample.description
    } else {
      let named = properties.count == 1 ? "property \"\(properties[0])\"" : "\(properties.count) properties"
      text =
        "\(named) held on \(walks) walk\(walks == 1 ? "" : "s")\(seedText): \(steps) steps, "
        + "\(time.traceText) on the clock" + (coverage.map { "; \($0)" } ?? "")
    }
    if let divergence { text += "\n" + divergence.description }
    return text
  }

  /// " (seed 42)", or nothing when no seed was used.
  private var seedText: String { seed.map { " (seed \($0))" } ?? "" }
}

/// Where a replayed trace's states first differ from those it recorded: the chart, the
/// context or the screen changed since it was saved.
public struct TraceDivergence: Hashable, Sendable, CustomStringConvertible {
  /// The step after which they differ (0: at the start).
  public var step: Int
  /// The configuration the trace recorded there, and the one the replay reached.
  public var recorded: [String]
  public var replayed: [String]

  /// Compares configurations at the start and after each step; nil when they match or none were
  /// recorded.
  init?(recorded: [[String]], replayed: [[String]]) {
    guard !recorded.isEmpty else { return nil }
    for index in 0..<max(recorded.count, replayed.count) {
      let expected = index < recorded.count ? recorded[index] : nil
      let actual = index < replayed.count ? replayed[index] : nil
      // A replay that stopped at a failure has fewer configurations: not a divergence.
      guard let expected, let actual else { return nil }
      if Set(expected) != Set(actual) {
        (step, self.recorded, self.replayed) = (index, expected, actual)
        return
      }
    }
    return nil
  }

  /// "the replay differs after step 3: recorded [edit], replayed [browse]".
  public var description: String {
    "the replay differs \(step == 0 ? "at the start" : "after step \(step)"): recorded [\(recorded.joined(separator: ", "))], replayed [\(replayed.joined(separator: ", "))]"
  }
}
