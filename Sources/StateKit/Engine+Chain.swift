// A shortcut through Appendix D for charts without parallel states, where most UI charts live.
// There the configuration is a single chain from the root to one active leaf, so at most one
// transition is enabled, there are no conflicts, and a transition to an atomic state exits the
// chain from the leaf up to its domain and enters the chain from the domain down to its target.
// The result is the same as the general algorithm's (a property test runs random charts both
// ways); only the bit sets and searches are skipped.

extension Engine {
  /// The active leaf of a chain configuration: its deepest, so highest-numbered, state.
  var chainLeaf: Int { configuration.last }

  /// `select` for a chain configuration: the first enabled transition of the leaf or of its
  /// nearest ancestor (Appendix D, `selectTransitions`, with one atomic state).
  func selectOnChain(_ key: SignalKey, leaf: Int) {
    enabled.clear()
    sawMatchingTrigger = false
    var state = leaf
    while state > 0 {
      if let transition = firstEnabledTransition(of: state, for: key) {
        enabled.append(transition)
        return
      }
      state = layout.parent[state]
    }
  }

  /// `microstep` for one transition to one atomic state from a chain configuration: history
  /// recorded, the chain exited deepest first, the transition's actions run, the chain to the
  /// target entered in document order.
  func microstepOnChain(_ transition: Int, leaf: Int) {
    let domain = layout.staticDomain[transition]
    var state = leaf
    while state != domain {
      for history in layout.historyChildren[state] { recordHistory(history, of: state) }
      state = layout.parent[state]
    }
    state = leaf
    while state != domain {
      performExit(of: state)
      state = layout.parent[state]
    }
    if !layout.isDefault[transition] { stepLog.append(StepRecord.encode(transition, .fired)) }
    if layout.hasActions[transition] { runActions(of: transition) }
    // The chain from the target up to the domain, logged, then put in document order.
    let first = stepLog.count
    state = layout.targets[transition][0]
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
}
