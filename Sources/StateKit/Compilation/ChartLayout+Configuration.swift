extension ChartLayout {
  /// Why a set of states is not a legal configuration (SCXML 3.11), or nil if it is one; `name`
  /// words a state for the message.
  func problem(in configuration: StateSet, finished: Bool, name: (Int) -> String) -> String? {
    var problem: String?
    // First what is active without its parent, then what is missing below an active state.
    configuration.forEach { index in
      guard problem == nil else { return }
      if kind[index].isHistory {
        problem = "history state \(name(index)) cannot be active"
      } else if index != 0 && !configuration.contains(parent[index]) {
        problem = "\(name(index)) is active but its parent is not"
      }
    }
    // Active children counted from the configuration, not from each state's children: checking
    // a restore costs what the configuration holds, not what the chart holds.
    var activeChildren: [Int: Int] = [:]
    configuration.forEach { index in
      if index != 0 { activeChildren[parent[index], default: 0] += 1 }
    }
    configuration.forEach { index in
      guard problem == nil else { return }
      switch kind[index] {
      case .compound:
        let active = activeChildren[index] ?? 0
        if active != 1 {
          problem =
            index == 0
            ? "\(active) top-level states are active, not one"
            : "compound state \(name(index)) has \(active) active children, not one"
        }
      case .parallel:
        if activeChildren[index] ?? 0 != children[index].count {
          problem = "parallel state \(name(index)) has inactive regions"
        }
      default: break
      }
    }
    return problem
  }

  /// Why the states of `set` below `root` (and `root` itself) do not form a legal configuration
  /// of that subtree — a compound with other than one active child, a parallel state with an
  /// inactive region — or nil.
  func subtreeProblem(_ set: StateSet, root: Int, name: (Int) -> String) -> String? {
    var problem: String?
    set.forEach { index in
      guard problem == nil, index == root || isDescendant(index, of: root) else { return }
      switch kind[index] {
      case .compound:
        let active = children[index].filter(set.contains).count
        if active != 1 { problem = "give compound state \(name(index)) \(active) active children, not one" }
      case .parallel:
        if !children[index].allSatisfy(set.contains) {
          problem = "leave a region of parallel state \(name(index)) inactive"
        }
      default: break
      }
    }
    return problem
  }
}
