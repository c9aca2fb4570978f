/// Static analysis of a compiled chart: what can never happen. It reads the non-generic layout,
/// so that it runs as plain integer code; ids are looked up only to name a finding.
enum ChartAnalysis {
  static func warnings<S>(layout: ChartLayout, ids: [S?], eventLabels: [String]) -> [ChartDiagnostic<S>] {
    var result: [ChartDiagnostic<S>] = []
    let count = layout.kind.count
    let reachable = reachableStates(layout)
    for index in 1..<max(count, 1) where !reachable[index] && !layout.kind[index].isHistory {
      result.append(ChartDiagnostic(kind: .unreachable(ids[index]!)))
    }
    // Whether anything can leave a state: a transition of its own or of an ancestor, or, inside
    // a parallel state, of any state in it (any region can leave it). Computed once per state,
    // subtrees bottom-up and ancestors top-down, so the check is linear in the chart's size.
    var subtreeHasTransitions = Array(repeating: false, count: count)
    for index in stride(from: count - 1, through: 0, by: -1) {
      if !layout.stateTransitions[index].isEmpty { subtreeHasTransitions[index] = true }
      if index > 0 && subtreeHasTransitions[index] { subtreeHasTransitions[layout.parent[index]] = true }
    }
    var canLeave = Array(repeating: false, count: count)
    for index in 1..<max(count, 1) {
      canLeave[index] =
        canLeave[layout.parent[index]] || !layout.stateTransitions[index].isEmpty
        || (layout.kind[index] == .parallel && subtreeHasTransitions[index])
      if layout.kind[index] == .atomic && reachable[index] && !canLeave[index] {
        result.append(ChartDiagnostic(kind: .noWayOut(ids[index]!)))
      }
    }
    for index in 0..<count {
      // Shadowed: an earlier transition of the state has the same trigger and no guard, or is
      // an unguarded transition on any event, which takes every event from outside. A set of
      // what was seen keeps this linear in the number of transitions.
      var unguarded = Set<TriggerCode>()
      var takesAnyEvent = false
      for t in layout.stateTransitions[index] {
        let trigger = layout.trigger[t]
        if isDecidable(trigger) {
          let isEvent: Bool
          if case .event = trigger { isEvent = true } else { isEvent = false }
          if unguarded.contains(trigger) || (takesAnyEvent && isEvent) {
            let key = describe(trigger, ids: ids, eventLabels: eventLabels)
            result.append(ChartDiagnostic(kind: .shadowedTransition(ids[index]!, trigger: key)))
          }
        }
        guard !layout.hasCondition[t] else { continue }
        unguarded.insert(trigger)
        if trigger == .anyEvent { takesAnyEvent = true }
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
  private static func describe<S>(_ trigger: TriggerCode, ids: [S?], eventLabels: [String]) -> String {
    func name(_ state: Int) -> String { ids[state].map { "\($0)" } ?? "" }
    switch trigger {
    case .eventless: return "no event"
    case .event(let i): return "event '\(eventLabels[i])'"
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
