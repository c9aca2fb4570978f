extension ChartCompiler {
  /// Refuses every history default that can enter its own history again, directly or through
  /// other history states: entering that history without a memory would follow its default
  /// back to it, without end (SCXML leaves such a document undefined). A history without a
  /// default enters what its parent's initial enters, which may be the history itself.
  mutating func checkHistoryDefaultsEnd() {
    for history in states.indices where states[history].kind.isHistory {
      guard let path = pathBack(to: history), let id = ids[history] else { continue }
      diagnostics.append(ChartDiagnostic(kind: .historyDefaultCycle(id, path: path.compactMap { ids[$0] })))
    }
  }

  /// The states that entering `history` without a memory enters on the way back to it, from
  /// `history` to `history`; nil if it never comes back. Breadth first with a visited set, so
  /// the path is a shortest one and the search ends whatever the chart.
  private func pathBack(to history: Int) -> [Int]? {
    var cameFrom: [Int: Int] = [history: history]
    var queue = [history]
    var head = 0
    while head < queue.count {
      let state = queue[head]
      head += 1
      for next in enteredWithoutMemory(from: state) {
        if next == history {
          // Walked back from the last state before the history, then turned around.
          var between: [Int] = []
          var step = state
          while step != history {
            between.append(step)
            step = cameFrom[step]!
          }
          let path: [Int] = [history] + Array(between.reversed()) + [history]
          return path
        }
        if cameFrom[next] == nil {
          cameFrom[next] = state
          queue.append(next)
        }
      }
    }
    return nil
  }

  /// What entering `state` enters next when no history remembers anything: a history's default
  /// targets, a compound state's initial targets (each with the ancestors between it and the
  /// state that names it), a parallel state's regions.
  private func enteredWithoutMemory(from state: Int) -> [Int] {
    let kind = states[state].kind
    if kind == .parallel { return states[state].children }
    guard kind.isHistory || kind == .compound, states[state].initialTransition >= 0 else { return [] }
    // A history's default is entered below the history's parent, an initial below its state.
    let stop = kind.isHistory ? states[state].parent : state
    var result: [Int] = []
    for target in transitions[states[state].initialTransition].targets {
      result.append(target)
      var ancestor = states[target].parent
      while ancestor > 0 && ancestor != stop {
        result.append(ancestor)
        ancestor = states[ancestor].parent
      }
    }
    return result
  }
}
