/// The kind of a compiled state.
public enum StateKind: String, Sendable, Codable, Hashable {
  case atomic, compound, parallel, final, shallowHistory, deepHistory

  var isHistory: Bool { self == .shallowHistory || self == .deepHistory }
}

enum CompiledTrigger<S: Hashable & Sendable, E: Hashable & Sendable> {
  case eventless
  case event(Int)
  case anyEvent
  case done(Int)
  case timer(Duration)
  case move(Int)
  case matching(String, @Sendable (MachineEvent<S, E>) -> Bool)
}

struct CompiledState<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  var id: S?
  var kind: StateKind
  var parent: Int
  /// One past the last descendant: descendants occupy `index + 1 ..< end` (preorder numbering).
  var end: Int
  var depth: Int
  var children: [Int] = []
  var historyChildren: [Int] = []
  /// The transition entering the default child (compound) or the default targets (history).
  var initialTransition: Int = -1
  var transitions: [Int] = []
  var afterTransitions: [Int] = []
  var entry: [ChartAction<S, E, C>] = []
  var exit: [ChartAction<S, E, C>] = []
  var invocations: [Int] = []
}

struct CompiledTransition<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  var source: Int
  var trigger: CompiledTrigger<S, E>
  var condition: ChartGuard<S, E, C>?
  var targets: [Int]
  var isInternal: Bool
  var actions: [ChartAction<S, E, C>]
  var hasHistoryTarget: Bool = false
  /// An initial or history default transition, not one the chart's author wrote.
  var isDefault: Bool = false
  /// The transition domain when it does not depend on history (-1: targetless).
  var staticDomain: Int = -1
}
