// What every lane leaves true, checked after each of them (see TypedEngine+Lanes.swift), as
// swift-collections' `_checkInvariants()` does: in debug builds only, never a cost in release.
// A lane that forgot to pay for its step, left a step running, recorded its step where it is
// not read, or moved the machine into a configuration no chart allows stops the test that took
// it here, at the step, instead of at a later comparison of outcomes.

extension Engine {
  /// Checks what every lane must leave true (debug builds; nothing in release builds).
  @inlinable @inline(__always) func checkLaneInvariants(after result: OutcomeCode) {
    #if DEBUG
      verifyLaneInvariants(after: result)
    #endif
  }
}

#if DEBUG
  extension Engine {
    @usableFromInline func verifyLaneInvariants(after result: OutcomeCode) {
      precondition(!isStepping, "a lane returned with its step still running")
      verifyLaneDecision()
      verifyRecord(of: result)
      // Over every active state: in the charts of thousands of states that the scaling tests
      // drive, a check per step would make them quadratic.
      if isRunning && layout.kind.count <= Self.statesCheckedPerStep { verifyConfiguration() }
    }

    /// The largest chart whose configuration is checked after every lane.
    static var statesCheckedPerStep: Int { 256 }

    /// Every microstep a lane took was paid for once, and a lane that took none paid nothing.
    @usableFromInline func checkBudget(_ paid: PaidMicrostep, after result: OutcomeCode) {
      let spent = paid.budget - workBudget
      let counted = tally.workCounted - paid.counted
      precondition(
        spent == counted, "a lane took \(counted) microsteps and paid for \(spent) (\(result))")
    }

    /// The lanes are open exactly as their inputs say: nothing changed an input without
    /// deciding the lanes again.
    private func verifyLaneDecision() {
      let tableLanes = laneInputs.usesTableLanes && !dispatchTable.cells.isEmpty
      let open = tableLanes && isRunning && !isTracked && !forwardsEvents
      precondition(takesTableLane == tableLanes, "the table's lane is not decided by its inputs")
      precondition(takesExpressLane == (open && hasOneLeaf), "the express lane is not decided by its inputs")
      precondition(
        !takesExpressRegionLane || (open && !hasOneLeaf && dispatchTable.hasQuietRegionSteps),
        "the express lane region by region is open for a machine that may not take it")
    }

    /// The step is recorded where `lastStep` and the outcome read it.
    private func verifyRecord(of result: OutcomeCode) {
      switch stepRecord {
      case .inLog: break
      case .nothing:
        precondition(!result.tookStep, "a step recorded as empty: \(result)")
      case .inRegions:
        let kind = directSteps.first.flatMap(RegionRecord.Kind.init(word:))
        precondition(kind != nil && directSteps.count > 1, "steps region by region without a record")
        precondition(kind != .lazy || directSteps.count == 3, "a lazy record of steps region by region is three words")
      case .direct(let step):
        precondition(step.transition < layout.source.count, "a direct step of no transition")
        precondition(isAtomic(step.leaf), "a direct step from a state that is not a leaf")
      }
    }

    /// The configuration is one a chart allows: every active state's parent is active, an
    /// active compound state has one active child, an active parallel state all of its; in a
    /// chart without parallel states `lastAtomicEntered` is its leaf.
    private func verifyConfiguration() {
      precondition(configuration.contains(0), "the root is not active")
      var leaves = 0
      configuration.forEach { state in
        if state != 0 {
          precondition(configuration.contains(layout.parent[state]), "state \(state) without its parent")
        }
        let children = layout.children[state]
        let active = children.reduce(0) { $0 + (configuration.contains($1) ? 1 : 0) }
        switch layout.kind[state] {
        case .compound: precondition(active == 1, "compound state \(state) with \(active) active children")
        case .parallel: precondition(active == children.count, "parallel state \(state) with inactive regions")
        case .atomic, .final: leaves += 1
        case .shallowHistory, .deepHistory: preconditionFailure("a history state \(state) is active")
        }
      }
      if hasOneLeaf {
        precondition(leaves == 1, "a chart without parallel states has \(leaves) active leaves")
        precondition(configuration.contains(lastAtomicEntered), "the active leaf is not `lastAtomicEntered`")
      }
    }
  }

  extension OutcomeCode {
    /// Whether the step changed or handled anything.
    var tookStep: Bool {
      switch self {
      case .transitioned, .handled, .failed: return true
      case .rejected: return false
      }
    }
  }
#endif
