// The chain lane: Appendix D for the common case, inside the general lane. In a chart without parallel states (where
// most UI charts live) the configuration is a single chain from the root to one active leaf, so
// at most one transition is enabled and selection walks up from the leaf. And wherever a
// transition goes to one atomic state and its domain holds no parallel state — in any chart — it
// exits the chain from the active leaf up to its domain and enters the chain from the domain
// down to its target. The result is the same as the general algorithm's (a property test runs
// random charts both ways); only the bit sets and searches are skipped.

extension Engine {
  /// The active leaf of a chain configuration: the atomic state entered last. Kept as states are
  /// entered, so that finding it costs nothing however many states the chart has (searching the
  /// bit set for its highest state grew with the chart). Nil before any state was entered.
  var chainLeaf: Int? { lastAtomicEntered > 0 ? lastAtomicEntered : nil }

  /// `select` for a chain configuration: the first enabled transition of the leaf or of its
  /// nearest ancestor (Appendix D, `selectTransitions`, with one atomic state).
  func selectOnChain(_ key: SignalKey, leaf: Int) {
    enabled.clear()
    sawMatchingTrigger = false
    descriptorName.isCurrent = false
    var state = leaf
    while state > 0 {
      if let transition = firstEnabledTransition(of: state, for: key) {
        enabled.append(transition)
        return
      }
      state = layout.parent[state]
    }
  }

  /// `microstep` when every enabled transition goes to one atomic state and has no parallel
  /// state inside its domain (`ChartLayout.movesAlongChain`): below each domain the
  /// configuration is then one chain, which the transition exits from its leaf up and enters
  /// from the domain down to the target. Enabled transitions do not conflict, so their domains
  /// are disjoint and, like the transitions, in document order: exiting the chains from the last
  /// transition's to the first's, each deepest first, exits in reverse document order, and
  /// entering them in order enters in document order — Appendix D's order, with history
  /// recorded before anything is exited and all transition content run in between.
  func microstepAlongChains() {
    countWork()
    let count = enabled.count
    for i in 0..<count { recordHistory(along: enabled[i], from: activeLeaf(below: enabled[i])) }
    for i in stride(from: count - 1, through: 0, by: -1) {
      exitChain(of: enabled[i], from: activeLeaf(below: enabled[i]))
    }
    for i in 0..<count { runContent(of: enabled[i]) }
    for i in 0..<count { enterChain(of: enabled[i]) }
  }

  /// The same for the one transition of a chain configuration, whose leaf is known.
  func microstepOnChain(_ transition: Int, leaf: Int) {
    countWork()
    recordHistory(along: transition, from: leaf)
    exitChain(of: transition, from: leaf)
    runContent(of: transition)
    enterChain(of: transition)
  }

  @inline(__always) private func activeLeaf(below transition: Int) -> Int {
    let domain = layout.staticDomain[transition]
    return configuration.last(in: (domain + 1)..<layout.end[domain])
  }

  @inline(__always) private func recordHistory(along transition: Int, from leaf: Int) {
    let domain = layout.staticDomain[transition]
    var state = leaf
    while state != domain {
      for history in layout.historyChildren[state] { recordHistory(history, of: state) }
      state = layout.parent[state]
    }
  }

  @inline(__always) func exitChain(of transition: Int, from leaf: Int) {
    let domain = layout.staticDomain[transition]
    var state = leaf
    while state != domain {
      performExit(of: state)
      state = layout.parent[state]
    }
  }

  @inline(__always) func runContent(of transition: Int) {
    if !layout.isDefault[transition] { stepLog.append(StepLog.encode(transition, .fired)) }
    if layout.hasActions[transition] { runActions(of: transition) }
  }

  /// Enters the chain from the domain down to the target: logged from the target up, then put
  /// in document order and entered.
  @inline(__always) func enterChain(of transition: Int) {
    let domain = layout.staticDomain[transition]
    let first = stepLog.count
    var state = layout.targets[transition][0]
    while state != domain {
      logEntry(of: state)
      state = layout.parent[state]
    }
    var (low, high) = (first, stepLog.count - 1)
    while low < high {
      stepLog.swapAt(low, high)
      (low, high) = (low + 1, high - 1)
    }
    for position in first..<stepLog.count { performEntry(of: stepLog[position] >> 2) }
  }

  /// Whether `microstepAlongChains` can take the enabled transitions.
  var enabledMoveAlongChains: Bool {
    for i in enabled.indices where !layout.movesAlongChain[enabled[i]] { return false }
    return !enabled.isEmpty
  }
}
