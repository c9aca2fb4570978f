/// Something the interpreter asks its host to do: it owns no clock and starts no tasks itself,
/// so it runs the same under a real clock, a manual clock, or a test that drives it by hand.
enum Effect: Equatable {
  case scheduleTimer(token: UInt64, delay: Duration)
  case cancelTimer(token: UInt64)
  case startInvocation(token: UInt64, definition: Int)
  case cancelInvocation(token: UInt64)
}

/// What matching needs to know of an event: its kind and its index (event, state or
/// transition), both non-generic.
struct SignalKey {
  enum Kind { case none, external, done, error, timeout, move }
  var kind: Kind
  var code: Int

  static let eventless = SignalKey(kind: .none, code: -1)
}

/// An event in one of the interpreter's queues.
enum Signal<S: Hashable & Sendable, E: Hashable & Sendable> {
  /// `code` is the event's index in the chart for external events, the state index for `done`.
  case machine(MachineEvent<S, E>, code: Int)
  /// The delay of an `after` transition (by transition index) elapsed.
  case timeout(transition: Int)
  /// A state behaviour asked to move to a state (by index).
  case move(state: Int)

  var event: MachineEvent<S, E>? {
    if case .machine(let event, _) = self { return event }
    return nil
  }

  var key: SignalKey {
    switch self {
    case .machine(.external, let code): return SignalKey(kind: .external, code: code)
    case .machine(.done, let code): return SignalKey(kind: .done, code: code)
    case .machine(.error, let code): return SignalKey(kind: .error, code: code)
    case .timeout(let transition): return SignalKey(kind: .timeout, code: transition)
    case .move(let state): return SignalKey(kind: .move, code: state)
    }
  }
}

struct PendingTimer<S: Hashable & Sendable, E: Hashable & Sendable> {
  var token: UInt64
  /// The state whose exit cancels the timer; -1 for delayed sends, which survive exits.
  var owner: Int
  var signal: Signal<S, E>
  var sendID: String?
  var delay: Duration
}

/// The run-to-completion interpreter: the W3C SCXML algorithm (Appendix D) over a compiled chart.
///
/// It is synchronous and nonisolated; ``StateMachine`` hosts it on the main actor, schedules its
/// timers on a clock and runs its invocations as tasks. Its state lives in flat arrays and bit
/// sets indexed by state, and its scratch buffers are reused, so an event that changes nothing
/// allocates nothing.
final class Interpreter<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  let chart: Chart<S, E, C>
  let names: StateNames<S>
  var context: C

  var configuration: StateSet
  var historyValues: [[Int]?]
  var internalQueue: [Signal<S, E>] = []
  var internalHead = 0
  /// Events waiting for the current macrostep to finish: sent by actions without a delay, or
  /// sent to the machine while it was busy (SCXML's external queue).
  var externalQueue: [Signal<S, E>] = []
  var externalHead = 0
  var externalCount = 0
  var isStarted = false
  var isRunning = false
  var isFinished = false
  var statesToInvoke: StateSet
  var effects: [Effect] = []
  var pendingTimers: [PendingTimer<S, E>] = []
  var activeInvocations: [(token: UInt64, state: Int)] = []
  var nextToken: UInt64 = 1
  /// The most microsteps one macrostep may take before it is stopped as a runaway.
  var microstepLimit: Int

  // Scratch storage reused by every step.
  var enabled: [Int] = []
  var exitSet: StateSet
  var entrySet: StateSet
  var defaultEntry: StateSet
  var defaultHistory: [(parent: Int, transition: Int)] = []
  var exitedLog: [Int] = []
  var enteredLog: [Int] = []
  var firedLog: [Int] = []
  var recentEntries: [Int] = []
  var isRecordingCycle = false
  /// Where this step began: what it schedules or queues after these marks is withdrawn if it
  /// runs away.
  var stepFirstToken: UInt64 = 0
  var stepExternalCount = 0
  let layout: ChartLayout
  var currentEvent: MachineEvent<S, E>?
  var sawMatchingTrigger = false
  var undeclaredMove = false

  init(chart: Chart<S, E, C>, context: C, microstepLimit: Int) {
    self.chart = chart
    self.layout = chart.layout
    self.names = chart.names
    self.context = context
    self.microstepLimit = microstepLimit
    let count = chart.states.count
    configuration = StateSet(capacity: count)
    statesToInvoke = StateSet(capacity: count)
    exitSet = StateSet(capacity: count)
    entrySet = StateSet(capacity: count)
    defaultEntry = StateSet(capacity: count)
    historyValues = Array(repeating: nil, count: count)
    enabled.reserveCapacity(8)
    exitedLog.reserveCapacity(8)
    enteredLog.reserveCapacity(8)
  }

  // MARK: Questions

  func isActive(_ state: S) -> Bool {
    guard let index = chart.stateIndex[state] else { return false }
    return configuration.contains(index)
  }

  @inline(__always) func isAtomic(_ state: Int) -> Bool { layout.isAtomic[state] }

  var activeStates: [S] {
    var result: [S] = []
    configuration.forEach { if $0 != 0 { result.append(chart.states[$0].id!) } }
    return result
  }

  var activeAtomicStates: [S] {
    var result: [S] = []
    configuration.forEach { if $0 != 0 && isAtomic($0) { result.append(chart.states[$0].id!) } }
    return result
  }

  // MARK: Driving

  /// Enters the initial configuration and runs the first macrostep.
  func start() -> SendOutcome<S, E> {
    guard !isStarted else {
      return .rejected(Rejection(reason: .noTransition, event: nil, states: activeAtomicStates))
    }
    isStarted = true
    isRunning = true
    configuration.insert(0)
    beginStep(event: nil)
    enabled.append(layout.initialTransition[0])
    enterStates()
    return finishStep(failure: completeMacrostep())
  }

  /// Processes one event from outside to completion (SCXML 3.13 macrostep).
  func send(_ event: E) -> SendOutcome<S, E> {
    process(.machine(.external(event), code: chart.eventIndex[event] ?? -1))
  }

  func process(_ signal: Signal<S, E>) -> SendOutcome<S, E> {
    firedLog.removeAll(keepingCapacity: true)
    guard isStarted else { return .rejected(rejection(.notStarted, signal)) }
    guard isRunning else { return .rejected(rejection(.finished, signal)) }
    beginStep(event: signal.event)
    select(signal.key)
    guard !enabled.isEmpty else {
      return .rejected(rejection(sawMatchingTrigger ? .guardsFailed : .noTransition, signal))
    }
    microstep()
    let failure = completeMacrostep()
    if undeclaredMove && failure == nil && exitedLog.isEmpty && enteredLog.isEmpty {
      return .rejected(rejection(.undeclaredMove, signal))
    }
    return finishStep(failure: failure)
  }

  /// Whether an event would be accepted now. Evaluates guards, changes nothing.
  func can(_ event: E) -> Bool {
    guard isRunning else { return false }
    let saved = currentEvent
    let signal = Signal<S, E>.machine(.external(event), code: chart.eventIndex[event] ?? -1)
    currentEvent = signal.event
    select(signal.key)
    currentEvent = saved
    defer { enabled.removeAll(keepingCapacity: true) }
    return !enabled.isEmpty
  }

  private func beginStep(event: MachineEvent<S, E>?) {
    stepFirstToken = nextToken
    stepExternalCount = externalCount
    exitedLog.removeAll(keepingCapacity: true)
    enteredLog.removeAll(keepingCapacity: true)
    firedLog.removeAll(keepingCapacity: true)
    currentEvent = event
    undeclaredMove = false
  }

  private func finishStep(failure: RunawayError<S>?) -> SendOutcome<S, E> {
    currentEvent = nil
    if let failure { return .failed(failure) }
    if exitedLog.isEmpty && enteredLog.isEmpty { return .handled }
    return .transitioned(
      Step(exited: exitedLog, entered: enteredLog, transitions: firedLog, names: names))
  }

  private func rejection(_ reason: Rejection<S, E>.Reason, _ signal: Signal<S, E>) -> Rejection<S, E> {
    var event: E?
    if case .machine(.external(let sent), _) = signal { event = sent }
    return Rejection(reason: reason, event: event, configuration: configuration, names: names)
  }

  // MARK: Effects requested by actions

  func raise(_ event: MachineEvent<S, E>) {
    internalQueue.append(.machine(event, code: code(of: event)))
  }

  func code(of event: MachineEvent<S, E>) -> Int {
    switch event {
    case .external(let sent): return chart.eventIndex[sent] ?? -1
    case .done(let state): return chart.stateIndex[state] ?? -1
    case .error: return -1
    }
  }

  func scheduleSend(_ event: MachineEvent<S, E>, after delay: Duration, sendID: String?) {
    guard delay > .zero else {
      externalQueue.append(.machine(event, code: code(of: event)))
      externalCount += 1
      return
    }
    let token = makeToken()
    pendingTimers.append(
      PendingTimer(
        token: token, owner: -1, signal: .machine(event, code: code(of: event)), sendID: sendID, delay: delay))
    effects.append(.scheduleTimer(token: token, delay: delay))
  }

  func cancelSend(_ sendID: String) {
    pendingTimers.removeAll { timer in
      guard timer.sendID == sendID else { return false }
      effects.append(.cancelTimer(token: timer.token))
      return true
    }
  }

  func requestMove(to state: S) {
    guard let index = chart.stateIndex[state], isDeclaredMove(to: index) else {
      undeclaredMove = true
      return
    }
    internalQueue.append(.move(state: index))
  }

  private func isDeclaredMove(to target: Int) -> Bool {
    var declared = false
    configuration.forEach { state in
      for t in layout.stateTransitions[state] {
        if layout.trigger[t] == .goto(target) { declared = true }
      }
    }
    return declared
  }

  /// Queues an event from outside behind the one being processed.
  func enqueueExternal(_ event: E) {
    externalQueue.append(.machine(.external(event), code: chart.eventIndex[event] ?? -1))
    externalCount += 1
  }

  /// Drops every queued external event (after a runaway).
  func clearExternalQueue() {
    externalQueue.removeAll(keepingCapacity: true)
    externalHead = 0
    externalCount = 0
  }

  /// Whether events wait in the external queue (a plain flag: cheap to ask after every event).
  var hasExternalEvents: Bool { externalCount > externalHead }

  /// The next queued external event, if any.
  func dequeueExternal() -> Signal<S, E>? {
    guard externalHead < externalCount else {
      if !externalQueue.isEmpty {
        externalQueue.removeAll(keepingCapacity: true)
        externalHead = 0
        externalCount = 0
      }
      return nil
    }
    defer { externalHead += 1 }
    return externalQueue[externalHead]
  }

  /// A timer that the host scheduled has fired. Returns nil if it was cancelled meanwhile.
  func timerFired(_ token: UInt64) -> (outcome: SendOutcome<S, E>, event: MachineEvent<S, E>?)? {
    guard let position = pendingTimers.firstIndex(where: { $0.token == token }) else { return nil }
    let timer = pendingTimers.remove(at: position)
    return (process(timer.signal), timer.signal.event)
  }

  func isInvocationActive(_ token: UInt64) -> Bool {
    activeInvocations.contains { $0.token == token }
  }

  func makeToken() -> UInt64 {
    defer { nextToken += 1 }
    return nextToken
  }
}

/// The ids of a chart's states, shared immutably by rejections so that building one allocates
/// nothing.
final class StateNames<S: Hashable & Sendable>: Sendable {
  let ids: [S?]
  let isAtomic: [Bool]
  init(_ ids: [S?], isAtomic: [Bool]) {
    self.ids = ids
    self.isAtomic = isAtomic
  }
}
