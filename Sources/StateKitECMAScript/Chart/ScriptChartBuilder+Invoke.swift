import Foundation
import StateKit
import StateKitSCXML

// `<invoke>` (SCXML 6.4): an ECMAScript child session, run while its state is active.

extension ScriptChartBuilder {
  static let invokeTypes: Set<String> = ["scxml", "http://www.w3.org/TR/scxml/", "http://www.w3.org/TR/scxml"]

  /// An invoke whose document is known when the chart is made (inline, or `src`).
  func invoke(_ invoke: ScriptInvoke, id: String) throws(SCXMLError) -> [Element] {
    if case .value(let type) = invoke.type, !Self.invokeTypes.contains(type) {
      throw SCXMLError(.unsupported, "<invoke> type '\(type)' is not supported", line: invoke.line)
    }
    guard let document = invoke.document?.document else { return dynamicInvoke(invoke, id: id) }
    let child = try Self.chart(document, sources: sources)
    return [
      Invoke(
        id, child: ChildMachine(child, resultOfFinalState: { _, session in ChildResult(session) }),
        context: { parent in parent.childSession(for: invoke, id: id) },
        onDone: { result in result.isCancelled ? nil : Self.doneEvent(id, result.data) },
        forward: invoke.autoforward ? { $0 } : nil
      )
      .onMessage { (event: SCXMLEvent) in Self.message(event, from: id) }.element
    ]
  }

  /// An invoke whose document comes from an expression (`srcexpr`, `<content expr>`): read when
  /// its state is entered, and run as a child spawned then and stopped when the state is exited,
  /// with the same id, data, `autoforward` and `<finalize>` as an invoke of a known document.
  private func dynamicInvoke(_ invoke: ScriptInvoke, id: String) -> [Element] {
    let program = program
    let sources = sources
    let start: Action = { scope in
      let session = scope.context
      session.withStates({ scope.isActive($0) }) {
        session.prepare(program, scope)
        let chart: ECMAScriptChart
        do {
          chart = try session.invokedChart(invoke, sources: sources)
        } catch {
          scope.raiseEvent(.error("error.execution", "<invoke id=\"\(id)\">: \(error)"))
          return
        }
        let child = session.childSession(for: invoke, id: id)
        guard !child.isCancelled else { return }
        scope.spawn(
          ChildMachine(chart, resultOfFinalState: { _, session in ChildResult(session) }), id: id, context: child,
          onDone: { $0.isCancelled ? nil : Self.doneEvent(id, $0.data) },
          onMessage: { ($0 as? SCXMLEvent).map { Self.message($0, from: id) } },
          forward: invoke.autoforward ? { $0 } : nil)
      }
    }
    return [Entry(start).element, Exit { scope in scope.stopChild(id) }.element]
  }

  static func doneEvent(_ id: String, _ data: JSONValue?) -> SCXMLEvent {
    var event = SCXMLEvent("done.invoke.\(id)", data: data)
    event.invokeID = id
    return event
  }

  static func message(_ event: SCXMLEvent, from id: String) -> SCXMLEvent {
    var event = event
    event.invokeID = id
    event.type = .external
    return event
  }
}

/// What an invoked child hands its parent when it finishes.
struct ChildResult {
  var data: JSONValue?
  var isCancelled: Bool

  init(_ session: ECMAScriptSession) {
    data = session.doneData
    isCancelled = session.isCancelled
  }
}

extension ECMAScriptSession {
  /// The session of an invoked child: the values the `<invoke>` passes (`namelist`, `<param>`),
  /// evaluated here, replace the child's data of the same ids; `idlocation` gets the id. When
  /// they cannot be evaluated the child is cancelled and this machine gets `error.execution`.
  func childSession(for invoke: ScriptInvoke, id: String) -> ECMAScriptSession {
    let child = ECMAScriptSession(timeLimit: timeLimit)
    child.logParent = self
    child.logPrefix = "[\(id)] "
    do {
      if let location = invoke.idLocation { try assign(js.value(id), to: location) }
      var payload = invoke.payload
      payload.content = nil
      if case .object(let values)? = try payloadData(payload) { child.passedValues = values }
    } catch {
      child.isCancelled = true
      pendingErrors.append(.error("error.execution", "<invoke id=\"\(id)\">: \(error.message)"))
    }
    if !invoke.finalize.isEmpty { finalizers[id] = invoke.finalize }
    return child
  }

  /// The chart of an invoke's document given by an expression: `srcexpr`'s location, or
  /// `<content expr>`'s document text.
  func invokedChart(_ invoke: ScriptInvoke, sources: ScriptChartBuilder.Sources?) throws -> ECMAScriptChart {
    if case .expr(let expr)? = invoke.type {
      let type = js.string(try evaluateExpression(expr)) ?? ""
      guard ScriptChartBuilder.invokeTypes.contains(type) else {
        throw ContentError("<invoke> type '\(type)' is not supported")
      }
    }
    let data: Data
    if let srcExpr = invoke.srcExpr {
      let src = js.string(try evaluateExpression(srcExpr)) ?? ""
      guard let sources else { throw ContentError("<invoke srcexpr> needs the document's location") }
      data = try sources(src)
    } else if case .expr(let expr)? = invoke.payload.content {
      let value = try evaluateExpression(expr)
      data = Data((xmlText(of: value) ?? js.string(value) ?? "").utf8)
    } else {
      throw ContentError("<invoke> has no child document")
    }
    var reader = ScriptReader(sources: sources, depth: 1)
    return try ScriptChartBuilder.chart(try reader.readDocument(try parseXMLTree(data)), sources: sources)
  }
}
