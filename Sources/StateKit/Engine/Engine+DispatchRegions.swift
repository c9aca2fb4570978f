// The table lane in charts with parallel states (see Engine+Dispatch.swift): each
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
        if !candidate.flags.contains(.guarded) || evaluateGuard(of: transition) {
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
    countWork()
    #if DEBUG
      tally.regionStepsTaken += 1
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

  /// Quiet steps region by region, for the express lane (`TypedEngine.expressRegionStep`): when
  /// each active leaf's cell for the event either rejects it or selects a quiet transition with
  /// a target — no guard, no actions, moving along a chain below a domain without parallel
  /// states — the step is taken on the configuration's words and nothing else needs doing: no
  /// callback can see the states change one by one, so the order of the moves does not matter.
  /// Only `.took` changes the configuration. The step is not paid for here (see
  /// `payForExpressStep`).
  @inlinable @inline(__always) func takeExpressRegionStep(_ code: Int) -> ExpressLaneResult {
    guard configuration.rest.isEmpty || firstWordHoldsEveryActiveLeaf else { return takeExpressWindowStep(code) }
    return takeExpressStepOnFirstWord(code)
  }

  /// `takeExpressRegionStep` on the configuration's first word: the whole configuration, or one
  /// whose other words hold no active leaf (each leaf's quiet moves stay in its own word, see
  /// `DispatchTable.exitedWords`, so the step changes the first word only).
  /// Recorded lazily (`writeLazyRegionRecord`).
  @inlinable @inline(__always) func takeExpressStepOnFirstWord(_ code: Int) -> ExpressLaneResult {
    let column = code &+ 1
    let active = configuration.first
    let leavesBefore = active & atomicWord
    var after = active
    // -1 until a leaf moves (a target is never negative).
    var lastTarget = -1
    // In locals: held in registers across the loop.
    let (cells, columns, candidates, exitedWords) =
      (dispatchCells, dispatchColumns, dispatchCandidates, dispatchExitedWords)
    var leaves = leavesBefore
    while leaves != 0 {
      let leaf = leaves.trailingZeroBitCount
      leaves &= leaves &- 1
      let cell = Int(cells[leaf &* columns &+ column])
      if cell < 0 {
        if cell == Int(DispatchTable.rejects) { continue }
        return .needsEngine
      }
      // 0 unless the express lane takes the candidate (`DispatchTable.exitedWords`).
      let exited = exitedWords[cell]
      guard exited != 0 else { return .needsEngine }
      let candidate = candidates[cell]
      // Its domain holds no parallel state: no other active leaf selects it too.
      assert(after & exited == active & exited, "two leaves below one domain")
      after = after & ~exited | candidate.configuration & exited
      lastTarget = Int(candidate.target)
    }
    guard lastTarget >= 0 else { return .noTransition }
    countWork()
    #if DEBUG
      tally.regionStepsTaken += 1
      tally.expressRegionStepsTaken += 1
      if !configuration.rest.isEmpty { tally.expressWindowStepsTaken += 1 }
    #endif
    configuration.first = after
    lastAtomicEntered = lastTarget
    // Written over the last record in place (a kept outcome still gets its copy by CoW).
    let written = directSteps.withUnsafeMutableBufferPointer { steps in
      guard steps.count == 2 else { return false }
      steps[0] = ~column
      steps[1] = Int(Int64(bitPattern: leavesBefore))
      return true
    }
    if !written { writeLazyRegionRecord(leaves: leavesBefore, column: column) }
    // Paid for, and what it entered recorded, only when observers queue work after it
    // (`payForExpressStep`).
    directStep = Self.stepsInRegions
    return .took
  }

  /// `takeExpressRegionStep` in a chart of more than 64 states: each transition moves the states
  /// below its domain within one word of the configuration, its leaf's (its window: see
  /// `DispatchTable.exitedWords`). One pass checks that every active leaf's cell rejects or
  /// takes such a quiet transition, writing the leaves and transitions over the last step's in
  /// place and the words afterwards into `windowScratch`; the configuration takes them once
  /// every leaf has been checked.
  @usableFromInline func takeExpressWindowStep(_ code: Int) -> ExpressLaneResult {
    let column = code &+ 1
    let scratch = windowScratch
    var moves = 0
    var lastTarget = -1
    let decided = directSteps.withUnsafeMutableBufferPointer { steps in
      configuration.rest.withUnsafeBufferPointer { rest in
        var w = 0
        var before = configuration.first
        while true {
          var leaves = before & atomicWords[w]
          var after = before
          while leaves != 0 {
            let leaf = w << 6 | leaves.trailingZeroBitCount
            leaves &= leaves &- 1
            let cell = Int(dispatchCells[leaf &* dispatchColumns &+ column])
            if cell < 0 {
              if cell == Int(DispatchTable.rejects) { continue }
              return false
            }
            // 0 unless the express lane takes the candidate (`DispatchTable.exitedWords`).
            let exited = dispatchExitedWords[cell]
            guard exited != 0 else { return false }
            let candidate = dispatchCandidates[cell]
            // Its domain holds no parallel state: no other active leaf selects it too.
            assert(after & exited == before & exited, "two leaves below one domain")
            after = after & ~exited | candidate.configuration & exited
            if moves < steps.count { steps[moves] = leaf << 32 | Int(candidate.transition) }
            moves &+= 1
            lastTarget = Int(candidate.target)
          }
          scratch[w] = after
          guard w < rest.count else { return true }
          before = rest[w]
          w &+= 1
        }
      }
    }
    guard decided else {
      // Some of the last step's record may be overwritten: `dispatch` records this one.
      if moves > 0 { directStep = Self.emptyStep }
      return .needsEngine
    }
    guard moves != 0 else { return .noTransition }
    countWork()
    #if DEBUG
      tally.regionStepsTaken += 1
      tally.expressRegionStepsTaken += 1
      tally.expressWindowStepsTaken += 1
    #endif
    if moves != directSteps.count { writeWindowSteps(column: column) }
    configuration.first = scratch[0]
    configuration.rest.withUnsafeMutableBufferPointer { rest in
      for index in rest.indices { rest[index] = scratch[index &+ 1] }
    }
    lastAtomicEntered = lastTarget
    directStep = Self.stepsInRegions
    return .took
  }

  /// Whether a configuration of more than 64 states may take quiet steps region by region on its
  /// first word (`takeExpressStepOnFirstWord`): no other word holds an active atomic state, and
  /// the engine uses the chart's table, which decodes the lazy record.
  @usableFromInline var firstWordHoldsEveryActiveLeaf: Bool {
    guard dispatchTable === chartTable else { return false }
    return configuration.rest.withUnsafeBufferPointer { rest in
      for index in rest.indices where rest[index] & atomicWords[index &+ 1] != 0 { return false }
      return true
    }
  }

  /// Writes the leaves that a quiet step on windows moves, with their transitions, into
  /// `directSteps`, from the configuration before it, for a step that moves another number of
  /// leaves than the last.
  private func writeWindowSteps(column: Int) {
    directSteps.clear()
    forEachActiveLeaf { leaf in
      let cell = Int(dispatchCells[leaf &* dispatchColumns &+ column])
      guard cell >= 0 else { return }
      directSteps.append(leaf << 32 | Int(dispatchCandidates[cell].transition))
    }
  }

  /// The lazy record of quiet steps region by region on one word, in `directSteps`: the
  /// event's column, complemented (negative, unlike a leaf and transition), and the active
  /// leaves before them. Writing each leaf and transition during the step would cost more
  /// than the step's own moves; they are read from the table when someone asks (`regionSteps`).
  @usableFromInline func writeLazyRegionRecord(leaves: UInt64, column: Int) {
    directSteps.clear()
    directSteps.append(~column)
    directSteps.append(Int(Int64(bitPattern: leaves)))
  }

  /// The leaves and transitions of a step region by region, `leaf << 32 | transition` in
  /// document order, from its record in `directSteps`; a lazy record (see
  /// `writeLazyRegionRecord`) is decoded with the `table` it was taken with: every cell of
  /// such a step rejects the event or selects the one transition its leaf took.
  static func regionSteps(_ record: [Int], table: DispatchTable?) -> [Int] {
    guard record.count == 2 && record[0] < 0, let table else { return record }
    let column = ~record[0]
    var leaves = UInt64(bitPattern: Int64(record[1]))
    var steps: [Int] = []
    while leaves != 0 {
      let leaf = leaves.trailingZeroBitCount
      leaves &= leaves &- 1
      let cell = Int(table.cells[leaf &* table.columns &+ column])
      guard cell >= 0 else { continue }
      steps.append(leaf << 32 | Int(table.candidates[cell].transition))
    }
    return steps
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
