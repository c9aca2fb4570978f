// The SCXML algorithm, W3C Recommendation 2015-09-01, Appendix D: selecting transitions, over
// indexed states. Function names follow the specification's pseudo-code (see Engine+Algorithm.swift
// for the microstep).

extension Engine {
  // MARK: Selecting transitions (selectTransitions, selectEventlessTransitions)

  /// Fills `enabled` with the transitions selected for `signal` (eventless when nil): for each
  /// active atomic state in document order, the first enabled transition of it or of its
  /// nearest ancestor; then conflicts are removed (Appendix D, `selectTransitions`). Linear in
  /// the active states and their ancestors visited: a transition of a common ancestor is
  /// recognised by its mark in `selected`, not by searching the list.
  func select(_ key: SignalKey) {
    enabled.clear()
    sawMatchingTrigger = false
    descriptorName.isCurrent = false
    configuration.forEach { atomic in
      guard atomic != 0 && isAtomic(atomic) else { return }
      var state = atomic
      while state > 0 {
        countSelectionWork()
        if let transition = firstEnabledTransition(of: state, for: key) {
          // A leaf's own transition is selected by no other leaf.
          if state == atomic { enabled.append(transition) } else { selectOnce(transition) }
          return
        }
        state = layout.parent[state]
      }
    }
    unmarkSelected()
    removeConflicts()
  }

  /// Appends a transition to `enabled` unless it is there already, and marks it in `selected`.
  @inline(__always) func selectOnce(_ transition: Int) {
    guard !selected.contains(transition) else { return }
    selected.insert(transition)
    enabled.append(transition)
  }

  /// Clears the marks of `enabled` in `selected` once a selection is complete.
  @inline(__always) func unmarkSelected() {
    for transition in enabled { selected.remove(transition) }
  }

  /// Counts a state or transition visited by selection, for tests (debug builds only; see
  /// `tally.selectionWork`).
  @inline(__always) func countSelectionWork() {
    #if DEBUG
      tally.selectionWork += 1
    #endif
  }

  /// Keeps, of selected transitions that exit a common state, the one SCXML prefers.
  func removeConflicts() {
    guard enabled.count > 1 else { return }
    #if DEBUG
      // The linear resolution below rests on an argument (see there); for small selections,
      // debug builds check it against Appendix D's pairwise comparison.
      let expected = enabled.count <= 16 ? conflictFreeByPairs() : nil
    #endif
    if mayConflict() { removeConflictingTransitions() }
    #if DEBUG
      assert(expected == nil || expected == enabled, "conflicts resolved unlike Appendix D: \(enabled) ≠ \(expected!)")
    #endif
  }

  /// `select` for a timer: only its own `after` transition matches it, and the timer is pending
  /// only while the transition's source is active, so the selection is that transition if its
  /// guard holds — found without visiting every active state.
  func selectTimer(_ transition: Int) {
    enabled.clear()
    sawMatchingTrigger = true
    guard configuration.contains(layout.source[transition]) else { return }
    if !layout.hasGuard[transition] || evaluateGuard(of: transition) { enabled.append(transition) }
  }

  /// Whether two selected transitions exit a common state. A transition with targets exits the
  /// active descendants of its domain, among them the leaf it was selected for; so two exit
  /// sets meet exactly when one domain is the other or contains it. Transitions are selected
  /// in the document order of their leaves, each leaf inside its transition's domain: domains
  /// that do not nest therefore follow one another in document order, and one pass comparing
  /// each domain with the end of the one before finds any that nest.
  private func mayConflict() -> Bool {
    var end = -1
    for transition in enabled where !layout.targets[transition].isEmpty {
      countSelectionWork()
      let domain = domain(of: transition)
      if domain < end { return true }
      end = layout.end[domain]
    }
    return false
  }

  func firstEnabledTransition(of state: Int, for key: SignalKey) -> Int? {
    for index in layout.stateTransitions[state] {
      guard matches(layout.trigger[index], index, key) else { continue }
      sawMatchingTrigger = true
      if layout.hasGuard[index] && !evaluateGuard(of: index) { continue }
      return index
    }
    return nil
  }

  /// Whether an active state or one of its ancestors has a transition on the event with this
  /// code, guards aside.
  func hasTransition(onEvent code: Int) -> Bool {
    guard isRunning, code >= 0 else { return false }
    var found = false
    configuration.forEach { state in
      guard !found else { return }
      found = layout.stateTransitions[state].contains {
        switch layout.trigger[$0] {
        case .event(let other), .exactEvent(let other, _): return other == code
        default: return false
        }
      }
    }
    return found
  }

  /// Matching reads only non-generic codes; descriptors (`.descriptor`, mostly from documents) are the one
  /// case that looks at the event itself.
  private func matches(_ trigger: TriggerCode, _ transition: Int, _ key: SignalKey) -> Bool {
    switch (trigger, key.kind) {
    case (.eventless, .none): return true
    case (.event(let index), .external): return index == key.code
    case (.exactEvent(let index, _), .external): return index == key.code && matchesExactEvent(of: transition)
    case (.anyEvent, .external): return true
    case (.done(let state), .done): return state == key.code
    case (.after, .after): return key.code == transition
    case (.move(let state), .move): return state == key.code
    case (.descriptor, .external), (.descriptor, .done), (.descriptor, .error):
      return matchesDescriptor(of: transition)
    default: return false
    }
  }

  /// When two selected transitions exit a common state, the one from the deeper source wins if
  /// it is a descendant; otherwise the earlier one in document order (Appendix D,
  /// `removeConflictingTransitions`; SCXML 3.13 on conflicts between parallel regions).
  ///
  /// Linear, where Appendix D compares each transition with every one kept: exit sets meet
  /// exactly when domains nest (see `mayConflict`), and the kept transitions' domains are
  /// disjoint subtrees in document order. A new transition's domain holds a later leaf than
  /// all of them, so the kept ones it meets are the last few; and it can win against at most
  /// one (its source cannot descend from the sources of two disjoint subtrees). So it is
  /// compared with the last two kept: meeting both, it loses; meeting the last, it replaces it
  /// if its source descends from that one's, else loses; meeting none, it is kept.
  private func removeConflictingTransitions() {
    keptWithTargets.clear()
    for position in enabled.indices {
      let transition = enabled[position]
      guard !layout.targets[transition].isEmpty else { continue }  // exits nothing: meets none
      countSelectionWork()
      let domain = domain(of: transition)
      let end = layout.end[domain]
      func meets(_ kept: (position: Int, domain: Int)) -> Bool { kept.domain < end && domain < layout.end[kept.domain] }
      let count = keptWithTargets.count
      if count > 0 && meets(keptWithTargets[count - 1]) {
        let last = keptWithTargets[count - 1]
        let wins =
          !(count > 1 && meets(keptWithTargets[count - 2]))
          && layout.isDescendant(layout.source[transition], of: layout.source[enabled[last.position]])
        guard wins else {
          enabled[position] = -1
          continue
        }
        enabled[last.position] = -1
        keptWithTargets.removeLast()
      }
      keptWithTargets.append((position, domain))
    }
    var kept = 0
    for position in enabled.indices where enabled[position] >= 0 {
      enabled[kept] = enabled[position]
      kept += 1
    }
    while enabled.count > kept { enabled.removeLast() }
  }

  #if DEBUG
    /// Appendix D's `removeConflictingTransitions` as written, comparing each transition with
    /// every one kept: what the linear version must give (checked in debug builds).
    private func conflictFreeByPairs() -> [Int] {
      var filtered: [(transition: Int, exits: StateSet)] = []
      for t1 in enabled {
        let exits1 = exitSet(of: t1)
        var preempted = false
        var toRemove: [Int] = []
        for (position, entry) in filtered.enumerated() where exits1.intersects(entry.exits) {
          if layout.isDescendant(layout.source[t1], of: layout.source[entry.transition]) {
            toRemove.append(position)
          } else {
            preempted = true
            break
          }
        }
        if !preempted {
          for position in toRemove.reversed() { filtered.remove(at: position) }
          filtered.append((t1, exits1))
        }
      }
      return filtered.map(\.transition)
    }

    /// Appendix D, `computeExitSet` for one transition (for `conflictFreeByPairs`).
    private func exitSet(of transition: Int) -> StateSet {
      var set = StateSet(capacity: layout.kind.count)
      guard !layout.targets[transition].isEmpty else { return set }
      let domain = self.domain(of: transition)
      set.formUnion(configuration, in: (domain + 1)..<layout.end[domain])
      return set
    }
  #endif
}
