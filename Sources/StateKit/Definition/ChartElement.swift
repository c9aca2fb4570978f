/// An action run on entry, on exit or when a transition is taken.
///
/// Actions receive an ``ActionScope`` that reads and writes the context and can raise
/// events, send delayed events and cancel them.
public typealias ChartAction<S: Hashable & Sendable, E: Hashable & Sendable, C> = (borrowing ActionScope<S, E, C>) ->
  Void

/// A guard: decides whether a transition is enabled. It must not have side effects.
///
/// Its parameter is `borrowing` (a ``GuardScope`` cannot outlive the guard), which Swift 6.3's
/// type checker cannot infer through `flag ? { … } : nil`: write `flag ? .some { … } : nil`, or
/// the parameter's type (see <doc:GettingStarted>).
public typealias ChartGuard<S: Hashable & Sendable, E: Hashable & Sendable, C> = (borrowing GuardScope<S, E, C>) -> Bool

/// One piece of a chart definition: a state, a transition, an entry or exit action, an invocation.
///
/// You do not create elements directly; you write content types
/// (``State(_:initial:_:)``, ``On``, ``After`` …)
/// inside a ``ChartBuilder`` closure.
public struct ChartElement<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  @usableFromInline enum Kind {
    case node(NodeDefinition<S, E, C>)
    case transition(TransitionDefinition<S, E, C>)
    case entry(ChartAction<S, E, C>)
    case exit(ChartAction<S, E, C>)
    case invoke(InvocationDefinition<E, C>)
    case group([ChartElement])
  }
  @usableFromInline let kind: Kind

  @inlinable init(kind: Kind) { self.kind = kind }
}

/// How a history state remembers its parent's configuration (SCXML 3.10).
public enum HistoryDepth: String, Sendable, Codable {
  /// Remembers the parent's active children only.
  case shallow
  /// Remembers the parent's active atomic descendants.
  case deep
}

@usableFromInline enum NodeKind<S: Hashable & Sendable> {
  /// `initial` lists the default targets (empty: the first child); several are allowed when
  /// they lie in different regions of a parallel descendant (SCXML 3.3).
  case state(initial: [S])
  case parallel
  case final
  case history(HistoryDepth, defaultTargets: [S])
}

@usableFromInline struct NodeDefinition<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  @usableFromInline var id: S
  @usableFromInline var kind: NodeKind<S>
  @usableFromInline var children: [ChartElement<S, E, C>]
  /// The content of the default transition (SCXML `<initial>` or a history's `<transition>`).
  @usableFromInline var defaultAction: ChartAction<S, E, C>?

  @inlinable init(
    id: S, kind: NodeKind<S>, children: [ChartElement<S, E, C>], defaultAction: ChartAction<S, E, C>? = nil
  ) {
    self.id = id
    self.kind = kind
    self.children = children
    self.defaultAction = defaultAction
  }
}

@usableFromInline struct TransitionDefinition<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  @usableFromInline var trigger: Trigger<S, E>
  @usableFromInline var targets: [S]
  @usableFromInline var `guard`: ChartGuard<S, E, C>?
  @usableFromInline var isInternal: Bool
  // One optional closure, not an array of them: a closure put in an array is stored in the
  // array's generic form and called through a conversion thunk ever after.
  @usableFromInline var action: ChartAction<S, E, C>?
  /// The guard as text, for diagrams (`In('muted')`); nil when only a closure says it.
  @usableFromInline var guardText: String?
  /// What diagrams and path finding see of a transition a data model adds for its own ends.
  @usableFromInline var machinery: TransitionMachinery = []

  @inlinable init(
    trigger: Trigger<S, E>, targets: [S], `guard`: ChartGuard<S, E, C>?, isInternal: Bool,
    action: ChartAction<S, E, C>?, guardText: String? = nil
  ) {
    self.trigger = trigger
    self.targets = targets
    self.guard = `guard`
    self.isInternal = isInternal
    self.action = action
    self.guardText = guardText
  }
}

/// How a data model's builder marks its own machinery in a transition, so that introspection
/// (``Chart/transitionInfos``, and with it diagrams and path finding) shows the chart as written.
@usableFromInline package struct TransitionMachinery: OptionSet, Sendable {
  @usableFromInline package let rawValue: UInt8
  @inlinable package init(rawValue: UInt8) { self.rawValue = rawValue }
  /// The guard only prepares the context (binds the event) and never rejects: not shown as one.
  package static let unwrittenGuard = TransitionMachinery(rawValue: 1)
  /// The whole transition is the builder's (it is never taken): not listed at all.
  package static let unlisted = TransitionMachinery(rawValue: 2)
}

extension ChartElement {
  /// The same element; a transition marked as (partly) the builder's own machinery.
  package func marked(_ machinery: TransitionMachinery) -> ChartElement {
    guard case .transition(var definition) = kind else { return self }
    definition.machinery = machinery
    return ChartElement(kind: .transition(definition))
  }
}
