/// A compiled statechart: validated once, then shared by every machine that runs it.
///
/// States and events are your own `Hashable & Sendable` types, usually enums; `C` is the context
/// (the "extended state") that guards and actions read and write — a value or a view controller.
///
/// ```swift
/// enum Mode { case browse, edit, empty }
/// enum Input { case button, stepper }
///
/// let chart = try Chart<Mode, Input, Counter>(initial: .browse) {
///   State(.browse) { On(.button, to: .edit) }
///   State(.edit) {
///     On(.stepper) { $0.value += 1 }
///     On(.button, to: .empty, when: { $0.value < 1 })
///     On(.button, to: .browse)
///   }
///   State(.empty) { On(.button, to: .edit) }
/// }
/// ```
///
/// Compilation turns the definition into arrays indexed by state and transition, precomputes
/// ancestry and transition domains, and validates it: errors throw ``ChartValidationError``,
/// warnings stay in ``warnings``. States nest at most 500 levels deep (a deeper chart is refused
/// with ``ChartDiagnostic/Kind/nestingTooDeep(_:limit:)``, naming the state at the limit), and
/// several targets of one transition must lie in different regions of a parallel state.
public final class Chart<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  /// The structure, in flat arrays by state and transition index: the one compiled form.
  let layout: ChartLayout
  /// The table that the table lanes read: which transitions each event selects in each atomic state, and whether the
  /// engine may take them directly (charts without parallel states).
  let dispatch: DispatchTable
  /// State ids by index (the root has none).
  @usableFromInline let names: StateNames<S>
  let stateIndex: [S: Int]
  /// The history states' indices, ascending: a snapshot reads only their entries.
  let historyStates: [Int]
  /// A history table with nothing remembered, shared by the restores that remember nothing (so
  /// that restoring is not linear in the chart's size).
  let noHistory: [[Int]?]
  @usableFromInline let eventIndex: [E: Int]
  /// Event cases by code, in a chart of ``CaseEvent``s with payloads, which dispatches by case
  /// (``TypedEngine`` turns it into a typed table); `nil` when events dispatch by whole value.
  @usableFromInline let caseIndex: [EventCaseID: Int]?
  /// The triggers of transitions on events, as written, by transition index.
  let eventTriggers: [Int: Trigger<S, E>]
  /// The guards given as text, by transition: for diagrams.
  let guardTexts: [Int: String]
  /// The transitions a data model's builder marked as its own machinery: hidden from introspection.
  let machinery: [Int: TransitionMachinery]
  /// How each event code is written in diagnostics.
  let eventLabels: [String]
  /// By transition: the value an `.exactEvent` trigger compares the event with (nil otherwise).
  @usableFromInline let exactEvents: [E?]
  // Guards and actions by transition and by state, indexed like the layout. The machine wraps
  // them for the engine once, when it is made (see `EngineHooks`).
  @usableFromInline let guards: [StoredGuard<S, E, C>?]
  @usableFromInline let transitionActions: [StoredAction<S, E, C>?]
  @usableFromInline let entryActions: [[StoredAction<S, E, C>]]
  @usableFromInline let exitActions: [[StoredAction<S, E, C>]]
  let invocations: [InvocationDefinition<E, C>]
  /// Every event that a transition names, in the order they first appear.
  public let events: [E]
  /// Warnings found at compile time: unreachable states, shadowed transitions.
  public let warnings: [ChartDiagnostic<S>]
  /// A digest of what a snapshot names: each state's id, kind and parent, and the delays of
  /// each state's `after` transitions in order. Snapshots carry it, and a machine refuses one
  /// whose fingerprint is not its chart's (``SnapshotError/chartMismatch(expected:found:)``).
  ///
  /// It covers exactly what a snapshot refers to — states by id, history by the states it
  /// remembers, timers by their state and place among its `After`s — so that a restored
  /// snapshot means what it meant when it was taken. Transitions, guards, actions and events
  /// are not covered: a snapshot records where a machine is, not how it moves on, so a newer
  /// chart that adds, removes or retargets a transition still restores it correctly and moves
  /// on by its own rules. Rename, add, remove or move a state, or change an `After`'s delay,
  /// and old snapshots are refused until ``Snapshot/migrated(to:renaming:)`` maps them.
  ///
  /// Ids are length-prefixed in the digested text, so ids holding `:` or `;` cannot make two
  /// charts share it. Snapshots saved before that (the earlier form of the fingerprint) are
  /// still restored when the chart's ids hold neither character, and refused with
  /// ``SnapshotError/ambiguousFingerprint(_:)`` when they do.
  public let fingerprint: String
  /// The earlier form of ``fingerprint``, and whether ids with `:` or `;` make it ambiguous.
  let legacyFingerprint: (fingerprint: String, isAmbiguous: Bool)

  /// Compiles a chart.
  ///
  /// - Parameters:
  ///   - initial: the top-level state to start in; the first top-level state when omitted.
  ///   - content: the top-level states.
  /// - Throws: ``ChartValidationError`` listing every error found.
  public convenience init(initial: S? = nil, @ChartBuilder<S, E, C> _ content: () -> ChartElement<S, E, C>)
    throws(ChartValidationError<S>)
  {
    self.init(compiled: try Self.compile(initial.map { [$0] } ?? [], content().flattened))
  }

  /// Compiles a chart from a list of top-level elements (for code that builds charts from data).
  @_optimize(none)  // see compile(_:_:): the 6.3 optimiser crashes on this initialiser
  public convenience init(initial: S? = nil, elements: [ChartElement<S, E, C>]) throws(ChartValidationError<S>) {
    self.init(compiled: try Self.compile(initial.map { [$0] } ?? [], elements))
  }

  /// Compiles a chart whose initial configuration names several states (in different regions
  /// of a parallel state), as SCXML's `initial` attribute may.
  package convenience init(initialStates: [S], elements: [ChartElement<S, E, C>]) throws(ChartValidationError<S>) {
    self.init(compiled: try Self.compile(initialStates, elements))
  }

  // The throwing initialisers compile first, then call the non-throwing `init(compiled:)`.
  // Swift 6.3's optimiser (FunctionSignatureOpts) still crashes on `init(initial:elements:)`,
  // which is why that one is not optimised; `.ci/run` builds release to catch a recurrence.
  private static func compile(_ initial: [S], _ elements: [ChartElement<S, E, C>]) throws(ChartValidationError<S>)
    -> ChartCompiler<S, E, C>
  {
    var compiler = ChartCompiler<S, E, C>()
    compiler.compile(initial: initial, elements: elements)
    guard !compiler.diagnostics.contains(where: { $0.severity == .error }) else {
      throw ChartValidationError(diagnostics: compiler.diagnostics)
    }
    return compiler
  }

  init(compiled compiler: ChartCompiler<S, E, C>) {
    layout = ChartLayout(states: compiler.states, transitions: compiler.transitions)
    dispatch = DispatchTable(layout)
    names = StateNames(compiler.ids, layout: layout, dispatch: dispatch)
    stateIndex = compiler.stateIndex
    let kinds = layout.kind
    historyStates = kinds.indices.filter { kinds[$0].isHistory }
    noHistory = Array(repeating: nil, count: kinds.count)
    eventIndex = compiler.eventIndex
    caseIndex = compiler.caseOf == nil ? nil : compiler.caseIndex
    eventTriggers = compiler.eventTriggers
    guardTexts = compiler.guardTexts
    machinery = compiler.machinery
    eventLabels = compiler.eventLabels
    exactEvents = compiler.transitions.map { transition in
      guard case .exactEvent(_, let value) = transition.trigger else { return nil }
      return compiler.events[value]
    }
    (guards, transitionActions) = (compiler.guards, compiler.transitionActions)
    (entryActions, exitActions) = (compiler.entryActions, compiler.exitActions)
    invocations = compiler.invocations
    events = compiler.events
    fingerprint = compiler.fingerprint()
    legacyFingerprint = compiler.legacyFingerprint()
    warnings =
      compiler.diagnostics
      + ChartAnalysis.warnings(
        layout: layout, ids: compiler.ids, eventLabels: compiler.eventLabels,
        valueLabels: compiler.events.map { "\($0)" })
  }

  /// Every state id in document order.
  public var stateIDs: [S] { names.ids.compactMap { $0 } }

  /// The kind of a state, or `nil` if the chart has no such state.
  public func kind(of state: S) -> StateKind? {
    stateIndex[state].map { layout.kind[$0] }
  }

  /// The parent of a state (`nil` for top-level states and unknown ids).
  public func parent(of state: S) -> S? {
    guard let index = stateIndex[state] else { return nil }
    return names.ids[layout.parent[index]]
  }

  /// The child states of a state, or the top-level states when `state` is `nil`.
  public func children(of state: S?) -> [S] {
    guard let index = index(of: state) else { return [] }
    return layout.children[index].compactMap { names.ids[$0] }
  }

  /// The index of a state, 0 (the root) for `nil`, or nil for an id the chart lacks.
  package func index(of state: S?) -> Int? {
    guard let state else { return 0 }
    return stateIndex[state]
  }

  /// The case of an event, for an event type that is a ``CaseEvent``.
  package func eventCaseID(of event: E) -> EventCaseID? {
    (event as? any CaseEvent)?.eventCaseID
  }

  /// The id of the state at an index (nil for the root).
  @inline(__always) func id(_ index: Int) -> S? { names.ids[index] }
}
