// What ActionScope does, over the engine (its declaration is in Definition/ActionScope.swift).

extension ActionScope {
  @inlinable init(engine: Engine) { reference = EngineReference(engine) }

  /// The engine, checked in debug builds: see ``EngineReference``.
  @inlinable var engine: TypedEngine<S, E, C> { reference.engine }

  /// The event sent to the machine (or raised) that this step processes — in a transition's
  /// action and in the exit and entry actions the step runs (SCXML's `_event`); `nil` while the
  /// machine enters its initial states, for timers, and for `done` and error events.
  @inlinable public var event: E? { engine.externalEvent }

  /// The event being processed as the machine sees it, `done.state.ID` and error events
  /// included; `nil` while the machine enters its initial states and for timers.
  public var machineEvent: MachineEvent<S, E>? { engine.currentEvent }

  /// The extended state shared by every guard and action.
  // Inlinable, like the subscripts below, so that `$0.count += 1` in an app compiles to a
  // direct access to the field instead of a key-path projection at run time.
  @inlinable public var context: C {
    get { engine.context }
    nonmutating _modify { yield &engine.context }
  }

  /// A property of the context, read and written: `scope.items = items`, `scope.rows[id] = row`.
  ///
  /// A change inside the property (`scope.rows[id] = row`, `scope.name += "!"`) is made in place,
  /// so updating one entry of a large collection costs the same as updating a small one.
  // `_modify`: a get and a set would copy the collection, which makes each update of a list cost
  // as much as the list. A plain assignment takes the setter, which the compiler turns into a
  // direct store for a literal key path (a key path yielded in place is applied at run time).
  @inlinable public subscript<T>(dynamicMember keyPath: WritableKeyPath<C, T>) -> T {
    get { engine.context[keyPath: keyPath] }
    nonmutating set { engine.context[keyPath: keyPath] = newValue }
    nonmutating _modify { yield &engine.context[keyPath: keyPath] }
  }

  /// A read-only property of the context (a `let`, or a computed property without a setter).
  @inlinable public subscript<T>(dynamicMember keyPath: KeyPath<C, T>) -> T {
    engine.context[keyPath: keyPath]
  }

  /// An optional property of the context. The same as the general subscript; without it Swift's
  /// type checker, asked for `On(.failed) { scope, message in scope.error = message }`, infers
  /// the payload's type from the assignment (`String?` instead of `String`) and gives up.
  @inlinable public subscript<T>(dynamicMember keyPath: WritableKeyPath<C, T?>) -> T? {
    get { engine.context[keyPath: keyPath] }
    nonmutating set { engine.context[keyPath: keyPath] = newValue }
    nonmutating _modify { yield &engine.context[keyPath: keyPath] }
  }

  /// Queues an internal event, processed before any event from outside (SCXML `<raise>`, 6.4).
  public func raise(_ event: E) {
    engine.raise(.external(event))
  }

  /// Sends an event to the machine after a delay (SCXML `<send delay>`, 6.2); with no delay it
  /// is processed right after the current macrostep. Leaving a state does not cancel it; use
  /// ``cancel(_:)`` with the same `id` to withdraw it.
  public func send(_ event: E, after delay: Duration, id: String? = nil) {
    engine.scheduleSend(.external(event), after: delay, sendID: id)
  }

  /// Queues any machine event internally — an `error.execution`, say (SCXML 5.10.1).
  public func raise(_ event: MachineEvent<S, E>) {
    engine.raise(event)
  }

  /// Sends any machine event to the external queue, after a delay (none: right after the
  /// current macrostep).
  public func send(_ event: MachineEvent<S, E>, after delay: Duration = .zero, id: String? = nil) {
    engine.scheduleSend(event, after: delay, sendID: id)
  }

  /// Cancels a delayed send by its id (SCXML `<cancel>`, 6.3). Unknown ids are ignored.
  public func cancel(_ sendID: String) {
    engine.cancelSend(sendID)
  }

  /// Whether a state is active now (SCXML's `In()` predicate).
  public func isActive(_ state: S) -> Bool {
    engine.isActive(state)
  }

  /// Moves to `state` once the current step completes: the way a ``StateLogic`` (distributed
  /// logic) chooses its successor. The move must be one it declared in
  /// ``StateLogic/successors``; any other is rejected as ``RejectionReason/undeclaredMove``.
  public func move(to state: S) {
    engine.requestMove(to: state)
  }
}

extension ActionScope where E: CaseEvent {
  /// What a transition written for an ``EventCase`` does when its payload closure reads no
  /// payload from the event that selected it (a closure that reads another case, or an
  /// `eventCase` that gives two cases the same ``CaseEvent/Case``): its action does not run,
  /// and the machine raises `error.execution` naming the case and the event, as SCXML does for
  /// an error in executable content (5.10). Never a trap: the app's event is not in our hands.
  @usableFromInline func raisePayloadError(_ eventCase: E.Case) {
    // The enum case the event was written with, which its `eventCase` may have hidden; never
    // its payload.
    let sent =
      event.map { event in
        let mirror = Mirror(reflecting: event)
        return mirror.displayStyle == .enum
          ? mirror.children.first?.label ?? describeEvent(event) : describeEvent(event)
      } ?? "none"
    let message =
      "EventCase '\(eventCase)' read no payload from event '\(sent)': its payload closure or the event's "
      + "`eventCase` names another case; the action did not run"
    raise(.error(name: "error.execution", message: message))
  }

  /// The payload of the event being processed if it is of `eventCase`: how entry and exit
  /// actions, and actions of ``OnAnyEvent`` or ``On/init(case:to:when:internal:action:)``, read a
  /// payload with its type.
  @inlinable public func payload<Payload>(_ eventCase: EventCase<E, Payload>) -> Payload? {
    engine.readExternalEvent(eventCase.payload)
  }
}
