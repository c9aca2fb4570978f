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
  ///
  /// A snapshot a machine takes also names the `After` itself — its `delay` and `targets` —
  /// so that ``Snapshot/migrated(to:renaming:)`` finds it again in a chart whose `After`s moved.
  public struct TimerEntry: Hashable, Sendable {
    public var state: S
    public var index: Int
    public var remaining: Duration
    /// The `After`'s full delay (nil in entries built by hand or saved by earlier versions).
    public var delay: Duration?
    /// The `After`'s targets (nil in entries built by hand or saved by earlier versions).
    public var targets: [S]?

    public init(state: S, index: Int, remaining: Duration, delay: Duration? = nil, targets: [S]? = nil) {
      self.state = state
      self.index = index
      self.remaining = remaining
      self.delay = delay
      self.targets = targets
    }
  }

  /// The chart's ``Chart/fingerprint``: a snapshot is refused by a chart whose states, their
  /// nesting or their `After` delays differ (not by one whose transitions differ: see there).
  public var chartFingerprint: String
  /// Every active state, in document order.
  public var configuration: [S]
  public var history: [HistoryEntry]
  public var timers: [TimerEntry]
  /// The `After`s of active states whose timer has fired without leaving the state (its guard
  /// said no, or it has no target): they wait for their state to be entered again. With this
  /// list, a restore refuses a snapshot in which an `After` of an active state has no entry in
  /// either list (``SnapshotError/missingTimer(state:index:)``); without it (nil: a snapshot
  /// built by hand or saved by an earlier version), such an `After` starts with its full delay,
  /// as if its state had just been entered. `remaining` is zero in these entries.
  public var firedTimers: [TimerEntry]?
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
  ///
  /// Timers follow their `After`, not its position: an entry that names its `After` (every
  /// entry of a snapshot a machine took) goes to the `After` of its state with the same delay
  /// and (renamed) targets — the first such one not taken yet — and is dropped when the new
  /// chart has none. An `After` of an active state that no entry reaches (new in this version)
  /// starts with its full delay, as if its state had just been entered. Entries without a
  /// delay (built by hand, or saved by an earlier version) keep their index.
  public func migrated<E>(to chart: Chart<S, E, C>, renaming: (S) -> S? = { $0 }) -> Snapshot {
    var copy = self
    copy.chartFingerprint = chart.fingerprint
    copy.configuration = configuration.compactMap(renaming)
    copy.history = history.compactMap { entry in
      renaming(entry.history).map { HistoryEntry(history: $0, remembered: entry.remembered.compactMap(renaming)) }
    }
    withoutActuallyEscaping(renaming) { renaming in
      var migration = TimerMigration(chart: chart, renaming: renaming)
      copy.timers = timers.compactMap { migration.move($0) }
      copy.firedTimers = firedTimers?.compactMap { migration.move($0) }
      copy.timers += migration.newTimers(in: copy.configuration)
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
    copy.timers = timers.map { .init($0) }
    copy.firedTimers = firedTimers?.map { .init($0) }
    copy.children = children
    return copy
  }
}

extension Snapshot.TimerEntry {
  /// The same entry, of a snapshot with another context type.
  init<Other>(_ entry: Snapshot<S, Other>.TimerEntry) {
    self.init(
      state: entry.state, index: entry.index, remaining: entry.remaining, delay: entry.delay, targets: entry.targets)
  }
}

extension Snapshot.HistoryEntry: Codable where S: Codable {}
extension Snapshot.TimerEntry: Codable where S: Codable {
  private enum CodingKeys: String, CodingKey { case state, index, remaining, delay, targets }

  /// `remaining` and `delay` in seconds (`1.5`); the earlier form (`[0, 1500000000000000000]`)
  /// still reads.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      state: try container.decode(S.self, forKey: .state), index: try container.decode(Int.self, forKey: .index),
      remaining: try SavedDuration.decode(from: container, forKey: .remaining),
      delay: container.contains(.delay) ? try SavedDuration.decode(from: container, forKey: .delay) : nil,
      targets: try container.decodeIfPresent([S].self, forKey: .targets))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(state, forKey: .state)
    try container.encode(index, forKey: .index)
    try SavedDuration.encode(remaining, to: &container, forKey: .remaining)
    if let delay { try SavedDuration.encode(delay, to: &container, forKey: .delay) }
    try container.encodeIfPresent(targets, forKey: .targets)
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
  /// An `After` of an active state has no entry, neither pending nor fired
  /// (see ``Snapshot/firedTimers``): restored, it would never fire.
  case missingTimer(state: String, index: Int)
  /// Two timer entries name the same `after` transition, which has one timer.
  case duplicateTimer(state: String, index: Int)
  /// A timer's time left is negative or longer than `Duration.maximumTimerDelay`.
  case delayOutOfRange(state: String, remaining: Duration)
  /// A delayed send saved beside a snapshot has a time left that is negative or longer than
  /// `Duration.maximumTimerDelay`.
  case sendDelayOutOfRange(event: String, remaining: Duration)
  /// The context in the snapshot is not of the machine's context type.
  case contextMismatch(expected: String, found: String)
  /// The machine is processing an event: a snapshot is taken between steps (an observer may
  /// take one), and restored outside the machine's actions, guards and observers.
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
    case .missingTimer(let state, let index):
      return "state '\(state)' has an After (#\(index)) with no saved timer; it would never fire"
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
    case .busy:
      return "the machine is processing an event: a snapshot is restored outside its actions, guards and "
        + "observers (restore after the send that led there returns), and taken between steps"
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

/// How ``Snapshot/migrated(to:renaming:)`` finds each timer's `After` in the new chart.
private struct TimerMigration<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  let chart: Chart<S, E, C>
  let renaming: (S) -> S?
  /// The `After`s that an entry took, by state index.
  var taken: [Int: Set<Int>] = [:]

  /// The new chart's `After`s of a state: their delay and targets, by index.
  func afters(of state: Int) -> [(delay: Duration, targets: [S])] {
    chart.layout.afterTransitions[state].map { transition in
      (chart.layout.delay[transition], chart.layout.targets[transition].compactMap { chart.id($0) })
    }
  }

  mutating func move(_ entry: Snapshot<S, C>.TimerEntry) -> Snapshot<S, C>.TimerEntry? {
    guard let state = renaming(entry.state), let stateIndex = chart.stateIndex[state] else { return nil }
    var index = entry.index
    var moved = entry
    moved.state = state
    if let delay = entry.delay {
      let targets = entry.targets?.compactMap(renaming)
      let afters = afters(of: stateIndex)
      guard
        let found = afters.indices.first(where: { candidate in
          !taken[stateIndex, default: []].contains(candidate) && afters[candidate].delay == delay
            && (targets == nil || afters[candidate].targets == targets)
        })
      else { return nil }
      index = found
      moved.targets = afters[found].targets
    }
    moved.index = index
    taken[stateIndex, default: []].insert(index)
    return moved
  }

  /// Timers for the `After`s of active states that no entry took: new in this chart.
  func newTimers(in configuration: [S]) -> [Snapshot<S, C>.TimerEntry] {
    var timers: [Snapshot<S, C>.TimerEntry] = []
    for state in configuration {
      guard let stateIndex = chart.stateIndex[state] else { continue }
      for (index, after) in afters(of: stateIndex).enumerated() where !taken[stateIndex, default: []].contains(index) {
        timers.append(
          .init(state: state, index: index, remaining: after.delay, delay: after.delay, targets: after.targets))
      }
    }
    return timers
  }
}
