// The compiled fast path in charts with parallel states (see Engine+Dispatch.swift): each
// active leaf is looked up in the table, and when every selected transition stays within its
// region the step is taken region by region, recorded as the leaves and transitions it took.

extension Engine {
  /// `dispatch` in a chart with parallel states: each active leaf's cell, in document order,
  /// selects as Appendix D's `selectTransitions` would. When every selected transition is
  /// direct — targetless, or moving along a chain below a domain without parallel states —
  /// their domains are disjoint and they cannot conflict: each region's chain is exited, the
  /// last transition's first, then the transitions' actions run in order, then each region's
  /// chain is entered in order (the order of `microstepAlongChains`). Otherwise the selection
  /// goes on to the general microstep, conflicts removed.
  func dispatchInRegions(_ code: Int) -> OutcomeCode {
    let column = code &+ 1
    var decided = true
    forEachActiveLeaf { leaf in
      if dispatchCells[leaf &* dispatchColumns &+ column] == DispatchTable.fallsBack { decided = false }
    }
    guard decided else { return process(externalSignal(code)) }
    beginStepMarks(code: code)
    directSteps.clear()
    var matched = false
    var allDirect = true
    var marked = false
    forEachActiveLeaf { leaf in
      countSelectionWork()
      var index = Int(dispatchCells[leaf &* dispatchColumns &+ column])
      if index >= 0 { matched = true }
      while index >= 0 {
        let candidate = dispatchCandidates[index]
        let transition = Int(candidate.transition)
        if !candidate.flags.contains(.guarded) || evaluateCondition(of: transition) {
          // A transition of a common ancestor is selected once (marked, not searched for); a
          // leaf's own is selected by no other leaf.
          if layout.source[transition] == leaf {
            directSteps.append(leaf << 32 | transition)
            if !candidate.flags.contains(.direct) { allDirect = false }
          } else if !selected.contains(transition) {
            selected.insert(transition)
            marked = true
            directSteps.append(leaf << 32 | transition)
            if !candidate.flags.contains(.direct) { allDirect = false }
          }
          return
        }
        index = Int(candidate.next)
      }
    }
    if marked { for step in directSteps { selected.remove(Self.transition(ofDirect: step)) } }
    guard allDirect && !directSteps.isEmpty else { return takeInGeneral(matched: matched) }
    spendWork()
    countWork()
    #if DEBUG
      regionStepsTaken += 1
    #endif
    directStep = Self.stepsInRegions
    var moved = false
    for step in directSteps.reversed() where !layout.targets[Self.transition(ofDirect: step)].isEmpty {
      exitDirectly(from: step >> 32, below: layout.staticDomain[Self.transition(ofDirect: step)])
      moved = true
    }
    for step in directSteps where layout.hasActions[Self.transition(ofDirect: step)] {
      runActions(of: Self.transition(ofDirect: step))
    }
    for step in directSteps { enterDirectly(dispatchEntryPaths[Self.transition(ofDirect: step)]) }
    return endDirectStep(moved: moved)
  }

  /// Quiet steps region by region, in a chart of up to 64 states with parallel states, for the
  /// express lane (`TypedEngine.expressRegionStep`): when each active leaf's cell for the event either rejects
  /// it or selects a quiet transition with a target — no guard, no actions, moving along a
  /// chain below a domain without parallel states — the step is taken on the configuration's
  /// word, recorded as its leaves and transitions (`stepsInRegions`), and nothing else needs
  /// doing: no callback can see the states change one by one, so the order of the moves does
  /// not matter. Returns `stepsInRegions`, or `DispatchTable.rejects` when no leaf's
  /// transition names the event, or -2 when `dispatch` must take the step; only the first
  /// changes anything. The step is not paid for here (see `spendQuietStep`).
  @usableFromInline func takeQuietRegionStep(_ code: Int) -> Int {
    guard configuration.rest.isEmpty else { return takeQuietWindowStep(code) }
    let column = code &+ 1
    let active = configuration.first
    var leaves = active & atomicWord
    var after = active
    var moved: UInt64 = 0
    var lastTarget = -1
    while leaves != 0 {
      let leaf = leaves.trailingZeroBitCount
      leaves &= leaves &- 1
      let cell = Int(dispatchCells[leaf &* dispatchColumns &+ column])
      if cell == Int(DispatchTable.rejects) { continue }
      guard cell >= 0 else { return -2 }
      let candidate = dispatchCandidates[cell]
      // Both words are 0 for a chart of more than 64 states.
      let exited = dispatchExitedWords[cell]
      guard candidate.isExpress && exited != 0 else { return -2 }
      // Its domain holds no parallel state: no other active leaf selects it too.
      assert(after & exited == active & exited, "two leaves below one domain")
      after = after & ~exited | candidate.configuration & exited
      moved |= 1 &<< UInt64(leaf)
      lastTarget = Int(candidate.target)
    }
    guard moved != 0 else { return Int(DispatchTable.rejects) }
    countWork()
    #if DEBUG
      regionStepsTaken += 1
      quietRegionStepsTaken += 1
    #endif
    configuration.replaceAll(withWord: after)
    lastAtomicEntered = lastTarget
    writeRegionSteps(moved, column: column)
    // Paid for, and what it entered recorded, only when observers queue work after it
    // (`spendQuietStep`).
    directStep = Self.stepsInRegions
    return directStep
  }

  /// `takeQuietRegionStep` in a chart of more than 64 states: each transition moves the states
  /// below its domain within one word of the configuration, its leaf's (its window: see
  /// `DispatchTable.exitedWords`). One pass checks that every active leaf's cell rejects or
  /// takes such a quiet transition, without changing anything; a second takes them, word by
  /// word, and writes them into `directSteps` in document order.
  private func takeQuietWindowStep(_ code: Int) -> Int {
    let column = code &+ 1
    let words = configuration.rest.count + 1
    var moves = 0
    for w in 0..<words {
      var leaves = (w == 0 ? configuration.first : configuration.rest[w &- 1]) & atomicWords[w]
      while leaves != 0 {
        let leaf = w << 6 | leaves.trailingZeroBitCount
        leaves &= leaves &- 1
        let cell = Int(dispatchCells[leaf &* dispatchColumns &+ column])
        if cell == Int(DispatchTable.rejects) { continue }
        guard cell >= 0, dispatchCandidates[cell].isExpress && dispatchExitedWords[cell] != 0 else { return -2 }
        moves &+= 1
      }
    }
    guard moves != 0 else { return Int(DispatchTable.rejects) }
    countWork()
    #if DEBUG
      regionStepsTaken += 1
      quietRegionStepsTaken += 1
      quietWindowStepsTaken += 1
    #endif
    if directSteps.count != moves { directSteps.clear() }
    var written = 0
    for w in 0..<words {
      let before = w == 0 ? configuration.first : configuration.rest[w &- 1]
      var leaves = before & atomicWords[w]
      guard leaves != 0 else { continue }
      var after = before
      while leaves != 0 {
        let leaf = w << 6 | leaves.trailingZeroBitCount
        leaves &= leaves &- 1
        let cell = Int(dispatchCells[leaf &* dispatchColumns &+ column])
        guard cell >= 0 else { continue }
        let candidate = dispatchCandidates[cell]
        let exited = dispatchExitedWords[cell]
        // Its domain holds no parallel state: no other active leaf selects it too.
        assert(after & exited == before & exited, "two leaves below one domain")
        after = after & ~exited | candidate.configuration & exited
        lastAtomicEntered = Int(candidate.target)
        let step = leaf << 32 | Int(candidate.transition)
        if written < directSteps.count { directSteps[written] = step } else { directSteps.append(step) }
        written &+= 1
      }
      if w == 0 { configuration.first = after } else { configuration.rest[w &- 1] = after }
    }
    directStep = Self.stepsInRegions
    return directStep
  }

  /// Writes the leaves `moved` and their transitions for the event's `column` into
  /// `directSteps`: in place when it has as many already (the same event again, typically),
  /// which checks the array's uniqueness once instead of once per element removed and added.
  @inline(__always) private func writeRegionSteps(_ moved: UInt64, column: Int) {
    var leaves = moved
    func next() -> Int {
      let leaf = leaves.trailingZeroBitCount
      leaves &= leaves &- 1
      let candidate = dispatchCandidates[Int(dispatchCells[leaf &* dispatchColumns &+ column])]
      return leaf << 32 | Int(candidate.transition)
    }
    if directSteps.count == moved.nonzeroBitCount {
      directSteps.withUnsafeMutableBufferPointer { steps in
        for index in steps.indices { steps[index] = next() }
      }
    } else {
      directSteps.clear()
      while leaves != 0 { directSteps.append(next()) }
    }
  }

  /// Calls `body` with each active atomic state, in document order: in a chart of up to 64
  /// states from a copy of one word, without the reference counting of iterating bit sets.
  @inline(__always) func forEachActiveLeaf(_ body: (Int) -> Void) {
    guard configuration.rest.isEmpty else {
      configuration.forEach(alsoIn: dispatchTable.atomicStates, body)
      return
    }
    var bits = configuration.first & atomicWord
    while bits != 0 {
      body(bits.trailingZeroBitCount)
      bits &= bits - 1
    }
  }

  /// The transition of a direct step, `leaf << 32 | transition`.
  @inline(__always) static func transition(ofDirect step: Int) -> Int { step & 0xFFFF_FFFF }

  /// Hands the selection to the general microstep, as `process` would after selecting it.
  private func takeInGeneral(matched: Bool) -> OutcomeCode {
    beginStepLog()
    enabled.clear()
    for step in directSteps { enabled.append(Self.transition(ofDirect: step)) }
    sawMatchingTrigger = matched
    removeConflicts()
    return takeSelected(leaf: -1)
  }
}
