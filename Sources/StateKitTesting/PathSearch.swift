import StateKit

/// The breadth-first search behind ``PathFinder``: a tree of nodes, each a step sequence stored
/// as its parent and last step. The steps tried in a configuration are every event of the
/// finder and, when a timer is pending, one wait until the next is due. A node is kept for each
/// configuration first reached, and for each sequence that first saw a state, a transition, a
/// guard's answer or a pair of transitions; both are explored further.
@MainActor
struct PathSearch<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  typealias Pair = TransitionPairCoverage.Pair

  let finder: PathFinder<S, E, C>
  private var parent: [Int] = []
  private var step: [TestStep<E>?] = []
  private var depth: [Int] = []
  /// The last transition each node's path took (-1: none yet), to see pairs across steps.
  private var lastTransition: [Int] = []
  /// Where to explore from: kept for a configuration until its steps have been tried.
  private var saved: [SavedState<S, E, C>?] = []
  /// The node that first saw each state, transition, guard answer and pair.
  private(set) var stateWitness: [S: Int] = [:]
  private(set) var transitionWitness: [Int: Int] = [:]
  private(set) var guardWitness: [StepRecord<S>.GuardCheck: Int] = [:]
  private(set) var pairWitness: [Pair: Int] = [:]
  private(set) var stoppedBy: PathSearchLimit?
  /// The one machine the restoring exploration reuses.
  private var explorer: StepDriver<S, E, C>?

  /// What the coverage asked for is: once the search has seen all of it, exploring on cannot
  /// find a shorter witness (breadth first), and a chart whose configurations never repeat (a
  /// delayed send that piles up) would otherwise run into a limit. Nil when pairs are asked
  /// for: their static total is more than any chart can take, so the search runs on for them.
  private let goal: Goal?

  private struct Goal {
    var states: [S]
    var transitions: [Int]
    var guarded: [Int]
  }

  init(finder: PathFinder<S, E, C>, coverage: Set<Coverage>) {
    self.finder = finder
    let infos = finder.chart.transitionInfos
    goal =
      coverage.contains(.transitionPairs)
      ? nil
      : Goal(
        states: finder.chart.coverableStates,
        transitions: coverage.contains(.transitions) ? infos.map(\.id) : [],
        guarded: coverage.contains(.guards) ? infos.filter(\.hasGuard).map(\.id) : [])
  }

  /// Whether the search has seen every state, and every transition and guard answer asked
  /// for: counts first, as this is asked once per node.
  private func sawEverything() -> Bool {
    guard let goal, stateWitness.count >= goal.states.count, transitionWitness.count >= goal.transitions.count,
      guardWitness.count >= 2 * goal.guarded.count
    else { return false }
    return goal.states.allSatisfy { stateWitness[$0] != nil }
      && goal.transitions.allSatisfy { transitionWitness[$0] != nil }
      && goal.guarded.allSatisfy {
        guardWitness[StepRecord<S>.GuardCheck($0, true)] != nil
          && guardWitness[StepRecord<S>.GuardCheck($0, false)] != nil
      }
  }

  mutating func run() {
    let start = finder.freshDriver()
    var visited: [Configuration: Int] = [:]
    let root = addNode(parent: -1, step: nil)
    record(root, start.record)
    visited[key(start)] = root
    if finder.restores {
      saved[root] = savedState(of: start)
      explorer = start
    }
    var queue = [root]
    var head = 0
    let clock = ContinuousClock()
    let began = clock.now
    while head < queue.count {
      if sawEverything() { break }
      if visited.count >= finder.configurationLimit {
        stoppedBy = .configurations(finder.configurationLimit)
        break
      }
      if let limit = finder.timeLimit, clock.now - began >= limit {
        stoppedBy = .time(limit)
        break
      }
      let node = queue[head]
      head += 1
      // Breadth first: every node left is as deep as this one.
      guard depth[node] < finder.depthLimit else {
        stoppedBy = .depth(finder.depthLimit)
        break
      }
      var wait: TestStep<E>?
      for index in 0...finder.events.count {
        let driver = machine(at: node)
        if index == 0 { wait = driver.nextWait }
        guard let candidate = index < finder.events.count ? TestStep.send(finder.events[index]) : wait else { break }
        let record = driver.perform(candidate)
        let key = key(driver)
        let isNew = visited[key] == nil
        guard isNew || sawSomethingNew(record, after: lastTransition[node]) else { continue }
        let child = addNode(parent: node, step: candidate)
        self.record(child, record)
        // A sequence that saw something new is explored further even in a configuration seen
        // before: what it changed (a context a guard reads) may open the way on. There are
        // fewer such sequences than states, transitions, guard answers and pairs.
        if isNew { visited[key] = child }
        if finder.restores { saved[child] = savedState(of: driver) }
        queue.append(child)
      }
      saved[node] = nil
    }
  }

  /// What tells two configurations apart: the active atomic states, the time each pending
  /// timer has left, and the context's key when ``PathFinder/distinguishesContexts`` or
  /// ``PathFinder/distinguishContexts(by:)`` asks for it.
  private struct Configuration: Hashable {
    var states: [S]
    var timers: [Duration]
    var context: AnyHashable?
    /// The running children's ids, configurations and (when asked) contexts, depth first.
    var children: [AnyHashable]
  }

  private func key(_ driver: StepDriver<S, E, C>) -> Configuration {
    let machine = driver.machine
    return Configuration(
      states: machine.activeAtomicStates, timers: driver.clock.scheduledDelays,
      context: finder.contextKey.map { $0(machine.context) },
      children: machine.childrenKey(contexts: finder.contextKey != nil))
  }

  /// A snapshot to explore from, nil when the configuration must be replayed: its children are
  /// not in a snapshot that could be restored.
  private func savedState(of driver: StepDriver<S, E, C>) -> SavedState<S, E, C>? {
    guard driver.machine.childIDs.isEmpty else { return nil }
    return try? driver.machine.savedState()
  }

  private mutating func addNode(parent: Int, step: TestStep<E>?) -> Int {
    self.parent.append(parent)
    self.step.append(step)
    depth.append(parent < 0 ? 0 : depth[parent] + 1)
    lastTransition.append(parent < 0 ? -1 : lastTransition[parent])
    saved.append(nil)
    return self.parent.count - 1
  }

  private func sawSomethingNew(_ record: StepRecord<S>, after last: Int) -> Bool {
    if record.transitions.contains(where: { transitionWitness[$0] == nil }) { return true }
    if record.entered.contains(where: { stateWitness[$0] == nil }) { return true }
    if record.guardChecks.contains(where: { guardWitness[$0] == nil }) { return true }
    return Self.pairs(of: record.transitions, after: last).contains { pairWitness[$0] == nil }
  }

  /// Records what `node`'s last step did.
  private mutating func record(_ node: Int, _ record: StepRecord<S>) {
    for state in record.entered where stateWitness[state] == nil { stateWitness[state] = node }
    for transition in record.transitions where transitionWitness[transition] == nil {
      transitionWitness[transition] = node
    }
    for check in record.guardChecks where guardWitness[check] == nil { guardWitness[check] = node }
    for pair in Self.pairs(of: record.transitions, after: lastTransition[node]) where pairWitness[pair] == nil {
      pairWitness[pair] = node
    }
    if let last = record.transitions.last { lastTransition[node] = last }
  }

  /// The consecutive pairs of `transitions`, the first paired with `last` (when there was one).
  static func pairs(of transitions: [Int], after last: Int) -> [Pair] {
    var result: [Pair] = []
    var previous = last
    for transition in transitions {
      if previous >= 0 { result.append(Pair(previous, transition)) }
      previous = transition
    }
    return result
  }

  /// A machine in the configuration `node` reached: the explorer restored to the node's saved
  /// state, or a fresh machine that replayed the node's steps.
  private func machine(at node: Int) -> StepDriver<S, E, C> {
    if let explorer, var state = saved[node] {
      // A class context is one object: the snapshot would share it with every other branch.
      if C.self is AnyObject.Type { state.snapshot.context = finder.makeContext() }
      if (try? explorer.machine.restore(from: state)) != nil {
        explorer.clearRecord()
        return explorer
      }
    }
    let driver = finder.freshDriver()
    driver.perform(steps(to: node))
    return driver
  }

  /// The step sequence of a node.
  func steps(to node: Int) -> [TestStep<E>] {
    var result: [TestStep<E>] = []
    var current = node
    while current > 0, let step = step[current] {
      result.append(step)
      current = parent[current]
    }
    return result.reversed()
  }

  /// The nodes that together witness the coverage asked for, none an ancestor of another.
  func leaves(covering coverage: Set<Coverage>) -> [Int] {
    var needed = Set<Int>()
    if coverage.contains(.states) { needed.formUnion(stateWitness.values) }
    if coverage.contains(.transitions) { needed.formUnion(transitionWitness.values) }
    if coverage.contains(.guards) { needed.formUnion(guardWitness.values) }
    if coverage.contains(.transitionPairs) { needed.formUnion(pairWitness.values) }
    var hasNeededDescendant = Array(repeating: false, count: parent.count)
    for node in needed {
      var ancestor = parent[node]
      while ancestor >= 0 && !hasNeededDescendant[ancestor] {
        hasNeededDescendant[ancestor] = true
        ancestor = parent[ancestor]
      }
    }
    return needed.filter { !hasNeededDescendant[$0] }
  }
}

/// A machine whose children the search tells apart, whatever their types.
@MainActor
private protocol SearchKeyed: AnyObject {
  func childrenKey(contexts: Bool) -> [AnyHashable]
  func key(contexts: Bool) -> [AnyHashable]
}

extension StateMachine: SearchKeyed {
  /// Each running child's id, active atomic states, context (when `contexts` and it is
  /// `Hashable`) and children: a child's timers are on the parent's clock, but what it is
  /// waiting for, and how often it tried, is in its own states and context.
  fileprivate func childrenKey(contexts: Bool) -> [AnyHashable] {
    var result: [AnyHashable] = []
    for id in childIDs {
      guard let child = child(id) as? any SearchKeyed else { continue }
      result.append(id)
      result += child.key(contexts: contexts)
    }
    return result
  }

  fileprivate func key(contexts: Bool) -> [AnyHashable] {
    var result: [AnyHashable] = [activeAtomicStates]
    if contexts, let context = context as? AnyHashable { result.append(context) }
    return result + childrenKey(contexts: contexts)
  }
}
