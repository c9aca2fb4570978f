/// A problem found when a chart is compiled. Errors stop compilation; warnings are kept in
/// ``Chart/warnings``.
public struct ChartDiagnostic<S: Hashable & Sendable>: Sendable, Hashable, CustomStringConvertible {
  /// How serious a diagnostic is.
  public enum Severity: String, Sendable, Hashable {
    case error, warning
  }

  /// What was found.
  public enum Kind: Sendable, Hashable {
    /// Two states share an id.
    case duplicateState(S)
    /// A transition, initial or history default names a state that does not exist.
    case unknownTarget(String, source: S?)
    /// A compound state has no child state that could be its initial state.
    case compoundWithoutInitial(S)
    /// A compound state's `initial` is not one of its descendants.
    case initialNotDescendant(S, initial: S)
    /// A history state at the top level or inside a final state (SCXML 3.10 allows compound and parallel parents).
    case historyOutsideCompound(S)
    /// A final state has transitions or children.
    case transitionFromFinal(S)
    /// A history default target is not a descendant of the history's parent.
    case historyDefaultOutsideParent(S, target: S)
    /// A history state's default enters the history again, directly or through other history
    /// states (a history without a default enters its parent's initial): entering it before it
    /// remembers anything would never end. `path` runs from the history back to it.
    case historyDefaultCycle(S, path: [S])
    /// No transition, initial or history default names this history state: it never takes
    /// effect (a warning).
    case untargetedHistory(S)
    /// A parallel state has no child states.
    case emptyParallel(S)
    /// The chart has no states.
    case emptyChart
    /// No path from the initial configuration enters this state.
    case unreachable(S)
    /// A non-final state that nothing leaves: neither it nor an ancestor has a transition.
    case noWayOut(S)
    /// A transition can never be taken because an earlier one in the same state always wins.
    case shadowedTransition(S, trigger: String)
    /// States nest deeper than the compiler allows (it names the state at the limit).
    case nestingTooDeep(S, limit: Int)
    /// An `After` waits less than zero or longer than `Duration.maximumTimerDelay`.
    case delayOutOfRange(S, Duration)
    /// A transition (or initial, or history default; `source` nil: the chart's initial) names
    /// two targets that cannot be active together: both inside one compound state (`parent`
    /// nil: the chart), which has one active child at a time.
    case targetsInOneRegion(source: S?, first: S, second: S, parent: S?)
    /// A transition (or initial, or history default) names a state and a state inside it:
    /// entering the outer one enters its initial states as well, so the inner one would be
    /// active beside them.
    case targetInsideTarget(source: S?, outer: S, inner: S)
    /// A state invokes two child machines with one id: only the first could start.
    case duplicateChildID(S, id: String)
  }

  public let kind: Kind

  public init(kind: Kind) {
    self.kind = kind
  }

  public var severity: Severity {
    switch kind {
    case .unreachable, .shadowedTransition, .noWayOut, .untargetedHistory: return .warning
    default: return .error
    }
  }

  public var description: String { "\(severity.rawValue): \(message)" }

  /// What was found, without the severity.
  public var message: String {
    let text: String
    switch kind {
    case .duplicateState(let s): text = "duplicate state '\(s)'"
    case .unknownTarget(let t, let source):
      text = "unknown target '\(t)'" + (source.map { " in state '\($0)'" } ?? " in the chart's initial")
    case .compoundWithoutInitial(let s): text = "compound state '\(s)' has no child state to start in"
    case .initialNotDescendant(let s, let i): text = "initial '\(i)' of state '\(s)' is not one of its children"
    case .historyOutsideCompound(let s): text = "history state '\(s)' is not inside a compound or parallel state"
    case .transitionFromFinal(let s): text = "final state '\(s)' has transitions or children"
    case .historyDefaultOutsideParent(let h, let t):
      text = "default '\(t)' of history state '\(h)' is not inside its parent"
    case .historyDefaultCycle(let h, let path):
      text =
        "the default of history state '\(h)' enters '\(h)' again (\(path.map { "'\($0)'" }.joined(separator: " → ")));"
        + " entering it before it remembers anything would never end: name states that are not history states"
    case .untargetedHistory(let h):
      text = "history state '\(h)' is never targeted: no transition names it, so it remembers in vain"
    case .emptyParallel(let s): text = "parallel state '\(s)' has no regions"
    case .emptyChart: text = "the chart has no states"
    case .unreachable(let s): text = "state '\(s)' is unreachable"
    case .noWayOut(let s): text = "state '\(s)' has no way out: no transition leaves it or its ancestors"
    case .nestingTooDeep(let s, let limit):
      text = "state '\(s)' is nested more than \(limit) levels deep; flatten the chart"
    case .delayOutOfRange(let s, let delay):
      text = "state '\(s)' waits \(delay.exactText) in an After; delays lie within \(Duration.timerDelayRangeText)"
    case .targetsInOneRegion(let source, let first, let second, let parent):
      let of = parent.map { "state '\($0)'" } ?? "the chart"
      text =
        (source.map { "a transition of state '\($0)'" } ?? "the chart's initial")
        + " targets '\(first)' and '\(second)', which cannot be active together: \(of) has one active child at a time"
        + " (several targets must lie in different regions of a parallel state)"
    case .targetInsideTarget(let source, let outer, let inner):
      text =
        (source.map { "a transition of state '\($0)'" } ?? "the chart's initial")
        + " targets '\(outer)' and '\(inner)' inside it: entering '\(outer)' enters its initial states as well;"
        + " name the innermost states only"
    case .duplicateChildID(let s, let id):
      text = "state '\(s)' invokes two child machines with the id '\(id)'; only the first could start"
    case .shadowedTransition(let s, let trigger):
      text = "in state '\(s)', a transition on \(trigger) is never taken: an earlier one without a guard always wins"
    }
    return text
  }
}

/// Thrown when a chart has errors. Lists every error, not just the first.
public struct ChartValidationError<S: Hashable & Sendable>: Error, CustomStringConvertible {
  /// The errors (and warnings) that were found.
  public let diagnostics: [ChartDiagnostic<S>]

  public init(diagnostics: [ChartDiagnostic<S>]) {
    self.diagnostics = diagnostics
  }

  public var description: String {
    "invalid chart:\n" + diagnostics.map { "  " + $0.description }.joined(separator: "\n")
  }
}
