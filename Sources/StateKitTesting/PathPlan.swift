import StateKit

/// What a set of test paths should cover.
public enum Coverage: String, Sendable, CaseIterable {
  /// Every state is active at the end of some path's step.
  case states
  /// Every transition is taken by some path — `After` transitions included: paths wait for them.
  case transitions
  /// Every guard is seen true on some path and false on some path (as far as the search saw
  /// it either way).
  case guards
  /// Every pair of transitions that the search saw taken one right after the other is taken so
  /// by some path (the report counts them against the pairs the chart allows, see
  /// ``TransitionPairCoverage/possible``).
  case transitionPairs
}

/// One sequence of test steps from the initial configuration: events to send and time to let
/// pass.
public struct TestPath<S: Hashable & Sendable, E: Hashable & Sendable>: Hashable, Sendable {
  /// The steps, in order, for a machine just started on a manual clock (``StepDriver`` performs
  /// them). A `.wait` is as long as the time until the next timer was due.
  public var steps: [TestStep<E>]
  /// Every active state at the end, in document order: what `StateMachine.activeStates` says
  /// (and `Snapshot.configuration`).
  public var activeStates: [S]
  /// The active atomic (innermost) states at the end: what
  /// `StateMachine.activeAtomicStates` says.
  public var activeAtomicStates: [S]

  /// A path of these steps ending in these states.
  public init(steps: [TestStep<E>], activeStates: [S], activeAtomicStates: [S]) {
    self.steps = steps
    self.activeStates = activeStates
    self.activeAtomicStates = activeAtomicStates
  }

  /// The events sent, in order, without the waits: a view for paths that take no timer (sent
  /// alone, they skip every `After` the path waits for).
  public var events: [E] { steps.compactMap(\.event) }

  /// The time the path lets pass, all its waits together.
  public var duration: Duration {
    steps.reduce(.zero) { total, step in
      if case .wait(let duration) = step { return total + duration }
      return total
    }
  }
}

/// Paths that together cover a chart, what they cover, and why the rest is not covered.
///
/// Everything it says it covers, its paths cover: they are replayed on fresh machines after the
/// search, and the coverage is what the replays did. Its ``description`` is the report for a
/// person.
public struct PathPlan<S: Hashable & Sendable, E: Hashable & Sendable>: Sendable {
  /// Shortest first (by steps), paths as long in the order of ``PathFinder/events`` with the
  /// wait last; none is a prefix of another.
  public var paths: [TestPath<S, E>]
  /// States no path makes active (history states aside) that the search did not reach either,
  /// or that the coverage asked for (`.states`, `.transitions`); ``whyUnreachable`` says why.
  public var unreachableStates: [S]
  /// Transitions no path takes that the search did not take either, or that the coverage asked
  /// for (`.transitions`); ``whyUntaken`` says why.
  public var untakenTransitions: [TransitionInfo<S, E>]
  /// Why each state of ``unreachableStates`` is not reached.
  public var whyUnreachable: [S: [UncoveredReason<S>]]
  /// Why each transition of ``untakenTransitions`` is not taken, by `TransitionInfo.id`.
  public var whyUntaken: [Int: [UncoveredReason<S>]]
  /// What the plan was asked to cover.
  public var coverage: Set<Coverage>
  /// Each guarded transition, and whether the paths saw its guard true and false (they look
  /// for both only when ``coverage`` includes `.guards`).
  public var guards: [GuardCoverage<S, E>]
  /// The pairs of transitions the chart allows one right after the other, those the search saw
  /// taken so, and those the paths take so.
  public var transitionPairs: TransitionPairCoverage
  /// Cases that transitions are written for (`On` with an `EventCase`, or `On(case:)`) of which
  /// no event was tried: their payloads cannot be made up, so give the path finder a sample.
  public var casesWithoutSamples: [EventCaseID]
  /// The states of ``unreachableStates`` that no sequence of transitions leads to, whatever
  /// the guards say: found from the chart's graph (`ChartDiagnostic.Kind.unreachable`),
  /// so no search limit can change them.
  public var unreachableInGraph: [S]
  /// The limit that stopped the search before it had tried every step in every configuration
  /// it reached; nil when it explored everything. When set, what the plan does not cover may be
  /// reachable on a longer search: raise the limit named.
  public var stoppedBy: PathSearchLimit?
  /// The states the plan's paths make active, in document order.
  public var coveredStates: [S]
  /// The transitions the plan's paths take, in document order.
  public var takenTransitions: [TransitionInfo<S, E>]
  /// The chart's states (history states aside): the total the report counts covered states
  /// against, whatever the coverage asked for.
  let states: [S]
  /// The chart's transitions, to name those ``whyUntaken`` and the reasons refer to.
  let transitionInfos: [TransitionInfo<S, E>]
}

/// A guarded transition, and whether the paths of a plan saw its guard true and false.
public struct GuardCoverage<S: Hashable & Sendable, E: Hashable & Sendable>: Hashable, Sendable {
  /// The transition the guard belongs to.
  public var transition: TransitionInfo<S, E>
  /// Whether a path evaluates the guard to `true`.
  public var seenTrue: Bool
  /// Whether a path evaluates the guard to `false`.
  public var seenFalse: Bool
  /// The guard as written: its text when the chart has it (an SCXML `cond`), else
  /// "the guard of 'trigger' in source" ("the guard of 'pay' in editing").
  public var name: String { guardName(of: transition) }
}

/// How the library names a guard in reports: its text when the chart has it, else by its
/// transition's trigger ("the guard of 'pay' in editing", never "the guard of 'pay [guard]'";
/// see ``guardPhrase(_:)``).
func guardName<S, E>(of transition: TransitionInfo<S, E>) -> String {
  if let text = transition.guardText { return text }
  let trigger = transition.trigger.description
  let named = trigger.isEmpty ? "an eventless transition" : "'\(trigger)'"
  return unnamedGuardPrefix + "\(named) in \(transition.source)"
}

private let unnamedGuardPrefix = "the guard of "

/// A guard's name as the subject of a sentence: "guard In('idle')" for a guard's text, the
/// name as it is for a guard named by its transition (never "guard the guard of …").
func guardPhrase(_ name: String) -> String {
  name.hasPrefix(unnamedGuardPrefix) ? name : "guard " + name
}
