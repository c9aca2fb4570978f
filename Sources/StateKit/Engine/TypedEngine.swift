/// The engine bound to a chart's types: it turns the app's events into signals and the engine's
/// results into outcomes, and runs the chart's guards and actions when the engine asks.
@usableFromInline final class TypedEngine<S: Hashable & Sendable, E: Hashable & Sendable, C>: Engine {
  @usableFromInline let chart: Chart<S, E, C>
  @usableFromInline let names: StateNames<S>
  // Unchecked like the engine's own state: `$0.count += 1` in an action would otherwise pay a
  // dynamic exclusivity check per access.
  @usableFromInline @exclusivity(unchecked) var context: C
  /// The event `send` is processing (or processed last), kept unboxed: boxing every event would
  /// cost more than the rest of a simple transition.
  @usableFromInline @exclusivity(unchecked) var sentEvent: E?
  /// The index of `sentEvent` in the chart: a one-entry cache, since the same event often comes
  /// again (ticks, "next"), and comparing two events costs less than hashing one. A hit is
  /// checked against the chart's own event for the code, not against the event sent last: an
  /// event of a class whose `==` changed since it was sent would otherwise keep its old code.
  @usableFromInline @exclusivity(unchecked) var sentEventCode = -1
  /// How events are coded in a chart that dispatches by case (see ``CaseEvent``).
  @usableFromInline let caseCoding: CaseCoding<E>?
  /// For events of one byte of plain data (payload-free enums): the code of each bit
  /// pattern met so far, or `unknownByte`, so that an event is coded without hashing or
  /// comparing (see `index(ofSent:)`). Equal bits make equal events, so a code found once for a
  /// pattern holds for every event with it; events with other patterns that an `==` of the
  /// app's own calls equal are still looked up in `eventIndex`. `nil` for other event types.
  @usableFromInline let byteCodes: UnsafeMutablePointer<Int>?
  @inlinable static var unknownByte: Int { -2 }
  /// The chart's guards and transition actions by transition, as the app's own closures, for
  /// the direct lane (TypedEngine+DirectLane.swift): called through objects held unowned, as
  /// `HookTable` does, without the engine's wrapper around each. `guardBoxes` and
  /// `actionBoxes` keep the objects alive while the tables are read.
  @usableFromInline let typedGuards: FrozenArray<Unmanaged<TypedGuard<S, E, C>>?>
  @usableFromInline let typedActions: FrozenArray<Unmanaged<TypedAction<S, E, C>>?>
  let guardBoxes: [TypedGuard<S, E, C>?]
  let actionBoxes: [TypedAction<S, E, C>?]

  init(chart: Chart<S, E, C>, hooks: EngineHooks, caseCoding: CaseCoding<E>?, context: C, microstepLimit: Int) {
    self.chart = chart
    self.names = chart.names
    self.context = context
    self.caseCoding = caseCoding ?? CaseCoding.make(cases: chart.caseIndex)
    if self.caseCoding == nil && _isPOD(E.self) && MemoryLayout<E>.size == 1 {
      byteCodes = .allocate(capacity: 256)
      byteCodes?.initialize(repeating: Self.unknownByte, count: 256)
    } else {
      byteCodes = nil
    }
    guardBoxes = chart.guards.map { stored in stored.map { TypedGuard($0.check) } }
    actionBoxes = chart.transitionActions.map { stored in stored.map { TypedAction($0.run) } }
    typedGuards = FrozenArray(guardBoxes.map { $0.map(Unmanaged.passUnretained) })
    typedActions = FrozenArray(actionBoxes.map { $0.map(Unmanaged.passUnretained) })
    super.init(layout: chart.layout, dispatchTable: chart.dispatch, hooks: hooks, microstepLimit: microstepLimit)
    // The direct lane calls these instead of the hooks: the same callbacks, by transition.
    assert(
      guardBoxes.map { $0 == nil } == hooks.guards.map { $0 == nil }
        && actionBoxes.map { $0 == nil } == hooks.transitionActions.map { $0 == nil },
      "the typed guards and actions differ from the hooks")
  }

  deinit {
    byteCodes?.deallocate()
    typedGuards.deallocate()
    typedActions.deallocate()
  }

  /// The engine that the hooks are called with, as the typed engine it is. Hooks are made only
  /// for the machine's own engine, so the cast cannot fail; debug builds check it.
  @inlinable static func typed(_ engine: Engine) -> TypedEngine {
    assert(engine is TypedEngine, "a hook was called with another machine's engine")
    return unsafeDowncast(engine, to: TypedEngine.self)
  }

  override func nameOfCurrentEvent() -> String? { currentEvent?.name }

  // MARK: Events and signals

  /// The event being processed (SCXML's `_event`); `nil` while entering the initial states and
  /// for timers and moves.
  var currentEvent: MachineEvent<S, E>? { event(of: current) }

  func event(of signal: QueuedSignal) -> MachineEvent<S, E>? {
    switch signal.key.kind {
    case .external, .error:
      if let payload = signal.payload { return (payload as? EventBox<S, E>)?.event }
      return sentEvent.map { .external($0) }
    case .done:
      return names.ids[signal.key.code].map { .done($0) }
    case .none, .after, .move:
      return nil
    }
  }

  func signal(for event: MachineEvent<S, E>) -> QueuedSignal {
    switch event {
    case .external(let sent):
      return QueuedSignal(key: SignalKey(kind: .external, code: code(of: sent)), payload: EventBox(event))
    case .done(let state):
      return QueuedSignal(key: SignalKey(kind: .done, code: chart.stateIndex[state] ?? -1), payload: nil)
    case .error:
      return QueuedSignal(key: SignalKey(kind: .error, code: -1), payload: EventBox(event))
    }
  }

  /// The event from outside (sent or raised) being processed, read without boxing it: what
  /// ``ActionScope/event`` and ``GuardScope/event`` answer.
  @inlinable var externalEvent: E? { readExternalEvent { $0 } }

  /// What `read` reads from the event from outside being processed (a payload, say), `nil` if
  /// there is none. The signal's fields are read where they are: a copy of the signal would
  /// retain and release its box on every read of the event.
  @inlinable @inline(__always) func readExternalEvent<Value>(_ read: (E) -> Value?) -> Value? {
    guard current.key.kind == .external else { return nil }
    if current.payload == nil {
      guard sentEvent != nil else { return nil }
      return read(sentEvent.unsafelyUnwrapped)
    }
    let box = unsafeDowncast(current.payload.unsafelyUnwrapped, to: EventBox<S, E>.self)
    guard case .external(let event) = box.event else { return nil }
    return read(event)
  }

  /// The event's index in the chart, -1 for one no transition names (descriptors may match it).
  @inlinable func code(of event: E) -> Int {
    if let caseCoding { return caseCoding.code(event) }
    return chart.eventIndex[event] ?? -1
  }

  // MARK: Questions

  func isActive(_ state: S) -> Bool {
    guard let index = chart.stateIndex[state] else { return false }
    return configuration.contains(index)
  }

  var activeStates: [S] {
    var result: [S] = []
    configuration.forEach { if $0 != 0 { result.append(names.ids[$0]!) } }
    return result
  }

  var activeAtomicStates: [S] {
    var result: [S] = []
    configuration.forEach { if $0 != 0 && isAtomic($0) { result.append(names.ids[$0]!) } }
    return result
  }

  /// Whether an event would be accepted now. Evaluates guards, changes nothing.
  func can(_ event: E) -> Bool {
    // Unboxed, like `send` (UIs ask this for every control after every event); a guard reading
    // the event sees it through `sentEvent`, restored afterwards for the step that may be running.
    let saved = sentEvent
    sentEvent = event
    defer { sentEvent = saved }
    return wouldAccept(QueuedSignal(key: SignalKey(kind: .external, code: code(of: event)), payload: nil))
  }

  // MARK: Driving

  /// The index of an event sent from outside, which becomes `sentEvent`. Inlinable, like the
  /// machine's `send`, so that the app's compiler specialises it for its own types: unspecialised
  /// generic code would look up type metadata several times per event, costing more than the
  /// transition itself.
  @inlinable @inline(__always) func index(ofSent event: E) -> Int {
    // The one-entry cache compares whole values, which costs little for payload-free events;
    // events with payloads are coded by their case instead, without comparing payloads.
    if let caseCoding {
      sentEventCode = caseCoding.code(event)
    } else if MemoryLayout<E>.size == 1 && _isPOD(E.self), let byteCodes {
      // The size and kind are known where this is specialised: other events skip the check.
      sentEventCode = byteCode(of: event, in: byteCodes)
    } else if !isCachedCode(of: event) {
      sentEventCode = chart.eventIndex[event] ?? -1
    }
    sentEvent = event
    return sentEventCode
  }

  /// Whether `sentEventCode` is the code of `event`: the chart's event with that code equals
  /// it. (An event with references that no transition names is looked up again each time.)
  @inlinable @inline(__always) func isCachedCode(of event: E) -> Bool {
    // Plain data holds no reference through which it could change after it was sent: the event
    // sent last, a copy, still is what it was, and comparing with it is enough (and costs less).
    if _isPOD(E.self) { return sentEvent == event }
    let code = sentEventCode
    // Codes index the chart's events in a chart that dispatches by whole value.
    return chart.events.withUnsafeBufferPointer { code >= 0 && code < $0.count && $0[code] == event }
  }

  /// The code of an event of one byte, by its bit pattern (see `byteCodes`).
  @inlinable @inline(__always) func byteCode(of event: E, in codes: UnsafeMutablePointer<Int>) -> Int {
    assert(_isPOD(E.self) && MemoryLayout<E>.size == 1, "coded by its bits: an event of another size")
    let byte = Int(withUnsafeBytes(of: event) { $0[0] })
    let known = codes[byte]
    if known == Self.unknownByte { return learnByteCode(of: event, byte: byte) }
    return known
  }

  /// Looks an event's bit pattern up the first time it is sent.
  @usableFromInline func learnByteCode(of event: E, byte: Int) -> Int {
    let code = chart.eventIndex[event] ?? -1
    byteCodes.unsafelyUnwrapped[byte] = code
    return code
  }

  /// The id of an atomic state (never the root).
  @inlinable @inline(__always) func id(_ state: Int) -> S { names.ids[state]! }

  // MARK: Effects requested by actions

  func raise(_ event: MachineEvent<S, E>) {
    raise(signal(for: event))
  }

  func scheduleSend(_ event: MachineEvent<S, E>, after delay: Duration, sendID: String?) {
    guard delay.isValidTimerDelay else {
      // An invalid send is an error in executable content (SCXML 5.10): `error.execution`.
      let message =
        "a send of '\(event.name)' waits \(delay.exactText); delays lie within \(Duration.timerDelayRangeText)"
      raise(.error(name: "error.execution", message: message))
      return
    }
    scheduleSend(signal(for: event), after: delay, sendID: sendID)
  }

  func requestMove(to state: S) {
    requestMove(to: chart.stateIndex[state])
  }

  /// Queues an event from outside behind the one being processed.
  @usableFromInline func enqueueExternal(_ event: E) {
    enqueueExternal(signal(for: .external(event)))
  }

  /// A timer that the host scheduled has fired. Returns nil if it was cancelled meanwhile.
  func timerFired(_ token: UInt64) -> (outcome: OutcomeCode, event: MachineEvent<S, E>?)? {
    guard let signal = takeFiredTimer(token) else { return nil }
    return (step(processing: signal), event(of: signal))
  }
}

/// A queued event, boxed for the engine's non-generic queues.
@usableFromInline final class EventBox<S: Hashable & Sendable, E: Hashable & Sendable>: Sendable {
  @usableFromInline let event: MachineEvent<S, E>
  init(_ event: MachineEvent<S, E>) { self.event = event }
}
