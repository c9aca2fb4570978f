#if canImport(JavaScriptCore)
  import JavaScriptCore
#else
  import CJavaScriptCore
#endif

/// A piece of JavaScript in an ECMAScript document: an expression, a location, or a script.
public struct ECMAScriptSource: Hashable, Sendable {
  /// How the data model compiles the text.
  public enum Kind: Hashable, Sendable {
    /// A value: the body of a function that returns it.
    case expression
    /// The left side of an assignment (`<assign location>`, `idlocation`).
    case location
    /// Statements, run at the global level (`<script>`).
    case script
  }

  /// The element and its attribute: `<transition cond>`, `<assign expr>`, `<script>`.
  public var element: String
  /// The element's line; `<if>`, `<elseif>`, `<log>` and `<cancel>` are given the line of the
  /// nearest enclosing element the reader records one for (their transition, state or `<foreach>`).
  public var line: Int
  /// The state the element belongs to; nil at the document's top level.
  public var state: String?
  /// The text, as written.
  public var text: String
  /// How it is compiled.
  public var kind: Kind
}

/// A script or expression of an ECMAScript document that JavaScript cannot compile: found by
/// ``ECMAScriptDocument/syntaxErrors()`` before anything runs (at run time it would raise
/// `error.execution`).
public struct ECMAScriptSyntaxError: Hashable, Sendable, CustomStringConvertible {
  /// The element and its attribute (see ``ECMAScriptSource/element``).
  public var element: String
  /// The element's line (see ``ECMAScriptSource/line``).
  public var line: Int
  /// The state the element belongs to; nil at the document's top level.
  public var state: String?
  /// The text that does not compile, as written.
  public var source: String
  /// JavaScriptCore's message: `SyntaxError: Unexpected token ')'`.
  public var message: String

  /// `line 7: <transition cond> in state 'idle': 'count >' does not compile: SyntaxError: …`.
  public var description: String {
    let place = state.map { " in state '\($0)'" } ?? ""
    return "line \(line): \(element)\(place): '\(source)' does not compile: \(message)"
  }
}

extension ECMAScriptDocument {
  /// Every piece of JavaScript in the document, in document order — `<data expr>`, `<script>`,
  /// conditions, `<assign>`, `<send>` and `<invoke>` expressions, `<log expr>`, `<foreach
  /// array>`, `<param expr>`, `namelist`, `<content expr>` — with those of the documents
  /// `<invoke>` holds inline. (`<data>` and `<assign>` content is JSON or text, not JavaScript.)
  public func scriptSources() -> [ECMAScriptSource] {
    var walker = SourceWalker()
    walker.walk(document)
    return walker.sources
  }

  /// Each of ``scriptSources()`` that JavaScript cannot compile. Nothing is run: an expression
  /// that compiles may still fail when it runs.
  public func syntaxErrors() -> [ECMAScriptSyntaxError] {
    let js = JavaScriptContext(timeLimit: nil)
    return scriptSources().compactMap { source in
      let script: String
      switch source.kind {
      // As the session compiles them: an expression is returned from a function, a location
      // assigned to.
      case .expression: script = "(function () { return \(ECMAScriptSession.expressionScript(source.text)) })"
      case .location: script = "(function (v) { \(source.text) = v })"
      case .script: script = source.text
      }
      let text = JSString(script)
      var exception: JSValueRef?
      guard !JSCheckScriptSyntax(js.context, text.ref, nil, 1, &exception), let exception else { return nil }
      return ECMAScriptSyntaxError(
        element: source.element, line: source.line, state: source.state, source: source.text,
        message: js.error(from: exception).message)
    }
  }

  /// The line of each state's element, by id (for diagnostics that name a state).
  public var stateLines: [String: Int] {
    Dictionary(document.allStates.map { ($0.id, $0.line) }, uniquingKeysWith: { first, _ in first })
  }
}

/// Collects a document's pieces of JavaScript, in document order.
private struct SourceWalker {
  var sources: [ECMAScriptSource] = []

  mutating func walk(_ document: ScriptDocument) {
    for item in document.data { data(item, state: nil) }
    for action in document.script { content(action, line: document.line, state: nil) }
    for state in document.allStates { walk(state) }
  }

  private mutating func walk(_ state: ScriptState) {
    for item in state.data { data(item, state: state.id) }
    for block in state.onEntry + state.onExit {
      for action in block { content(action, line: state.line, state: state.id) }
    }
    for transition in state.transitions + (state.initialTransition.map { [$0] } ?? []) {
      if let cond = transition.cond { add(cond, "<transition cond>", line: transition.line, state: state.id) }
      for action in transition.actions { content(action, line: transition.line, state: state.id) }
    }
    for invoke in state.invokes {
      if let srcExpr = invoke.srcExpr { add(srcExpr, "<invoke srcexpr>", line: invoke.line, state: state.id) }
      attribute(invoke.type, "<invoke typeexpr>", line: invoke.line, state: state.id)
      if let idLocation = invoke.idLocation {
        add(idLocation, "<invoke idlocation>", .location, line: invoke.line, state: state.id)
      }
      payload(invoke.payload, "<invoke>", line: invoke.line, state: state.id)
      for action in invoke.finalize { content(action, line: invoke.line, state: state.id) }
      if let child = invoke.document { walk(child.document) }
    }
    if let doneData = state.doneData { payload(doneData.payload, "<donedata>", line: doneData.line, state: state.id) }
  }

  private mutating func data(_ item: DataItem, state: String?) {
    if let expr = item.expr { add(expr, "<data id=\"\(item.id)\" expr>", line: item.line, state: state) }
  }

  private mutating func content(_ action: Executable, line: Int, state: String?) {
    switch action {
    case .raise, .failure: break
    case .send(let send):
      attribute(send.event, "<send eventexpr>", line: send.line, state: state)
      attribute(send.target, "<send targetexpr>", line: send.line, state: state)
      attribute(send.type, "<send typeexpr>", line: send.line, state: state)
      attribute(send.delay, "<send delayexpr>", line: send.line, state: state)
      if let idLocation = send.idLocation {
        add(idLocation, "<send idlocation>", .location, line: send.line, state: state)
      }
      payload(send.payload, "<send>", line: send.line, state: state)
    case .cancel(let sendID): attribute(sendID, "<cancel sendidexpr>", line: line, state: state)
    case .log(_, let expr): if let expr { add(expr, "<log expr>", line: line, state: state) }
    case .branches(let branches):
      for (index, branch) in branches.enumerated() {
        if let cond = branch.cond { add(cond, index == 0 ? "<if cond>" : "<elseif cond>", line: line, state: state) }
        for action in branch.actions { content(action, line: line, state: state) }
      }
    case .assign(let target, let value, let assignLine):
      add(target, "<assign location>", .location, line: assignLine, state: state)
      if case .expr(let expr) = value { add(expr, "<assign expr>", line: assignLine, state: state) }
    case .script(let source, let scriptLine):
      add(source, "<script>", .script, line: scriptLine, state: state)
    case .foreach(let array, _, _, let actions, let foreachLine):
      add(array, "<foreach array>", line: foreachLine, state: state)
      for action in actions { content(action, line: foreachLine, state: state) }
    }
  }

  private mutating func payload(_ payload: Payload, _ element: String, line: Int, state: String?) {
    for name in payload.namelist { add(name, "\(element) namelist", line: line, state: state) }
    for param in payload.params { add(param.expr, "<param name=\"\(param.name)\">", line: param.line, state: state) }
    if case .expr(let expr) = payload.content { add(expr, "<content expr> of \(element)", line: line, state: state) }
  }

  private mutating func attribute(_ attribute: Attribute?, _ element: String, line: Int, state: String?) {
    if case .expr(let expr) = attribute { add(expr, element, line: line, state: state) }
  }

  private mutating func add(
    _ text: String, _ element: String, _ kind: ECMAScriptSource.Kind = .expression, line: Int, state: String?
  ) {
    sources.append(ECMAScriptSource(element: element, line: line, state: state, text: text, kind: kind))
  }
}
