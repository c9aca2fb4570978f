/// A limit of ``PathFinder`` that ended its search early.
public enum PathSearchLimit: Hashable, Sendable, CustomStringConvertible {
  /// Configurations this many steps away were not explored further (``PathFinder/depthLimit``).
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

extension PathSearchLimit {
  /// The limit as a sentence of reports, with the option that raises it: "the search stopped
  /// at depth 50 (depthLimit)".
  var stoppedText: String {
    switch self {
    case .depth(let depth): return "the search stopped at depth \(depth) (depthLimit)"
    case .configurations: return "the search \(self) (configurationLimit)"
    case .time: return "the search \(self) (timeLimit)"
    }
  }
}

/// How ``PathFinder`` puts a machine into a configuration it found, to try the next steps
/// there.
public enum PathExploration: Hashable, Sendable {
  /// ``restoring`` for a context that is a value (a struct or an enum), ``replaying`` for a
  /// class, whose state a snapshot cannot copy.
  case automatic
  /// Restores a snapshot (with its pending timers and delayed sends) taken when the
  /// configuration was first reached: the work is linear in the configurations times the
  /// steps. The snapshot's context is a copy when the context is a value; a class context is
  /// made fresh for every configuration, so use this for a class only when its guards do not
  /// read what actions write (an SCXML chart's null data model). A configuration with running
  /// child machines is always replayed.
  case restoring
  /// Replays each candidate sequence on a fresh machine and context: exact whatever the
  /// context, but the work grows with the square of the path lengths.
  case replaying
}
