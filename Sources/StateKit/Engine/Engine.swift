/// The run-to-completion engine: the W3C SCXML algorithm (Appendix D) over a compiled chart's
/// flat layout.
///
/// It is not generic: states, transitions and events are indices, so the hot path does no
/// generic metadata lookups even though apps never specialise it. What needs the app's types
/// goes through closures: guards and actions through ``EngineHooks``, built for the app's types
/// when the machine is made, and descriptor matching (documents only) through an override in
/// ``TypedEngine``. A chart without guards or actions never calls out.
///
/// It is synchronous and nonisolated; ``StateMachine`` hosts it on the main actor, schedules its
/// timers on a clock and runs its invocations as tasks. Its scratch buffers are reused, so an
/// event allocates nothing.
@usableFromInline class Engine {
  // A dynamic exclusivity check per access would cost more than a simple transition's own
  // work. The engine's buffers are touched only by the engine, on one actor, and never
  // modified re-entrantly: an event sent from an action is queued, a snapshot is refused while
  // busy, and guards only read. So its stored properties are exempt (`@exclusivity(unchecked)`).
  let layout: ChartLayout
  /// The table that the table lanes read; tests replace it with one whose preconditions they widened.
  @exclusivity(unchecked) var dispatchTable: DispatchTable { didSet { useDispatchTable() } }
  /// The chart's table, which its steps decode lazy records with (`writeLazyRegionRecord`).
  let chartTable: DispatchTable
  // The table's arrays and a flag, copied out of it: read on every event, they cost no
  // reference counting and no second load here.
  @usableFromInline @exclusivity(unchecked) var dispatchCells: FrozenArray<DispatchTable.Cell>
  @usableFromInline @exclusivity(unchecked) var dispatchCandidates: FrozenArray<DispatchTable.Candidate>
  @usableFromInline @exclusivity(unchecked) var dispatchColumns: Int
  @usableFromInline @exclusivity(unchecked) var dispatchExitedWords: FrozenArray<UInt64>
  @exclusivity(unchecked) var dispatchEntryPaths: IndexLists
  /// The atomic states below 64, as the first word of a bit set (see `forEachActiveLeaf`).
  @usableFromInline @exclusivity(unchecked) var atomicWord: UInt64
  /// All of them, word by word (see `takeExpressWindowStep`).
  @exclusivity(unchecked) var atomicWords: FrozenArray<UInt64>
  /// The configuration's words after a quiet step on windows, before it is taken: as many as
  /// the configuration has (`takeExpressWindowStep`).
  let windowScratch: UnsafeMutablePointer<UInt64>
  @exclusivity(unchecked) var takesTableLane: Bool
  @usableFromInline @exclusivity(unchecked) var configuration: StateSet
  @exclusivity(unchecked) var historyValues: [[Int]?]
  @usableFromInline @exclusivity(unchecked) var internalQueue: [QueuedSignal] = []
  @exclusivity(unchecked) var internalHead = 0
  /// Events waiting for the current macrostep to finish: sent by actions without a delay, or
  /// sent to the machine while it was busy (SCXML's external queue).
  @exclusivity(unchecked) var externalQueue: [QueuedSignal] = []
  @usableFromInline @exclusivity(unchecked) var externalHead = 0
  @usableFromInline @exclusivity(unchecked) var externalCount = 0
  @exclusivity(unchecked) var isStarted = false
  @usableFromInline @exclusivity(unchecked) var isFinished = false
  @exclusivity(unchecked) var statesToInvoke: StateSet
  /// The atomic state entered last: in a chart without parallel states, the one active leaf.
  @usableFromInline @exclusivity(unchecked) var lastAtomicEntered = -1
  /// The chart has no parallel states: its configuration is one chain, `lastAtomicEntered` its leaf.
  @usableFromInline let hasOneLeaf: Bool
  @usableFromInline @exclusivity(unchecked) var effects: [Effect] = []
  @exclusivity(unchecked) var pendingTimers: PendingTimers
  @exclusivity(unchecked) var activeInvocations: [(token: UInt64, state: Int)] = []
  @usableFromInline @exclusivity(unchecked) var nextToken: UInt64 = 1
  /// The first token the running `send` (or timer firing, or start) could give out: the
  /// delayed sends it issued are withdrawn if it runs away.
  @usableFromInline @exclusivity(unchecked) var sendFirstToken: UInt64 = 1
  /// The most work one `send`, timer firing or `start` may do — microsteps and queued events,
  /// over every macrostep it drains — before it is stopped as a runaway.
  @usableFromInline @exclusivity(unchecked) var microstepLimit: Int
  /// What is left of that budget for the `send` (or firing, or start) running now.
  @usableFromInline @exclusivity(unchecked) var workBudget = 0
  #if DEBUG
    /// What the lanes did, counted for tests (see `LaneTally`).
    @usableFromInline var tally = LaneTally()
    /// Set by a test to widen the direct lane on purpose: it then takes any direct transition
    /// itself as if it were targetless, which the equivalence test must notice.
    @usableFromInline var directLaneIgnoresTargets = false
  #endif
  /// The signal being processed (SCXML's `_event`); `.none` while entering the initial states.
  @usableFromInline @exclusivity(unchecked) var current = QueuedSignal.none
  /// `current`'s name for descriptor transitions (see `matchesDescriptor(of:)`).
  @exclusivity(unchecked) var descriptorName = DescriptorName()

  // Scratch storage reused by every step.
  @exclusivity(unchecked) var enabled: [Int] = []
  /// The transitions in `enabled`, as a bit set by transition while a selection runs (empty
  /// otherwise): a transition of an ancestor that several active leaves share is selected
  /// once, found without searching the list (see `select`).
  @exclusivity(unchecked) var selected: StateSet
  /// The transitions with targets kept so far while conflicts are removed, each as its
  /// position in `enabled` and its domain (see `removeConflictingTransitions`).
  @exclusivity(unchecked) var keptWithTargets: [(position: Int, domain: Int)] = []
  /// The record of a step taken region by region (Engine+DispatchRegions.swift): a
  /// `RegionRecord`, whose first word says whether each transition with the leaf it was
  /// selected for follows, or the event's column and the active leaves before.
  @usableFromInline @exclusivity(unchecked) var directSteps: [Int] = []
  @exclusivity(unchecked) var exitSet: StateSet
  @exclusivity(unchecked) var entrySet: StateSet
  @exclusivity(unchecked) var defaultEntry: StateSet
  @exclusivity(unchecked) var defaultHistory: [(parent: Int, transition: Int)] = []
  /// What the current step did, in order (see ``StepLog``), and how many states it exited
  /// and entered.
  @exclusivity(unchecked) var stepLog: [Int] = []
  /// Where the last step is recorded.
  @usableFromInline @exclusivity(unchecked) var stepRecord = StepRecord.inLog
  @exclusivity(unchecked) var exitedCount = 0
  @exclusivity(unchecked) var enteredCount = 0
  @usableFromInline @exclusivity(unchecked) var recentEntries: [Int] = []
  @exclusivity(unchecked) var runawayCycle: [Int] = []
  @usableFromInline @exclusivity(unchecked) var isRecordingCycle = false
  /// Where this step began in the external queue: what it queued after this mark is dropped if
  /// it runs away.
  @usableFromInline @exclusivity(unchecked) var stepExternalCount = 0
  @exclusivity(unchecked) var sawMatchingTrigger = false
  @usableFromInline @exclusivity(unchecked) var undeclaredMove = false
  /// Whether the general lane takes the chain lane (Engine+Chain.swift); tests close it to compare
  /// both ways.
  @exclusivity(unchecked) var usesChainLane = true
  /// What `wouldAccept` selects with (see `QueryScratch`).
  @exclusivity(unchecked) var query: QueryScratch
  /// A macrostep is running: the configuration may be half-way between two states. (Observers
  /// run while the machine is busy, but between steps.)
  @usableFromInline @exclusivity(unchecked) var isStepping = false

  // Flags of the hosting machine, kept here to share the exemption: read on every event.
  /// A step is running: events sent now are queued (run to completion).
  @usableFromInline @exclusivity(unchecked) var isBusy = false
  /// Someone observes steps (callbacks or streams): without observers no record is built.
  @usableFromInline @exclusivity(unchecked) var isObserved = false
  /// What decides which lanes are open: the lanes are decided again, in one place
  /// (`updateLanes`, TypedEngine+Lanes.swift), whenever one of them changes.
  @usableFromInline @exclusivity(unchecked) var laneInputs = LaneInputs() { didSet { updateLanes() } }
  /// Whether `send` may take the express lane: decided by `updateLanes`.
  @usableFromInline @exclusivity(unchecked) var takesExpressLane = false
  /// Whether `send` may take quiet steps region by region: decided by `updateLanes`.
  @usableFromInline @exclusivity(unchecked) var takesExpressRegionLane = false
  /// Timers that came due while a step ran (a manual clock advanced from inside an action):
  /// they fire, in order, once it has ended.
  @usableFromInline @exclusivity(unchecked) var deferredTimers: [UInt64] = []
  /// The machine that hosts the engine, for what actions ask of it besides the engine (children).
  weak var host: AnyObject?

  #if DEBUG
    /// How many guards and actions are running now, and which step or query they belong to:
    /// a scope checks both, so that one kept past its callback traps instead of touching a
    /// machine that may be gone (see `ActionScope`).
    @usableFromInline var callbackDepth = 0
    @usableFromInline var callbackEpoch: UInt64 = 0
    var nextCallbackEpoch: UInt64 = 0
  #endif

  let hooks: EngineHooks
  // The hooks as the engine calls them (see `HookTable`).
  let guardTable: HookTable<EngineHooks.Guard>
  let transitionActionTable: HookTable<EngineHooks.Action>
  let entryActionTable: HookTable<EngineHooks.Action>
  let exitActionTable: HookTable<EngineHooks.Action>

  init(layout: ChartLayout, dispatchTable: DispatchTable, hooks: EngineHooks, microstepLimit: Int) {
    self.layout = layout
    self.dispatchTable = dispatchTable
    chartTable = dispatchTable
    hasOneLeaf = layout.isChain
    dispatchCells = dispatchTable.cells
    dispatchCandidates = dispatchTable.candidates
    dispatchColumns = dispatchTable.columns
    dispatchExitedWords = dispatchTable.exitedWords
    dispatchEntryPaths = dispatchTable.entryPaths
    atomicWord = dispatchTable.atomicStates.first
    atomicWords = dispatchTable.atomicWords
    takesTableLane = !dispatchTable.cells.isEmpty
    self.hooks = hooks
    guardTable = HookTable(hooks.guards)
    transitionActionTable = HookTable(hooks.transitionActions)
    entryActionTable = HookTable(hooks.entryActions)
    exitActionTable = HookTable(hooks.exitActions)
    self.microstepLimit = microstepLimit
    isRecordingCycle = microstepLimit <= 64
    let count = layout.kind.count
    configuration = StateSet(capacity: count)
    windowScratch = .allocate(capacity: configuration.rest.count + 1)
    statesToInvoke = StateSet(capacity: count)
    exitSet = StateSet(capacity: count)
    entrySet = StateSet(capacity: count)
    defaultEntry = StateSet(capacity: count)
    selected = StateSet(capacity: layout.source.count)
    query = QueryScratch(selected: StateSet(capacity: layout.source.count))
    historyValues = Array(repeating: nil, count: count)
    pendingTimers = PendingTimers(transitionCount: layout.source.count)
    enabled.reserveCapacity(8)
    directSteps.reserveCapacity(8)
    stepLog.reserveCapacity(16)
  }

  deinit {
    for table in [transitionActionTable, entryActionTable, exitActionTable] { table.deallocate() }
    guardTable.deallocate()
    windowScratch.deallocate()
  }

  /// Whether a descriptor trigger (`.matching`) accepts `current` (documents use descriptors;
  /// they are never on an app's hot path). The event's name is found once per selection: a
  /// document state with thousands of descriptor transitions described the event for each.
  final func matchesDescriptor(of transition: Int) -> Bool {
    guard let descriptors = layout.descriptors[transition] else { return false }
    if !descriptorName.isCurrent {
      descriptorName = DescriptorName(name: nameOfCurrentEvent(), isCurrent: true)
    }
    guard let name = descriptorName.name else { return false }
    return descriptors.matches(name)
  }

  /// The name of the event being processed (``MachineEvent/name``), `nil` while there is none;
  /// ``TypedEngine`` overrides it.
  func nameOfCurrentEvent() -> String? { nil }
}

extension Engine {
  @inline(__always) func isAtomic(_ state: Int) -> Bool { layout.isAtomic[state] }

  // MARK: Driving

  /// Enters the initial configuration and runs the first macrostep.
  func start() -> OutcomeCode {
    guard !isStarted else { return .rejected(.alreadyStarted) }
    isStepping = true
    defer { isStepping = false }
    isStarted = true
    isRunning = true
    configuration.insert(0)
    beginStep(.none)
    spendWork()
    countWork()
    enabled.append(layout.initialTransition[0])
    enterStates()
    return finishStep(ranAway: completeMacrostep())
  }

  /// Processes one signal to completion (SCXML 3.13 macrostep).
  @usableFromInline func process(_ signal: QueuedSignal) -> OutcomeCode {
    beginStep(signal)  // also for a rejection: `lastTransitionIDs` is then empty
    isStepping = true
    defer { isStepping = false }
    guard isStarted && isRunning else {
      current = .none
      return .rejected(isStarted ? (isFinished ? .finished : .stopped) : .notStarted)
    }
    let leaf = usesChainLane && layout.isChain ? chainLeaf : nil
    if usesChainLane && signal.key.kind == .after {
      selectTimer(signal.key.code)
    } else if let leaf {
      selectOnChain(signal.key, leaf: leaf)
    } else {
      select(signal.key)
    }
    return takeSelected(leaf: leaf)
  }

  /// The rest of `process` once `enabled` holds the selection (and `sawMatchingTrigger` says
  /// whether anything matched); `leaf` is the chain's leaf when the chain lane applies.
  func takeSelected(leaf: Int?) -> OutcomeCode {
    guard !enabled.isEmpty else {
      // A guard that could not be evaluated queued an error (`GuardScope.raise`, SCXML 5.9):
      // the macrostep goes on to process it.
      if !internalQueue.isEmpty {
        refundFirstMicrostep()  // no microstep of its own: the queued events pay for theirs
        return completeStep()
      }
      current = .none
      return .rejected(sawMatchingTrigger ? .guardsFailed : .noTransition)
    }
    // The first microstep: always taken, paid for by the lane's owner (TypedEngine+Lanes.swift).
    // A chain configuration enables one transition, and its leaf is already known.
    if let leaf, layout.movesAlongChain[enabled[0]] {
      microstepOnChain(enabled[0], leaf: leaf)
    } else if leaf == nil && usesChainLane && enabledMoveAlongChains {
      microstepAlongChains()
    } else {
      microstep()
    }
    return completeStep()
  }

  /// Ends the macrostep whose first microstep is done.
  func completeStep() -> OutcomeCode {
    // Without internal events, eventless transitions or invocations the macrostep is complete.
    let ranAway = internalQueue.isEmpty && !layout.needsCompletion ? false : completeMacrostep()
    if undeclaredMove && !ranAway && exitedCount == 0 && enteredCount == 0 {
      current = .none
      return .rejected(.undeclaredMove)
    }
    return finishStep(ranAway: ranAway)
  }

  /// How deeply queries may nest: a guard that asks `can` about an event whose guard asks again
  /// would otherwise recurse until the stack overflows. Deeper questions are answered no.
  static var maximumQueryDepth: Int { 16 }

  /// Whether a signal would be accepted now. Evaluates guards, changes nothing.
  func wouldAccept(_ signal: QueuedSignal) -> Bool {
    guard isRunning, query.depth < Self.maximumQueryDepth else { return false }
    query.depth += 1
    defer { query.depth -= 1 }
    // Everything selection writes is saved and restored: a query may come from inside a step,
    // or from a guard of another query. The outermost query selects into `queryEnabled`, nested
    // ones into a list of their own.
    let saved = (current, sawMatchingTrigger)
    current = signal
    var list: [Int] = []
    var marks = query.depth == 1 ? StateSet(capacity: 0) : StateSet(capacity: layout.source.count)
    if query.depth == 1 {
      swap(&list, &query.enabled)
      swap(&marks, &query.selected)
    }
    swap(&enabled, &list)
    swap(&selected, &marks)
    #if DEBUG
      let epoch = beginCallbackEpoch()
    #endif
    select(signal.key)
    #if DEBUG
      callbackEpoch = epoch
    #endif
    let accepted = !enabled.isEmpty
    enabled.clear()
    swap(&enabled, &list)
    swap(&selected, &marks)
    if query.depth == 1 {
      swap(&list, &query.enabled)
      swap(&marks, &query.selected)
    }
    (current, sawMatchingTrigger) = saved
    return accepted
  }

  private func beginStep(_ signal: QueuedSignal) {
    #if DEBUG
      _ = beginCallbackEpoch()
    #endif
    stepExternalCount = externalCount
    current = signal
    undeclaredMove = false
    beginStepLog()
  }

  /// Empties the step log for a step recorded in it.
  func beginStepLog() {
    stepRecord = .inLog
    stepLog.clear()
    exitedCount = 0
    enteredCount = 0
  }

  private func finishStep(ranAway: Bool) -> OutcomeCode {
    current = .none
    if ranAway { return .failed }
    if exitedCount == 0 && enteredCount == 0 { return .handled }
    return .transitioned
  }
}

#if DEBUG
  extension Engine {
    /// Starts a new epoch for the scopes made from now on; returns the one before.
    @usableFromInline func beginCallbackEpoch() -> UInt64 {
      let previous = callbackEpoch
      nextCallbackEpoch += 1
      callbackEpoch = nextCallbackEpoch
      return previous
    }
  }
#endif

extension Array {
  /// Empties the array and keeps its storage. `removeAll(keepingCapacity:)` takes the general
  /// `replaceSubrange` path, which costs more than removing the few elements the engine's
  /// buffers hold.
  @inlinable @inline(__always) mutating func clear() {
    if count > 8 {
      removeAll(keepingCapacity: true)
    } else {
      while !isEmpty { removeLast() }
    }
  }
}
