/// The states a macrostep exited and entered, in the order it did so.
///
/// A state that one macrostep both entered and left again (an event's transition followed by
/// an eventless one) is in both lists; ``StateChange/activeAtomicStates`` is where the step ended,
/// and `onEnter`/`onExit` handlers are called in the order the entries and exits happened.
///
/// A step keeps state indices and looks the ids up when asked, so that taking a transition
/// builds no arrays of ids nobody reads. A step from one state to a sibling in a chart whose
/// ids are small plain values (enums without payloads) keeps the two ids themselves and holds
/// no reference at all: keeping such a step (or its ``SendOutcome``) costs no reference
/// counting. Either way a step stays readable after its machine and chart are gone.
public struct MachineStep<S: Hashable & Sendable>: Sendable, Hashable, CustomStringConvertible {
  @usableFromInline enum Content: Sendable {
    /// What the engine recorded, and the chart's names to look ids up with.
    case recorded(StepLog, StateNames<S>)
    /// A step the engine took directly from one leaf.
    case direct(StateNames<S>, DirectStep)
    /// A direct step from an atomic state to a sibling: its transition in the low half, its two
    /// ids (see `StateNames.packedSiblingIDs`) in the high half, instead of the chart's names. (One word
    /// without spare bits: the cases are told apart by a tag byte after the two words, which
    /// the outcome's padding has room for; telling them apart by the spare bits of references
    /// instead cost more per kept outcome: see Benchmarks/README.md.)
    case sibling(UInt64)
    /// A step taken directly in several regions: their leaves and transitions, as a
    /// `RegionRecord` whose first word says how they are written. (The kind is in the words,
    /// not in the case: choosing between two cases kept the compiler from dropping the
    /// outcomes that callers ignore, on every lane — toggle 53 → 105 instructions.)
    case regions(StateNames<S>, [Int])
    /// A step made by the public initialiser (for tests), boxed so that it does not widen every
    /// step and outcome.
    case ids(StepIDs<S>)
  }

  @usableFromInline let content: Content

  /// A step with the given ids (for tests that compare outcomes).
  public init(exited: [S], entered: [S], transitionIDs: [Int] = []) {
    content = .ids(StepIDs(exited: exited, entered: entered, transitionIDs: transitionIDs))
  }

  @inlinable init(_ record: StepLog, names: StateNames<S>) {
    content = .recorded(record, names)
  }

  @inlinable init(direct step: DirectStep, names: StateNames<S>) {
    // The check of the ids' type folds away once specialised; the table is read unchecked, so
    // that an outcome the caller ignores is still dropped whole.
    if StateNames<S>.storesSiblingIDs, let moves = names.siblingMoves {
      let ids = moves[step.transition]
      if ids >= 0 {
        content = .sibling(UInt64(truncatingIfNeeded: ids) << 32 | UInt64(truncatingIfNeeded: step.transition))
        return
      }
    }
    content = .direct(names, step)
  }

  @inlinable init(regions record: [Int], names: StateNames<S>) {
    content = .regions(names, record)
  }

  /// The engine's record of the step, for a step that has one.
  private var record: (log: StepLog, names: StateNames<S>)? {
    switch content {
    case .recorded(let record, let names): return (record, names)
    case .direct(let names, let step): return (StepLog(step, layout: names.layout), names)
    case .regions(let names, let record):
      return (StepLog(regions: RegionRecord.steps(record, table: names.dispatch), layout: names.layout), names)
    case .sibling, .ids: return nil
    }
  }

  /// States exited, in exit order (deepest first, reverse document order).
  public var exited: [S] {
    switch content {
    case .ids(let ids): return ids.exited
    case .sibling(let step): return [StateNames<S>.siblingID(UInt32(truncatingIfNeeded: step >> 32), at: 0)]
    case .recorded, .direct, .regions: return record.map { log, names in log.exited.map { names.ids[$0]! } } ?? []
    }
  }

  /// States entered, in entry order (document order).
  public var entered: [S] {
    switch content {
    case .ids(let ids): return ids.entered
    case .sibling(let step): return [StateNames<S>.siblingID(UInt32(truncatingIfNeeded: step >> 32), at: 2)]
    case .recorded, .direct, .regions: return record.map { log, names in log.entered.map { names.ids[$0]! } } ?? []
    }
  }

  /// The transitions taken, by ``TransitionInfo/id`` (look them up in
  /// ``Chart/transitionInfos``), in the order they were taken.
  public var transitionIDs: [Int] {
    switch content {
    case .ids(let ids): return ids.transitionIDs
    case .sibling(let step): return [Int(truncatingIfNeeded: step & 0xFFFF_FFFF)]
    case .recorded, .direct, .regions: return record?.log.transitions ?? []
    }
  }

  /// The exits and entries in the order they happened (exits and entries of one microstep
  /// interleave with those of the next): the order `onExit` and `onEnter` handlers are called in.
  var moves: [(state: S, isEntry: Bool)] {
    // Without a record (a sibling step, or one made from ids) every exit comes before every entry.
    guard let (log, names) = record else { return exited.map { ($0, false) } + entered.map { ($0, true) } }
    return log.log.compactMap { code in
      switch code & 3 {
      case StepLog.Tag.exited.rawValue: return (names.ids[code >> 2]!, false)
      case StepLog.Tag.entered.rawValue: return (names.ids[code >> 2]!, true)
      default: return nil
      }
    }
  }

  /// Steps are equal when they exited and entered the same states in the same order — what
  /// their description says. The transitions taken are not compared: a step written with
  /// ``init(exited:entered:transitionIDs:)`` for a test names none, and read
  /// ``transitionIDs`` to check them.
  public static func == (lhs: MachineStep, rhs: MachineStep) -> Bool {
    lhs.exited == rhs.exited && lhs.entered == rhs.entered
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(exited)
    hasher.combine(entered)
  }

  public var description: String {
    "exited [\(exited.map { "\($0)" }.joined(separator: ", "))] entered [\(entered.map { "\($0)" }.joined(separator: ", "))]"
  }
}

/// The ids of a step made with ``MachineStep/init(exited:entered:transitionIDs:)``.
@usableFromInline final class StepIDs<S: Hashable & Sendable>: Sendable {
  let exited: [S]
  let entered: [S]
  let transitionIDs: [Int]

  init(exited: [S], entered: [S], transitionIDs: [Int]) {
    self.exited = exited
    self.entered = entered
    self.transitionIDs = transitionIDs
  }
}
