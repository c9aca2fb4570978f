import StateKit

/// Why a plan does not reach a state or take a transition: what the search saw, in words a
/// test can compare and a person can read.
public enum UncoveredReason<S: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
  /// A guard was evaluated on the explored paths and was false every time: the transition it
  /// guards (a `TransitionInfo.id`) and the guard's name (see ``GuardCoverage/name``).
  case guardNeverTrue(transition: Int, guard: String)
  /// An earlier transition of the same source and trigger has a guard that was true every time
  /// it was evaluated, so it always took the trigger first: that transition and its guard (a
  /// guard that counts — retries, attempts — needs ``PathFinder/distinguishesContexts``).
  case guardNeverFalse(transition: Int, guard: String)
  /// An earlier transition of the same source that takes the same trigger (or any event) was
  /// taken each time: that transition, by `TransitionInfo.id`, and its label.
  case takenFirstBy(transition: Int, label: String)
  /// The transition is written for this event case and no event of it was tried: give the
  /// path finder a sample (`samples:`).
  case noSample(EventCaseID)
  /// The transition's event was not among the events tried (``PathFinder/events``).
  case eventNotTried(String)
  /// The transition's source state is never active (its own reasons say why).
  case sourceNeverActive(S)
  /// Its source was active, but its trigger never selected it: an earlier transition took the
  /// event each time (one of a child state, or one written first), or the state was always left
  /// before its `After` fell due, or before it completed.
  case neverSelected
  /// No transition of the chart leads to the state, whatever the guards say.
  case noTransitionLeadsHere
  /// Follows a guard's reason when the search did not tell contexts apart: the guard may read
  /// the context (form data a sample set, a count), and a context the search took for one it
  /// had seen was not explored further. Set ``PathFinder/distinguishesContexts`` (a `Hashable`
  /// context) or call ``PathFinder/distinguishContexts(by:)``.
  case contextsNotDistinguished
  /// The search stopped at this limit before it had tried everything.
  case searchStopped(PathSearchLimit)
  /// The search reached it, but no planned path does when replayed on a fresh machine: the
  /// machine restored from a snapshot behaved otherwise (a class context the guards read, say);
  /// use ``PathExploration/replaying``.
  case lostInReplay

  public var description: String {
    switch self {
    case .guardNeverTrue(_, let name): return "\(guardPhrase(name)) was never true"
    case .guardNeverFalse(_, let name): return "\(guardPhrase(name)), written before it, was never false"
    case .contextsNotDistinguished:
      return "the guard may read the context, which the search did not tell apart: "
        + "set distinguishesContexts, or distinguishContexts(by:) for a context that is not Hashable"
    case .takenFirstBy(_, let label): return "'\(label)', written before it, always took its trigger"
    case .noSample(let eventCase): return "no sample of case '\(eventCase)' was given"
    case .eventNotTried(let event): return "event '\(event)' was not tried"
    case .sourceNeverActive(let state): return "its source '\(state)' is never active"
    case .neverSelected: return "never selected: an earlier transition took its trigger, or its state was left first"
    case .noTransitionLeadsHere: return "no transition leads here"
    case .searchStopped(let limit): return limit.stoppedText
    case .lostInReplay: return "reached by the search but not by its path on a fresh machine"
    }
  }
}

extension Array {
  /// The reasons in words, each said once: two transitions with the same guard text give
  /// two reasons that read alike ("guard attempts < 3, written before it, was never false").
  /// Those in `left` are left out.
  public func reasonsText<S>(without left: Set<UncoveredReason<S>>) -> String
  where Element == UncoveredReason<S> {
    var said = Set<String>()
    return filter { !left.contains($0) }.map(\.description).filter { said.insert($0).inserted }
      .joined(separator: "; ")
  }
}
