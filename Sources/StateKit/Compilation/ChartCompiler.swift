/// Turns a chart definition into its indexed form and collects errors that name the state.
///
/// The structure goes into non-generic records (``CompilerState``, ``CompilerTransition``) that
/// become the ``ChartLayout``; ids and closures go into tables indexed the same way.
struct ChartCompiler<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  var states: [CompilerState] = []
  var transitions: [CompilerTransition] = []
  /// Ids by state index (nil: the root).
  var ids: [S?] = []
  var entryActions: [[StoredAction<S, E, C>]] = []
  var exitActions: [[StoredAction<S, E, C>]] = []
  var guards: [StoredGuard<S, E, C>?] = []
  var transitionActions: [StoredAction<S, E, C>?] = []
  var invocations: [InvocationDefinition<E, C>] = []
  var stateIndex: [S: Int] = [:]
  /// Event values by code, in a chart that dispatches by value (events that are not a
  /// ``CaseEvent`` with payloads).
  var eventIndex: [E: Int] = [:]
  /// Cases by code, in a chart that dispatches by case.
  var caseIndex: [EventCaseID: Int] = [:]
  /// How each event code is written in diagnostics and exports.
  var eventLabels: [String] = []
  /// Every event value a transition names, in the order they first appear, and their indices.
  var events: [E] = []
  private var eventValues: [E: Int] = [:]
  /// The triggers of transitions on events, as written (by transition index).
  var eventTriggers: [Int: Trigger<S, E>] = [:]
  /// The guards given as text (`Transition(…, guardText:)`), by transition.
  var guardTexts: [Int: String] = [:]
  /// The transitions a data model's builder marked as its own machinery, by transition.
  var machinery: [Int: TransitionMachinery] = [:]
  /// The case of an event, when `E` is a ``CaseEvent`` with payloads: the chart then
  /// dispatches by case, and a transition on a whole value compares the value in its guard.
  let caseOf: ((E) -> EventCaseID)? = caseReader(for: E.self)
  var diagnostics: [ChartDiagnostic<S>] = []
  /// Off only in tests that check the engine survives a chart this check would refuse.
  var checksHistoryDefaults = true

  /// Targets by name, resolved after every state has an index.
  private var pendingTargets: [(transition: Int, targets: [S])] = []
  private var pendingInitials: [(state: Int, initial: [S], action: StoredAction<S, E, C>?)] = []

  mutating func compile(initial: [S], elements: [ChartElement<S, E, C>]) {
    // Index 0 is the root: the `<scxml>` element of SCXML, a compound state without an id.
    appendState(id: nil, kind: .compound, parent: -1)
    addContent(elements, to: 0)
    states[0].end = states.count
    if states[0].children.isEmpty {
      diagnostics.append(ChartDiagnostic(kind: .emptyChart))
      return
    }
    pendingInitials.append((0, initial, nil))
    resolveTargets()
    resolveInitials()
    if checksHistoryDefaults { checkHistoryDefaultsEnd() }
    checkTargetsCanBeActiveTogether()
    guard !diagnostics.contains(where: { $0.severity == .error }) else { return }
    computeStaticDomains()
  }

  private mutating func addContent(_ elements: [ChartElement<S, E, C>], to parent: Int) {
    for element in elements {
      switch element.kind {
      case .node(let node): addNode(node, parent: parent)
      case .transition(let definition):
        if parent == 0 {
          // Transitions at the top level have no source state; SCXML allows none there either.
          diagnostics.append(ChartDiagnostic(kind: .unknownTarget("transition outside any state", source: nil)))
          continue
        }
        addTransition(definition, source: parent)
      case .entry(let action):
        entryActions[parent].append(StoredAction(run: action))
        states[parent].hasEntry = true
      case .exit(let action):
        exitActions[parent].append(StoredAction(run: action))
        states[parent].hasExit = true
      case .invoke(let invocation):
        // Two children with one id in a state: only the first could start.
        if invocation.child != nil, !invocation.id.isEmpty, let state = ids[parent],
          states[parent].invocations.contains(where: {
            invocations[$0].child != nil && invocations[$0].id == invocation.id
          })
        {
          diagnostics.append(ChartDiagnostic(kind: .duplicateChildID(state, id: invocation.id)))
        }
        states[parent].invocations.append(invocations.count)
        invocations.append(invocation)
      case .group(let parts): addContent(parts, to: parent)
      }
    }
  }

  private mutating func addNode(_ node: NodeDefinition<S, E, C>, parent: Int) {
    let index = states.count
    if stateIndex[node.id] != nil {
      diagnostics.append(ChartDiagnostic(kind: .duplicateState(node.id)))
    } else {
      stateIndex[node.id] = index
    }
    let kind: StateKind
    switch node.kind {
    case .state: kind = .atomic  // becomes compound below if it has child states
    case .parallel: kind = .parallel
    case .final: kind = .final
    case .history(let depth, _): kind = depth == .deep ? .deepHistory : .shallowHistory
    }
    appendState(id: node.id, kind: kind, parent: parent)
    if kind.isHistory {
      states[parent].historyChildren.append(index)
      if parent == 0 || states[parent].kind == .final {
        diagnostics.append(ChartDiagnostic(kind: .historyOutsideCompound(node.id)))
      }
    } else {
      states[parent].children.append(index)
    }
    // Deeper charts are refused rather than recursed into: the stack of a thread is finite.
    guard depth < Self.maximumDepth else {
      diagnostics.append(ChartDiagnostic(kind: .nestingTooDeep(node.id, limit: Self.maximumDepth)))
      return
    }
    depth += 1
    addContent(node.children, to: index)
    depth -= 1
    states[index].end = states.count
    switch node.kind {
    case .state(let initial):
      if !states[index].children.isEmpty {
        states[index].kind = .compound
        pendingInitials.append((index, initial, StoredAction(node.defaultAction)))
      } else if !initial.isEmpty || !states[index].historyChildren.isEmpty {
        diagnostics.append(ChartDiagnostic(kind: .compoundWithoutInitial(node.id)))
      }
    case .parallel:
      if states[index].children.isEmpty { diagnostics.append(ChartDiagnostic(kind: .emptyParallel(node.id))) }
    case .final:
      if !states[index].transitions.isEmpty || !states[index].children.isEmpty {
        diagnostics.append(ChartDiagnostic(kind: .transitionFromFinal(node.id)))
      }
    case .history(_, let defaults):
      // The default transition: its targets, or the parent's initial state when none are given.
      let transition = appendTransition(
        source: index, trigger: .eventless, guard: nil, isInternal: false,
        action: StoredAction(node.defaultAction))
      states[index].initialTransition = transition
      transitions[transition].isDefault = true
      pendingTargets.append((transition, defaults))
    }
  }

  private mutating func addTransition(_ definition: TransitionDefinition<S, E, C>, source: Int) {
    var delay = Duration.zero
    var descriptors: EventDescriptors?
    let trigger: TriggerCode
    switch definition.trigger {
    case .eventless: trigger = .eventless
    case .event(let event): trigger = code(ofValue: event)
    case .eventCase(let id):
      // A payload-free event type is its own case: its cases are its values.
      if caseOf == nil, let event = id.value.base as? E {
        trigger = code(ofValue: event)
      } else {
        trigger = .event(code(of: id))
      }
    case .anyEvent: trigger = .anyEvent
    case .done(let state): trigger = .done(stateIndex[state] ?? -1)
    case .after(let wait):
      trigger = .after
      delay = wait
      if !wait.isValidTimerDelay, let id = ids[source] {
        diagnostics.append(ChartDiagnostic(kind: .delayOutOfRange(id, wait)))
      }
    case .move(let state): trigger = .move(stateIndex[state] ?? -1)
    case .descriptor(let text):
      trigger = .descriptor
      descriptors = EventDescriptors(text)
    }
    let index = appendTransition(
      source: source, trigger: trigger, guard: definition.guard, isInternal: definition.isInternal,
      action: StoredAction(definition.action))
    transitions[index].delay = delay
    transitions[index].descriptors = descriptors
    switch trigger {
    case .event, .exactEvent: eventTriggers[index] = definition.trigger
    default: break
    }
    if let text = definition.guardText { guardTexts[index] = text }
    if !definition.machinery.isEmpty { machinery[index] = definition.machinery }
    states[source].transitions.append(index)
    if trigger == .after { states[source].afterTransitions.append(index) }
    pendingTargets.append((index, definition.targets))
    if case .done(let state) = definition.trigger, stateIndex[state] == nil {
      pendingDoneChecks.append((index, state))
    }
    if case .move(let state) = definition.trigger, stateIndex[state] == nil {
      pendingDoneChecks.append((index, state))
    }
  }

  /// The trigger of a transition on one event value. By value, the value's code. By case, its
  /// case's code — and if the value carries a payload, `.exactEvent`, which also compares the
  /// whole value (a comparison, not a guard: the transition has none unless written).
  private mutating func code(ofValue event: E) -> TriggerCode {
    let value: Int
    if let existing = eventValues[event] {
      value = existing
    } else {
      value = events.count
      eventValues[event] = value
      events.append(event)
    }
    if let caseOf {
      let code = code(of: caseOf(event))
      return Self.carriesPayload(event) ? .exactEvent(code, value: value) : .event(code)
    }
    if let existing = eventIndex[event] { return .event(existing) }
    eventIndex[event] = eventLabels.count
    eventLabels.append(String(describing: event))
    return .event(eventLabels.count - 1)
  }

  /// Whether a value is more than its case: anything but an enum case without associated values.
  /// Asked once per value a transition names, when the chart is compiled.
  private static func carriesPayload(_ value: E) -> Bool {
    let mirror = Mirror(reflecting: value)
    return mirror.displayStyle != .enum || !mirror.children.isEmpty
  }

  /// The code of an event case, given when the case is first named.
  private mutating func code(of id: EventCaseID) -> Int {
    if let existing = caseIndex[id] { return existing }
    caseIndex[id] = eventLabels.count
    eventLabels.append(id.description)
    return eventLabels.count - 1
  }

  /// How deep states may nest. SCXML documents are limited to 200 levels when they are read;
  /// charts built in code get more room, but not so much that compiling them could overflow the
  /// stack of a secondary thread (512 KiB).
  static var maximumDepth: Int { 500 }

  /// How deep the state being added is nested.
  private var depth = 0

  private mutating func appendState(id: S?, kind: StateKind, parent: Int) {
    states.append(CompilerState(kind: kind, parent: parent, end: states.count + 1))
    ids.append(id)
    entryActions.append([])
    exitActions.append([])
  }

  private mutating func appendTransition(
    source: Int, trigger: TriggerCode, `guard`: ChartGuard<S, E, C>?, isInternal: Bool,
    action: StoredAction<S, E, C>?
  ) -> Int {
    transitions.append(
      CompilerTransition(
        source: source, trigger: trigger, isInternal: isInternal, hasGuard: `guard` != nil,
        hasActions: action != nil))
    guards.append(StoredGuard(`guard`))
    transitionActions.append(action)
    return transitions.count - 1
  }

  /// `done` and `move` triggers may name states declared later in the document.
  private var pendingDoneChecks: [(transition: Int, state: S)] = []

  private mutating func resolveTargets() {
    for (transition, names) in pendingTargets {
      let source = transitions[transition].source
      var resolved: [Int] = []
      for name in names {
        if let index = stateIndex[name] {
          resolved.append(index)
          if states[index].kind.isHistory { transitions[transition].hasHistoryTarget = true }
        } else {
          diagnostics.append(ChartDiagnostic(kind: .unknownTarget("\(name)", source: ids[source])))
        }
      }
      transitions[transition].targets = resolved
      if states[source].kind.isHistory {
        let parent = states[source].parent
        for target in resolved where !(target > parent && target < states[parent].end) {
          diagnostics.append(
            ChartDiagnostic(kind: .historyDefaultOutsideParent(ids[source]!, target: ids[target]!)))
        }
      }
    }
    for (transition, name) in pendingDoneChecks {
      guard let index = stateIndex[name] else {
        let source = transitions[transition].source
        diagnostics.append(ChartDiagnostic(kind: .unknownTarget("\(name)", source: ids[source])))
        continue
      }
      switch transitions[transition].trigger {
      case .done: transitions[transition].trigger = .done(index)
      case .move: transitions[transition].trigger = .move(index)
      default: break
      }
    }
  }

  private mutating func resolveInitials() {
    for (state, names, action) in pendingInitials {
      // SCXML 3.3: without `initial`, the first child state in document order.
      var targets = [states[state].children[0]]
      if !names.isEmpty {
        targets = []
        for name in names {
          guard let index = stateIndex[name] else {
            diagnostics.append(ChartDiagnostic(kind: .unknownTarget("\(name)", source: ids[state])))
            continue
          }
          guard index > state && index < states[state].end else {
            diagnostics.append(ChartDiagnostic(kind: .initialNotDescendant(ids[state] ?? name, initial: name)))
            continue
          }
          targets.append(index)
        }
        if targets.isEmpty { continue }
      }
      let transition = appendTransition(
        source: state, trigger: .eventless, guard: nil, isInternal: true, action: action)
      transitions[transition].targets = targets
      transitions[transition].hasHistoryTarget = targets.contains { states[$0].kind.isHistory }
      transitions[transition].isDefault = true
      states[state].initialTransition = transition
    }
    // A history state without defaults falls back to what entering its parent enters: the
    // parent's initial state, or, in a parallel state (which has none), every region.
    for index in states.indices where states[index].kind.isHistory {
      let transition = states[index].initialTransition
      if transitions[transition].targets.isEmpty {
        let parent = states[index].parent
        let parentInitial = states[parent].initialTransition
        if parentInitial >= 0 {
          transitions[transition].targets = transitions[parentInitial].targets
        } else if states[parent].kind == .parallel {
          transitions[transition].targets = states[parent].children.filter { !states[$0].kind.isHistory }
        }
      }
    }
  }

  private mutating func computeStaticDomains() {
    var (kind, parent, end): ([StateKind], [Int], [Int]) = ([], [], [])
    for state in states {
      kind.append(state.kind)
      parent.append(state.parent)
      end.append(state.end)
    }
    let tree = StateTree(kind: kind, parent: parent, end: end)
    for index in transitions.indices where !transitions[index].hasHistoryTarget {
      let transition = transitions[index]
      transitions[index].staticDomain = tree.domain(
        source: transition.source, isInternal: transition.isInternal, targets: transition.targets)
    }
  }

  /// FNV-1a over what a snapshot names, in a text that no two charts share: each state's kind,
  /// id and parent, and the delays of its `after` transitions (snapshots name a timer by its
  /// state and its place among them). Ids are length-prefixed, so `:` or `;` inside an id cannot
  /// make two charts read alike. Stable across runs and processes.
  func fingerprint() -> String {
    var text = "statekit-fingerprint-2;"
    for (state, id) in zip(states, ids) {
      let name = id.map { String(describing: $0) }
      text += "\(state.kind.rawValue) \(name.map { "\($0.utf8.count):\($0)" } ?? "root") \(state.parent)"
      for transition in state.afterTransitions {
        let (seconds, attoseconds) = transitions[transition].delay.components
        text += " after \(seconds),\(attoseconds)"
      }
      text += ";"
    }
    return Self.hash(text)
  }

  /// The fingerprint before ids were length-prefixed, which snapshots saved until then carry;
  /// ambiguous when an id holds `:` or `;` (another chart could then read alike).
  func legacyFingerprint() -> (fingerprint: String, isAmbiguous: Bool) {
    var text = ""
    var isAmbiguous = false
    for (state, id) in zip(states, ids) {
      let name = id.map { String(describing: $0) } ?? "#root"
      if name.contains(":") || name.contains(";") { isAmbiguous = true }
      text += "\(state.kind.rawValue):\(name):\(state.parent);"
      for transition in state.afterTransitions { text += "after \(transitions[transition].delay);" }
    }
    return (Self.hash(text), isAmbiguous)
  }

  /// FNV-1a, 64 bits, as 16 hex digits.
  private static func hash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
