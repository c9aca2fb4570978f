/// A snapshot checked against its chart, its children's included: what a restore applies. Each
/// level of a tree of machines is read and checked once, so a restore costs what the tree holds.
@usableFromInline struct CheckedSnapshot {
  var engine: EngineSnapshot
  /// The context, of the machine's type (boxed, so that an optional context type stays apart
  /// from "none"; nil: the snapshot carries none).
  var context: CarriedContext?
  /// The children to restore, by id (nil: the snapshot lists none).
  var children: [String: CheckedChild]?
  /// A child's delayed sends, checked: `[PendingSend<E>]` of its event type.
  var pendingSends: Any?
}

/// A checked snapshot's context, of the machine's context type.
struct CarriedContext {
  var value: Any
}

/// A child's entry in a checked snapshot.
enum CheckedChild {
  /// It had finished while its state stayed active: it is not started again.
  case finished
  case snapshot(CheckedSnapshot)
}

extension Chart {
  /// Checks a snapshot for a machine of this chart that is nested `nesting` levels deep (0: no
  /// one's child): names, configuration, history, timers, context type and the children's
  /// snapshots, each against its own chart.
  func check<Carried>(_ snapshot: Snapshot<S, Carried>, nesting: Int) throws(SnapshotError) -> CheckedSnapshot {
    let engine = try engineSnapshot(of: snapshot)
    let children = try checkChildren(of: snapshot, configuration: engine.configuration, nesting: nesting)
    var context: CarriedContext?
    if let carried = snapshot.context {
      guard let typed = carried as? C else {
        throw .contextMismatch(expected: "\(C.self)", found: "\(type(of: carried))")
      }
      context = CarriedContext(value: typed)
    }
    return CheckedSnapshot(engine: engine, context: context, children: children)
  }

  /// A snapshot in the engine's terms, after checking every name, the configuration, history
  /// and timers against this chart.
  func engineSnapshot<Carried>(of snapshot: Snapshot<S, Carried>) throws(SnapshotError) -> EngineSnapshot {
    if snapshot.chartFingerprint != fingerprint {
      // A snapshot saved with the fingerprint's earlier form: the same chart, if the old text
      // could tell its ids apart.
      guard snapshot.chartFingerprint == legacyFingerprint.fingerprint else {
        throw .chartMismatch(expected: fingerprint, found: snapshot.chartFingerprint)
      }
      guard !legacyFingerprint.isAmbiguous else { throw .ambiguousFingerprint(snapshot.chartFingerprint) }
    }
    func index(_ state: S) throws(SnapshotError) -> Int {
      guard let index = stateIndex[state] else { throw .unknownState("\(state)") }
      return index
    }
    let count = layout.kind.count
    var configuration = StateSet(capacity: count)
    configuration.insert(0)
    for state in snapshot.configuration {
      // A state listed twice is a corrupt list, not a configuration (it would restore silently).
      let stateIndex = try index(state)
      guard !configuration.contains(stateIndex) else { throw .illegalConfiguration("'\(state)' is listed twice") }
      configuration.insert(stateIndex)
    }
    if let problem = problem(in: configuration, finished: snapshot.isFinished) {
      throw .illegalConfiguration(problem)
    }
    // From the configuration, not the top-level states: a restore costs what is active.
    var finalIsActive = false
    configuration.forEach { if layout.parent[$0] == 0 && layout.kind[$0] == .final { finalIsActive = true } }
    if snapshot.isFinished != finalIsActive {
      throw .illegalConfiguration(
        snapshot.isFinished
          ? "the machine is marked finished, but no top-level final state is active"
          : "a top-level final state is active, but the machine is not marked finished")
    }
    var history = noHistory
    for entry in snapshot.history {
      let historyIndex = try index(entry.history)
      guard layout.kind[historyIndex].isHistory else {
        throw .illegalConfiguration("'\(entry.history)' is not a history state")
      }
      guard history[historyIndex] == nil else {
        throw .illegalConfiguration("history '\(entry.history)' is listed twice")
      }
      var remembered: [Int] = []
      var seen = StateSet(capacity: count)
      for state in entry.remembered {
        let stateIndex = try index(state)
        guard !seen.contains(stateIndex) else {
          throw .illegalConfiguration("history '\(entry.history)' remembers '\(state)' twice")
        }
        seen.insert(stateIndex)
        remembered.append(stateIndex)
      }
      if let problem = historyProblem(historyIndex, remembering: remembered) {
        throw .illegalConfiguration("history '\(entry.history)' \(problem)")
      }
      history[historyIndex] = remembered
    }
    var timers: [(transition: Int, remaining: Duration)] = []
    var accounted = Set<Int>()
    for entry in snapshot.firedTimers ?? [] {
      let stateIndex = try index(entry.state)
      let afterTransitions = layout.afterTransitions[stateIndex]
      guard configuration.contains(stateIndex), afterTransitions.indices.contains(entry.index) else {
        throw .unknownTimer(state: "\(entry.state)", index: entry.index)
      }
      guard accounted.insert(afterTransitions[entry.index]).inserted else {
        throw .duplicateTimer(state: "\(entry.state)", index: entry.index)
      }
    }
    for entry in snapshot.timers {
      let stateIndex = try index(entry.state)
      let afterTransitions = layout.afterTransitions[stateIndex]
      guard configuration.contains(stateIndex), afterTransitions.indices.contains(entry.index) else {
        throw .unknownTimer(state: "\(entry.state)", index: entry.index)
      }
      guard entry.remaining.isValidTimerDelay else {
        throw .delayOutOfRange(state: "\(entry.state)", remaining: entry.remaining)
      }
      // An `After` has one timer: a second would be scheduled, and never cancelled.
      guard accounted.insert(afterTransitions[entry.index]).inserted else {
        throw .duplicateTimer(state: "\(entry.state)", index: entry.index)
      }
      timers.append((afterTransitions[entry.index], entry.remaining))
    }
    // An `After` of an active state with no entry: refused when the snapshot says which timers
    // fired (a machine's own snapshot does), started afresh otherwise (one built by hand).
    var missing: (state: Int, index: Int)?
    configuration.forEach { state in
      for (position, transition) in layout.afterTransitions[state].enumerated()
      where !accounted.contains(transition) {
        if snapshot.firedTimers != nil {
          missing = missing ?? (state, position)
        } else {
          timers.append((transition, layout.delay[transition]))
        }
      }
    }
    if let missing {
      throw .missingTimer(state: id(missing.state).map { "\($0)" } ?? "", index: missing.index)
    }
    return EngineSnapshot(
      configuration: configuration, history: history, isFinished: snapshot.isFinished, timers: timers)
  }

  /// Checks the snapshots of children taken with a parent's: each must belong to a child that a
  /// state of the restored configuration invokes, and fit that child's chart.
  func checkChildren<Carried>(
    of snapshot: Snapshot<S, Carried>, configuration: StateSet, nesting: Int
  ) throws(SnapshotError) -> [String: CheckedChild]? {
    guard let children = snapshot.children else { return nil }
    // The children the restored configuration invokes, by id (the first of a duplicated id).
    var invoked: [String: ChildInvocation<E, C>] = [:]
    configuration.forEach { state in
      for definition in layout.invocations[state] {
        guard let child = invocations[definition].child, invoked[invocations[definition].id] == nil else { continue }
        invoked[invocations[definition].id] = child
      }
    }
    var checked: [String: CheckedChild] = [:]
    checked.reserveCapacity(children.count)
    for child in children {
      guard checked[child.id] == nil else { throw .child(id: child.id, reason: "it is listed twice") }
      guard let invocation = invoked[child.id] else {
        throw .child(id: child.id, reason: "no state of the restored configuration invokes a child with this id")
      }
      // A child that had finished while its state stayed active: it is not started again.
      if child.snapshot == .null {
        checked[child.id] = .finished
        continue
      }
      guard nesting < ChildNesting.limit else { throw .childNestingTooDeep(id: child.id, limit: ChildNesting.limit) }
      guard let check = invocation.check else {
        throw .child(id: child.id, reason: "the child's states or context are not Codable")
      }
      checked[child.id] = .snapshot(try check(child.snapshot, child.pendingSends, nesting + 1))
    }
    return checked
  }

  /// Why a set of states is not a legal configuration (SCXML 3.11), or nil if it is one.
  func problem(in configuration: StateSet, finished: Bool) -> String? {
    layout.problem(in: configuration, finished: finished, name: describe)
  }

  /// Why a history state cannot remember these states, or nil if it can: what a shallow history
  /// remembers is its parent's active children, what a deep one remembers its parent's active
  /// atomic descendants (SCXML 3.10) — in either case a legal configuration below the parent.
  func historyProblem(_ history: Int, remembering remembered: [Int]) -> String? {
    let parent = layout.parent[history]
    let isDeep = layout.kind[history] == .deepHistory
    guard !remembered.isEmpty else { return "remembers no state" }
    var below = StateSet(capacity: layout.kind.count)
    below.insert(parent)
    for state in remembered {
      guard layout.isDescendant(state, of: parent) else {
        return "remembers \(describe(state)), which is outside its parent"
      }
      if layout.kind[state].isHistory { return "remembers \(describe(state)), a history state" }
      if isDeep && !layout.isAtomic[state] {
        return "is deep and remembers \(describe(state)), which is not an atomic state"
      }
      if !isDeep && layout.parent[state] != parent {
        return "is shallow and remembers \(describe(state)), which is not a child of its parent"
      }
      var ancestor = state
      while ancestor != parent {
        below.insert(ancestor)
        ancestor = layout.parent[ancestor]
      }
    }
    if isDeep {
      return layout.subtreeProblem(below, root: parent, name: describe).map { "remembers states that \($0)" }
    }
    // A shallow history remembers children only: what lies below them is entered by default.
    let regions = layout.children[parent].count
    let isParallel = layout.kind[parent] == .parallel
    if isParallel ? remembered.count != regions || Set(remembered).count != regions : remembered.count != 1 {
      return "remembers \(remembered.count) states: a shallow history "
        + (isParallel ? "of a parallel state remembers each of its \(regions) regions" : "remembers one child")
    }
    return nil
  }

  /// A state's name in messages.
  func describe(_ index: Int) -> String { id(index).map { "'\($0)'" } ?? "the root" }
}
