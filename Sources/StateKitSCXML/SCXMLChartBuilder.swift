import StateKit

/// Executable content with its conditions parsed once.
private enum CompiledAction {
  case raise(String)
  case send(SCXMLSend)
  case cancel(String)
  case log(String)
  case branches([(SCXMLCondition?, [CompiledAction])])
}

struct SCXMLChartBuilder {
  typealias Element = ChartElement<String, String, SCXMLSession>
  typealias Scope = ActionScope<String, String, SCXMLSession>

  static let eventProcessorTypes: Set<String> = ["http://www.w3.org/TR/scxml/#SCXMLEventProcessor", "scxml"]

  func element(_ state: SCXMLState) throws(SCXMLError) -> Element {
    var content: [Element] = []
    for block in state.onEntry { content.append(Entry(try action(block, line: state.line)).element) }
    for block in state.onExit { content.append(Exit(try action(block, line: state.line)).element) }
    for transition in state.transitions { content.append(try self.transition(transition)) }
    for (index, invoke) in state.invokes.enumerated() {
      content.append(try self.invoke(invoke, id: invoke.id ?? Self.invokeID(of: state.id, index: index)))
    }
    for child in state.children { content.append(try element(child)) }
    var defaultAction: ChartAction<String, String, SCXMLSession>?
    if let initial = state.initialTransition, !initial.actions.isEmpty {
      defaultAction = try action(initial.actions, line: initial.line)
    }
    return state.chartElement(content: content, initialAction: defaultAction)
  }

  private func transition(_ transition: SCXMLTransition) throws(SCXMLError) -> Element {
    var guardClosure: ChartGuard<String, String, SCXMLSession>?
    if let cond = transition.cond {
      let condition = try SCXMLCondition.parse(cond, line: transition.line)
      guardClosure = { scope in condition.evaluate { scope.isActive($0) } }
    }
    let content = transition.actions.isEmpty ? nil : try action(transition.actions, line: transition.line)
    return Transition(
      trigger(transition.events), to: transition.targets, when: guardClosure, guardText: transition.cond,
      internal: transition.isInternal,
      action: content
    ).element
  }

  /// The id of an `<invoke>` without one: its state's id and its place (SCXML 6.4.1 asks for
  /// `stateid.platformid`; one `<invoke>` runs once at a time, so its place makes it unique).
  static func invokeID(of state: String, index: Int) -> String { "\(state).invoke\(index + 1)" }

  /// SCXML 6.4: the child document as a child machine, whose done event is `done.invoke.ID`,
  /// whose `#_parent` sends are the parent's events, and which hears every external event of
  /// the parent when it autoforwards.
  private func invoke(_ invoke: SCXMLInvoke, id: String) throws(SCXMLError) -> Element {
    guard invoke.finalize.isEmpty else {
      throw SCXMLError(
        .unsupported,
        "<finalize> with content is not supported: with the null data model it has no _event data to act on",
        line: invoke.line)
    }
    guard let document = invoke.content else {
      throw SCXMLError(.invalid, "<invoke> '\(id)' has no child document", line: invoke.line)
    }
    let child: SCXMLChart
    do {
      child = try document.makeChart()
    } catch {
      throw SCXMLError(error.kind, "in the document <invoke> '\(id)' runs: \(error.message)", line: invoke.line)
    }
    let done = "done.invoke.\(id)"
    return Invoke(
      id, child: ChildMachine(child), context: { _ in SCXMLSession() }, onDone: { done },
      forward: invoke.autoforward ? { $0 } : nil
    )
    .onMessage { (event: String) in event }.element
  }

  /// SCXML 3.12.1: a descriptor matches an event whose name is the descriptor or starts with it
  /// followed by a dot; `*` matches every event; a trailing `.*` is ignored.
  func trigger(_ descriptors: [String]) -> Trigger<String, String> {
    descriptors.isEmpty ? .eventless : .descriptor(descriptors.joined(separator: " "))
  }

  private func action(_ actions: [SCXMLAction], line: Int) throws(SCXMLError) -> ChartAction<
    String, String, SCXMLSession
  > {
    var compiled: [CompiledAction] = []
    for action in actions { compiled.append(try compile(action, line: line)) }
    return { scope in _ = Self.run(compiled, scope) }
  }

  private func compile(_ action: SCXMLAction, line: Int) throws(SCXMLError) -> CompiledAction {
    switch action {
    case .raise(let event): return .raise(event)
    case .send(let send): return .send(send)
    case .cancel(let id): return .cancel(id)
    case .log(let label, let expr): return .log([label, expr].compactMap { $0 }.joined(separator: ": "))
    case .if(let branches):
      var compiled: [(SCXMLCondition?, [CompiledAction])] = []
      for branch in branches {
        let condition = try branch.cond.map { cond throws(SCXMLError) in try SCXMLCondition.parse(cond, line: line) }
        var content: [CompiledAction] = []
        for action in branch.actions { content.append(try compile(action, line: line)) }
        compiled.append((condition, content))
      }
      return .branches(compiled)
    }
  }

  /// Runs a block; an error raises `error.execution` or `error.communication` and skips the rest
  /// of the block (SCXML 4.9, 5.10.1). Returns false on error.
  private static func run(_ actions: [CompiledAction], _ scope: borrowing Scope) -> Bool {
    for action in actions {
      switch action {
      case .raise(let event): scope.raise(event)
      case .cancel(let id): scope.cancel(id)
      case .log(let line): scope.context.log.append(line)
      case .send(let send): if !perform(send, scope) { return false }
      case .branches(let branches):
        for (condition, content) in branches where condition?.evaluate({ scope.isActive($0) }) ?? true {
          if !run(content, scope) { return false }
          break
        }
      }
    }
    return true
  }

  /// SCXML 6.2: no target sends to the external queue, `#_internal` to the internal queue; an
  /// unknown type or an invalid target is `error.execution`, an unreachable session is
  /// `error.communication`.
  private static func perform(_ send: SCXMLSend, _ scope: borrowing Scope) -> Bool {
    if let type = send.type, !eventProcessorTypes.contains(type) {
      scope.raise(.error(name: "error.execution", message: "send type '\(type)' is not supported"))
      return false
    }
    switch send.target {
    case nil:
      scope.send(.external(send.event), after: send.delay ?? .zero, id: send.id)
    case "#_internal"?:
      if let delay = send.delay, delay > .zero {
        scope.send(.external(send.event), after: delay, id: send.id)
      } else {
        scope.raise(send.event)
      }
    case "#_parent"?:
      scope.sendToParent(send.event, after: send.delay ?? .zero)
    case let target? where target.hasPrefix("#_scxml_"):
      scope.raise(.error(name: "error.communication", message: "cannot reach '\(target)'"))
      return false
    case let target? where target.hasPrefix("#_"):
      // SCXML 6.4: `#_ID` is the child invoked with id ID.
      scope.send(send.event, toChild: String(target.dropFirst(2)), after: send.delay ?? .zero)
    case let target?:
      scope.raise(.error(name: "error.execution", message: "send target '\(target)' is not valid"))
      return false
    }
    return true
  }
}
