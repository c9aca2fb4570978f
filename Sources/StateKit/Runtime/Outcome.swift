/// What happened to an event sent to a machine. `send` never traps; it answers with one of these.
public enum SendOutcome<S: Hashable & Sendable, E: Hashable & Sendable>: Sendable, CustomStringConvertible {
  /// The configuration changed: states were exited and entered.
  case transitioned(Step<S>)
  /// A transition was taken that changed no state (targetless or internal-only actions).
  case handled
  /// No transition accepted the event; nothing changed.
  case rejected(Rejection<S, E>)
  /// The event arrived while another one was being processed; it is queued and will be
  /// processed, to completion, right after it (run-to-completion, SCXML 3.13).
  case queued
  /// Processing stopped because eventless transitions, raised events or events queued by
  /// actions never settled.
  case failed(RunawayError<S>)

  /// Whether the event was accepted (transitioned or handled).
  @inlinable public var isAccepted: Bool {
    switch self {
    case .transitioned, .handled: return true
    default: return false
    }
  }

  /// The rejection, if the event was rejected.
  public var rejection: Rejection<S, E>? {
    if case .rejected(let rejection) = self { return rejection }
    return nil
  }

  public var description: String {
    switch self {
    case .transitioned(let step): return "transitioned \(step)"
    case .handled: return "handled"
    case .rejected(let rejection): return "rejected: \(rejection.reasonText)"
    case .queued: return "queued"
    case .failed(let error): return "failed: \(error)"
    }
  }
}

/// The states a macrostep exited and entered, in the order it did so.
///
/// A state that one macrostep both entered and left again (an event's transition followed by
/// an eventless one) is in both lists; ``StateChange/configuration`` is where the step ended,
/// and `onEnter`/`onExit` handlers are called in the order the entries and exits happened.
///
/// A step keeps state indices and looks the ids up when asked, so that taking a transition
/// builds no arrays of ids nobody reads. A step from one state to a sibling in a chart whose
/// ids are small plain values (enums without payloads) keeps the two ids themselves and holds
/// no reference at all: keeping such a step (or its ``SendOutcome``) costs no reference
/// counting. Either way a step stays readable after its machine and chart are gone.
public struct Step<S: Hashable & Sendable>: Sendable, Hashable, CustomStringConvertible {
  @usableFromInline enum Content: Sendable {
    /// What the engine recorded, and the chart's names to look ids up with.
    case recorded(StepLog, StateNames<S>)
    /// A step the engine took directly (see `Engine.directStep`): its leaf and transition.
    case direct(StateNames<S>, Int)
    /// A direct step from an atomic state to a sibling: its transition in the low half, its two
    /// ids (see `packedSiblingIDs`) in the high half, instead of the chart's names. (One word
    /// without spare bits: the cases are told apart by a tag byte after the two words, which
    /// the outcome's padding has room for; telling them apart by the spare bits of references
    /// instead measured 5 instructions more per kept outcome.)
    case sibling(UInt64)
    /// A step taken directly in several regions: their leaves and transitions.
    case regions(StateNames<S>, [Int])
    /// A step made by the public initialiser (for tests), boxed so that it does not widen every
    /// step and outcome.
    case ids(StepIDs<S>)
  }

  @usableFromInline let content: Content

  /// A step with the given ids (for tests that compare outcomes).
  public init(exited: [S], entered: [S], transitionIDs: [Int] = []) {
    content = .ids(StepIDs(exited: exited, entered: entered, transitionIDs: transitionIDs))
  }

  @inlinable init(_ record: StepLog, names: StateNames<S>) {
    content = .recorded(record, names)
  }

  @inlinable init(direct step: Int, names: StateNames<S>) {
    // The check of the ids' type folds away once specialised; the table is read unchecked, so
    // that an outcome the caller ignores is still dropped whole.
    if Self.storesSiblingIDs, let moves = names.siblingMoves {
      let ids = moves[step & 0xFFFF_FFFF]
      if ids >= 0 {
        content = .sibling(UInt64(truncatingIfNeeded: ids) << 32 | UInt64(truncatingIfNeeded: step) & 0xFFFF_FFFF)
        return
      }
    }
    content = .direct(names, step)
  }

  /// Whether a step between siblings keeps its ids (see ``Step``): ids that are plain values
  /// (no references, copied bit by bit) of at most two bytes, two of which fit in a `UInt32`.
  @inlinable static var storesSiblingIDs: Bool { _isPOD(S.self) && MemoryLayout<S>.size <= 2 }

  /// The exited id in the low two bytes, the entered one in the next two.
  static func packedSiblingIDs(exited: S, entered: S) -> UInt32 {
    precondition(storesSiblingIDs)
    var packed: UInt32 = 0
    withUnsafeMutableBytes(of: &packed) { bytes in
      bytes.storeBytes(of: exited, toByteOffset: 0, as: S.self)
      bytes.storeBytes(of: entered, toByteOffset: 2, as: S.self)
    }
    return packed
  }

  /// The id at `offset` (0: exited, 2: entered) of ids packed by `packedSiblingIDs`.
  private static func siblingID(_ packed: UInt32, at offset: Int) -> S {
    withUnsafeBytes(of: packed) { $0.load(fromByteOffset: offset, as: S.self) }
  }

  @inlinable init(regions steps: [Int], names: StateNames<S>) {
    content = .regions(names, steps)
  }

  /// The engine's record of the step, for a step that has one.
  private var record: (log: StepLog, names: StateNames<S>)? {
    switch content {
    case .recorded(let record, let names): return (record, names)
    case .direct(let names, let step): return (StepLog(directStep: step, layout: names.layout), names)
    case .regions(let names, let steps):
      return (StepLog(regions: Engine.regionSteps(steps, table: names.dispatch), layout: names.layout), names)
    case .sibling, .ids: return nil
    }
  }

  /// States exited, in exit order (deepest first, reverse document order).
  public var exited: [S] {
    switch content {
    case .ids(let ids): return ids.exited
    case .sibling(let step): return [Self.siblingID(UInt32(truncatingIfNeeded: step >> 32), at: 0)]
    case .recorded, .direct, .regions: return record.map { log, names in log.exited.map { names.ids[$0]! } } ?? []
    }
  }

  /// States entered, in entry order (document order).
  public var entered: [S] {
    switch content {
    case .ids(let ids): return ids.entered
    case .sibling(let step): return [Self.siblingID(UInt32(truncatingIfNeeded: step >> 32), at: 2)]
    case .recorded, .direct, .regions: return record.map { log, names in log.entered.map { names.ids[$0]! } } ?? []
    }
  }

  /// The transitions taken, by ``TransitionInfo/id`` (look them up in
  /// ``Chart/transitionInfos``), in the order they were taken.
  public var transitionIDs: [Int] {
    switch content {
    case .ids(let ids): return ids.transitionIDs
    case .sibling(let step): return [Int(truncatingIfNeeded: step & 0xFFFF_FFFF)]
    case .recorded, .direct, .regions: return record?.log.transitions ?? []
    }
  }

  /// The exits and entries in the order they happened (exits and entries of one microstep
  /// interleave with those of the next): the order `onExit` and `onEnter` handlers are called in.
  var moves: [(state: S, isEntry: Bool)] {
    // Without a record (a sibling step, or one made from ids) every exit comes before every entry.
    guard let (log, names) = record else { return exited.map { ($0, false) } + entered.map { ($0, true) } }
    return log.log.compactMap { code in
      switch code & 3 {
      case StepLog.Tag.exited.rawValue: return (names.ids[code >> 2]!, false)
      case StepLog.Tag.entered.rawValue: return (names.ids[code >> 2]!, true)
      default: return nil
      }
    }
  }

  /// Steps are equal when they exited and entered the same states in the same order — what
  /// their description says. The transitions taken are not compared: a step written with
  /// ``init(exited:entered:transitionIDs:)`` for a test names none, and read
  /// ``transitionIDs`` to check them.
  public static func == (lhs: Step, rhs: Step) -> Bool {
    lhs.exited == rhs.exited && lhs.entered == rhs.entered
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(exited)
    hasher.combine(entered)
  }

  public var description: String {
    "exited [\(exited.map { "\($0)" }.joined(separator: ", "))] entered [\(entered.map { "\($0)" }.joined(separator: ", "))]"
  }
}

/// The ids of a step made with ``Step/init(exited:entered:transitionIDs:)``.
@usableFromInline final class StepIDs<S: Hashable & Sendable>: Sendable {
  let exited: [S]
  let entered: [S]
  let transitionIDs: [Int]

  init(exited: [S], entered: [S], transitionIDs: [Int]) {
    self.exited = exited
    self.entered = entered
    self.transitionIDs = transitionIDs
  }
}

/// Why an event was rejected.
public enum RejectionReason: String, Sendable, Hashable {
  /// No transition in the active states names this event.
  case noTransition
  /// Transitions name the event, but every guard said no.
  case guardsFailed
  /// The machine reached a top-level final state and accepts no more events.
  case finished
  /// The machine ran as a child and its parent stopped it (``StateMachine/stopChild(_:)``, its
  /// state exited, the parent finished or was restored): it accepts no more events.
  case stopped
  /// The machine has not been started.
  case notStarted
  /// ``StateMachine/start()`` was called on a machine that had been started already.
  case alreadyStarted
  /// A state behaviour asked to move to a state it did not declare as a successor.
  case undeclaredMove
  /// A guard sent the event while ``StateMachine/can(_:)`` or ``StateMachine/acceptedEvents``
  /// evaluated it: asking a question never moves the machine.
  case sentDuringQuery
}

/// Why an event was rejected. Names the event and the states that were active.
public struct Rejection<S: Hashable & Sendable, E: Hashable & Sendable>: Sendable, Error, CustomStringConvertible {
  /// The reason.
  public typealias Reason = RejectionReason

  /// The states that were active, kept so that rejecting allocates nothing and, in a chart
  /// without parallel states, costs no reference counting when the states are plain enums.
  @usableFromInline enum ActiveStates: Sendable {
    /// The one active atomic state of a chart without parallel states.
    case leaf(S)
    /// The configuration as it was (a shared bit set).
    case configuration(StateSet, StateNames<S>)
    case list([S])
  }

  // `active` first: the two small fields then fill its last word instead of taking another,
  // which keeps `SendOutcome` within the four words returned in registers.
  @usableFromInline let active: ActiveStates
  public let reason: Reason
  /// The event, when the rejected event is one sent from outside.
  public let event: E?

  public init(reason: Reason, event: E?, states: [S]) {
    self.reason = reason
    self.event = event
    self.active = .list(states)
  }

  @inlinable init(reason: Reason, event: E?, active: ActiveStates) {
    self.reason = reason
    self.event = event
    self.active = active
  }

  /// The active atomic states when the event arrived.
  public var states: [S] {
    switch active {
    case .leaf(let leaf): return [leaf]
    case .list(let states): return states
    case .configuration(let configuration, let names):
      var result: [S] = []
      configuration.forEach { if names.isAtomic[$0], let id = names.ids[$0] { result.append(id) } }
      return result
    }
  }

  var reasonText: String { reasonText(namingEvent: describeEvent) }

  /// The reason in words, with the event written by `name`: how a tool that must not show an
  /// event's payload (the inspector's page) words a rejection without taking the payload from
  /// ``description``.
  public func reasonText(namingEvent name: (E) -> String) -> String {
    let what = event.map { "event '\(name($0))'" } ?? "event"
    let where_ = "in state " + states.map { "'\($0)'" }.joined(separator: ", ")
    switch reason {
    case .noTransition: return "\(what) is not accepted \(where_)"
    case .guardsFailed: return "\(what) \(where_): every guard said no"
    case .finished: return "\(what): the machine has finished \(where_)"
    case .stopped: return "\(what): the machine was stopped by its parent \(where_)"
    case .notStarted: return "\(what): the machine has not been started"
    case .alreadyStarted: return "the machine was started already; it is \(where_)"
    case .undeclaredMove: return "\(what) \(where_): a behaviour moved to a state it did not declare"
    case .sentDuringQuery:
      return "\(what) was sent by a guard while the machine was asked a question; questions change nothing"
    }
  }

  public var description: String { reasonText }
}

/// A macrostep that never settled: eventless transitions or raised events kept firing.
public struct RunawayError<S: Hashable & Sendable>: Error, Sendable, Hashable, CustomStringConvertible {
  /// The bound that was reached.
  public let microsteps: Int
  /// The states entered during the last microsteps: the cycle. Empty when no state was
  /// entered: events kept coming (raised, or sent to the machine from its own steps) and were
  /// handled without a state change.
  public let cycle: [S]

  public var description: String {
    let start = "runaway: more than \(microsteps) microsteps without settling"
    guard !cycle.isEmpty else {
      return start + ", though no state was entered: events kept being raised or queued and handled "
        + "without a state change (an action that sends or raises the event its own transition takes?)"
    }
    return start + ", cycling through " + cycle.map { "'\($0)'" }.joined(separator: ", ")
  }
}

/// What a machine does with a rejected event, besides returning `.rejected`.
public enum RejectionPolicy<S: Hashable & Sendable, E: Hashable & Sendable> {
  /// Nothing: the outcome says it all.
  case ignore
  /// Calls a handler (log it, count it, show it).
  case report((Rejection<S, E>) -> Void)
  /// `assertionFailure` in debug builds, ignored in release builds: what a controller that
  /// checks its mode with `NSAssert` does by hand, without crashing a shipped app.
  case assertInDebug

  var doesSomething: Bool {
    if case .ignore = self { return false }
    return true
  }
}

// Outcomes compare by what they say, so that tests can write `#expect(machine.send(.go) == .handled)`.
extension SendOutcome: Equatable {
  public static func == (lhs: SendOutcome, rhs: SendOutcome) -> Bool {
    switch (lhs, rhs) {
    case (.transitioned(let a), .transitioned(let b)): return a == b
    case (.handled, .handled), (.queued, .queued): return true
    case (.rejected(let a), .rejected(let b)): return a == b
    case (.failed(let a), .failed(let b)): return a == b
    default: return false
    }
  }
}

extension Rejection: Equatable {
  /// Two rejections are equal when they give the same reason for the same event in the same states.
  public static func == (lhs: Rejection, rhs: Rejection) -> Bool {
    lhs.reason == rhs.reason && lhs.event == rhs.event && lhs.states == rhs.states
  }
}
