import Foundation
import StateKit

// Executable content (SCXML 4): the actions of transitions, entries and exits.

extension DocumentReader {
  func readContent(_ elements: [XMLElement]) throws(SCXMLError) -> [SCXMLAction] {
    var actions: [SCXMLAction] = []
    for element in elements where isSCXML(element) {
      switch element.name {
      case "raise":
        actions.append(.raise(try required("event", of: element)))
      case "send":
        actions.append(.send(try readSend(element)))
      case "cancel":
        if element.attributes["sendidexpr"] != nil { try refuseAttribute("sendidexpr", of: element) }
        actions.append(.cancel(try required("sendid", of: element)))
      case "log":
        actions.append(.log(label: element.attributes["label"], expr: element.attributes["expr"]))
      case "if":
        actions.append(.if(try readIf(element)))
      default:
        try refuse(element, in: "executable content")
      }
    }
    return actions
  }

  func readSend(_ element: XMLElement) throws(SCXMLError) -> SCXMLSend {
    for attribute in ["eventexpr", "targetexpr", "typeexpr", "idlocation", "namelist"]
    where element.attributes[attribute] != nil {
      try refuseAttribute(attribute, of: element)
    }
    if let child = element.children.first(where: isSCXML) { try refuse(child, in: "send") }
    var delay: Duration?
    if let text = element.attributes["delay"] ?? literal(element.attributes["delayexpr"]) {
      guard let parsed = parseDuration(text) else {
        throw SCXMLError(.invalid, "<send> delay '\(text)' is not a duration such as 1s or 500ms", line: element.line)
      }
      delay = parsed
    } else if element.attributes["delayexpr"] != nil {
      try refuseAttribute("delayexpr", of: element)
    }
    return SCXMLSend(
      event: try required("event", of: element), target: element.attributes["target"], type: element.attributes["type"],
      id: element.attributes["id"], delay: delay)
  }

  func readIf(_ element: XMLElement) throws(SCXMLError) -> [SCXMLBranch] {
    var branches = [SCXMLBranch(cond: try required("cond", of: element), actions: [])]
    _ = try SCXMLCondition.parse(branches[0].cond!, line: element.line)
    var content: [XMLElement] = []
    func close() throws(SCXMLError) {
      branches[branches.count - 1].actions = try readContent(content)
      content = []
    }
    for child in element.children {
      switch child.name {
      case "elseif":
        try close()
        let cond = try required("cond", of: child)
        _ = try SCXMLCondition.parse(cond, line: child.line)
        branches.append(SCXMLBranch(cond: cond, actions: []))
      case "else":
        try close()
        branches.append(SCXMLBranch(cond: nil, actions: []))
      default:
        content.append(child)
      }
    }
    try close()
    return branches
  }

  /// A `delayexpr` given as a string literal, such as `'1s'`.
}
