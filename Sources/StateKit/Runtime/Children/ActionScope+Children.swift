// What actions can do with children: send to them and to the parent, spawn and stop them.
// Actions run on the main actor, where their machine lives (the engine is hosted there).

extension ActionScope {
  /// Runs `body` with the machine running this action. Actions run on the main actor, where
  /// their machine lives, but are not declared to (the engine underneath is nonisolated): the
  /// values handed over stay on that actor.
  private func withMachine<T>(_ body: @MainActor (StateMachine<S, E, C>) -> T) -> T? {
    nonisolated(unsafe) let host = engine.host
    nonisolated(unsafe) var result: T?
    MainActor.assumeIsolated {
      if let machine = host as? StateMachine<S, E, C> { result = body(machine) }
    }
    return result
  }

  /// Sends a message to this machine's parent (SCXML `<send target="#_parent">`): the parent
  /// gets the event its ``Invoke/onMessage(_:)`` makes of it, in its external queue, after the
  /// events the child sent before. A machine that is no one's child, or whose parent does not
  /// take this message, gets the error event `error.communication` (SCXML 6.2.4), whose message
  /// names the message's type, not its value.
  ///
  /// With a `delay`, the message leaves once it has passed — unless this machine finishes or
  /// is stopped first (SCXML test 187).
  public func sendToParent<Message: Sendable>(_ message: Message, after delay: Duration = .zero) {
    let refusal = withMachine { machine in
      machine.sendToParent(message, after: delay)
        ? nil : machine.childError("error.communication", machine.parentRefusal(of: Message.self))
    }
    if let refusal, let refusal { raise(refusal) }
  }

  /// Sends an event to a running child by its id (SCXML `<send target="#_id">`). The child
  /// processes it now; what it sends back joins this machine's external queue. A child that is
  /// not running (or whose state this step exited) gets nothing, and this machine gets the error
  /// event `error.communication` (with a `delay`: when it comes due).
  public func send<ChildEvent: Hashable & Sendable>(
    _ event: ChildEvent, toChild id: String, after delay: Duration = .zero
  ) {
    let refusal = withMachine { machine in
      let delivery = machine.send(event, toChild: id, after: delay)
      return delivery.isDelivered
        ? nil : machine.childError("error.communication", "send to child '\(id)' failed: \(delivery.reason)")
    }
    if let refusal, let refusal { raise(refusal) }
  }

  /// Spawns a child machine with an id (see
  /// ``StateMachine/spawn(_:id:context:onDone:onError:onMessage:)``): it starts once this step
  /// has ended. An id in use gets the error event `error.execution`, naming it.
  public func spawn<CS, CE, CC, Result>(
    _ child: ChildMachine<CS, CE, CC, Result>, id: String, context: CC, onDone: ((Result) -> E?)? = nil,
    onError: ((ChildFailure) -> E?)? = nil, onMessage: ((any Sendable) -> E?)? = nil
  ) {
    spawn(child, id: id, context: context, onDone: onDone, onError: onError, onMessage: onMessage, forward: nil)
  }

  /// Spawns a child machine that gets each event from outside this machine processes, as the
  /// child event `forward` makes of it (SCXML `autoforward` of an `<invoke>` whose document is
  /// known only when it starts; see
  /// ``StateMachine/spawn(_:id:context:onDone:onError:onMessage:forward:)``).
  public func spawn<CS, CE, CC, Result>(
    _ child: ChildMachine<CS, CE, CC, Result>, id: String, context: CC, onDone: ((Result) -> E?)? = nil,
    onError: ((ChildFailure) -> E?)? = nil, onMessage: ((any Sendable) -> E?)? = nil, forward: ((E) -> CE?)?
  ) {
    nonisolated(unsafe) let (child, context, onDone, onError, onMessage, forward) = (
      child, context, onDone, onError, onMessage, forward
    )
    let refusal = withMachine { machine in
      machine.spawn(
        child, id: id, context: context, onDone: onDone, onError: onError, onMessage: onMessage, forward: forward)
        ? nil : machine.childError("error.execution", "spawn of child '\(id)' refused: a child '\(id)' runs already")
    }
    if let refusal, let refusal { raise(refusal) }
  }

  /// Stops a running or just spawned child by its id; unknown ids are ignored.
  public func stopChild(_ id: String) {
    _ = withMachine { $0.stopChild(id) }
  }

  /// The ids of the running children, in the order they started.
  public var childIDs: [String] {
    withMachine { $0.childIDs } ?? []
  }
}
