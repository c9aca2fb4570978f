/// A chart that another machine runs as its child: its own states, events and context, and the
/// result it hands back when it reaches a top-level final state (SCXML 6.4, `<invoke>`).
///
/// ```swift
/// let upload = ChildMachine(uploadChart) { (file: $0.file, succeeded: $0.succeeded) }
/// ```
///
/// A parent runs it bound to a state with ``Invoke/init(_:child:context:onDone:onError:forward:)-(String,_,_,_,_,_)``,
/// or spawns it from an action with ``ActionScope/spawn(_:id:context:onDone:onError:onMessage:)``.
/// Machines nest at most 100 levels deep (children of children): a deeper child is not started,
/// and its parent gets `error.execution` naming it and the limit.
public struct ChildMachine<S: Hashable & Sendable, E: Hashable & Sendable, C, Result> {
  /// The child's chart.
  public let chart: Chart<S, E, C>
  /// Computes the child's result from its final state and context when it finishes.
  @usableFromInline let result: (S, C) -> Result
  /// Makes the child's machine; built in inlinable code, so that the chart's guards and actions
  /// are wrapped for the child's own types (see `StateMachine.hooks(of:)`).
  @usableFromInline let makeMachine: @MainActor (C, any TimerScheduling, Int) -> StateMachine<S, E, C>
  /// How the child's snapshot is taken into its parent's; nil when its types are not `Codable`.
  @usableFromInline let coding: ChildSnapshotCoding<S, E, C>?
  /// Sends the event at the pointer to the child: made in inlinable code, so that the child's
  /// `send` is compiled for its own types (from the parent's generic code it would not be).
  /// Answers the outcome's code (``ChildOutcome/code``) and, in its lowest bit, whether the
  /// child finished with it — plain integers: a tuple would cost a metadata lookup per send from
  /// the parent's generic code.
  @usableFromInline let sendEvent: @MainActor (StateMachine<S, E, C>, UnsafeRawPointer) -> Int

  /// A child machine whose result the parent receives in its done event.
  ///
  /// - Parameters:
  ///   - chart: the child's chart.
  ///   - result: computes the result from the child's context once it reaches a top-level final
  ///     state.
  @inlinable public init(_ chart: Chart<S, E, C>, result: @escaping (C) -> Result) {
    self.init(chart: chart, result: { _, context in result(context) }, coding: nil)
  }

  /// A child machine whose result depends on the top-level final state it reached as well as
  /// on its context — a payment child with `authorized`, `declined` and `timedOut` final
  /// states, say, whose context alone cannot tell a timeout from a success.
  ///
  /// - Parameters:
  ///   - chart: the child's chart.
  ///   - resultOfFinalState: computes the result from the final state and the context.
  @inlinable public init(_ chart: Chart<S, E, C>, resultOfFinalState: @escaping (S, C) -> Result) {
    self.init(chart: chart, result: resultOfFinalState, coding: nil)
  }

  @inlinable init(chart: Chart<S, E, C>, result: @escaping (S, C) -> Result, coding: ChildSnapshotCoding<S, E, C>?) {
    self.chart = chart
    self.result = result
    self.coding = coding
    sendEvent = { machine, event in
      let outcome: ChildOutcome
      switch machine.send(event.assumingMemoryBound(to: E.self).pointee) {
      case .transitioned: outcome = .transitioned
      case .handled: outcome = .handled
      case .rejected: outcome = .rejected
      case .queued: outcome = .queued
      case .failed: outcome = .failed
      }
      return outcome.code << 1 | (machine.engine.isFinished ? 1 : 0)
    }
    // Charts are made anywhere, and machines on the main actor, where this closure runs: the
    // chart is only read there, after it was made.
    nonisolated(unsafe) let chart = chart
    makeMachine = { context, scheduler, limit in
      StateMachine(
        chart: chart, hooks: StateMachine<S, E, C>.hooks(of: chart), caseCoding: nil, context: context,
        scheduler: scheduler, microstepLimit: limit, rejectionPolicy: .ignore)
    }
  }
}

extension ChildMachine where Result == Void {
  /// A child machine with no result: its done event says only that it finished.
  @inlinable public init(_ chart: Chart<S, E, C>) {
    self.init(chart: chart, result: { _, _ in () }, coding: nil)
  }
}

extension ChildMachine where S: Codable, C: Codable {
  /// A child machine whose states and context are `Codable`: its snapshot is part of its
  /// parent's (see ``ChildSnapshot``).
  @inlinable public init(_ chart: Chart<S, E, C>, result: @escaping (C) -> Result) {
    self.init(chart: chart, result: { _, context in result(context) }, coding: ChildSnapshotCoding())
  }

  /// A child machine whose result depends on its final state (see
  /// `init(_:resultOfFinalState:)`) and whose snapshot is part of its parent's.
  @inlinable public init(_ chart: Chart<S, E, C>, resultOfFinalState: @escaping (S, C) -> Result) {
    self.init(chart: chart, result: resultOfFinalState, coding: ChildSnapshotCoding())
  }
}

extension ChildMachine where S: Codable, C: Codable, Result == Void {
  /// A child machine with no result whose snapshot is part of its parent's.
  @inlinable public init(_ chart: Chart<S, E, C>) {
    self.init(chart: chart, result: { _, _ in () }, coding: ChildSnapshotCoding())
  }
}

extension ChildMachine where S: Codable, E: Codable, C: Codable {
  /// A child machine whose states, events and context are `Codable`: its snapshot and its
  /// delayed sends (``StateMachine/pendingSends``) are part of its parent's snapshot.
  @inlinable public init(_ chart: Chart<S, E, C>, result: @escaping (C) -> Result) {
    self.init(
      chart: chart, result: { _, context in result(context) }, coding: ChildSnapshotCoding(withPendingSends: ()))
  }

  /// A child machine whose result depends on its final state (see
  /// `init(_:resultOfFinalState:)`) and whose snapshot and delayed sends are part of its
  /// parent's.
  @inlinable public init(_ chart: Chart<S, E, C>, resultOfFinalState: @escaping (S, C) -> Result) {
    self.init(chart: chart, result: resultOfFinalState, coding: ChildSnapshotCoding(withPendingSends: ()))
  }
}

extension ChildMachine where S: Codable, E: Codable, C: Codable, Result == Void {
  /// A child machine with no result whose snapshot and delayed sends are part of its parent's.
  @inlinable public init(_ chart: Chart<S, E, C>) {
    self.init(chart: chart, result: { _, _ in () }, coding: ChildSnapshotCoding(withPendingSends: ()))
  }
}

/// How a child's snapshot becomes plain values in its parent's, is checked, and is restored.
@usableFromInline struct ChildSnapshotCoding<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  let take: @MainActor (StateMachine<S, E, C>) throws -> SnapshotValue
  let read: (SnapshotValue) throws -> Snapshot<S, C>
  /// The child's delayed sends as plain values (nil: none); nil when its events are not `Codable`.
  var takeSends: (@MainActor (StateMachine<S, E, C>) throws -> SnapshotValue?)?
  var readSends: ((SnapshotValue) throws -> [PendingSend<E>])?

  @usableFromInline init() where S: Codable, C: Codable {
    take = { machine in try SnapshotValue.encoding(try machine.snapshot()) }
    read = { value in try value.decoded(as: Snapshot<S, C>.self) }
  }

  /// For a child whose events are `Codable` too: its delayed sends travel with its snapshot,
  /// as a machine's ``SavedState`` holds them.
  @usableFromInline init(withPendingSends: Void) where S: Codable, E: Codable, C: Codable {
    self.init()
    takeSends = { machine in
      let sends = machine.pendingSends
      return sends.isEmpty ? nil : try SnapshotValue.encoding(sends)
    }
    readSends = { value in try value.decoded(as: [PendingSend<E>].self) }
  }

  /// The child's snapshot, checked against its chart (its own children included), for a child
  /// nested `nesting` levels deep.
  @usableFromInline func check(
    _ value: SnapshotValue, sends: SnapshotValue?, id: String, chart: Chart<S, E, C>, nesting: Int
  ) throws(SnapshotError) -> CheckedSnapshot {
    var checked = try check(value, id: id, chart: chart, nesting: nesting)
    guard let sends else { return checked }
    guard let readSends else { throw .child(id: id, reason: "it has delayed sends, but its events are not Codable") }
    let typed: [PendingSend<E>]
    do {
      typed = try readSends(sends)
    } catch {
      throw .child(id: id, reason: "its delayed sends are not of its event type: \(error)")
    }
    for send in typed where !send.remaining.isValidTimerDelay {
      let refusal = SnapshotError.sendDelayOutOfRange(
        event: MachineEvent<S, E>.external(send.event).name, remaining: send.remaining)
      throw .child(id: id, reason: refusal.description)
    }
    checked.pendingSends = typed
    return checked
  }

  private func check(
    _ value: SnapshotValue, id: String, chart: Chart<S, E, C>, nesting: Int
  ) throws(SnapshotError) -> CheckedSnapshot {
    let snapshot: Snapshot<S, C>
    do {
      snapshot = try read(value)
    } catch {
      throw .child(id: id, reason: "it is not a snapshot of this child: \(error)")
    }
    do {
      return try chart.check(snapshot, nesting: nesting)
    } catch .childNestingTooDeep(let id, let limit) {
      // Named as it is, not once more by each level above it.
      throw .childNestingTooDeep(id: id, limit: limit)
    } catch {
      throw .child(id: id, reason: error.description)
    }
  }
}

/// Why a child machine failed; its parent hears of it as an event (never a crash).
public struct ChildFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: String, Sendable, Hashable {
    /// The child's chart ran away (see ``RunawayError``).
    case runaway
    /// Work the child invoked threw an error that the child did not map to an event.
    case invocationFailed
  }

  /// The child's id.
  public let id: String
  /// What went wrong.
  public let kind: Kind
  /// The error, in words.
  public let message: String

  public init(id: String, kind: Kind, message: String) {
    self.id = id
    self.kind = kind
    self.message = message
  }

  public var description: String { "child '\(id)' failed (\(kind.rawValue)): \(message)" }
}

/// What a child's ``SendOutcome`` was, without its types.
public enum ChildOutcome: String, Sendable, Hashable {
  /// The child changed state (``SendOutcome/transitioned(_:)``).
  case transitioned
  /// The child took the event without changing state.
  case handled
  /// The child's states do not accept the event.
  case rejected
  /// The child was busy: the event waits behind its current step.
  case queued
  /// The child ran away (see ``RunawayError``).
  case failed

  @usableFromInline var code: Int {
    switch self {
    case .transitioned: 0
    case .handled: 1
    case .rejected: 2
    case .queued: 3
    case .failed: 4
    }
  }

  init(code: Int) {
    switch code {
    case 0: self = .transitioned
    case 1: self = .handled
    case 2: self = .rejected
    case 3: self = .queued
    default: self = .failed
    }
  }
}

/// What became of an event sent to a child by its id.
public enum ChildDelivery: Sendable, Hashable, CustomStringConvertible {
  /// The child got the event: what it did with it (observe the child, ``StateMachine/child(_:as:)``,
  /// for the details). A delayed send answers `.queued`.
  case delivered(ChildOutcome)
  /// No child with this id is running (never started, finished, or stopped): nothing was sent.
  case notRunning(id: String)
  /// The child runs, but its events are of another type: nothing was sent.
  case wrongEventType(id: String, expected: String, found: String)

  /// Whether the child got the event.
  public var isDelivered: Bool {
    if case .delivered = self { return true }
    return false
  }

  public var description: String {
    switch self {
    case .delivered(let outcome): return "delivered: \(outcome.rawValue)"
    case .notRunning: return "rejected: \(reason)"
    case .wrongEventType: return "rejected: \(reason)"
    }
  }

  /// Why the event was not delivered, in words.
  var reason: String {
    switch self {
    case .delivered(let outcome): return "delivered: \(outcome.rawValue)"
    case .notRunning(let id): return "no child '\(id)' is running"
    case .wrongEventType(let id, let expected, let found):
      return "child '\(id)' takes events of type \(expected), not \(found)"
    }
  }
}

/// A child machine as a parent's chart holds it, its types erased: how to start it.
@usableFromInline struct ChildInvocation<E: Hashable & Sendable, C> {
  @usableFromInline typealias Start = @MainActor (C, ChildHost<E>) -> any RunningChild
  @usableFromInline var start: Start
  /// Whether the parent forwards the external events it processes (SCXML `autoforward`).
  @usableFromInline var forwards: Bool
  /// How a message the child sends with ``ActionScope/sendToParent(_:after:)`` becomes the parent's
  /// event; nil drops it (the child then gets `error.communication`).
  @usableFromInline var onMessage: ((any Sendable) -> E?)?
  /// Checks a snapshot of the child taken into the parent's; nil when the child's types are not
  /// `Codable`.
  /// The argument is how deep the child is nested.
  /// The arguments are the child's snapshot, its delayed sends, and how deep it is nested.
  @usableFromInline var check: ((SnapshotValue, SnapshotValue?, Int) throws(SnapshotError) -> CheckedSnapshot)?

  @inlinable init(start: @escaping Start, forwards: Bool) {
    self.start = start
    self.forwards = forwards
  }
}

extension Invoke {
  /// Runs a child machine while this state is active (SCXML `<invoke>`, 6.4): started at the
  /// end of the macrostep that entered the state, stopped — with its timers, invocations and
  /// children — when the state is exited.
  ///
  /// - Parameters:
  ///   - id: the child's id, unique among the children running at the same time; the parent
  ///     sends to it with ``ActionScope/send(_:toChild:after:)`` and
  ///     ``StateMachine/send(_:toChild:)``.
  ///   - child: the child machine.
  ///   - context: the child's initial context, made from the parent's when the child starts.
  ///   - onDone: the parent's event when the child reaches a top-level final state, with its
  ///     result; nil (or returning nil) sends none.
  ///   - onError: the parent's event when the child fails; when nil the parent gets the error
  ///     event `error.invoke.<id>` (``MachineEvent/error(name:message:)``).
  ///   - forward: forwards each event from outside that the parent processes to the child
  ///     (SCXML `autoforward`), as the child event it returns (nil: not this one).
  @inlinable public init<CS, CE, CC, Result>(
    _ id: String, child: ChildMachine<CS, CE, CC, Result>, context: @escaping (C) -> CC,
    onDone: ((Result) -> E?)? = nil, onError: ((ChildFailure) -> E?)? = nil, forward: ((E) -> CE?)? = nil
  ) {
    // Read on the main actor only, where the parent starts the child (see `ChildMachine`).
    nonisolated(unsafe) let (child, context, onDone, onError, forward) = (child, context, onDone, onError, forward)
    let start: ChildInvocation<E, C>.Start = { parentContext, host in
      TypedChild(
        id: id, machine: child.makeMachine(context(parentContext), host.scheduler, host.microstepLimit),
        sendEvent: child.sendEvent, result: child.result, onDone: onDone, onError: onError, forward: forward,
        coding: child.coding, host: host)
    }
    var invocation = ChildInvocation<E, C>(start: start, forwards: forward != nil)
    if let coding = child.coding {
      let chart = child.chart
      invocation.check = { value, sends, nesting throws(SnapshotError) in
        try coding.check(value, sends: sends, id: id, chart: chart, nesting: nesting)
      }
    }
    self.init(element: ChartElement(kind: .invoke(InvocationDefinition(id: id, child: invocation))))
  }

  /// Maps the messages the child sends with ``ActionScope/sendToParent(_:after:)`` to this machine's
  /// events (SCXML `<send target="#_parent">`). A message of another type, or one mapped to
  /// nil, is not delivered, and the child gets `error.communication`.
  @inlinable public func onMessage<Message>(_ map: @escaping (Message) -> E?) -> Invoke {
    guard case .invoke(var definition) = element.kind, definition.child != nil else { return self }
    definition.child?.onMessage = { ($0 as? Message).flatMap(map) }
    return Invoke(element: ChartElement(kind: .invoke(definition)))
  }
}
