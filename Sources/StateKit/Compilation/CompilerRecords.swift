/// The kind of a compiled state.
public enum StateKind: String, Sendable, Codable, Hashable {
  case atomic, compound, parallel, final, shallowHistory, deepHistory

  var isHistory: Bool { self == .shallowHistory || self == .deepHistory }
}

/// What a transition is triggered by, in the compiled form: events and states by index, no
/// payloads. ``Trigger`` is the same with ids; ``ChartLayout`` holds these.
enum TriggerCode: Hashable {
  case eventless
  /// Every event with this code: its value, or in a chart that dispatches by case, its case.
  case event(Int)
  /// An event with this code that equals one value (the chart's event `value`): a transition on
  /// a value with a payload in a chart that dispatches by case.
  case exactEvent(Int, value: Int)
  case anyEvent
  case done(Int)
  case after
  case move(Int)
  case descriptor
}

/// A state while the compiler builds the chart; ``ChartLayout`` is made from these, and nothing
/// keeps them afterwards. Ids and closures are kept apart, in the compiler's own tables, so
/// that this part needs no generic types.
struct CompilerState {
  var kind: StateKind
  var parent: Int
  /// One past the last descendant: descendants occupy `index + 1 ..< end` (preorder numbering).
  var end: Int
  var children: [Int] = []
  var historyChildren: [Int] = []
  /// The transition entering the default child (compound) or the default targets (history).
  var initialTransition: Int = -1
  var transitions: [Int] = []
  var afterTransitions: [Int] = []
  var invocations: [Int] = []
  var hasEntry = false
  var hasExit = false
}

/// A transition while the compiler builds the chart (see ``CompilerState``).
struct CompilerTransition {
  var source: Int
  var trigger: TriggerCode
  /// How long an `after` transition waits.
  var delay: Duration = .zero
  /// The descriptors of a `.descriptor` trigger.
  var descriptors: EventDescriptors?
  var targets: [Int] = []
  var isInternal: Bool
  var hasGuard: Bool
  var hasActions: Bool
  var hasHistoryTarget: Bool = false
  /// An initial or history default transition, not one the chart's author wrote.
  var isDefault: Bool = false
  /// The transition domain when it does not depend on history (-1: targetless).
  var staticDomain: Int = -1
}
