/// Static analysis of a compiled chart: what can never happen.
enum ChartAnalysis {
  static func warnings<S, E, C>(
    states: [CompiledState<S, E, C>], transitions: [CompiledTransition<S, E, C>], events: [E]
  ) -> [ChartDiagnostic<S>] {
    var result: [ChartDiagnostic<S>] = []
    let reachable = reachableStates(states: states, transitions: transitions)
    for index in states.indices.dropFirst() where !reachable[index] && !states[index].kind.isHistory {
      result.append(ChartDiagnostic(kind: .unreachable(states[index].id!)))
    }
    for index in states.indices.dropFirst() where states[index].kind == .atomic && reachable[index] {
      var ancestor = index
      var hasExit = false
      while ancestor > 0 && !hasExit {
        hasExit = !states[ancestor].transitions.isEmpty
        // Inside a parallel state, a transition in any region can leave it.
        if states[ancestor].kind == .parallel {
          hasExit = (ancestor..<states[ancestor].end).contains { !states[$0].transitions.isEmpty }
        }
        ancestor = states[ancestor].parent
      }
      if !hasExit { result.append(ChartDiagnostic(kind: .noWayOut(states[index].id!))) }
    }
    for (index, state) in states.enumerated() {
      var unguarded: [String] = []
      for t in state.transitions {
        let transition = transitions[t]
        guard let key = triggerKey(transition.trigger, states: states, events: events) else { continue }
        if unguarded.contains(key) {
          result.append(ChartDiagnostic(kind: .shadowedTransition(states[index].id!, trigger: key)))
        } else if transition.condition == nil {
          unguarded.append(key)
        }
      }
    }
    return result
  }

  /// A description of a trigger that two transitions share, or nil where sharing is not decidable.
  static func triggerKey<S, E, C>(_ trigger: CompiledTrigger<S, E>, states: [CompiledState<S, E, C>], events: [E])
    -> String?
  {
    func name(_ state: Int) -> String { states[state].id.map { "\($0)" } ?? "" }
    switch trigger {
    case .eventless: return "no event"
    case .event(let i): return "event '\(events[i])'"
    case .anyEvent: return "any event"
    case .done(let s): return "done.state.\(name(s))"
    case .goto(let s): return "move to '\(name(s))'"
    case .timer, .matching: return nil
    }
  }

  /// States that some sequence of transitions can enter, ignoring guards.
  static func reachableStates<S, E, C>(states: [CompiledState<S, E, C>], transitions: [CompiledTransition<S, E, C>])
    -> [Bool]
  {
    var reached = Array(repeating: false, count: states.count)
    var work: [Int] = [0]
    func enter(_ state: Int) {
      guard state >= 0, !reached[state] else { return }
      reached[state] = true
      work.append(state)
    }
    reached[0] = true
    while let state = work.popLast() {
      let node = states[state]
      // Entering a state enters its ancestors, its default child, all regions of a parallel state.
      if node.parent >= 0 { enter(node.parent) }
      if node.initialTransition >= 0 { transitions[node.initialTransition].targets.forEach(enter) }
      if node.kind == .parallel { node.children.forEach(enter) }
      if node.kind.isHistory { node.historyChildren.forEach(enter) }
      for t in node.transitions { transitions[t].targets.forEach(enter) }
    }
    return reached
  }
}
