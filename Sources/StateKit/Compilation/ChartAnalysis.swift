/// Static analysis of a compiled chart: what can never happen. It reads the non-generic layout,
/// so that it runs as plain integer code; ids are looked up only to name a finding.
enum ChartAnalysis {
  static func warnings<S, E>(layout: ChartLayout, ids: [S?], events: [E]) -> [ChartDiagnostic<S>] {
    var result: [ChartDiagnostic<S>] = []
    let count = layout.kind.count
    let reachable = reachableStates(layout)
    for index in 1..<max(count, 1) where !reachable[index] && !layout.kind[index].isHistory {
      result.append(ChartDiagnostic(kind: .unreachable(ids[index]!)))
    }
    for index in 1..<max(count, 1) where layout.kind[index] == .atomic && reachable[index] {
      var ancestor = index
      var hasExit = false
      while ancestor > 0 && !hasExit {
        hasExit = !layout.stateTransitions[ancestor].isEmpty
        // Inside a parallel state, a transition in any region can leave it.
        if layout.kind[ancestor] == .parallel {
          hasExit = (ancestor..<layout.end[ancestor]).contains { !layout.stateTransitions[$0].isEmpty }
        }
        ancestor = layout.parent[ancestor]
      }
      if !hasExit { result.append(ChartDiagnostic(kind: .noWayOut(ids[index]!))) }
    }
    for index in 0..<count {
      let transitions = layout.stateTransitions[index]
      for (position, t) in transitions.enumerated() where isDecidable(layout.trigger[t]) {
        // Shadowed: an earlier transition of the state has the same trigger and no guard.
        let shadowed = transitions[..<position].contains {
          !layout.hasCondition[$0] && layout.trigger[$0] == layout.trigger[t]
        }
        guard shadowed else { continue }
        let key = describe(layout.trigger[t], ids: ids, events: events)
        result.append(ChartDiagnostic(kind: .shadowedTransition(ids[index]!, trigger: key)))
      }
    }
    return result
  }

  /// Whether two transitions with this trigger certainly compete (timers and descriptors may not).
  private static func isDecidable(_ trigger: TriggerCode) -> Bool {
    switch trigger {
    case .after, .descriptor: return false
    default: return true
    }
  }

  /// How a shadowed transition's trigger is named in its warning.
  private static func describe<S, E>(_ trigger: TriggerCode, ids: [S?], events: [E]) -> String {
    func name(_ state: Int) -> String { ids[state].map { "\($0)" } ?? "" }
    switch trigger {
    case .eventless: return "no event"
    case .event(let i): return "event '\(events[i])'"
    case .anyEvent: return "any event"
    case .done(let s): return "done.state.\(name(s))"
    case .move(let s): return "move to '\(name(s))'"
    case .after, .descriptor: return ""
    }
  }

  /// States that some sequence of transitions can enter, ignoring guards.
  static func reachableStates(_ layout: ChartLayout) -> [Bool] {
    var reached = Array(repeating: false, count: layout.kind.count)
    var work: [Int] = [0]
    func enter(_ state: Int) {
      guard state >= 0, !reached[state] else { return }
      reached[state] = true
      work.append(state)
    }
    reached[0] = true
    while let state = work.popLast() {
      // Entering a state enters its ancestors, its default child, all regions of a parallel state.
      if layout.parent[state] >= 0 { enter(layout.parent[state]) }
      let initial = layout.initialTransition[state]
      if initial >= 0 { layout.targets[initial].forEach(enter) }
      if layout.kind[state] == .parallel { layout.children[state].forEach(enter) }
      if layout.kind[state].isHistory { layout.historyChildren[state].forEach(enter) }
      for t in layout.stateTransitions[state] { layout.targets[t].forEach(enter) }
    }
    return reached
  }
}
