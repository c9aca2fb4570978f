/// Static analysis of a compiled chart: what can never happen. It reads the non-generic layout,
/// so that it runs as plain integer code; ids are looked up only to name a finding.
enum ChartAnalysis {
  static func warnings<S>(
    layout: ChartLayout, ids: [S?], eventLabels: [String], valueLabels: [String]
  ) -> [ChartDiagnostic<S>] {
    var result: [ChartDiagnostic<S>] = []
    let count = layout.kind.count
    let reachable = reachableStates(layout)
    for index in 1..<max(count, 1) where !reachable[index] && !layout.kind[index].isHistory {
      result.append(ChartDiagnostic(kind: .unreachable(ids[index]!)))
    }
    // A history state takes effect only when a transition, an initial or another history's
    // default names it.
    var targeted = Array(repeating: false, count: count)
    for transition in layout.source.indices {
      for target in layout.targets[transition] { targeted[target] = true }
    }
    for index in 1..<max(count, 1) where layout.kind[index].isHistory && !targeted[index] {
      result.append(ChartDiagnostic(kind: .untargetedHistory(ids[index]!)))
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
      // Shadowed: an earlier transition of the state has no guard and takes every event this one
      // would — the same trigger, the same case, any event from outside, or descriptors that
      // cover this one's. Sets of what was seen keep this linear in the number of transitions.
      var unguarded = Set<TriggerCode>()
      var takesAnyEvent = false
      var coveredNames = DescriptorCoverage()
      for t in layout.stateTransitions[index] {
        let trigger = layout.trigger[t]
        let shadowed: Bool
        switch trigger {
        case .after: shadowed = false
        case .descriptor: shadowed = layout.descriptors[t].map(coveredNames.covers) ?? false
        case .event: shadowed = takesAnyEvent || unguarded.contains(trigger)
        case .exactEvent(let code, _):
          shadowed = takesAnyEvent || unguarded.contains(trigger) || unguarded.contains(.event(code))
        default: shadowed = unguarded.contains(trigger)
        }
        if shadowed {
          let key = describe(trigger, t, layout: layout, ids: ids, eventLabels: eventLabels, valueLabels: valueLabels)
          result.append(ChartDiagnostic(kind: .shadowedTransition(ids[index]!, trigger: key)))
        }
        guard !layout.hasGuard[t] else { continue }
        unguarded.insert(trigger)
        if trigger == .anyEvent { takesAnyEvent = true }
        if trigger == .descriptor, let descriptors = layout.descriptors[t] { coveredNames.add(descriptors) }
      }
    }
    return result
  }

  /// How a shadowed transition's trigger is named in its warning: an event by its case or value.
  private static func describe<S>(
    _ trigger: TriggerCode, _ transition: Int, layout: ChartLayout, ids: [S?], eventLabels: [String],
    valueLabels: [String]
  ) -> String {
    func name(_ state: Int) -> String { ids[state].map { "\($0)" } ?? "" }
    switch trigger {
    case .eventless: return "no event"
    case .event(let code): return "event '\(eventLabels[code])'"
    case .exactEvent(_, let value): return "event '\(valueLabels[value])'"
    case .anyEvent: return "any event"
    case .done(let s): return "done.state.\(name(s))"
    case .move(let s): return "move to '\(name(s))'"
    case .descriptor: return "event '\(layout.descriptors[transition]?.text ?? "")'"
    case .after: return ""
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

/// The event names that the unguarded descriptor transitions of one state take (SCXML 3.12.1): a
/// descriptor is covered when every name it matches is matched by one of them.
private struct DescriptorCoverage {
  private var prefixes = Set<String>()

  mutating func add(_ descriptors: EventDescriptors) {
    prefixes.formUnion(descriptors.prefixes)
  }

  func covers(_ descriptors: EventDescriptors) -> Bool {
    descriptors.prefixes.allSatisfy(covers)
  }

  /// `go.now` is covered by `go.now`, `go` or `*`; `*` only by `*`.
  private func covers(_ prefix: String) -> Bool {
    if prefixes.contains("*") { return true }
    if prefix == "*" { return false }
    var name = Substring(prefix)
    while true {
      if prefixes.contains(String(name)) { return true }
      guard let dot = name.lastIndex(of: ".") else { return false }
      name = name[..<dot]
    }
  }
}
