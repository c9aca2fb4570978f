import Foundation
import StateKitSCXML

// Executable content (SCXML 4 and 5): what transitions, entries, exits and `<finalize>` run.

extension ScriptReader {
  func readContent(_ elements: [XMLElement]) throws(SCXMLError) -> [Executable] {
    var actions: [Executable] = []
    for element in elements where isSCXML(element) {
      actions.append(try readAction(element))
    }
    return actions
  }

  /// SCXML 6.5.2: the content of `<finalize>`, which runs as its child's event is selected,
  /// must not raise or send events; a document where it does is refused.
  func readFinalize(_ element: XMLElement) throws(SCXMLError) -> [Executable] {
    func eventSource(in element: XMLElement) -> XMLElement? {
      for child in element.children where isSCXML(child) {
        if child.name == "send" || child.name == "raise" { return child }
        if let found = eventSource(in: child) { return found }
      }
      return nil
    }
    if let misplaced = eventSource(in: element) {
      throw SCXMLError(
        .invalid, "<\(misplaced.name)> is not allowed in <finalize>: it must not raise or send events (SCXML 6.5.2)",
        line: misplaced.line, column: misplaced.column)
    }
    return try readContent(element.children)
  }

  private func readAction(_ element: XMLElement) throws(SCXMLError) -> Executable {
    switch element.name {
    case "raise":
      return .raise(try required("event", of: element))
    case "send":
      return .send(try readSend(element))
    case "cancel":
      guard let sendID = try attribute("sendid", of: element) else {
        throw SCXMLError(.invalid, "<cancel> needs sendid or sendidexpr", line: element.line)
      }
      return .cancel(sendID)
    case "log":
      return .log(label: element.attributes["label"], expr: element.attributes["expr"])
    case "if":
      return .branches(try readIf(element))
    case "assign":
      let location = try required("location", of: element)
      if let expr = element.attributes["expr"] {
        return .assign(location: location, value: .expr(expr), line: element.line)
      }
      return .assign(location: location, value: .text(element.contentText), line: element.line)
    case "script":
      if let src = element.attributes["src"] {
        guard let sources, let data = try? sources(src) else {
          return .failure("<script src=\"\(src)\"> could not be read")
        }
        return .script(String(decoding: data, as: UTF8.self), line: element.line)
      }
      return .script(element.text, line: element.line)
    case "foreach":
      return .foreach(
        array: try required("array", of: element), item: try required("item", of: element),
        index: element.attributes["index"], actions: try readContent(element.children), line: element.line)
    default:
      throw invalid(element, in: "executable content")
    }
  }

  private func readSend(_ element: XMLElement) throws(SCXMLError) -> ScriptSend {
    let payload = try readPayload(element)
    if payload.content != nil, !payload.params.isEmpty || !payload.namelist.isEmpty {
      throw SCXMLError(.invalid, "<send> has <content> and namelist or <param>", line: element.line)
    }
    if element.attributes["id"] != nil, element.attributes["idlocation"] != nil {
      throw SCXMLError(.invalid, "<send> has both id and idlocation", line: element.line)
    }
    return ScriptSend(
      event: try attribute("event", of: element), target: try attribute("target", of: element),
      type: try attribute("type", of: element), id: element.attributes["id"],
      idLocation: element.attributes["idlocation"], delay: try attribute("delay", of: element), payload: payload,
      line: element.line)
  }

  private func readIf(_ element: XMLElement) throws(SCXMLError) -> [(cond: String?, actions: [Executable])] {
    var branches: [(cond: String?, actions: [Executable])] = [(try required("cond", of: element), [])]
    for child in element.children where isSCXML(child) {
      switch child.name {
      case "elseif": branches.append((try required("cond", of: child), []))
      case "else": branches.append((nil, []))
      default: branches[branches.count - 1].actions.append(try readAction(child))
      }
    }
    return branches
  }

  private func required(_ name: String, of element: XMLElement) throws(SCXMLError) -> String {
    guard let value = element.attributes[name] else {
      throw SCXMLError(
        .invalid, "<\(element.name)> needs the attribute '\(name)'", line: element.line, column: element.column)
    }
    return value
  }
}
