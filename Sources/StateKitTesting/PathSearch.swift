import StateKit

/// The breadth-first search behind ``PathFinder``: a tree of nodes, each an event sequence
/// stored as its parent and last event. A node is kept for each configuration first reached,
/// and for each sequence that first took a transition or entered a state; only the former are
/// explored further.
@MainActor
struct PathSearch<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  let finder: PathFinder<S, E, C>
  private var parent: [Int] = []
  private var event: [Int] = []
  private var depth: [Int] = []
  /// The active atomic states after each node's events.
  private(set) var configurations: [[S]] = []
  /// Where to explore from: kept for a configuration until its events have been tried.
  private var snapshots: [Snapshot<S, C>?] = []
  /// The node that first reached each state and first took each transition.
  private var stateWitness: [S: Int] = [:]
  private var transitionWitness: [Int: Int] = [:]
  private(set) var stoppedBy: PathSearchLimit?
  /// The one machine the restoring exploration reuses.
  private var explorer: StateMachine<S, E, C>?

  init(finder: PathFinder<S, E, C>) { self.finder = finder }

  var entered: Set<S> { Set(stateWitness.keys) }
  var taken: Set<Int> { Set(transitionWitness.keys) }

  mutating func run() {
    let start = finder.freshMachine()
    var visited: [Configuration: Int] = [:]
    let root = addNode(parent: -1, event: -1, configuration: start.activeAtomicStates)
    record(root, states: start.activeStates, transitions: start.lastTransitionIDs)
    visited[key(start)] = root
    snapshots[root] = finder.restores ? try? start.snapshot() : nil
    if finder.restores { explorer = start }
    var queue = [root]
    var head = 0
    let clock = ContinuousClock()
    let began = clock.now
    while head < queue.count {
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
      for index in finder.events.indices {
        let machine = self.machine(at: node)
        machine.send(finder.events[index])
        let configuration = machine.activeAtomicStates
        let states = machine.activeStates
        let transitions = machine.lastTransitionIDs
        let key = key(machine)
        let isNew = visited[key] == nil
        guard
          isNew || transitions.contains(where: { transitionWitness[$0] == nil })
            || states.contains(where: { stateWitness[$0] == nil })
        else { continue }
        let child = addNode(parent: node, event: index, configuration: configuration)
        record(child, states: states, transitions: transitions)
        guard isNew else { continue }
        visited[key] = child
        if finder.restores { snapshots[child] = try? machine.snapshot() }
        queue.append(child)
      }
      snapshots[node] = nil
    }
  }

  /// What tells two configurations apart: the active atomic states, and the context when
  /// ``PathFinder/distinguishesContexts`` asks for it and it is `Hashable`.
  private struct Configuration: Hashable {
    var states: [S]
    var context: AnyHashable?
  }

  private func key(_ machine: StateMachine<S, E, C>) -> Configuration {
    Configuration(
      states: machine.activeAtomicStates, context: finder.distinguishesContexts ? machine.context as? AnyHashable : nil)
  }

  private mutating func addNode(parent: Int, event: Int, configuration: [S]) -> Int {
    configurations.append(configuration)
    self.parent.append(parent)
    self.event.append(event)
    depth.append(parent < 0 ? 0 : depth[parent] + 1)
    snapshots.append(nil)
    return self.parent.count - 1
  }

  private mutating func record(_ node: Int, states: [S], transitions: [Int]) {
    for state in states where stateWitness[state] == nil { stateWitness[state] = node }
    for transition in transitions where transitionWitness[transition] == nil { transitionWitness[transition] = node }
  }

  /// A machine in the configuration `node` reached: the explorer restored to the node's
  /// snapshot, or a fresh machine that replayed the node's events.
  private func machine(at node: Int) -> StateMachine<S, E, C> {
    if let explorer, var snapshot = snapshots[node] {
      // A class context is one object: the snapshot would share it with every other branch.
      if C.self is AnyObject.Type { snapshot.context = finder.makeContext() }
      if (try? explorer.restore(snapshot)) != nil { return explorer }
    }
    let machine = finder.freshMachine()
    for event in events(to: node) { machine.send(event) }
    return machine
  }

  /// The event sequence of a node.
  func events(to node: Int) -> [E] {
    var result: [E] = []
    var current = node
    while current > 0 {
      result.append(finder.events[event[current]])
      current = parent[current]
    }
    return result.reversed()
  }

  /// The nodes that together witness the coverage asked for, none an ancestor of another.
  func leaves(covering coverage: Coverage) -> [Int] {
    let needed = Set(coverage == .states ? Array(stateWitness.values) : Array(transitionWitness.values))
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
