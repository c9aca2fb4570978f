/// What a binding knows about each property slot: what it shows, what waits for an animation's
/// end, and the scratch space of a refresh (kept, so that a refresh allocates nothing).
@MainActor
struct SlotState {
  /// The assignment applied to each slot; -1 before the first refresh.
  var applied: [Int]
  /// The value set by a computed assignment in `applied`: what the next value is compared with.
  var appliedValue: [Any?]
  /// The assignment each slot waits to get when an animation ends; -1 when none waits.
  var pending: [Int]
  var pendingValue: [Any?]
  /// Which refresh scheduled the waiting assignment: an older animation's end finds another.
  var pendingRefresh: [Int]
  /// Scratch: the assignment each slot should have now (-1: leave it as it is), and the value
  /// of a computed one.
  var target: [Int]
  var targetValue: [Any?]
  /// Scratch: the assignments a refresh sets at once, in its first elements (one a slot at
  /// most): overwritten, never emptied — emptying an array costs more than filling it.
  var immediate: [Int]
  var refreshCount = 0
  var hasApplied = false
  var setCount = 0

  init(count: Int) {
    applied = Array(repeating: -1, count: count)
    appliedValue = Array(repeating: nil, count: count)
    pending = applied
    pendingValue = appliedValue
    pendingRefresh = applied
    target = applied
    targetValue = appliedValue
    immediate = applied
  }

  /// Fills `target`: each slot's value to return to, then, in document order, the assignments of
  /// the active states — a deeper state's overrides its ancestors'.
  mutating func findTargets(in table: AppearanceTable, _ forEachActiveState: (_ body: (Int) -> Void) -> Void) {
    for slot in 0..<table.slotCount { target[slot] = table.originalOf[slot] }
    guard !table.hasConditions else { return findConditionalTargets(in: table, forEachActiveState) }
    forEachActiveState { state in
      for k in table.stateStart[state]..<table.stateStart[state + 1] {
        let id = table.stateAssignments[k]
        target[table.slotOf[id]] = id
      }
    }
  }

  /// `findTargets` for an appearance with rules on a child's state: an assignment whose
  /// condition does not hold now is passed over. A loop of its own, so that appearances
  /// without conditions test nothing more per assignment.
  private mutating func findConditionalTargets(
    in table: AppearanceTable, _ forEachActiveState: (_ body: (Int) -> Void) -> Void
  ) {
    forEachActiveState { state in
      for k in table.stateStart[state]..<table.stateStart[state + 1] {
        let id = table.stateAssignments[k]
        if let holds = table.condition[id], !holds() { continue }
        target[table.slotOf[id]] = id
      }
    }
  }

  /// What a refresh sets: at once, inside an animation (with the computed value, if any), and
  /// at the animation's end; and which refresh it is.
  struct Plan {
    /// The assignments to set at once: the first `immediateCount` (the slot state's scratch
    /// array, reused).
    let immediate: [Int]
    let immediateCount: Int
    let inAnimation: [(id: Int, value: Any?)]
    let afterAnimation: [(slot: Int, id: Int)]
    let refresh: Int
  }

  /// ``findTargets(in:_:)`` and ``plan(in:animated:)`` in one access, for an appearance that
  /// computes nothing: no app code runs between them, and each access of the binding's slot
  /// state is a dynamic exclusivity check.
  mutating func findTargetsAndPlan(
    in table: AppearanceTable, animated: Bool, _ forEachActiveState: (_ body: (Int) -> Void) -> Void
  ) -> Plan {
    findTargets(in: table, forEachActiveState)
    return plan(in: table, animated: animated)
  }

  /// Compares the targets with what the slots show and wait for, and records what it sets as
  /// made (or waiting). The first appearance is set, not animated: there is nothing on screen to
  /// animate from.
  mutating func plan(in table: AppearanceTable, animated requested: Bool) -> Plan {
    let animated = requested && hasApplied
    hasApplied = true
    refreshCount += 1
    var immediateCount = 0
    var inAnimation: [Int] = []
    var afterAnimation: [(slot: Int, id: Int)] = []
    // The computed value assignment `id` gives `slot`; nil for a constant. Read only where
    // needed: an appearance that computes nothing handles no optional existentials.
    func value(_ slot: Int, _ id: Int) -> Any? {
      table.hasComputed && table.compute[id] != nil ? targetValue[slot] : nil
    }
    for slot in 0..<table.slotCount {
      let id = target[slot]
      guard id >= 0 else { continue }
      if pending[slot] >= 0 {
        let value = value(slot, id)
        // Still what the slot should get: it waits for its animation. Otherwise the newer
        // states win, and the older animation's end finds nothing to do.
        if pending[slot] == id && (value == nil || table.sameValue(id, pendingValue[slot], id, value)) { continue }
        pending[slot] = -1
        if table.hasComputed { pendingValue[slot] = nil }
      }
      let current = applied[slot]
      let shown =
        current >= 0
        && (table.sameConstant(current, id) ?? table.sameValue(current, appliedValue[slot], id, value(slot, id)))
      if !shown {
        switch animated ? table.timing[id] : .immediate {
        case .immediate:
          immediate[immediateCount] = id
          immediateCount += 1
        case .animated: inAnimation.append(slot)
        case .afterAnimation:
          afterAnimation.append((slot, id))
          pending[slot] = id
          if table.hasComputed { pendingValue[slot] = value(slot, id) }
          pendingRefresh[slot] = refreshCount
          continue
        }
      }
      applied[slot] = id
      if table.hasComputed { appliedValue[slot] = value(slot, id) }
    }
    setCount += immediateCount + inAnimation.count + afterAnimation.count
    let changes = inAnimation.map { (id: applied[$0], value: appliedValue[$0]) }
    return Plan(
      immediate: immediate, immediateCount: immediateCount, inAnimation: changes, afterAnimation: afterAnimation,
      refresh: refreshCount)
  }

  /// The waiting assignment of `slot`, if it is still `id` as scheduled by refresh `refresh`:
  /// it becomes the applied one. Returns its value (`nil` inside for a constant), or nil.
  mutating func takePending(_ slot: Int, id: Int, scheduledBy refresh: Int) -> Any?? {
    guard pending[slot] == id && pendingRefresh[slot] == refresh else { return nil }
    pending[slot] = -1
    applied[slot] = id
    appliedValue[slot] = pendingValue[slot]
    pendingValue[slot] = nil
    return .some(appliedValue[slot])
  }

  mutating func cancelPending() {
    for slot in pending.indices {
      pending[slot] = -1
      pendingValue[slot] = nil
    }
  }
}
