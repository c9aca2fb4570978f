/// What a transition is triggered by, without generic payloads.
enum TriggerCode: Equatable {
  case eventless
  case event(Int)
  case anyEvent
  case done(Int)
  case timer
  case goto(Int)
  case matching
}

/// The structure of a compiled chart in flat, non-generic arrays indexed by state and
/// transition. The interpreter reads only these on its hot path: generic values (ids, closures)
/// are touched only when a state or transition actually has them, so that even unspecialised
/// code does no generic metadata lookups or struct copies per event.
final class ChartLayout: Sendable {
  // States.
  let kind: [StateKind]
  let isAtomic: [Bool]
  let parent: [Int]
  /// Descendants of state `i` occupy `i + 1 ..< end[i]` (preorder numbering).
  let end: [Int]
  let children: [[Int]]
  let historyChildren: [[Int]]
  let initialTransition: [Int]
  let stateTransitions: [[Int]]
  let timerTransitions: [[Int]]
  let invocations: [[Int]]
  let hasEntry: [Bool]
  let hasExit: [Bool]
  // Transitions.
  let source: [Int]
  let targets: [[Int]]
  let trigger: [TriggerCode]
  let delay: [Duration]
  let hasCondition: [Bool]
  let hasActions: [Bool]
  let isInternal: [Bool]
  let hasHistoryTarget: [Bool]
  let staticDomain: [Int]
  let isDefault: [Bool]

  init<S, E, C>(states: [CompiledState<S, E, C>], transitions: [CompiledTransition<S, E, C>]) {
    kind = states.map(\.kind)
    isAtomic = states.map { $0.kind == .atomic || $0.kind == .final }
    parent = states.map(\.parent)
    end = states.map(\.end)
    children = states.map(\.children)
    historyChildren = states.map(\.historyChildren)
    initialTransition = states.map(\.initialTransition)
    stateTransitions = states.map(\.transitions)
    timerTransitions = states.map(\.timerTransitions)
    invocations = states.map(\.invocations)
    hasEntry = states.map { !$0.entry.isEmpty }
    hasExit = states.map { !$0.exit.isEmpty }
    source = transitions.map(\.source)
    targets = transitions.map(\.targets)
    trigger = transitions.map { transition in
      switch transition.trigger {
      case .eventless: return .eventless
      case .event(let index): return .event(index)
      case .anyEvent: return .anyEvent
      case .done(let state): return .done(state)
      case .timer: return .timer
      case .goto(let state): return .goto(state)
      case .matching: return .matching
      }
    }
    delay = transitions.map { transition in
      if case .timer(let delay) = transition.trigger { return delay }
      return .zero
    }
    hasCondition = transitions.map { $0.condition != nil }
    hasActions = transitions.map { !$0.actions.isEmpty }
    isInternal = transitions.map(\.isInternal)
    hasHistoryTarget = transitions.map(\.hasHistoryTarget)
    staticDomain = transitions.map(\.staticDomain)
    isDefault = transitions.map(\.isDefault)
  }

  @inline(__always) func isDescendant(_ state: Int, of ancestor: Int) -> Bool {
    state > ancestor && state < end[ancestor]
  }
}
