// The vocabulary of the chart builder. Each type is one element of a chart; the names follow
// SCXML. The initialisers are inlinable, so that building a chart's elements runs as code
// compiled for the app's own types (unspecialised, it is mostly generic metadata lookups).
//
// `State` and `Transition` are functions, not types: SwiftUI exports a type `State` (the property
// wrapper) and a protocol `Transition`, and two imported types of one name make `@State var x`
// "ambiguous for type lookup". Type lookup sees only types, so with functions a file that imports
// SwiftUI and StateKit writes both `@State private var x = 1` and `State(.browse) { … }`.

/// An atomic state (no children) or a compound state (with children): what ``State(_:initial:_:)``
/// builds.
public struct ChartState<S: Hashable & Sendable, E: Hashable & Sendable, C>: ChartContent {
  public let element: ChartElement<S, E, C>

  /// - Parameters:
  ///   - id: the state's identifier.
  ///   - initial: the child entered by default. When omitted, the first child state in document
  ///     order is used, as SCXML 3.3 specifies for `<state>` without `initial`.
  ///   - content: the state's children, transitions, entry and exit actions, invocations.
  @inlinable public init(
    _ id: S, initial: S? = nil, @ChartBuilder<S, E, C> _ content: () -> ChartElement<S, E, C> = { .empty }
  ) {
    element = ChartElement(
      kind: .node(
        NodeDefinition(id: id, kind: .state(initial: initial.map { [$0] } ?? []), children: content().flattened)))
  }

  /// A state built from data (a document): several initial targets, and an action run when the
  /// state is entered by default (SCXML's `<initial>` element with executable content).
  @inlinable package init(
    _ id: S, initialStates: [S], initialAction: ChartAction<S, E, C>? = nil, children: [ChartElement<S, E, C>]
  ) {
    element = ChartElement(
      kind: .node(
        NodeDefinition(id: id, kind: .state(initial: initialStates), children: children, defaultAction: initialAction)))
  }
}

/// An atomic state (no children) or a compound state (with children).
///
/// ```swift
/// State(.editing, initial: .clean) {
///   State(.clean) { On(.type, to: .dirty) }
///   State(.dirty)
/// }
/// ```
///
/// - Parameters:
///   - id: the state's identifier.
///   - initial: the child entered by default. When omitted, the first child state in document
///     order is used, as SCXML 3.3 specifies for `<state>` without `initial`.
///   - content: the state's children, transitions, entry and exit actions, invocations.
@inlinable public func State<S: Hashable & Sendable, E: Hashable & Sendable, C>(
  _ id: S, initial: S? = nil, @ChartBuilder<S, E, C> _ content: () -> ChartElement<S, E, C> = { .empty }
) -> ChartState<S, E, C> {
  ChartState(id, initial: initial, content)
}

/// A parallel state: all of its child states are active at once (SCXML 3.4).
public struct Parallel<S: Hashable & Sendable, E: Hashable & Sendable, C>: ChartContent {
  public let element: ChartElement<S, E, C>

  @inlinable public init(_ id: S, @ChartBuilder<S, E, C> _ content: () -> ChartElement<S, E, C>) {
    element = ChartElement(kind: .node(NodeDefinition(id: id, kind: .parallel, children: content().flattened)))
  }
}

/// A final state. Entering it completes its parent, which raises `done.state.<parent>`
/// (SCXML 3.7); a top-level final state stops the machine.
public struct Final<S: Hashable & Sendable, E: Hashable & Sendable, C>: ChartContent {
  public let element: ChartElement<S, E, C>

  @inlinable public init(_ id: S, @ChartBuilder<S, E, C> _ content: () -> ChartElement<S, E, C> = { .empty }) {
    element = ChartElement(kind: .node(NodeDefinition(id: id, kind: .final, children: content().flattened)))
  }
}

/// A history pseudo-state: a transition to it re-enters the parent's last configuration, or
/// `default` when the parent has not been active yet (SCXML 3.10). Without `default` the parent
/// is entered as a transition to it would enter it: its initial state, or every region of a
/// parallel state.
public struct History<S: Hashable & Sendable, E: Hashable & Sendable, C>: ChartContent {
  public let element: ChartElement<S, E, C>

  @inlinable public init(_ id: S, _ depth: HistoryDepth = .shallow, default targets: S...) {
    element = ChartElement(
      kind: .node(NodeDefinition(id: id, kind: .history(depth, defaultTargets: targets), children: [])))
  }

  /// A history state whose default transition has an action (SCXML `<history>` with content).
  @inlinable package init(_ id: S, _ depth: HistoryDepth, default targets: [S], action: ChartAction<S, E, C>?) {
    element = ChartElement(
      kind: .node(
        NodeDefinition(id: id, kind: .history(depth, defaultTargets: targets), children: [], defaultAction: action)))
  }
}

/// A transition on an event.
public struct On<S: Hashable & Sendable, E: Hashable & Sendable, C>: ChartContent {
  public let element: ChartElement<S, E, C>

  /// - Parameters:
  ///   - event: the event that triggers it.
  ///   - targets: the target states; none makes a targetless transition that runs its action and
  ///     changes no state.
  ///   - guard: the guard; the transition is enabled only when it returns `true`.
  ///   - isInternal: an internal transition does not exit its source state when all targets are
  ///     its descendants (SCXML 3.13).
  @inlinable public init(
    _ event: E, to targets: S..., when `guard`: ChartGuard<S, E, C>? = nil, internal isInternal: Bool = false
  ) {
    element = ChartTransition(.event(event), to: targets, when: `guard`, internal: isInternal).element
  }

  /// A transition with an action, written as a trailing closure. The action runs between
  /// exiting the old states and entering the new ones.
  @inlinable public init(
    _ event: E, to targets: S..., when `guard`: ChartGuard<S, E, C>? = nil, internal isInternal: Bool = false,
    action: @escaping ChartAction<S, E, C>
  ) {
    element = ChartTransition(.event(event), to: targets, when: `guard`, internal: isInternal, action: action).element
  }
}

/// A transition on any event sent to the machine (SCXML's `*`, for events from outside).
public struct OnAnyEvent<S: Hashable & Sendable, E: Hashable & Sendable, C>: ChartContent {
  public let element: ChartElement<S, E, C>

  @inlinable public init(to targets: S..., when `guard`: ChartGuard<S, E, C>? = nil) {
    element = ChartTransition(.anyEvent, to: targets, when: `guard`).element
  }

  /// The same, with an action written as a trailing closure.
  @inlinable public init(
    to targets: S..., when `guard`: ChartGuard<S, E, C>? = nil, action: @escaping ChartAction<S, E, C>
  ) {
    element = ChartTransition(.anyEvent, to: targets, when: `guard`, action: action).element
  }
}

/// An eventless transition: taken as soon as its state is active and the guard holds.
public struct Always<S: Hashable & Sendable, E: Hashable & Sendable, C>: ChartContent {
  public let element: ChartElement<S, E, C>

  @inlinable public init(to targets: S..., when `guard`: ChartGuard<S, E, C>? = nil) {
    element = ChartTransition(.eventless, to: targets, when: `guard`).element
  }

  /// The same, with an action written as a trailing closure.
  @inlinable public init(
    to targets: S..., when `guard`: ChartGuard<S, E, C>? = nil, action: @escaping ChartAction<S, E, C>
  ) {
    element = ChartTransition(.eventless, to: targets, when: `guard`, action: action).element
  }
}

/// A transition taken when a compound or parallel state completes (`done.state.ID`).
public struct OnDone<S: Hashable & Sendable, E: Hashable & Sendable, C>: ChartContent {
  public let element: ChartElement<S, E, C>

  @inlinable public init(of state: S, to targets: S..., when `guard`: ChartGuard<S, E, C>? = nil) {
    element = ChartTransition(.done(state), to: targets, when: `guard`).element
  }

  /// The same, with an action written as a trailing closure.
  @inlinable public init(
    of state: S, to targets: S..., when `guard`: ChartGuard<S, E, C>? = nil,
    action: @escaping ChartAction<S, E, C>
  ) {
    element = ChartTransition(.done(state), to: targets, when: `guard`, action: action).element
  }
}

/// A delayed transition: fires when its source state has been active for `delay`. Leaving the
/// state cancels the timer. Time comes from the machine's clock.
public struct After<S: Hashable & Sendable, E: Hashable & Sendable, C>: ChartContent {
  public let element: ChartElement<S, E, C>

  @inlinable public init(_ delay: Duration, to targets: S..., when `guard`: ChartGuard<S, E, C>? = nil) {
    element = ChartTransition(.after(delay), to: targets, when: `guard`).element
  }

  /// The same, with an action written as a trailing closure.
  @inlinable public init(
    _ delay: Duration, to targets: S..., when `guard`: ChartGuard<S, E, C>? = nil,
    action: @escaping ChartAction<S, E, C>
  ) {
    element = ChartTransition(.after(delay), to: targets, when: `guard`, action: action).element
  }
}

/// A transition with its trigger written out: what ``Transition(_:to:when:guardText:internal:action:)``
/// builds.
public struct ChartTransition<S: Hashable & Sendable, E: Hashable & Sendable, C>: ChartContent {
  public let element: ChartElement<S, E, C>

  /// - Parameters:
  ///   - trigger: What takes the transition.
  ///   - targets: The states it goes to; none for a transition that changes no state.
  ///   - guard: The guard, if any.
  ///   - guardText: The guard as its source wrote it (`In('muted')`), shown by
  ///     ``TransitionInfo/label`` and the diagrams instead of `[guard]`; ignored without a guard.
  ///   - isInternal: Whether a transition to a descendant of its source leaves the source active.
  ///   - action: What the transition does when taken.
  @inlinable public init(
    _ trigger: Trigger<S, E>, to targets: [S], when `guard`: ChartGuard<S, E, C>? = nil,
    guardText: String? = nil, internal isInternal: Bool = false, action: ChartAction<S, E, C>? = nil
  ) {
    element = ChartElement(
      kind: .transition(
        TransitionDefinition(
          trigger: trigger, targets: targets, guard: `guard`, isInternal: isInternal, action: action,
          guardText: `guard` == nil ? nil : guardText)))
  }
}

/// A transition with its trigger written out, for code that builds charts from data.
///
/// - Parameters:
///   - trigger: What takes the transition.
///   - targets: The states it goes to; none for a transition that changes no state.
///   - guard: The guard, if any.
///   - guardText: The guard as its source wrote it (`In('muted')`), shown by
///     ``TransitionInfo/label`` and the diagrams instead of `[guard]`; ignored without a guard.
///   - isInternal: Whether a transition to a descendant of its source leaves the source active.
///   - action: What the transition does when taken.
@inlinable public func Transition<S: Hashable & Sendable, E: Hashable & Sendable, C>(
  _ trigger: Trigger<S, E>, to targets: [S], when `guard`: ChartGuard<S, E, C>? = nil,
  guardText: String? = nil, internal isInternal: Bool = false, action: ChartAction<S, E, C>? = nil
) -> ChartTransition<S, E, C> {
  ChartTransition(
    trigger, to: targets, when: `guard`, guardText: guardText, internal: isInternal, action: action)
}

/// An action run every time its state is entered.
public struct Entry<S: Hashable & Sendable, E: Hashable & Sendable, C>: ChartContent {
  public let element: ChartElement<S, E, C>

  @inlinable public init(_ action: @escaping ChartAction<S, E, C>) {
    element = ChartElement(kind: .entry(action))
  }
}

/// An action run every time its state is exited.
public struct Exit<S: Hashable & Sendable, E: Hashable & Sendable, C>: ChartContent {
  public let element: ChartElement<S, E, C>

  @inlinable public init(_ action: @escaping ChartAction<S, E, C>) {
    element = ChartElement(kind: .exit(action))
  }
}

/// Async work started when its state is entered and cancelled when it is exited.
///
/// `make` runs on entry with the context, so the work can capture what it needs (copy values
/// out of the context: the work runs concurrently and must be `Sendable`).
public struct Invoke<S: Hashable & Sendable, E: Hashable & Sendable, C>: ChartContent {
  public let element: ChartElement<S, E, C>

  @inlinable public init(_ id: String = "", _ make: @escaping (C) -> Invocation<E>) {
    element = ChartElement(kind: .invoke(InvocationDefinition(id: id, make: make)))
  }

  @inlinable init(element: ChartElement<S, E, C>) { self.element = element }
}
