import Foundation
import StateKit

/// The machines attached now, by identity, with the name each was attached with: a machine is
/// attached once (a second attachment would show it twice and wrap its rejection policy twice).
/// Entries hold their machine weakly: a machine's address may be reused by a new machine before
/// the inspector of the old one has gone, and that entry must neither refuse nor remove the new one.
@MainActor
enum AttachedMachines {
  private struct Entry {
    weak var machine: AnyObject?
    let name: String
    weak var inspector: (any TreeInspector)?
  }
  private static var entries: [ObjectIdentifier: Entry] = [:]

  /// The name `machine` is attached with, if it is attached now.
  static func name(of machine: AnyObject) -> String? {
    guard let entry = entries[ObjectIdentifier(machine)], entry.machine === machine else { return nil }
    return entry.name
  }

  static func add(_ machine: AnyObject, name: String, inspector: any TreeInspector) {
    entries[ObjectIdentifier(machine)] = Entry(machine: machine, name: name, inspector: inspector)
  }

  /// The inspector of `machine`, if it is attached now.
  static func inspector(of machine: AnyObject) -> (any TreeInspector)? {
    guard let entry = entries[ObjectIdentifier(machine)], entry.machine === machine else { return nil }
    return entry.inspector
  }

  /// Forgets the entry at `identity` if it is `machine`'s, or its machine has gone.
  static func remove(_ identity: ObjectIdentifier, machine: AnyObject?) {
    guard let entry = entries[identity], entry.machine == nil || entry.machine === machine else { return }
    entries[identity] = nil
  }
}

/// Watches one machine for the inspector: reports its steps, rejections and failures, keeps
/// the snapshots a page may restore, and carries out the page's commands. Lives as long as the
/// machine (its observers hold it) or until detached; holds the machine weakly.
@MainActor
final class MachineInspector<S: Hashable & Sendable, E: Hashable & Sendable, C>: TreeInspector {
  let id: String
  let connection: InspectorConnection
  private(set) weak var machine: StateMachine<S, E, C>?
  let policy: InspectionPolicy
  private let describer: ChartDescriber<S, E, C>
  let naming: EventNaming<S, E>
  private var tokens: [ObservationToken] = []
  private var originalRejectionPolicy: RejectionPolicy<S, E>?
  private(set) var seq = 0
  /// Snapshots by step, of the last `InspectorProtocol.keptSteps` steps (with `policy.restore` only).
  private(set) var snapshots = KeptSnapshots<Snapshot<S, C>>(window: InspectorProtocol.keptSteps)
  private(set) var isDetached = false
  /// Its children, and the events other machines of the tree send it (see `MachineInspector+Tree`).
  var tree = TreeBookkeeping()
  /// The step whose snapshot a restore running now goes back to.
  private var restoring: Int?
  /// Steps left before a context found too large is encoded again.
  private var stepsUntilContextCheck = 0
  /// The machine's identity in `AttachedMachines`, kept because the machine is held weakly.
  private let machineIdentity: ObjectIdentifier
  /// Holds the inspector for the machine's observer that keeps it alive (which alone holds
  /// the keeper); emptied on detach.
  private weak var keeper: Keeper?

  private final class Keeper {
    var inspector: AnyObject?
  }
  /// Whether the context's type is `Encodable`, asked once rather than per step.
  private let contextEncodes = C.self is any Encodable.Type
  private nonisolated static var timeFormat: Date.ISO8601FormatStyle {
    Date.ISO8601FormatStyle(includingFractionalSeconds: true)
  }

  init(
    machine: StateMachine<S, E, C>, name: String, connection: InspectorConnection, policy: InspectionPolicy,
    parent: ParentLink? = nil
  ) {
    self.machine = machine
    self.connection = connection
    self.policy = policy
    self.id = connection.makeMachineID()
    machineIdentity = ObjectIdentifier(machine)
    naming = EventNaming(showsPayloads: policy.payloads)
    describer = ChartDescriber(machine.chart, decodesPayloads: E.self is any Decodable.Type, naming: naming)
    let state = currentState(of: machine)
    keepSnapshot(of: machine)
    let attached = Attached(
      machine: id, name: name, chart: describer.description, events: describer.events,
      configuration: state.configuration, accepts: state.accepts, context: state.context, truncated: state.truncated,
      commands: InspectorCommands(send: policy.send, restore: policy.restore), parent: parent)
    AttachedMachines.add(machine, name: name, inspector: self)
    connection.attach(attached) { [weak self] message in
      Task { @MainActor in self?.handle(message) }
    }
    // The observers hold the inspector weakly (it holds their tokens); one observer that is never
    // cancelled holds it strongly, through `keeper`, so that it lives as long as the machine
    // (or until detached) and its deinit tells the page when the machine goes.
    let keeper = Keeper()
    keeper.inspector = self
    self.keeper = keeper
    machine.onFailure { _ in withExtendedLifetime(keeper) {} }
    tokens.append(machine.onTransition { [weak self] change in self?.report(change) })
    tokens.append(
      machine.onFailure { [weak self] error in
        guard let self else { return }
        report(kind: .failed, event: nil, reason: error.description)
      })
    let original = machine.rejectionPolicy
    originalRejectionPolicy = original
    machine.rejectionPolicy = .report { [weak self] rejection in
      if let self {
        report(kind: .rejected, event: rejection.event.map { .external($0) }, reason: naming.reason(of: rejection))
      }
      switch original {
      case .ignore: break
      case .report(let handler): handler(rejection)
      case .assertInDebug: assertionFailure("\(rejection)")
      }
    }
    observeChildren(of: machine)
  }

  isolated deinit {
    if !isDetached {
      for child in tree.takeChildren() { child.end(reason: "detached") }
      connection.detach(id, reason: "detached")
      AttachedMachines.remove(machineIdentity, machine: machine)
    }
  }

  /// Stops reporting and tells the page the machine went away, and its attached children with it.
  func detach() { end(reason: "detached") }

  func end(reason: String) {
    guard !isDetached else { return }
    isDetached = true
    for token in tokens { token.cancel() }
    tokens.removeAll()
    if let machine {
      if let originalRejectionPolicy { machine.rejectionPolicy = originalRejectionPolicy }
      machine.childActivityObserver = nil
    }
    for child in tree.takeChildren() { child.end(reason: "detached") }
    snapshots.removeAll()
    connection.detach(id, reason: reason)
    AttachedMachines.remove(machineIdentity, machine: machine)
    keeper?.inspector = nil
  }

  // MARK: Reporting

  private func report(_ change: StateChange<S, E>) {
    report(
      kind: change.kind == .transitioned ? .transitioned : .handled, event: change.machineEvent, reason: nil,
      exited: change.step.exited, entered: change.step.entered, transitions: change.step.transitionIDs)
  }

  /// What the step costs the app's thread is only what must be read there: the states, the
  /// context's encoding (the context is the app's), a snapshot. The report is named, its
  /// accepted events found and its time written on the connection's thread, when it is sent.
  private func report(
    kind: StepReport.Kind, event: MachineEvent<S, E>?, reason: String?, exited: [S] = [], entered: [S] = [],
    transitions: [Int] = []
  ) {
    guard let machine, !isDetached else { return }
    seq += 1
    if kind == .transitioned || kind == .handled { keepSnapshot(of: machine) } else { snapshots.forget(before: seq) }
    let (configuration, active) = (machine.activeAtomicStates, machine.activeStates)
    let context = stepContext(of: machine)
    let (id, seq, time, describer, naming) = (self.id, self.seq, Date(), self.describer, self.naming)
    let restorable = policy.restore && snapshots[seq] != nil
    let cause = tree.hasExpected ? event.flatMap { tree.cause(ofEventNamed: naming.name(of: $0)) } : nil
    let (children, restoredTo) = (tree.takeChanges(), event == nil ? restoring : nil)
    let tooLarge = context.truncated
    connection.report(
      machine: id,
      PendingStep(context: context.value) { context, dropped in
        StepReport(
          machine: id, seq: seq, time: time.formatted(Self.timeFormat),
          event: event.map { Self.eventReport($0, naming: naming) }, kind: kind, reason: reason,
          exited: describer.names(exited), entered: describer.names(entered),
          configuration: describer.names(configuration), accepts: describer.accepts(active: active),
          context: context, truncated: tooLarge || dropped ? true : nil, restorable: restorable,
          restoredTo: restoredTo, children: children, cause: cause,
          transitions: transitions.isEmpty ? nil : transitions.compactMap { describer.transitionIndex[$0] })
      })
  }

  /// An event as a step shows it: its name, and with payloads shown its payload (an error's
  /// message, which may quote an event, counts as one).
  private nonisolated static func eventReport(_ event: MachineEvent<S, E>, naming: EventNaming<S, E>) -> EventReport {
    let name = naming.name(of: event)
    guard naming.showsPayloads else { return EventReport(name: name) }
    switch event {
    case .external(let value):
      // A name that is the event itself (a document's string events) is not shown twice.
      if value is String || value is Substring { return EventReport(name: name) }
      let payload = JSONConversion.payload(of: value)
      return EventReport(name: name, payload: payload.value, truncated: payload.truncated ? true : nil)
    case .error(_, let message): return EventReport(name: name, payload: .string(message))
    case .done: return EventReport(name: name)
    }
  }

  /// The context for a step. One found too large is encoded again only every
  /// `largeContextInterval` steps (it is left out meanwhile): encoding a context of a megabyte
  /// at every step would cost the app milliseconds a step for a context the page never sees.
  private func stepContext(of machine: StateMachine<S, E, C>) -> (value: JSONValue?, truncated: Bool) {
    guard contextEncodes else { return (nil, false) }
    if stepsUntilContextCheck > 0 {
      stepsUntilContextCheck -= 1
      return (nil, true)
    }
    let context = JSONConversion.json(of: machine.context)
    if context.truncated { stepsUntilContextCheck = Self.largeContextInterval - 1 }
    return context
  }

  /// How often a context found too large is encoded again, in steps.
  static var largeContextInterval: Int { 32 }

  private func currentState(of machine: StateMachine<S, E, C>) -> MachineState {
    let context: (value: JSONValue?, truncated: Bool) =
      contextEncodes ? JSONConversion.json(of: machine.context) : (nil, false)
    return MachineState(
      configuration: describer.names(machine.activeAtomicStates),
      accepts: describer.accepts(active: machine.activeStates),
      context: context.value, truncated: context.truncated ? true : nil)
  }

  private func keepSnapshot(of machine: StateMachine<S, E, C>) {
    guard policy.restore, machine.isStarted, let snapshot = try? machine.snapshot() else { return }
    snapshots.keep(snapshot, at: seq)
  }

  // MARK: InspectorCommands

  private func handle(_ message: InspectorMessage) {
    guard !isDetached else { return }
    switch message {
    case .send(let command): connection.send(.result(send(command)))
    case .restore(let command): connection.send(.result(restore(command)))
    case .snapshot(let request):
      guard let machine else { return connection.send(.result(gone(request.id))) }
      connection.send(.result(CommandResult(id: request.id, ok: true, state: currentState(of: machine))))
    default: break
    }
  }

  private func unknownEvent(_ name: String, names: [String]) -> String {
    let listed = names.prefix(20).joined(separator: ", ") + (names.count > 20 ? ", …" : "")
    return "no event '\(name)' in this chart" + (names.isEmpty ? "" : "; its events: \(listed)")
  }

  private func gone(_ id: String) -> CommandResult { CommandResult(id: id, ok: false, error: "the machine is gone") }

  private func send(_ command: SendCommand) -> CommandResult {
    guard policy.send else {
      return CommandResult(id: command.id, ok: false, error: "sending events is not allowed by this app")
    }
    guard let machine else { return gone(command.id) }
    let event: E
    if let known = describer.sendable[command.event], command.payload == nil || command.payload == .null {
      event = known
    } else if let text = command.event as? E {
      // A chart of string events (SCXML) takes any name, and no payload.
      guard command.payload == nil || command.payload == .null else {
        return CommandResult(id: command.id, ok: false, error: "this machine's events are names; they take no payload")
      }
      event = text
    } else {
      let names = describer.events.map(\.name)
      do {
        guard let decoded = try JSONConversion.event(E.self, name: command.event, payload: command.payload) else {
          return CommandResult(id: command.id, ok: false, error: unknownEvent(command.event, names: names))
        }
        event = decoded
      } catch {
        guard names.contains(command.event) else {
          return CommandResult(id: command.id, ok: false, error: unknownEvent(command.event, names: names))
        }
        let payload = describer.events.first { $0.name == command.event }?.payload == true
        return CommandResult(
          id: command.id, ok: false,
          error: payload
            ? "'\(command.event)' takes a payload: its one value as it is (7, \"text\", [1, 2]), or its fields "
              + "as an object ({\"message\": \"…\"}); here \(JSONConversion.explain(error))"
            : "'\(command.event)' takes no payload; \(JSONConversion.explain(error))")
      }
    }
    let outcome = machine.send(event)
    let name: String
    switch outcome {
    case .transitioned: name = "transitioned"
    case .handled: name = "handled"
    case .rejected: name = "rejected"
    case .queued: name = "queued"
    case .failed: name = "failed"
    }
    return CommandResult(id: command.id, ok: true, outcome: name)
  }

  private func restore(_ command: RestoreCommand) -> CommandResult {
    guard policy.restore else {
      return CommandResult(id: command.id, ok: false, error: "restoring earlier steps is not allowed by this app")
    }
    guard let machine else { return gone(command.id) }
    guard let snapshot = snapshots[command.seq] else {
      return CommandResult(
        id: command.id, ok: false,
        error:
          "step \(command.seq) has no snapshot kept (those of the last \(InspectorProtocol.keptSteps) steps are, "
          + "now steps \(max(1, seq - InspectorProtocol.keptSteps + 1))–\(seq); rejected and failed steps have none)")
    }
    do {
      restoring = command.seq
      defer { restoring = nil }
      try machine.restore(snapshot)
      return CommandResult(id: command.id, ok: true)
    } catch {
      // The engine's reason may quote a delayed send's event: only its case unless payloads are shown.
      let reason = policy.payloads ? "\(error)" : EventNaming<S, E>.caseName(of: error)
      return CommandResult(
        id: command.id, ok: false, error: "the snapshot of step \(command.seq) was refused: \(reason)")
    }
  }
}
