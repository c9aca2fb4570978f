// The SCXML algorithm, W3C Recommendation 2015-09-01, Appendix D, over indexed states.
// Function names follow the specification's pseudo-code so that each can be checked against it.

extension Engine {
  // MARK: Domains and targets

  /// Appendix D, `getTransitionDomain`; precomputed unless a target is a history state.
  func domain(of transition: Int) -> Int {
    guard layout.hasHistoryTarget[transition] else { return layout.staticDomain[transition] }
    return layout.domain(
      source: layout.source[transition], isInternal: layout.isInternal[transition],
      targets: effectiveTargets(of: transition))
  }

  /// Appendix D, `getEffectiveTargetStates`: history states replaced by what they remember, or
  /// by their defaults. (Callers use `layout.targets` directly when `hasHistoryTarget` is false:
  /// no array to build.) A loop with a stack, not recursion, and each history's default
  /// followed once: a default that leads back to its history (refused when compiled) ends where
  /// `loopingDefaultEnd` says, so that a transition with targets always has effective ones.
  func effectiveTargets(of transition: Int) -> [Int] {
    guard layout.hasHistoryTarget[transition] else { return Array(layout.targets[transition]) }
    var result: [Int] = []
    // Defaults still to resolve (a stack, each default's targets pushed in reverse so that they
    // come out in order) and those followed: empty, so unallocated, unless a history without
    // memory is among the targets.
    var pending: [Int] = []
    var followed: [Int] = []
    for first in layout.targets[transition] {
      var next: Int? = first
      while let target = next {
        if layout.kind[target].isHistory {
          if let remembered = historyValues[target] {
            for state in remembered where !result.contains(state) { result.append(state) }
          } else if !followed.contains(target) {
            followed.append(target)
            pending += layout.targets[layout.initialTransition[target]].reversed()
          } else if let end = loopingDefaultEnd(
            of: target, entersInParent: { range in result.contains { range.contains($0) } }),
            !result.contains(end)
          {
            result.append(end)
          }
        } else if !result.contains(target) {
          result.append(target)
        }
        next = pending.popLast()
      }
    }
    return result
  }

  /// Where entering `history` ends when its default has led back to it (a chart refused when
  /// compiled; SCXML leaves it undefined): in the parent's first child that is not a history,
  /// as a compound state without `initial` would (SCXML 3.3), so that the configuration stays
  /// one the chart allows — nil when something in the parent is entered already
  /// (`entersInParent` of the parent's descendants). The one rule for such a loop, for
  /// `effectiveTargets` and for the entry of a history (`addDescendantStatesToEnter`).
  func loopingDefaultEnd(of history: Int, entersInParent: (Range<Int>) -> Bool) -> Int? {
    let parent = layout.parent[history]
    guard !entersInParent((parent + 1)..<layout.end[parent]) else { return nil }
    return layout.children[parent].first { !layout.kind[$0].isHistory }
  }

  // MARK: Microstep

  /// Appendix D, `microstep`: exit, run transition content, enter.
  func microstep() {
    countWork()
    exitStates()
    for transition in enabled {
      if !layout.isDefault[transition] { stepLog.append(StepLog.encode(transition, .fired)) }
      if layout.hasActions[transition] { runActions(of: transition) }
    }
    enterStates()
  }

  /// Appendix D, `exitStates`: record history, then exit in reverse document order.
  private func exitStates() {
    exitSet.removeAll()
    for transition in enabled where !layout.targets[transition].isEmpty {
      let domain = self.domain(of: transition)
      exitSet.formUnion(configuration, in: (domain + 1)..<layout.end[domain])
    }
    if exitSet.isEmpty { return }
    let toExit = exitSet
    toExit.forEachDescending { state in
      for history in layout.historyChildren[state] { recordHistory(history, of: state) }
    }
    toExit.forEachDescending(performExit)
  }

  /// Exits one state: exit actions, its timers and invocations cancelled, and the books.
  func performExit(of state: Int) {
    if layout.hasExit[state] { runExit(of: state) }
    cancelTimersAndInvocations(of: state)
    configuration.remove(state)
    if !layout.invocations[state].isEmpty { statesToInvoke.remove(state) }
    stepLog.append(StepLog.encode(state, .exited))
    exitedCount += 1
  }

  /// SCXML 3.10: deep history keeps the active atomic descendants, shallow the active children.
  func recordHistory(_ history: Int, of state: Int) {
    var remembered: [Int] = []
    let deep = layout.kind[history] == .deepHistory
    configuration.forEach { active in
      guard layout.isDescendant(active, of: state) else { return }
      if deep ? isAtomic(active) : layout.parent[active] == state { remembered.append(active) }
    }
    historyValues[history] = remembered
  }

  /// entry content, and raise `done.state.ID` for completed parents (SCXML 3.7.1).
  func enterStates() {
    entrySet.removeAll()
    defaultEntry.removeAll()
    defaultHistory.clear()
    for transition in enabled where !layout.targets[transition].isEmpty {
      for target in layout.targets[transition] { addDescendantStatesToEnter(target) }
      let domain = self.domain(of: transition)
      if layout.hasHistoryTarget[transition] {
        for target in effectiveTargets(of: transition) { addAncestorStatesToEnter(target, below: domain) }
      } else {
        for target in layout.targets[transition] { addAncestorStatesToEnter(target, below: domain) }
      }
    }
    let toEnter = entrySet
    toEnter.forEach { state in
      logEntry(of: state)
      performEntry(of: state)
      let initial = layout.initialTransition[state]
      if initial >= 0 && layout.hasActions[initial] && defaultEntry.contains(state) {
        runActions(of: initial)
      }
      if !defaultHistory.isEmpty, let entry = defaultHistory.first(where: { $0.parent == state }),
        layout.hasActions[entry.transition]
      {
        runActions(of: entry.transition)
      }
      if layout.kind[state] == .final { completeParent(of: state) }
    }
  }

  /// Records that a state is entered, in `stepLog`.
  @inline(__always) func logEntry(of state: Int) {
    stepLog.append(StepLog.encode(state, .entered))
    enteredCount += 1
  }

  /// Enters one state (already logged): the books, entry actions, timers. Default
  /// entry content and done events are the caller's.
  func performEntry(of state: Int) {
    configuration.insert(state)
    if layout.isAtomic[state] { lastAtomicEntered = state }
    if !layout.invocations[state].isEmpty { statesToInvoke.insert(state) }
    if isRecordingCycle { recentEntries.append(state) }
    if layout.hasEntry[state] { runEntry(of: state) }
    if !layout.afterTransitions[state].isEmpty { scheduleTimers(of: state) }
  }

  private func addDescendantStatesToEnter(_ state: Int) {
    let kind = layout.kind[state]
    if kind.isHistory {
      let parent = layout.parent[state]
      let targets: [Int]
      if let remembered = historyValues[state] {
        targets = remembered
      } else {
        // Entered by default once per step: its targets are in the entry set already, and a
        // default that leads back here ends where `loopingDefaultEnd` says.
        let transition = layout.initialTransition[state]
        guard !defaultHistory.contains(where: { $0.transition == transition }) else {
          if let end = loopingDefaultEnd(of: state, entersInParent: { entrySet.containsAny(in: $0) }) {
            addDescendantStatesToEnter(end)
          }
          return
        }
        defaultHistory.append((parent, transition))
        targets = Array(layout.targets[layout.initialTransition[state]])
      }
      for target in targets { addDescendantStatesToEnter(target) }
      for target in targets { addAncestorStatesToEnter(target, below: parent) }
      return
    }
    entrySet.insert(state)
    if kind == .compound {
      defaultEntry.insert(state)
      let targets = layout.targets[layout.initialTransition[state]]
      for target in targets { addDescendantStatesToEnter(target) }
      for target in targets { addAncestorStatesToEnter(target, below: state) }
    } else if kind == .parallel {
      for child in layout.children[state] where !entrySet.containsAny(in: (child + 1)..<layout.end[child]) {
        addDescendantStatesToEnter(child)
      }
    }
  }

  private func addAncestorStatesToEnter(_ state: Int, below ancestor: Int) {
    var current = layout.parent[state]
    while current > 0 && current != ancestor {
      entrySet.insert(current)
      if layout.kind[current] == .parallel {
        for child in layout.children[current]
        where !entrySet.containsAny(in: (child + 1)..<layout.end[child]) {
          addDescendantStatesToEnter(child)
        }
      }
      current = layout.parent[current]
    }
  }
}
