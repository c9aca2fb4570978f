/// A step of the machine, as observers see it: a change of configuration, or a handled event
/// (a targetless transition) that changed no state but may have changed the context.
public struct StateChange<S: Hashable & Sendable, E: Hashable & Sendable>: Sendable {
  /// What kind of step it was.
  public enum Kind: Sendable, Hashable {
    /// States were exited and entered (also the initial entry and a restore).
    case transitioned
    /// Transitions were taken that changed no state: the context, and with it what guards
    /// allow, may have changed.
    case handled
  }

  /// What observers hear of the step, shared by all of them (see ``ObservationRecord``).
  @usableFromInline let record: ObservationRecord<S, E>

  @inlinable init(record: ObservationRecord<S, E>) { self.record = record }

  /// The event that caused it as the machine saw it, `done.state.ID` and error events included;
  /// `nil` for the initial entry, a restore and `After` timers.
  @inlinable public var machineEvent: MachineEvent<S, E>? { record.machineEvent }
  /// The states exited and entered (none for a handled step) and the transitions taken.
  @inlinable public var step: MachineStep<S> { record.step }
  /// Whether the configuration changed or the event was handled without changing it.
  @inlinable public var kind: Kind { record.kind }
  // The configuration as the engine's bit set: most observers never ask for the ids.
  @inlinable var activeSet: StateSet { record.activeSet }
  @inlinable var names: StateNames<S> { record.names }

  /// The event sent to the machine (or raised) that caused the step — what ``ActionScope/event``
  /// was during it; `nil` for the initial entry, timers, and `done` and error events.
  public var event: E? {
    if case .external(let event)? = machineEvent { return event }
    return nil
  }

  /// The active atomic states afterwards (the innermost ones; ``StateMachine/activeStates`` and a
  /// snapshot's `configuration` hold their ancestors too).
  public var activeAtomicStates: [S] {
    var result: [S] = []
    activeSet.forEach { if names.isAtomic[$0], let id = names.ids[$0] { result.append(id) } }
    return result
  }
}

/// What observers hear of one step, built once per step and shared by every observer kind:
/// `onExit`, `onEnter` and `onTransition` handlers and the streams all get the same record.
/// The machine keeps it and fills it again for the next step as long as no observer kept the
/// last one (it is then referenced by the machine alone), so that observing a step allocates
/// nothing and copies no arrays; a record that an observer kept is left alone and a new one is
/// made.
///
/// Unchecked `Sendable`: it is written only on the main actor, and only while the machine holds
/// the one reference to it; once handed to observers it does not change.
@usableFromInline final class ObservationRecord<S: Hashable & Sendable, E: Hashable & Sendable>: @unchecked Sendable {
  @usableFromInline let names: StateNames<S>
  /// The step's event: `.external(sentEvent)` when there is one, else `otherEvent` (kept apart,
  /// since copying a `MachineEvent` costs generic value witnesses).
  @usableFromInline @exclusivity(unchecked) var sentEvent: E?
  @usableFromInline @exclusivity(unchecked) var otherEvent: MachineEvent<S, E>?
  @usableFromInline @exclusivity(unchecked) var kind = StateChange<S, E>.Kind.transitioned
  /// The step when the engine took it directly from one leaf; nil when it is `otherStep`.
  @usableFromInline @exclusivity(unchecked) var directStep: DirectStep?
  @usableFromInline @exclusivity(unchecked) var otherStep: MachineStep<S>?
  @usableFromInline @exclusivity(unchecked) var activeSet: StateSet

  @usableFromInline init(names: StateNames<S>, activeSet: StateSet) {
    self.names = names
    self.activeSet = activeSet
  }

  @inlinable var machineEvent: MachineEvent<S, E>? {
    if let sentEvent { return .external(sentEvent) }
    return otherEvent
  }

  @inlinable var step: MachineStep<S> {
    if let direct = directStep { return MachineStep(direct: direct, names: names) }
    return otherStep ?? MachineStep(exited: [], entered: [])
  }
}
