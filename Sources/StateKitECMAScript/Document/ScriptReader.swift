import Foundation
import StateKit
import StateKitSCXML

/// Reads the elements of an ECMAScript document; structure errors are `SCXMLError`s naming the
/// line, as the null data model's reader reports them.
struct ScriptReader: StateTreeReading {
  /// Loads what `src` attributes name (`<invoke>`, `<data>`, `<script>`); nil refuses them.
  let sources: ((String) throws -> Data)?
  let depth: Int
  var stateIDs = StateIDs()

  init(sources: ((String) throws -> Data)?, depth: Int) {
    self.sources = sources
    self.depth = depth
  }

  mutating func readDocument(_ root: XMLElement) throws(SCXMLError) -> ScriptDocument {
    guard root.name == "scxml", isSCXML(root) else {
      throw SCXMLError(.invalid, "the root element is not SCXML's <scxml>", line: root.line, column: root.column)
    }
    stateIDs = StateIDs(of: root)
    let binding = root.attributes["binding"] ?? "early"
    guard binding == "early" || binding == "late" else {
      throw SCXMLError(.invalid, "binding '\(binding)' is neither early nor late", line: root.line)
    }
    var document = ScriptDocument(
      name: root.attributes["name"], initial: tokens(root.attributes["initial"]), lateBinding: binding == "late",
      data: [], script: [], states: [], line: root.line)
    for child in root.children where isSCXML(child) {
      switch child.name {
      case "state", "parallel", "final": document.states.append(try readState(child))
      case "datamodel": document.data += try readDataModel(child)
      case "script": document.script.append(try readScript(child))
      default: throw invalid(child, in: "scxml")
      }
    }
    return document
  }

  // MARK: States

  func makeState(kind: SCXMLState.Kind, id: String, line: Int) -> ScriptState {
    ScriptState(kind: kind, id: id, line: line)
  }

  /// What a state holds besides its children and transitions (read by `readState(_:)`).
  mutating func readStateChild(
    _ child: XMLElement, of parent: XMLElement, kind: SCXMLState.Kind, into state: inout ScriptState
  ) throws(SCXMLError) {
    switch child.name {
    case "datamodel": state.data += try readDataModel(child)
    case "donedata" where kind == .final:
      state.doneData = DoneData(payload: try readPayload(child), line: child.line)
    default: throw invalid(child, in: parent.name)
    }
  }

  func readTransition(_ element: XMLElement) throws(SCXMLError) -> ScriptTransition {
    let type = element.attributes["type"] ?? "external"
    guard type == "internal" || type == "external" else {
      throw SCXMLError(.invalid, "<transition> type '\(type)' is neither internal nor external", line: element.line)
    }
    return ScriptTransition(
      events: tokens(element.attributes["event"]), cond: element.attributes["cond"],
      targets: tokens(element.attributes["target"]), isInternal: type == "internal",
      actions: try readContent(element.children), line: element.line)
  }

  // MARK: Data

  private func readDataModel(_ element: XMLElement) throws(SCXMLError) -> [DataItem] {
    var items: [DataItem] = []
    for child in element.children where isSCXML(child) {
      guard child.name == "data" else { throw invalid(child, in: "datamodel") }
      guard let id = child.attributes["id"] else {
        throw SCXMLError(.invalid, "<data> needs the attribute 'id'", line: child.line, column: child.column)
      }
      var item = DataItem(id: id, expr: child.attributes["expr"], content: nil, line: child.line)
      let text = child.contentText.trimmingCharacters(in: .whitespacesAndNewlines)
      if !text.isEmpty { item.content = text }
      if let src = child.attributes["src"] { item.content = try load(src, for: child) }
      let given = [item.expr != nil, !text.isEmpty, child.attributes["src"] != nil].filter { $0 }.count
      guard given <= 1 else {
        throw SCXMLError(
          .invalid, "<data id=\"\(id)\"> takes one of expr, src and content", line: child.line, column: child.column)
      }
      items.append(item)
    }
    return items
  }

  private func readScript(_ element: XMLElement) throws(SCXMLError) -> Executable {
    guard let src = element.attributes["src"] else { return .script(element.text, line: element.line) }
    guard element.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      throw SCXMLError(.invalid, "<script> has both src and content", line: element.line)
    }
    // SCXML 5.8: a script that cannot be loaded is an error when the document is read.
    return .script(try load(src, for: element), line: element.line)
  }

  /// The text `src` names, read through `sources`.
  private func load(_ src: String, for element: XMLElement) throws(SCXMLError) -> String {
    guard let sources else {
      throw SCXMLError(
        .unsupported, "<\(element.name) src=\"\(src)\"> needs the document's location: read it from a file",
        line: element.line, column: element.column)
    }
    do {
      return String(decoding: try sources(src), as: UTF8.self)
    } catch {
      throw SCXMLError(
        .invalid, "<\(element.name) src=\"\(src)\"> cannot be read: \(error)", line: element.line,
        column: element.column)
    }
  }

  // MARK: Invoke

  mutating func readInvoke(_ element: XMLElement) throws(SCXMLError) -> ScriptInvoke {
    let autoforward = element.attributes["autoforward"] ?? "false"
    guard autoforward == "true" || autoforward == "false" else {
      throw SCXMLError(.invalid, "<invoke> autoforward '\(autoforward)' is neither true nor false", line: element.line)
    }
    guard depth < SCXMLReader.maximumInvokeDepth else {
      throw SCXMLError(
        .invalid, "invoked documents nest more than \(SCXMLReader.maximumInvokeDepth) deep", line: element.line)
    }
    var invoke = ScriptInvoke(
      id: element.attributes["id"], idLocation: element.attributes["idlocation"],
      type: try attribute("type", of: element), autoforward: autoforward == "true",
      payload: try readPayload(element, content: false), finalize: [], document: nil,
      srcExpr: element.attributes["srcexpr"], line: element.line)
    for child in element.children where isSCXML(child) {
      switch child.name {
      case "content":
        if let expr = child.attributes["expr"] {
          invoke.payload.content = .expr(expr)
        } else if let root = child.children.first(where: { $0.name == "scxml" }) {
          invoke.document = ScriptDocumentBox(try readInvoked(root))
        } else {
          invoke.payload.content = .text(child.text)
        }
      case "finalize": invoke.finalize = try readFinalize(child)
      case "param": break  // read with the payload
      default: throw invalid(child, in: "invoke")
      }
    }
    if let src = element.attributes["src"] {
      let text = try load(src, for: element)
      do {
        invoke.document = ScriptDocumentBox(try readInvoked(try parseXMLTree(Data(text.utf8))))
      } catch {
        throw SCXMLError(error.kind, "in <invoke src=\"\(src)\">: \(error.message)", line: element.line)
      }
    }
    return invoke
  }

  private mutating func readInvoked(_ root: XMLElement) throws(SCXMLError) -> ScriptDocument {
    var reader = ScriptReader(sources: sources, depth: depth + 1)
    return try reader.readDocument(root)
  }

  // MARK: Shared pieces

  /// `namelist`, `<param>`s and (unless the caller reads it itself) `<content>`.
  func readPayload(_ element: XMLElement, content: Bool = true) throws(SCXMLError) -> Payload {
    var payload = Payload(namelist: tokens(element.attributes["namelist"]))
    for child in element.children where isSCXML(child) {
      switch child.name {
      case "param":
        guard let name = child.attributes["name"] else {
          throw SCXMLError(.invalid, "<param> needs the attribute 'name'", line: child.line, column: child.column)
        }
        guard let expr = child.attributes["expr"] ?? child.attributes["location"] else {
          throw SCXMLError(.invalid, "<param> needs expr or location", line: child.line, column: child.column)
        }
        payload.params.append(Parameter(name: name, expr: expr, line: child.line))
      case "content" where content:
        payload.content = child.attributes["expr"].map { .expr($0) } ?? .text(child.contentText)
      default: continue
      }
    }
    return payload
  }

  /// An attribute given as a value (`type`) or as an expression (`typeexpr`), not both.
  func attribute(_ name: String, of element: XMLElement) throws(SCXMLError) -> Attribute? {
    switch (element.attributes[name], element.attributes[name + "expr"]) {
    case (let value?, nil): return .value(value)
    case (nil, let expr?): return .expr(expr)
    case (nil, nil): return nil
    case (_?, _?):
      throw SCXMLError(
        .invalid, "<\(element.name)> has both '\(name)' and '\(name)expr'", line: element.line, column: element.column)
    }
  }
}
