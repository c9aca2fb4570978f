import StateKit

#if canImport(JavaScriptCore)
  import JavaScriptCore
#else
  import CJavaScriptCore
#endif

// The data model's life: initialized at start (SCXML 5.2, 5.3), `_event` bound to each event
// as it is processed (5.10).

extension ECMAScriptSession {
  /// Every guard and action of the document starts here: initializes the data model on the
  /// machine's first step, and binds `_event` to the event being processed. Answers whether the
  /// model was usable (always; the errors it met are queued).
  func prepare<Effects: ContentEffects & ~Copyable>(_ program: Program, _ effects: borrowing Effects) {
    if self.program == nil {
      self.program = program
      if isInitialized { defineSystemVariables() } else { initialize(program, effects) }
    }
    if !pendingErrors.isEmpty {
      for error in pendingErrors { effects.raiseEvent(error) }
      pendingErrors.removeAll()
    }
    guard let event = effects.currentEvent.map(Self.scxmlEvent), event != boundEvent else { return }
    bind(event)
    // SCXML 6.5: `<finalize>` runs when an event from its child is processed, before anything else.
    if let invokeID = event.invokeID, let finalize = finalizers[invokeID] {
      _ = run(finalize, effects)
    }
  }

  private func initialize<Effects: ContentEffects & ~Copyable>(_ program: Program, _ effects: borrowing Effects) {
    isInitialized = true
    defineSystemVariables()
    // Late binding: every state's data exists from the start, `undefined` until its state is
    // entered, so that reading it before is what reading a missing property is (SCXML 5.9, test 307).
    for id in program.stateData.values.joined().map(\.id) where program.lateBinding && js.global(id) == nil {
      try? js.setGlobal(id, js.undefined)
    }
    initializeData(program.initialData, effects)
    _ = run(program.script, effects)
  }

  /// `_sessionid`, `_name`, `_ioprocessors`, `_x`: read-only (SCXML 5.10).
  private func defineSystemVariables() {
    let processors = js.object(
      [
        ("scxml", js.object([("location", js.value(location))])),
        ("http://www.w3.org/TR/scxml/#SCXMLEventProcessor", js.object([("location", js.value(location))])),
      ] + basicHTTPProcessorEntries)
    js.freeze(processors)
    js.defineReadOnly("_sessionid", js.value(sessionID))
    js.defineReadOnly("_name", program?.name.map { js.value($0) } ?? js.undefined)
    js.defineReadOnly("_ioprocessors", processors)
    js.defineReadOnly("_x", js.object([]))
    // Declared before the first event, and `undefined` until then (test 319).
    js.defineReadOnly("_event", js.undefined)
  }

  /// Initializes data items in document order; one that fails is `undefined` and queues
  /// `error.execution` (SCXML 5.3), and the others are still initialized.
  func initializeData<Effects: ContentEffects & ~Copyable>(_ items: [DataItem], _ effects: borrowing Effects) {
    for item in items {
      // The system variables are the processor's (SCXML 5.10): a declaration would be ignored
      // without a word, as an assignment to one is an error.
      guard !Self.systemVariables.contains(item.id) else {
        effects.raiseEvent(
          .error(
            "error.execution", "<data id=\"\(item.id)\">: '\(item.id)' is a system variable: it cannot be declared"))
        continue
      }
      var value = js.undefined
      if let passed = passedValues[item.id] {
        value = jsValue(passed)
      } else {
        do {
          if let expr = item.expr {
            value = try js.evaluate(Self.expressionScript(expr))
          } else if let content = item.content {
            value = try contentValue(.text(content))
          }
        } catch {
          effects.raiseEvent(.error("error.execution", "<data id=\"\(item.id)\">: \(error)"))
        }
      }
      do {
        try js.setGlobal(item.id, value)
      } catch {
        effects.raiseEvent(.error("error.execution", "<data id=\"\(item.id)\">: \(error.message)"))
      }
    }
  }

  /// Late binding: a state's data, the first time it is entered.
  func initializeState<Effects: ContentEffects & ~Copyable>(
    _ state: String, _ program: Program, _ effects: borrowing Effects
  ) {
    guard program.lateBinding, let items = program.stateData[state], initializedStates.insert(state).inserted
    else { return }
    initializeData(items, effects)
  }

  /// The event as the document sees it: `done.state` events carry their `<donedata>`.
  static func scxmlEvent(_ event: MachineEvent<String, SCXMLEvent>) -> SCXMLEvent {
    switch event {
    case .external(let event): return event
    case .done(let state):
      var done = SCXMLEvent("done.state.\(state)")
      done.type = .platform
      return done
    case .error(let name, let message): return .error(name, message)
    }
  }

  /// Binds `_event`, read-only, with every field (SCXML 5.10.1: absent ones are `undefined`).
  private func bind(_ event: SCXMLEvent) {
    boundEvent = event
    var data = event.data
    if data == nil, event.name.hasPrefix("done.state.") {
      data = pendingDoneData.removeValue(forKey: String(event.name.dropFirst("done.state.".count)))
    }
    let text = { (value: String?) in value.map { self.js.value($0) } ?? self.js.undefined }
    let object = js.object([
      ("name", js.value(event.name)), ("type", js.value(event.type.rawValue)), ("sendid", text(event.sendID)),
      ("origin", text(event.origin)), ("origintype", text(event.originType)), ("invokeid", text(event.invokeID)),
      ("data", event.dataIsXML == true ? (data.flatMap(xmlData) ?? jsValue(data)) : jsValue(data)),
      ("raw", text(event.raw)),
    ])
    js.freeze(object)
    js.defineReadOnly("_event", object)
  }

  private func xmlData(_ data: JSONValue) -> JSValueRef? {
    guard case .string(let text) = data else { return nil }
    return xmlDocument(text)
  }
}
