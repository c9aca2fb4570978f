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
      if dispatchCells[leaf &* dispatchColumns &+ column] == .fallsBack { decided = false }
    }
    guard decided else { return process(externalSignal(code)) }
    beginStepMarks(code: code)
    directSteps.clear()
    directSteps.append(RegionRecord.Kind.steps.word)
    var matched = false
    var allDirect = true
    var marked = false
    forEachActiveLeaf { leaf in
      countSelectionWork()
      var next = dispatchCells[leaf &* dispatchColumns &+ column].candidate
      if next != nil { matched = true }
      while let index = next {
        let candidate = dispatchCandidates[index]
        let transition = Int(candidate.transition)
        if !candidate.flags.contains(.guarded) || evaluateGuard(of: transition) {
          // A transition of a common ancestor is selected once (marked, not searched for); a
          // leaf's own is selected by no other leaf.
          if layout.source[transition] == leaf {
            directSteps.append(DirectStep(leaf: leaf, transition: transition).packed)
            if !candidate.flags.contains(.direct) { allDirect = false }
          } else if !selected.contains(transition) {
            selected.insert(transition)
            marked = true
            directSteps.append(DirectStep(leaf: leaf, transition: transition).packed)
            if !candidate.flags.contains(.direct) { allDirect = false }
          }
          return
        }
        next = candidate.nextCandidate
      }
    }
    if marked { for step in directSteps.dropFirst() { selected.remove(DirectStep(packed: step).transition) } }
    guard allDirect && directSteps.count > 1 else { return takeInGeneral(matched: matched) }
    countWork()
    #if DEBUG
      tally.regionStepsTaken += 1
    #endif
    stepRecord = .inRegions
    var moved = false
    for packed in directSteps.dropFirst().reversed() {
      let step = DirectStep(packed: packed)
      guard !layout.targets[step.transition].isEmpty else { continue }
      exitDirectly(from: step.leaf, below: layout.staticDomain[step.transition])
      moved = true
    }
    for packed in directSteps.dropFirst() where layout.hasActions[DirectStep(packed: packed).transition] {
      runActions(of: DirectStep(packed: packed).transition)
    }
    for packed in directSteps.dropFirst() { enterDirectly(dispatchEntryPaths[DirectStep(packed: packed).transition]) }
    return endDirectStep(moved: moved)
  }

  /// Quiet steps region by region, for the express lane (`TypedEngine.expressRegionStep`): when
  /// each active leaf's cell for the event either rejects it or selects a quiet transition with
  /// a target — no guard, no actions, moving along a chain below a domain without parallel
  /// states — the step is taken on the configuration's words and nothing else needs doing: no
  /// callback can see the states change one by one, so the order of the moves does not matter.
  /// Only `.took` changes the configuration. The step is not paid for here (see
  /// `payForExpressStep`).
  @inlinable @inline(__always) func takeExpressRegionStep(_ code: Int) -> ExpressLaneResult<Void> {
    guard configuration.rest.isEmpty || firstWordHoldsEveryActiveLeaf else { return takeExpressWindowStep(code) }
    return takeExpressStepOnFirstWord(code)
  }

  /// `takeExpressRegionStep` on the configuration's first word: the whole configuration, or one
  /// whose other words hold no active leaf (each leaf's quiet moves stay in its own word, see
  /// `DispatchTable.exitedWords`, so the step changes the first word only).
  /// Recorded lazily (`writeLazyRegionRecord`).
  @inlinable @inline(__always) func takeExpressStepOnFirstWord(_ code: Int) -> ExpressLaneResult<Void> {
    let column = code &+ 1
    let active = configuration.first
    let leavesBefore = active & atomicWord
    var after = active
    // The candidate of the last leaf that moves; nil until one does. (A cell's index, which the
    // loop has at hand: making an optional of the target each time cost 4 instructions a leaf.)
    var lastCell: Int? = nil
    // In locals: held in registers across the loop.
    let (cells, columns, candidates, exitedWords) =
      (dispatchCells, dispatchColumns, dispatchCandidates, dispatchExitedWords)
    var leaves = leavesBefore
    while leaves != 0 {
      let leaf = leaves.trailingZeroBitCount
      leaves &= leaves &- 1
      // The candidate first, then which of the other two (cheaper than a switch over `entry`).
      let entry = cells[leaf &* columns &+ column]
      guard let cell = entry.candidate else {
        if entry == .rejects { continue }
        return .needsEngine
      }
      // 0 unless the express lane takes the candidate (`DispatchTable.exitedWords`).
      let exited = exitedWords[cell]
      guard exited != 0 else { return .needsEngine }
      let candidate = candidates[cell]
      // Its domain holds no parallel state: no other active leaf selects it too.
      assert(after & exited == active & exited, "two leaves below one domain")
      after = after & ~exited | candidate.configuration & exited
      lastCell = cell
    }
    guard let lastCell else { return .noTransition }
    countWork()
    #if DEBUG
      tally.regionStepsTaken += 1
      tally.expressRegionStepsTaken += 1
      if !configuration.rest.isEmpty { tally.expressWindowStepsTaken += 1 }
    #endif
    configuration.first = after
    // A candidate with an exited word has a target.
    lastAtomicEntered = Int(candidates[lastCell].target)
    // Written over the last record in place (a kept outcome still gets its copy by CoW).
    let written = directSteps.withUnsafeMutableBufferPointer { steps in
      guard steps.count == 3 else { return false }
      steps[0] = RegionRecord.Kind.lazy.word
      steps[1] = column
      steps[2] = Int(Int64(bitPattern: leavesBefore))
      return true
    }
    if !written { writeLazyRegionRecord(leaves: leavesBefore, column: column) }
    // Paid for, and what it entered recorded, only when observers queue work after it
    // (`payForExpressStep`).
    stepRecord = .inRegions
    return .took(())
  }

  /// `takeExpressRegionStep` in a chart of more than 64 states: each transition moves the states
  /// below its domain within one word of the configuration, its leaf's (its window: see
  /// `DispatchTable.exitedWords`). One pass checks that every active leaf's cell rejects or
  /// takes such a quiet transition, writing the leaves and transitions over the last step's in
  /// place and the words afterwards into `windowScratch`; the configuration takes them once
  /// every leaf has been checked.
  @usableFromInline func takeExpressWindowStep(_ code: Int) -> ExpressLaneResult<Void> {
    let column = code &+ 1
    let scratch = windowScratch
    var moves = 0
    // As in `takeExpressStepOnFirstWord`.
    var lastCell: Int? = nil
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
            let entry = dispatchCells[leaf &* dispatchColumns &+ column]
            guard let cell = entry.candidate else {
              if entry == .rejects { continue }
              return false
            }
            // 0 unless the express lane takes the candidate (`DispatchTable.exitedWords`).
            let exited = dispatchExitedWords[cell]
            guard exited != 0 else { return false }
            let candidate = dispatchCandidates[cell]
            // Its domain holds no parallel state: no other active leaf selects it too.
            assert(after & exited == before & exited, "two leaves below one domain")
            after = after & ~exited | candidate.configuration & exited
            // After the record's first word, which says how it is written.
            if moves &+ 1 < steps.count {
              steps[moves &+ 1] = DirectStep(leaf: leaf, transition: Int(candidate.transition)).packed
            }
            moves &+= 1
            lastCell = cell
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
      if moves > 0 { stepRecord = .nothing }
      return .needsEngine
    }
    guard moves != 0, let lastCell else { return .noTransition }
    countWork()
    #if DEBUG
      tally.regionStepsTaken += 1
      tally.expressRegionStepsTaken += 1
      tally.expressWindowStepsTaken += 1
    #endif
    if moves &+ 1 == directSteps.count {
      directSteps[0] = RegionRecord.Kind.steps.word
    } else {
      writeWindowSteps(column: column)
    }
    configuration.first = scratch[0]
    configuration.rest.withUnsafeMutableBufferPointer { rest in
      for index in rest.indices { rest[index] = scratch[index &+ 1] }
    }
    lastAtomicEntered = Int(dispatchCandidates[lastCell].target)
    stepRecord = .inRegions
    return .took(())
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
    directSteps.append(RegionRecord.Kind.steps.word)
    forEachActiveLeaf { leaf in
      guard let cell = dispatchCells[leaf &* dispatchColumns &+ column].candidate else { return }
      directSteps.append(DirectStep(leaf: leaf, transition: Int(dispatchCandidates[cell].transition)).packed)
    }
  }

  /// The lazy record of quiet steps region by region on one word, in `directSteps`: a
  /// `RegionRecord` of the event's column and the active leaves before them. Writing each leaf
  /// and transition during the step would cost more than the step's own moves; they are read
  /// from the table when someone asks (`RegionRecord.steps`).
  @usableFromInline func writeLazyRegionRecord(leaves: UInt64, column: Int) {
    directSteps.clear()
    directSteps.append(RegionRecord.Kind.lazy.word)
    directSteps.append(column)
    directSteps.append(Int(Int64(bitPattern: leaves)))
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

  /// Hands the selection to the general microstep, as `process` would after selecting it.
  private func takeInGeneral(matched: Bool) -> OutcomeCode {
    beginStepLog()
    enabled.clear()
    for step in directSteps.dropFirst() { enabled.append(DirectStep(packed: step).transition) }
    sawMatchingTrigger = matched
    removeConflicts()
    return takeSelected(leaf: nil)
  }
}
