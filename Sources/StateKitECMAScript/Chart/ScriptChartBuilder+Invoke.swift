import StateKit
import StateKitSCXML

// `<invoke>` (SCXML 6.4): an ECMAScript child session, run while its state is active.

extension ScriptChartBuilder {
  static let invokeTypes: Set<String> = ["scxml", "http://www.w3.org/TR/scxml/", "http://www.w3.org/TR/scxml"]

  func invoke(_ invoke: ScriptInvoke, id: String) throws(SCXMLError) -> Element {
    if case .value(let type) = invoke.type, !Self.invokeTypes.contains(type) {
      throw SCXMLError(.unsupported, "<invoke> type '\(type)' is not supported", line: invoke.line)
    }
    guard let document = invoke.document?.document else {
      throw SCXMLError(
        .unsupported, "<invoke srcexpr> is not supported: the child document must be known when the chart is made",
        line: invoke.line)
    }
    let child = try Self.chart(document)
    let done = "done.invoke.\(id)"
    return Invoke(
      id, child: ChildMachine(child, resultOfFinalState: { _, session in session.doneData }),
      context: { parent in parent.childSession(for: invoke, id: id) },
      onDone: { data in
        var event = SCXMLEvent(done, data: data)
        event.invokeID = id
        return event
      },
      forward: invoke.autoforward ? { $0 } : nil
    )
    .onMessage { (event: SCXMLEvent) in
      var event = event
      event.invokeID = id
      event.type = .external
      return event
    }.element
  }
}

extension ECMAScriptSession {
  /// The session of an invoked child: the values the `<invoke>` passes (`namelist`, `<param>`),
  /// evaluated here, replace the child's data of the same ids; `idlocation` gets the id.
  func childSession(for invoke: ScriptInvoke, id: String) -> ECMAScriptSession {
    let child = ECMAScriptSession(timeLimit: timeLimit)
    if case .object(let values)? = try? payloadData(invoke.payload) { child.passedValues = values }
    if let location = invoke.idLocation { try? assign(js.value(id), to: location) }
    if !invoke.finalize.isEmpty { finalizers[id] = invoke.finalize }
    return child
  }
}
