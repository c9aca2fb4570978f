/// The structure of a compiled chart in flat, non-generic arrays indexed by state and
/// transition: the one compiled form that the engine, queries, export, analysis and snapshots
/// all read. ``Chart`` adds what needs the app's types — state ids, events, guards, actions —
/// in tables indexed the same way. Generic values are touched only when a state or transition
/// actually has them, so that even unspecialised code does no metadata lookups per event.
final class ChartLayout: Sendable {
  // States.
  let kind: [StateKind]
  let isAtomic: [Bool]
  let parent: [Int]
  /// Descendants of state `i` occupy `i + 1 ..< end[i]` (preorder numbering).
  let end: [Int]
  let children: IndexLists
  let historyChildren: IndexLists
  let initialTransition: [Int]
  let stateTransitions: IndexLists
  let afterTransitions: IndexLists
  let invocations: IndexLists
  let hasEntry: [Bool]
  let hasExit: [Bool]
  // Transitions.
  let source: [Int]
  let targets: IndexLists
  let trigger: [TriggerCode]
  let delay: [Duration]
  /// The descriptors of `.descriptor` triggers (nil for every other transition).
  let descriptors: [EventDescriptors?]
  let hasGuard: [Bool]
  let hasActions: [Bool]
  let isInternal: [Bool]
  let hasHistoryTarget: [Bool]
  let staticDomain: [Int]
  let isDefault: [Bool]
  // Facts that open the chain lane (see Engine+Chain.swift).
  /// No parallel states: the configuration is always one chain from the root to one leaf.
  let isChain: Bool
  /// Whether a macrostep may go on after its first microstep without an internal event:
  /// eventless transitions or invocations to start.
  let needsCompletion: Bool
  /// The transition goes to exactly one atomic (not final, not history) state, and its domain
  /// has no parallel state inside: the configuration below the domain is one chain, before and
  /// after (see Engine+Chain.swift).
  let movesAlongChain: [Bool]

  // One pass over each array, with capacity reserved: growing twenty arrays by appending
  // reallocates each of them often.
  init(states: [CompilerState], transitions: [CompilerTransition]) {
    var kind: [StateKind] = [], isAtomic: [Bool] = [], parent: [Int] = [], end: [Int] = []
    var children: [[Int]] = [], historyChildren: [[Int]] = [], initialTransition: [Int] = []
    var stateTransitions: [[Int]] = [], afterTransitions: [[Int]] = [], invocations: [[Int]] = []
    var hasEntry: [Bool] = [], hasExit: [Bool] = []
    let n = states.count
    kind.reserveCapacity(n); isAtomic.reserveCapacity(n); parent.reserveCapacity(n); end.reserveCapacity(n)
    children.reserveCapacity(n); historyChildren.reserveCapacity(n); initialTransition.reserveCapacity(n)
    stateTransitions.reserveCapacity(n); afterTransitions.reserveCapacity(n); invocations.reserveCapacity(n)
    hasEntry.reserveCapacity(n); hasExit.reserveCapacity(n)
    for state in states {
      kind.append(state.kind)
      isAtomic.append(state.kind == .atomic || state.kind == .final)
      parent.append(state.parent)
      end.append(state.end)
      children.append(state.children)
      historyChildren.append(state.historyChildren)
      initialTransition.append(state.initialTransition)
      stateTransitions.append(state.transitions)
      afterTransitions.append(state.afterTransitions)
      invocations.append(state.invocations)
      hasEntry.append(state.hasEntry)
      hasExit.append(state.hasExit)
    }
    var source: [Int] = [], targets: [[Int]] = [], trigger: [TriggerCode] = [], delay: [Duration] = []
    var descriptors: [EventDescriptors?] = []
    var hasGuard: [Bool] = [], hasActions: [Bool] = [], isInternal: [Bool] = []
    var hasHistoryTarget: [Bool] = [], staticDomain: [Int] = [], isDefault: [Bool] = []
    let m = transitions.count
    source.reserveCapacity(m); targets.reserveCapacity(m); trigger.reserveCapacity(m); delay.reserveCapacity(m)
    descriptors.reserveCapacity(m)
    hasGuard.reserveCapacity(m); hasActions.reserveCapacity(m); isInternal.reserveCapacity(m)
    hasHistoryTarget.reserveCapacity(m); staticDomain.reserveCapacity(m); isDefault.reserveCapacity(m)
    for transition in transitions {
      source.append(transition.source)
      targets.append(transition.targets)
      trigger.append(transition.trigger)
      delay.append(transition.delay)
      descriptors.append(transition.descriptors)
      hasGuard.append(transition.hasGuard)
      hasActions.append(transition.hasActions)
      isInternal.append(transition.isInternal)
      hasHistoryTarget.append(transition.hasHistoryTarget)
      staticDomain.append(transition.staticDomain)
      isDefault.append(transition.isDefault)
    }
    (self.kind, self.isAtomic, self.parent, self.end) = (kind, isAtomic, parent, end)
    self.children = IndexLists(children)
    self.historyChildren = IndexLists(historyChildren)
    self.initialTransition = initialTransition
    self.stateTransitions = IndexLists(stateTransitions)
    self.afterTransitions = IndexLists(afterTransitions)
    self.invocations = IndexLists(invocations)
    (self.hasEntry, self.hasExit) = (hasEntry, hasExit)
    (self.source, self.trigger, self.delay, self.descriptors) = (source, trigger, delay, descriptors)
    self.targets = IndexLists(targets)
    (self.hasGuard, self.hasActions, self.isInternal) = (hasGuard, hasActions, isInternal)
    (self.hasHistoryTarget, self.staticDomain, self.isDefault) = (hasHistoryTarget, staticDomain, isDefault)
    isChain = !kind.contains(.parallel)
    // Initial and history defaults are eventless too, but are never selected as such.
    needsCompletion =
      trigger.indices.contains { trigger[$0] == .eventless && !isDefault[$0] } || invocations.contains { !$0.isEmpty }
    // Parallel states before each index in document order: a subtree `d + 1 ..< end[d]` holds
    // one when the counts at its ends differ.
    var parallelsBefore = [0]
    parallelsBefore.reserveCapacity(kind.count + 1)
    for k in kind { parallelsBefore.append(parallelsBefore[parallelsBefore.count - 1] + (k == .parallel ? 1 : 0)) }
    movesAlongChain = targets.indices.map { t in
      guard targets[t].count == 1, kind[targets[t][0]] == .atomic, !hasHistoryTarget[t] else { return false }
      let domain = staticDomain[t]
      return domain >= 0 && parallelsBefore[end[domain]] == parallelsBefore[domain + 1]
    }
  }

  deinit {
    for lists in [children, historyChildren, stateTransitions, afterTransitions, invocations, targets] {
      lists.deallocate()
    }
  }

  @inline(__always) func isDescendant(_ state: Int, of ancestor: Int) -> Bool {
    state > ancestor && state < end[ancestor]
  }

  /// The transition domain for given effective targets (needed at run time only when a target
  /// is a history state; otherwise `staticDomain` has it).
  func domain(source: Int, isInternal: Bool, targets: [Int]) -> Int {
    StateTree(kind: kind, parent: parent, end: end).domain(source: source, isInternal: isInternal, targets: targets)
  }
}

/// The state hierarchy alone, enough to compute transition domains; shared by the compiler
/// (before a layout exists) and the engine.
struct StateTree {
  let kind: [StateKind]
  let parent: [Int]
  /// Descendants of state `i` occupy `i + 1 ..< end[i]` (preorder numbering).
  let end: [Int]

  func isDescendant(_ state: Int, of ancestor: Int) -> Bool {
    state > ancestor && state < end[ancestor]
  }

  /// The least common compound ancestor of a list of states (SCXML Appendix D, `findLCCA`).
  func lcca(_ list: [Int]) -> Int {
    var ancestor = parent[list[0]]
    while ancestor > 0 {
      if kind[ancestor] == .compound && list.dropFirst().allSatisfy({ isDescendant($0, of: ancestor) }) {
        return ancestor
      }
      ancestor = parent[ancestor]
    }
    return 0
  }

  /// SCXML Appendix D, `getTransitionDomain`, for given effective targets (-1: targetless).
  func domain(source: Int, isInternal: Bool, targets: [Int]) -> Int {
    if targets.isEmpty { return -1 }
    let sourceIsCompound = kind[source] == .compound || source == 0
    if isInternal && sourceIsCompound && targets.allSatisfy({ isDescendant($0, of: source) }) {
      return source
    }
    return lcca([source] + targets)
  }
}
