/// The compiled table that the express, direct and table lanes read (see TypedEngine+Lanes.swift):
/// for each atomic state and event, the transitions that selection would try from it — in SCXML's
/// order, the state's own and then its ancestors', up to the first without a guard — and for each
/// whether the engine may take it directly, without the general exit-set and entry-set computation.
///
/// A transition is taken directly when it is targetless, or goes to one atomic state below a
/// domain without parallel states (so that it moves along a chain), and nothing else can happen
/// in the step: no history to record in the states it exits, no timers or invocations to cancel
/// or start in the states it exits and enters, and no eventless transition in the configuration
/// it leaves (in a chart with parallel states: none in the chart), which could fire next.
/// Whether an action raises an event is found at run time; everything else falls back to the
/// general algorithm.
@usableFromInline final class DispatchTable: Sendable {
  /// What the general algorithm must do that a direct step does not: each is a reason to leave
  /// a transition to it. A chart's table checks all of them; tests drop one on purpose to show
  /// that the equivalence test notices (see `TableLaneTests`).
  struct Preconditions: OptionSet, Sendable {
    let rawValue: Int
    /// No exited state has history children to record.
    static let noHistoryToRecord = Preconditions(rawValue: 1)
    /// No exited or entered state has `After` timers or invocations.
    static let noTimersOrInvocations = Preconditions(rawValue: 2)
    /// The configuration afterwards has no eventless transitions.
    static let noEventlessAfterwards = Preconditions(rawValue: 4)
    /// The target is atomic, not final (entering a final state raises a done event).
    static let atomicTarget = Preconditions(rawValue: 8)
    static let all: Preconditions = [.noHistoryToRecord, .noTimersOrInvocations, .noEventlessAfterwards, .atomicTarget]
  }

  /// One transition in a cell, with what taking it involves.
  @usableFromInline struct Candidate: Sendable, BitwiseCopyable {
    @usableFromInline struct Flags: OptionSet, Sendable, BitwiseCopyable {
      @usableFromInline let rawValue: UInt8
      @inlinable init(rawValue: UInt8) { self.rawValue = rawValue }
      /// A guard decides whether it is taken.
      static let guarded = Flags(rawValue: 1)
      /// It can be taken directly from the cell's state.
      static let direct = Flags(rawValue: 2)
      /// Quiet: taken directly, it runs no actions (its own, exit or entry): nothing can see the
      /// states change one by one. The express lanes take a quiet transition without a guard and
      /// with a target (`fitsExpressLane`).
      static let quiet = Flags(rawValue: 4)
    }

    @usableFromInline let transition: Int32
    /// The cell's next candidate, tried if this one's guard fails: read `nextCandidate`.
    @usableFromInline var next: Int32
    /// The target, negative for a targetless transition: read `targetState`.
    @usableFromInline let target: Int32
    @usableFromInline let flags: Flags
    /// For a quiet transition with a target in a chart of up to 64 states: the active states
    /// afterwards, as a bit set's word (never 0: the root is active); 0 otherwise. In a chart
    /// with parallel states, only its bits in `exitedWords` are the transition's (see
    /// `Engine.takeExpressRegionStep`); in one of more than 64 states, those bits are all it
    /// holds, in the word of the leaf's window (see `exitedWords`), and it is 0 where the
    /// states below the domain do not fit in one word.
    @usableFromInline let configuration: UInt64

    /// The cell's next candidate, tried if this one's guard fails; nil after the last.
    @inlinable var nextCandidate: Int? { next >= 0 ? Int(next) : nil }
    /// The target; nil for a targetless transition.
    @inlinable var targetState: Int? { target >= 0 ? Int(target) : nil }
    /// Quiet, without a guard, with a target: the express lanes take it.
    @inlinable var fitsExpressLane: Bool { flags.rawValue & 0b111 == 0b110 && target >= 0 }
    /// A guard decides whether it is taken (`Flags.guarded`, read without a static's accessor).
    @inlinable var isGuarded: Bool { flags.rawValue & 1 != 0 }
    /// Taken directly and targetless: the direct lane runs its guard and action itself (see
    /// `TypedEngine.takeDirectStep`).
    @inlinable var isDirectAndTargetless: Bool { flags.rawValue & 2 != 0 && target < 0 }
  }

  /// Where selection starts for an atomic state and an event, in four bytes (a table has a cell
  /// for every pair). Read it as an `Entry`, or its `candidate`: its encoding is its own.
  @usableFromInline struct Cell: Sendable, BitwiseCopyable, Equatable {
    /// A candidate's index, or one of the two negative codes of `rejects` and `fallsBack`.
    @usableFromInline let code: Int32
    @inlinable init(code: Int32) { self.code = code }
    init(candidate: Int) { code = Int32(candidate) }

    /// A cell for an event that no transition of the state or its ancestors names.
    @inlinable static var rejects: Cell { Cell(code: -1) }
    /// A cell that the general algorithm decides: a descriptor trigger may match the event.
    @inlinable static var fallsBack: Cell { Cell(code: -2) }

    /// What the cell holds.
    @inlinable var entry: Entry {
      if code >= 0 { return .candidate(Int(code)) }
      return code == -1 ? .rejects : .fallsBack
    }

    /// The index of its first candidate; nil when it rejects the event or falls back.
    @inlinable var candidate: Int? { code >= 0 ? Int(code) : nil }

    @inlinable static func == (lhs: Cell, rhs: Cell) -> Bool { lhs.code == rhs.code }
  }

  /// What a cell holds.
  @usableFromInline enum Entry {
    /// The first candidate, in `candidates`.
    case candidate(Int)
    /// No transition names the event.
    case rejects
    /// The general algorithm decides.
    case fallsBack
  }

  /// More cells than this and the chart gets no table (it still runs, on the general path).
  static let maximumCells = 1 << 20

  /// Events a transition names, plus one: column 0 is for events that none names.
  let columns: Int
  /// By `state * columns + event + 1`: the index of the first candidate in `candidates`, or
  /// `rejects` or `fallsBack`. Empty for charts with more cells than `maximumCells`.
  let cells: FrozenArray<Cell>
  let candidates: FrozenArray<Candidate>
  /// By candidate, for one that the express lane takes (`Candidate.fitsExpressLane`) with its
  /// `configuration`: the states below the transition's domain, which it exits if active, as a
  /// bit set's word; 0 for every other candidate, so that the lane checks one word. In a chart with
  /// parallel states of more than 64 states, the word is the one that holds the cell's leaf —
  /// its window: a transition whose states below its domain span two words has none. Apart,
  /// so that a candidate stays three words.
  let exitedWords: FrozenArray<UInt64>
  /// For each transition that can be taken directly, the states it enters, in document order.
  let entryPaths: IndexLists
  /// The atomic states: in a chart with parallel states, the active ones are looked up.
  let atomicStates: StateSet
  /// The same, every word of the bit set (`Engine.takeExpressWindowStep`).
  let atomicWords: FrozenArray<UInt64>
  /// A chart with parallel states where some transition is quiet with a target and its states
  /// below its domain fit in one word: steps may take the express lane region by region
  /// (`Engine.takeExpressRegionStep`).
  let hasQuietRegionSteps: Bool

  init(_ layout: ChartLayout, checks: Preconditions = .all, maximumCells: Int = DispatchTable.maximumCells) {
    var events = 0
    for trigger in layout.trigger {
      switch trigger {
      case .event(let index), .exactEvent(let index, _): events = max(events, index + 1)
      default: break
      }
    }
    columns = events + 1
    let states = layout.kind.count
    var entryPaths = Array(repeating: [Int](), count: layout.source.count)
    var cells: [Cell] = []
    var candidates: [Candidate] = []
    var exitedWords: [UInt64] = []
    var atomicStates = StateSet(capacity: states)
    for state in 0..<states where layout.isAtomic[state] { atomicStates.insert(state) }
    self.atomicStates = atomicStates
    atomicWords = FrozenArray([atomicStates.first] + atomicStates.rest)
    if states * columns <= maximumCells {
      let facts = StateFacts(layout, checks: checks)
      cells = Array(repeating: .fallsBack, count: states * columns)
      // Each column of the row being built, as far as it goes.
      var tails = Array(repeating: ColumnTail.empty, count: columns)
      for leaf in 0..<states where layout.isAtomic[leaf] {
        for column in tails.indices { tails[column] = .empty }
        var state = leaf
        while state > 0 {
          for t in layout.stateTransitions[state] {
            let matched: Range<Int>
            // Whether it matches depends on the event's name (a descriptor) or its whole value
            // (an event with a payload): the general path decides.
            var undecided = false
            switch layout.trigger[t] {
            case .event(let index): matched = index + 1..<index + 2
            case .exactEvent(let index, _): (matched, undecided) = (index + 1..<index + 2, true)
            case .anyEvent: matched = 0..<columns
            case .descriptor: (matched, undecided) = (0..<columns, true)
            default: continue
            }
            let candidate = facts.candidate(t, from: leaf)
            if candidate.flags.contains(.direct) && candidate.target >= 0 && entryPaths[t].isEmpty {
              entryPaths[t] = facts.entryPath(of: t)
            }
            for column in matched where tails[column] != .closed {
              if undecided {
                // Also when guarded candidates come before it: were their guards to fail, it
                // might match.
                cells[leaf * columns + column] = .fallsBack
                tails[column] = .closed
                continue
              }
              switch tails[column] {
              case .empty: cells[leaf * columns + column] = Cell(candidate: candidates.count)
              case .last(let last): candidates[last].next = Int32(candidates.count)
              case .closed: break
              }
              tails[column] = candidate.flags.contains(.guarded) ? .last(candidates.count) : .closed
              candidates.append(candidate)
              exitedWords.append(facts.exitedWord(of: candidate))
            }
          }
          state = layout.parent[state]
        }
        for column in tails.indices where tails[column] == .empty { cells[leaf * columns + column] = .rejects }
      }
    }
    hasQuietRegionSteps = !layout.isChain && exitedWords.contains { $0 != 0 }
    self.cells = FrozenArray(cells)
    self.candidates = FrozenArray(candidates)
    self.exitedWords = FrozenArray(exitedWords)
    self.entryPaths = IndexLists(entryPaths)
  }

  deinit {
    cells.deallocate()
    candidates.deallocate()
    atomicWords.deallocate()
    exitedWords.deallocate()
    entryPaths.deallocate()
  }
}

/// What the table needs to know of each state to decide how a transition can be taken, computed
/// once along each chain from the root.
private struct StateFacts {
  let layout: ChartLayout
  let checks: DispatchTable.Preconditions
  /// The nearest state at or above each state whose exit does more than run exit actions
  /// (history to record, timers or invocations to cancel); -1 if none.
  var nearestCostlyExit: [Int] = []
  /// The nearest state at or above each state whose entry starts timers or invocations; -1 if none.
  var nearestCostlyEntry: [Int] = []
  /// The nearest state at or above each state with exit actions, and with entry actions.
  var nearestExitAction: [Int] = []
  var nearestEntryAction: [Int] = []
  /// Whether the state or an ancestor has an eventless transition.
  var eventlessInChain: [Bool] = []
  /// Whether any state has one (what matters in a chart with parallel states).
  var eventlessInChart = false
  /// The state and its ancestors, as the first word of a bit set (charts of up to 64 states).
  var chainWord: [UInt64] = []

  init(_ layout: ChartLayout, checks: DispatchTable.Preconditions) {
    self.layout = layout
    self.checks = checks
    // Preorder: a parent comes before its children.
    for state in layout.kind.indices {
      let parent = layout.parent[state]
      func nearest(_ here: Bool, _ list: [Int]) -> Int { here ? state : parent >= 0 ? list[parent] : -1 }
      let timed =
        checks.contains(.noTimersOrInvocations)
        && !(layout.afterTransitions[state].isEmpty && layout.invocations[state].isEmpty)
      let history = checks.contains(.noHistoryToRecord) && !layout.historyChildren[state].isEmpty
      let eventless = layout.stateTransitions[state].contains { layout.trigger[$0] == .eventless }
      nearestCostlyExit.append(nearest(timed || history, nearestCostlyExit))
      nearestCostlyEntry.append(nearest(timed, nearestCostlyEntry))
      nearestExitAction.append(nearest(layout.hasExit[state], nearestExitAction))
      nearestEntryAction.append(nearest(layout.hasEntry[state], nearestEntryAction))
      eventlessInChain.append(eventless || (parent >= 0 && eventlessInChain[parent]))
      eventlessInChart = eventlessInChart || eventless
      chainWord.append(state < 64 ? 1 << UInt64(state) | (parent >= 0 ? chainWord[parent] : 0) : 0)
    }
  }

  /// Transition `t` as a candidate while `leaf` is the active leaf.
  func candidate(_ t: Int, from leaf: Int) -> DispatchTable.Candidate {
    var flags: DispatchTable.Candidate.Flags = layout.hasGuard[t] ? .guarded : []
    let target = layout.targets[t].first ?? -1
    if isDirect(t, from: leaf) {
      flags.insert(.direct)
      let domain = layout.staticDomain[t]
      let actions =
        layout.hasActions[t]
        || target >= 0 && (nearestExitAction[leaf] > domain || nearestEntryAction[target] > domain)
      if !actions { flags.insert(.quiet) }
    }
    var configuration: UInt64 = 0
    if target >= 0 && layout.kind.count <= 64 {
      configuration = chainWord[target]
    } else if target >= 0 && !layout.isChain, let window = windowMask(below: layout.staticDomain[t]) {
      // The states from below the domain down to the target, in their window's word.
      var state = target
      while state != layout.staticDomain[t] {
        configuration |= 1 << UInt64(state & 63)
        state = layout.parent[state]
      }
      configuration &= window
    }
    return DispatchTable.Candidate(
      transition: Int32(t), next: -1, target: Int32(target), flags: flags, configuration: configuration)
  }

  /// The candidate's `exitedWords` entry.
  func exitedWord(of candidate: DispatchTable.Candidate) -> UInt64 {
    guard candidate.configuration != 0 && candidate.fitsExpressLane else { return 0 }
    let domain = layout.staticDomain[Int(candidate.transition)]
    return layout.kind.count <= 64 ? descendantsWord(of: domain) : windowMask(below: domain) ?? 0
  }

  /// The states below `state` as a mask of the one word of a bit set that holds them all; nil
  /// when they span two words, or there are none.
  private func windowMask(below state: Int) -> UInt64? {
    guard state >= 0 else { return nil }
    let (first, last) = (state + 1, layout.end[state] - 1)
    guard first <= last, first >> 6 == last >> 6 else { return nil }
    let count = last - first + 1
    return (UInt64.max >> UInt64(64 - count)) << UInt64(first & 63)
  }

  /// The states below `state`, as the first word of a bit set (charts of up to 64 states).
  private func descendantsWord(of state: Int) -> UInt64 {
    // No static domain (a history target): never taken directly.
    guard state >= 0 else { return 0 }
    let count = layout.end[state] - state - 1
    return count == 0 ? 0 : (UInt64.max >> UInt64(64 - count)) << UInt64(state + 1)
  }

  /// Whether transition `t`, selected while `leaf` is the active leaf, can be taken directly.
  private func isDirect(_ t: Int, from leaf: Int) -> Bool {
    let anyEventless = !checks.contains(.noEventlessAfterwards)
    // With parallel states the configuration afterwards has other regions too.
    if !layout.isChain && eventlessInChart && !anyEventless { return false }
    let targets = layout.targets[t]
    guard let target = targets.first else { return anyEventless || !eventlessInChain[leaf] }
    guard targets.count == 1, !layout.hasHistoryTarget[t] else { return false }
    // Below a domain with parallel states there is more than one chain to exit.
    if !layout.isChain && !layout.movesAlongChain[t] { return false }
    switch layout.kind[target] {
    case .atomic: break
    case .final where !checks.contains(.atomicTarget): break
    default: return false
    }
    // Exits and entries stay below the domain; a costly state at or above it is not touched.
    let domain = layout.staticDomain[t]
    return nearestCostlyExit[leaf] <= domain && nearestCostlyEntry[target] <= domain
      && (anyEventless || !eventlessInChain[target])
  }

  /// The states a direct transition enters: from below its domain down to its target.
  func entryPath(of t: Int) -> [Int] {
    let domain = layout.staticDomain[t]
    var path: [Int] = []
    var state = layout.targets[t][0]
    while state != domain {
      path.append(state)
      state = layout.parent[state]
    }
    return path.reversed()
  }
}

/// A column of the row being built (`DispatchTable.init`).
private enum ColumnTail: Equatable {
  /// No candidate yet: the cell rejects the event unless one comes.
  case empty
  /// Its last candidate so far, which has a guard: another may follow it.
  case last(Int)
  /// Closed, by a transition without a guard or by one only the general lane can match.
  case closed
}
