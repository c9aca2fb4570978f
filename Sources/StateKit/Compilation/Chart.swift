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
///   .state(.browse) { .on(.button, to: .edit) }
///   .state(.edit) {
///     .on(.stepper) { $0.value += 1 }
///     .on(.button, to: .empty, when: { $0.value < 1 })
///     .on(.button, to: .browse)
///   }
///   .state(.empty) { .on(.button, to: .edit) }
/// }
/// ```
///
/// Compilation turns the definition into arrays indexed by state and transition, precomputes
/// ancestry and transition domains, and validates it: errors throw ``ChartValidationError``,
/// warnings stay in ``warnings``.
public final class Chart<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  let states: [CompiledState<S, E, C>]
  let layout: ChartLayout
  let names: StateNames<S>
  let transitions: [CompiledTransition<S, E, C>]
  let invocations: [InvocationDefinition<E, C>]
  // Guards and actions apart from the compiled structs, by transition and by state: the engine
  // asks for one closure list at a time, and copying a whole generic struct to read it costs a
  // metadata lookup and a dozen retains.
  @usableFromInline let guards: [ChartGuard<S, E, C>?]
  @usableFromInline let transitionActions: [[ChartAction<S, E, C>]]
  @usableFromInline let entryActions: [[ChartAction<S, E, C>]]
  @usableFromInline let exitActions: [[ChartAction<S, E, C>]]
  let stateIndex: [S: Int]
  @usableFromInline let eventIndex: [E: Int]
  /// Every event that a transition names, in the order they first appear.
  public let events: [E]
  /// Warnings found at compile time: unreachable states, shadowed transitions.
  public let warnings: [ChartDiagnostic<S>]
  /// A digest of the chart's structure; snapshots carry it to refuse restoring into another chart.
  public let fingerprint: String

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
  public convenience init(initialStates: [S], elements: [ChartElement<S, E, C>]) throws(ChartValidationError<S>) {
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

  private init(compiled compiler: ChartCompiler<S, E, C>) {
    states = compiler.states
    layout = ChartLayout(states: compiler.states, transitions: compiler.transitions)
    // Loops, not key-path maps: in this unspecialised code a key path is projected at run time.
    var ids: [S?] = []
    var entryActions: [[ChartAction<S, E, C>]] = []
    var exitActions: [[ChartAction<S, E, C>]] = []
    for state in compiler.states {
      ids.append(state.id)
      entryActions.append(state.entry)
      exitActions.append(state.exit)
    }
    var guards: [ChartGuard<S, E, C>?] = []
    var transitionActions: [[ChartAction<S, E, C>]] = []
    for transition in compiler.transitions {
      guards.append(transition.condition)
      transitionActions.append(transition.actions)
    }
    names = StateNames(ids, isAtomic: layout.isAtomic)
    transitions = compiler.transitions
    invocations = compiler.invocations
    (self.guards, self.transitionActions) = (guards, transitionActions)
    (self.entryActions, self.exitActions) = (entryActions, exitActions)
    stateIndex = compiler.stateIndex
    eventIndex = compiler.eventIndex
    events = compiler.events
    fingerprint = compiler.fingerprint()
    warnings =
      compiler.diagnostics
      + ChartAnalysis.warnings(layout: layout, ids: ids, events: compiler.events)
  }

  /// Every state id in document order.
  public var stateIDs: [S] { states.compactMap(\.id) }

  /// The kind of a state, or `nil` if the chart has no such state.
  public func kind(of state: S) -> StateKind? {
    stateIndex[state].map { states[$0].kind }
  }

  /// The parent of a state (`nil` for top-level states and unknown ids).
  public func parent(of state: S) -> S? {
    guard let index = stateIndex[state] else { return nil }
    return states[states[index].parent].id
  }

  /// The child states of a state, or the top-level states when `state` is `nil`.
  public func children(of state: S?) -> [S] {
    guard let index = index(of: state) else { return [] }
    return states[index].children.compactMap { states[$0].id }
  }

  /// The index of a state, 0 (the root) for `nil`, or nil for an id the chart lacks.
  package func index(of state: S?) -> Int? {
    guard let state else { return 0 }
    return stateIndex[state]
  }

  // MARK: Structure queries shared by the compiler and the interpreter.

  @inline(__always) func isDescendant(_ state: Int, of ancestor: Int) -> Bool {
    layout.isDescendant(state, of: ancestor)
  }

}
