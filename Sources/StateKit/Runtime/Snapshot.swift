/// The state of a machine as a value: its configuration, history, pending `after` timers (with
/// the time they have left) and, optionally, its context. `Codable` when the state and context
/// types are.
public struct Snapshot<S: Hashable & Sendable, C> {
  /// A history state and the states it remembers.
  public struct HistoryEntry: Hashable, Sendable {
    public var history: S
    public var remembered: [S]

    public init(history: S, remembered: [S]) {
      self.history = history
      self.remembered = remembered
    }
  }

  /// A pending `after` timer: the `index`-th `after` transition of `state`, due in `remaining`.
  public struct TimerEntry: Hashable, Sendable {
    public var state: S
    public var index: Int
    public var remaining: Duration

    public init(state: S, index: Int, remaining: Duration) {
      self.state = state
      self.index = index
      self.remaining = remaining
    }
  }

  /// The chart's ``Chart/fingerprint``: a snapshot is refused by a chart whose states, their
  /// nesting or their `After` delays differ (not by one whose transitions differ: see there).
  public var chartFingerprint: String
  /// Every active state, in document order.
  public var configuration: [S]
  public var history: [HistoryEntry]
  public var timers: [TimerEntry]
  public var isFinished: Bool
  /// The context, if it was included.
  public var context: C?
  /// The running children that states invoke, each with its own snapshot (nil: none ran, or
  /// their state or context types are not `Codable`; see ``ChildSnapshot``).
  public var children: [ChildSnapshot]?

  init(
    chartFingerprint: String, configuration: [S], history: [HistoryEntry], timers: [TimerEntry], isFinished: Bool,
    context: C?
  ) {
    self.chartFingerprint = chartFingerprint
    self.configuration = configuration
    self.history = history
    self.timers = timers
    self.isFinished = isFinished
    self.context = context
  }

  /// A snapshot for a chart, built by hand (in tests, or to start a machine somewhere in its
  /// flow). ``StateMachine/restore(_:)`` checks it like any other.
  public init<E>(
    for chart: Chart<S, E, C>, configuration: [S], history: [HistoryEntry] = [], timers: [TimerEntry] = [],
    isFinished: Bool = false, context: C? = nil
  ) {
    self.init(
      chartFingerprint: chart.fingerprint, configuration: configuration, history: history, timers: timers,
      isFinished: isFinished, context: context)
  }

  /// The snapshot as it would be taken from `chart`, a newer version of the chart it was taken
  /// from: every state is renamed by `renaming` (return nil to drop a state, or the same id to
  /// keep it), history entries and timers of dropped states are dropped, and the fingerprint is
  /// the new chart's. ``StateMachine/restore(_:)`` then checks the result as usual, so a
  /// migration that leaves an illegal configuration is refused with the reason.
  public func migrated<E>(to chart: Chart<S, E, C>, renaming: (S) -> S? = { $0 }) -> Snapshot {
    var copy = self
    copy.chartFingerprint = chart.fingerprint
    copy.configuration = configuration.compactMap(renaming)
    copy.history = history.compactMap { entry in
      renaming(entry.history).map { HistoryEntry(history: $0, remembered: entry.remembered.compactMap(renaming)) }
    }
    copy.timers = timers.compactMap { entry in
      renaming(entry.state).map { TimerEntry(state: $0, index: entry.index, remaining: entry.remaining) }
    }
    return copy
  }

  /// The same snapshot without its context, for contexts that cannot be encoded (a view controller).
  public var withoutContext: Snapshot<S, Never> {
    var copy = Snapshot<S, Never>(
      chartFingerprint: chartFingerprint, configuration: configuration,
      history: history.map { .init(history: $0.history, remembered: $0.remembered) },
      timers: timers.map { .init(state: $0.state, index: $0.index, remaining: $0.remaining) }, isFinished: isFinished,
      context: nil)
    copy.children = children
    return copy
  }
}

extension Snapshot.HistoryEntry: Codable where S: Codable {}
extension Snapshot.TimerEntry: Codable where S: Codable {
  private enum CodingKeys: String, CodingKey { case state, index, remaining }

  /// `remaining` in seconds (`1.5`); the earlier form (`[0, 1500000000000000000]`) still reads.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      state: try container.decode(S.self, forKey: .state), index: try container.decode(Int.self, forKey: .index),
      remaining: try SavedDuration.decode(from: container, forKey: .remaining))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(state, forKey: .state)
    try container.encode(index, forKey: .index)
    try SavedDuration.encode(remaining, to: &container, forKey: .remaining)
  }
}
extension Snapshot: Codable where S: Codable, C: Codable {}
extension Snapshot: Sendable where C: Sendable {}
extension Snapshot: Equatable where C: Equatable {}

/// Why a snapshot was refused. Restoring never changes the machine when it throws.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The snapshot was taken from a different chart (or another version of it): see
  /// ``Snapshot/migrated(to:renaming:)``.
  case chartMismatch(expected: String, found: String)
  /// The snapshot carries the earlier form of this chart's fingerprint, which cannot tell ids
  /// holding `:` or `;` apart (another chart could have written it): map it with
  /// ``Snapshot/migrated(to:renaming:)`` if it is known to come from this chart.
  case ambiguousFingerprint(String)
  /// The snapshot names a state the chart does not have.
  case unknownState(String)
  /// The states do not form a legal configuration.
  case illegalConfiguration(String)
  /// A timer entry does not match an `after` transition of an active state.
  case unknownTimer(state: String, index: Int)
  /// Two timer entries name the same `after` transition, which has one timer.
  case duplicateTimer(state: String, index: Int)
  /// A timer's time left is negative or longer than `Duration.maximumTimerDelay`.
  case delayOutOfRange(state: String, remaining: Duration)
  /// A delayed send saved beside a snapshot has a time left that is negative or longer than
  /// `Duration.maximumTimerDelay`.
  case sendDelayOutOfRange(event: String, remaining: Duration)
  /// The context in the snapshot is not of the machine's context type.
  case contextMismatch(expected: String, found: String)
  /// The machine is processing an event: snapshots are taken and restored between steps.
  case busy
  /// The machine has not been started: it has no configuration to take.
  case notStarted
  /// A child's snapshot does not fit: no restored state invokes a child with its id, or its
  /// own snapshot is refused (the reason says why).
  case child(id: String, reason: String)
  /// The snapshot holds children nested deeper than machines may nest (see ``ChildMachine``).
  case childNestingTooDeep(id: String, limit: Int)

  public var description: String {
    switch self {
    case .chartMismatch(let expected, let found):
      return "snapshot is from another chart (fingerprint \(found), expected \(expected))"
    case .ambiguousFingerprint(let found):
      return "snapshot has fingerprint \(found), the earlier form of this chart's, which cannot tell ids with ':' "
        + "or ';' apart; if it comes from this chart, restore snapshot.migrated(to: chart)"
    case .unknownState(let state): return "snapshot names unknown state '\(state)'"
    case .illegalConfiguration(let reason): return "snapshot configuration is illegal: \(reason)"
    case .unknownTimer(let state, let index): return "snapshot has a timer #\(index) for state '\(state)' that has none"
    case .duplicateTimer(let state, let index):
      return "snapshot lists timer #\(index) of state '\(state)' twice; each after transition has one timer"
    case .delayOutOfRange(let state, let remaining):
      return
        "snapshot has a timer for state '\(state)' with \(remaining.exactText) left, outside \(Duration.timerDelayRangeText)"
    case .sendDelayOutOfRange(let event, let remaining):
      return "a delayed send of '\(event)' has \(remaining.exactText) left, outside \(Duration.timerDelayRangeText)"
    case .contextMismatch(let expected, let found):
      return "snapshot carries a context of type \(found), but the machine's context is \(expected)"
    case .notStarted: return "the machine has not been started, so there is no configuration to take"
    case .child(let id, let reason): return "the snapshot of child '\(id)' is refused: \(reason)"
    case .childNestingTooDeep(let id, let limit):
      return "the snapshot of child '\(id)' is refused: it is nested more than \(limit) levels deep; "
        + "flatten the tree of machines"
    case .busy: return "snapshots are taken and restored between steps, not while the machine processes an event"
    }
  }
}

extension Duration {
  /// The longest delay a timer may have: a century. Longer (and negative) delays are refused
  /// where they are written — an `After` fails to compile, a delayed send raises
  /// `error.execution`, a snapshot is refused — so that no clock is ever asked for a time it
  /// cannot represent.
  public static var maximumTimerDelay: Duration { .seconds(100 * 365 * 86_400) }

  /// Whether a timer may wait this long (see ``maximumTimerDelay``).
  var isValidTimerDelay: Bool { self >= .zero && self <= .maximumTimerDelay }
}
