/// The state of a machine as a value: its configuration, history, pending `after` timers (with
/// the time they have left) and, optionally, its context. `Codable` when the state and context
/// types are.
public struct Snapshot<S: Hashable & Sendable, C> {
  /// A history state and the states it remembers.
  public struct HistoryEntry: Hashable, Sendable {
    public var history: S
    public var remembered: [S]
  }

  /// A pending `after` timer: the `index`-th `after` transition of `state`, due in `remaining`.
  public struct TimerEntry: Hashable, Sendable {
    public var state: S
    public var index: Int
    public var remaining: Duration
  }

  /// The chart's ``Chart/fingerprint``; a snapshot is refused by any other chart.
  public var chartFingerprint: String
  /// Every active state, in document order.
  public var configuration: [S]
  public var history: [HistoryEntry]
  public var timers: [TimerEntry]
  public var isFinished: Bool
  /// The context, if it was included.
  public var context: C?

  /// The same snapshot without its context, for contexts that cannot be encoded (a view controller).
  public var withoutContext: Snapshot<S, Never> {
    Snapshot<S, Never>(
      chartFingerprint: chartFingerprint, configuration: configuration,
      history: history.map { .init(history: $0.history, remembered: $0.remembered) },
      timers: timers.map { .init(state: $0.state, index: $0.index, remaining: $0.remaining) }, isFinished: isFinished,
      context: nil)
  }
}

extension Snapshot.HistoryEntry: Codable where S: Codable {}
extension Snapshot.TimerEntry: Codable where S: Codable {}
extension Snapshot: Codable where S: Codable, C: Codable {}
extension Snapshot: Sendable where C: Sendable {}
extension Snapshot: Equatable where C: Equatable {}

/// Why a snapshot was refused. Restoring never changes the machine when it throws.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The snapshot was taken from a different chart (or another version of it).
  case chartMismatch(expected: String, found: String)
  /// The snapshot names a state the chart does not have.
  case unknownState(String)
  /// The states do not form a legal configuration.
  case illegalConfiguration(String)
  /// A timer entry does not match an `after` transition of an active state.
  case unknownTimer(state: String, index: Int)
  /// The machine is processing an event.
  case busy

  public var description: String {
    switch self {
    case .chartMismatch(let expected, let found):
      return "snapshot is from another chart (fingerprint \(found), expected \(expected))"
    case .unknownState(let state): return "snapshot names unknown state '\(state)'"
    case .illegalConfiguration(let reason): return "snapshot configuration is illegal: \(reason)"
    case .unknownTimer(let state, let index): return "snapshot has a timer #\(index) for state '\(state)' that has none"
    case .busy: return "cannot restore while the machine is processing an event"
    }
  }
}
