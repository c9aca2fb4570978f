import StateKit

/// What a set of test paths should cover.
public enum Coverage: String, Sendable, CaseIterable {
  /// Every state is active at the end of some path's step.
  case states
  /// Every transition is taken by some path.
  case transitions
}

/// One event sequence from the initial configuration.
public struct TestPath<S: Hashable & Sendable, E: Hashable & Sendable>: Hashable, Sendable {
  /// The events to send, in order, to a machine just started.
  public var events: [E]
  /// The active atomic states at the end.
  public var configuration: [S]
}

/// Paths that together cover a chart, and what no path reaches.
public struct PathPlan<S: Hashable & Sendable, E: Hashable & Sendable>: Sendable {
  /// Shortest first, paths as long in the order of ``PathFinder/events``; none is a prefix of
  /// another.
  public var paths: [TestPath<S, E>]
  /// States no explored sequence makes active (history states aside): those of
  /// ``unreachableInGraph``, and those a guard, a timer, an event that was not tried or the
  /// search's ``stoppedBy`` limit kept out of reach.
  public var unreachableStates: [S]
  /// Transitions no explored sequence takes.
  public var untakenTransitions: [TransitionInfo<S, E>]
  /// Cases that transitions are written for (`On` with an `EventCase`, or `On(case:)`) of which
  /// no event was tried: their payloads cannot be made up, so give the path finder a sample.
  public var casesWithoutSamples: [EventCaseID]
  /// The states of ``unreachableStates`` that no sequence of transitions leads to, whatever
  /// the guards say: found from the chart's graph (`ChartDiagnostic.Kind.unreachable`),
  /// so no search limit can change them.
  public var unreachableInGraph: [S]
  /// The limit that stopped the search before it had tried every event in every configuration
  /// it reached; nil when it explored everything. When set, what the plan does not cover may be
  /// reachable on a longer search: raise the limit named.
  public var stoppedBy: PathSearchLimit?
}

/// A limit of ``PathFinder`` that ended its search early.
public enum PathSearchLimit: Hashable, Sendable, CustomStringConvertible {
  /// Configurations this many events away were not explored further (``PathFinder/depthLimit``).
  case depth(Int)
  /// The search explored this many configurations (``PathFinder/configurationLimit``).
  case configurations(Int)
  /// The search ran this long (``PathFinder/timeLimit``).
  case time(Duration)

  /// What was not covered, in words: "not reached within depth 50", "stopped after 10000
  /// configurations", "stopped after 30 s".
  public var description: String {
    switch self {
    case .depth(let depth): return "not reached within depth \(depth)"
    case .configurations(let count): return "stopped after \(count) configurations"
    case .time(let duration):
      let (seconds, attoseconds) = duration.components
      let tenths = (seconds * 10 + attoseconds / 100_000_000_000_000_000)
      return "stopped after \(tenths / 10)\(tenths % 10 == 0 ? "" : ".\(tenths % 10)") s"
    }
  }
}

/// How ``PathFinder`` puts a machine into a configuration it found, to try the next events
/// there.
public enum PathExploration: Hashable, Sendable {
  /// ``restoring`` for a context that is a value (a struct or an enum), ``replaying`` for a
  /// class, whose state a snapshot cannot copy.
  case automatic
  /// Restores a snapshot taken when the configuration was first reached: the work is linear in
  /// the configurations times the events. The snapshot's context is a copy when the context is
  /// a value; a class context is made fresh for every configuration, so use this for a class
  /// only when its guards do not read what actions write (an SCXML chart's null data model).
  case restoring
  /// Replays each candidate sequence on a fresh machine and context: exact whatever the
  /// context, but the work grows with the square of the path lengths.
  case replaying
}
