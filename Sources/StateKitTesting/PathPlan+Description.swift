import StateKit

extension PathPlan: CustomStringConvertible {
  /// The plan as a report for a person: what it covers, its paths, and why the rest is not
  /// covered.
  ///
  /// ```
  /// covers 6 of 6 states, 8 of 8 transitions, 1 of 2 guards both ways, 9 of 9 transition pairs
  /// 2 paths:
  ///   pay, wait 15 s, wait 2 s, wait 15 s → gaveUp
  /// guards:
  ///   the guard of 'pay' in editing: true, never false
  /// ```
  ///
  /// The totals are the chart's — its states, transitions and guards, and the pairs of
  /// transitions its structure allows (``TransitionPairCoverage/possiblePairs(of:)``) —
  /// whatever the plan was asked to cover or the search saw: every plan of one chart counts
  /// against the same totals.
  public var description: String {
    let bothWays = guards.filter { $0.seenTrue && $0.seenFalse }.count
    var lines = [
      "covers \(coveredStates.count) of \(states.count) states, "
        + "\(takenTransitions.count) of \(transitionInfos.count) transitions, "
        + "\(bothWays) of \(guards.count) guards both ways, "
        + "\(transitionPairs.covered.count) of \(transitionPairs.possible.count) transition pairs"
    ]
    lines.append("\(paths.count) path\(paths.count == 1 ? "" : "s"):")
    for path in paths { lines.append("  " + path.description) }
    if !unreachableStates.isEmpty {
      lines.append("unreachable states:")
      for state in unreachableStates { lines.append("  \(state): " + text(whyUnreachable[state])) }
    }
    if !untakenTransitions.isEmpty {
      lines.append("untaken transitions:")
      for info in untakenTransitions {
        lines.append("  \(info.reportName): " + text(whyUntaken[info.id]))
      }
    }
    // Paths look for both answers of a guard only when asked to.
    let partial = coverage.contains(.guards) ? guards.filter { !($0.seenTrue && $0.seenFalse) } : []
    if !partial.isEmpty {
      lines.append("guards not seen both ways:")
      for coverage in partial {
        let seen =
          coverage.seenTrue ? "true, never false" : coverage.seenFalse ? "false, never true" : "never evaluated"
        lines.append("  \(coverage.name): \(seen)")
      }
    }
    if !casesWithoutSamples.isEmpty {
      lines.append("cases without samples: " + casesWithoutSamples.map(\.description).joined(separator: ", "))
    }
    if let stoppedBy { lines.append(stoppedBy.stoppedText) }
    return lines.joined(separator: "\n")
  }

  private func text(_ reasons: [UncoveredReason<S>]?) -> String {
    (reasons ?? []).reasonsText(without: [])
  }
}

extension TestPath: CustomStringConvertible {
  /// The steps and where they end: `pay, wait 15 s, validated → paying`.
  public var description: String {
    let steps = steps.map(\.description).joined(separator: ", ")
    return (steps.isEmpty ? "(no step)" : steps) + " → " + activeAtomicStates.map { "\($0)" }.joined(separator: ", ")
  }
}

extension TestStep: CustomStringConvertible {
  /// The event as Swift prints it, or `wait 15 s` (`wait 0.25 s`).
  public var description: String {
    switch self {
    case .send(let event): return "\(event)"
    case .wait(let duration): return "wait \(secondsText(duration))"
    }
  }
}

/// A duration in seconds, to the millisecond: `15 s`, `0.25 s`.
func secondsText(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  let milliseconds = seconds * 1_000 + attoseconds / 1_000_000_000_000_000
  var text = String(milliseconds / 1_000)
  let fraction = milliseconds % 1_000
  if fraction != 0 {
    var digits = String(fraction + 1_000).dropFirst()
    while digits.hasSuffix("0") { digits.removeLast() }
    text += "." + digits
  }
  return text + " s"
}
