import StateKit

/// What executable content may do to its machine: queue, send and cancel events, and ask
/// `In()`. Actions do all of it through their ``ActionScope``; `<finalize>` and conditions, run
/// from a guard, may only queue errors.
protocol ContentEffects: ~Copyable {
  var session: ECMAScriptSession { get }
  var currentEvent: MachineEvent<String, SCXMLEvent>? { get }
  func inState(_ id: String) -> Bool
  /// Queues an internal event (`<raise>`, errors).
  func raiseEvent(_ event: SCXMLEvent)
  func sendEvent(_ event: SCXMLEvent, after delay: Duration, id: String?)
  func cancelSend(_ id: String)
  func sendEventToParent(_ event: SCXMLEvent, after delay: Duration)
  func sendToChild(_ event: SCXMLEvent, id: String, after delay: Duration)
}

/// The types of a chart read from an ECMAScript document.
public typealias ECMAScriptChart = Chart<String, SCXMLEvent, ECMAScriptSession>
typealias ScriptActionScope = ActionScope<String, SCXMLEvent, ECMAScriptSession>
typealias ScriptGuardScope = GuardScope<String, SCXMLEvent, ECMAScriptSession>

extension ActionScope: ContentEffects where S == String, E == SCXMLEvent, C == ECMAScriptSession {
  var session: ECMAScriptSession { context }
  var currentEvent: MachineEvent<String, SCXMLEvent>? { machineEvent }
  func inState(_ id: String) -> Bool { isActive(id) }
  func raiseEvent(_ event: SCXMLEvent) {
    context.recordError(event)
    raise(event)
  }
  func sendEvent(_ event: SCXMLEvent, after delay: Duration, id: String?) { send(event, after: delay, id: id) }
  func cancelSend(_ id: String) { cancel(id) }
  func sendEventToParent(_ event: SCXMLEvent, after delay: Duration) { sendToParent(event, after: delay) }
  func sendToChild(_ event: SCXMLEvent, id: String, after delay: Duration) {
    send(event, toChild: id, after: delay)
  }
}

extension GuardScope: ContentEffects where S == String, E == SCXMLEvent, C == ECMAScriptSession {
  var session: ECMAScriptSession { context }
  var currentEvent: MachineEvent<String, SCXMLEvent>? { machineEvent }
  func inState(_ id: String) -> Bool { isActive(id) }
  func raiseEvent(_ event: SCXMLEvent) {
    context.recordError(event)
    raise(.external(event))
  }
  func sendEvent(_ event: SCXMLEvent, after delay: Duration, id: String?) { refuse("<send>") }
  func cancelSend(_ id: String) { refuse("<cancel>") }
  func sendEventToParent(_ event: SCXMLEvent, after delay: Duration) { refuse("<send>") }
  func sendToChild(_ event: SCXMLEvent, id: String, after delay: Duration) { refuse("<send>") }

  private func refuse(_ element: String) {
    raiseEvent(.error("error.execution", "\(element) cannot run in <finalize>, which runs as the event is selected"))
  }
}

extension SCXMLEvent {
  /// A platform error event (`error.execution`, `error.communication`), its message as data.
  static func error(_ name: String, _ message: String, sendID: String? = nil) -> SCXMLEvent {
    var event = SCXMLEvent(name, data: .string(message))
    event.type = .platform
    event.sendID = sendID
    return event
  }
}
