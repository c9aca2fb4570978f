import StateKit
import StateKitSCXML

// `<send>` (SCXML 6.2, C.1): its attributes evaluated in document order, then the event sent to
// its target through the SCXML event I/O processor.

extension ECMAScriptSession {
  static let scxmlProcessor = "http://www.w3.org/TR/scxml/#SCXMLEventProcessor"
  static let processorTypes: Set<String> = [scxmlProcessor, "scxml"]

  func perform<Effects: ContentEffects & ~Copyable>(_ send: ScriptSend, _ effects: borrowing Effects)
    throws(ContentError)
  {
    // The id first: an error in the attributes after it is reported with it (test 332).
    var sendID = send.id
    if let location = send.idLocation {
      let made = makeSendID()
      try assign(js.value(made), to: location)
      sendID = made
    }
    do {
      try deliver(send, sendID: sendID, effects)
    } catch {
      var error = error
      error.sendID = error.sendID ?? sendID
      throw error
    }
  }

  private func deliver<Effects: ContentEffects & ~Copyable>(
    _ send: ScriptSend, sendID: String?, _ effects: borrowing Effects
  ) throws(ContentError) {
    let name = try send.event.map { attribute throws(ContentError) in try string(attribute, "event") }
    let target = try send.target.map { attribute throws(ContentError) in try string(attribute, "target") }
    let type = try send.type.map { attribute throws(ContentError) in try string(attribute, "type") }
    var delay = Duration.zero
    if let attribute = send.delay {
      let text = try string(attribute, "delay")
      guard let parsed = parseDuration(text) else {
        throw ContentError("<send> delay '\(text)' is not a duration such as 1s or 500ms")
      }
      delay = parsed
    }
    let (data, isXML) = try eventData(send.payload)
    if let type, !Self.processorTypes.contains(type) {
      throw ContentError("<send> type '\(type)' is not supported")
    }
    guard let name else { throw ContentError("<send> has no event name") }
    var event = SCXMLEvent(name, data: data)
    event.dataIsXML = isXML ? true : nil
    event.sendID = sendID
    event.origin = location
    event.originType = Self.scxmlProcessor
    switch target {
    case nil, location?:
      effects.sendEvent(event, after: delay, id: sendID)
    case "#_internal"?:
      event.type = .internal
      if delay > .zero { effects.sendEvent(event, after: delay, id: sendID) } else { effects.raiseEvent(event) }
    case "#_parent"?:
      effects.sendEventToParent(event, after: delay)
    case let target? where target.hasPrefix("#_scxml_"):
      throw ContentError("cannot reach '\(target)'", name: "error.communication")
    case let target? where target.hasPrefix("#_"):
      effects.sendToChild(event, id: String(target.dropFirst(2)), after: delay)
    case let target?:
      throw ContentError("<send> target '\(target)' is not valid")
    }
  }
}
