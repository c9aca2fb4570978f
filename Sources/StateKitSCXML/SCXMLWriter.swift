import StateKit

/// Writes an ``SCXMLDocument`` as SCXML text. Reading the text back gives the same document
/// (apart from line numbers).
public enum SCXMLWriter {
  /// The document as SCXML text.
  public static func write(_ document: SCXMLDocument) -> String {
    var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
    var attributes = [("xmlns", SCXMLReader.namespace), ("version", "1.0")]
    if let name = document.name { attributes.append(("name", name)) }
    if !document.initial.isEmpty { attributes.append(("initial", document.initial.joined(separator: " "))) }
    if let datamodel = document.datamodel { attributes.append(("datamodel", datamodel)) }
    lines.append("<scxml\(format(attributes))>")
    for state in document.states { write(state, indent: "  ", into: &lines) }
    lines.append("</scxml>")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func write(_ state: SCXMLState, indent: String, into lines: inout [String]) {
    var attributes = [("id", state.id)]
    if !state.initial.isEmpty { attributes.append(("initial", state.initial.joined(separator: " "))) }
    if let type = state.historyType { attributes.append(("type", type.rawValue)) }
    var body: [String] = []
    let inner = indent + "  "
    if let initial = state.initialTransition {
      if state.kind == .history {
        write(initial, indent: inner, into: &body)
      } else {
        body.append("\(inner)<initial>")
        write(initial, indent: inner + "  ", into: &body)
        body.append("\(inner)</initial>")
      }
    }
    for block in state.onEntry { writeBlock("onentry", block, indent: inner, into: &body) }
    for block in state.onExit { writeBlock("onexit", block, indent: inner, into: &body) }
    for transition in state.transitions { write(transition, indent: inner, into: &body) }
    for child in state.children { write(child, indent: inner, into: &body) }
    let tag = state.kind.rawValue
    if body.isEmpty {
      lines.append("\(indent)<\(tag)\(format(attributes))/>")
    } else {
      lines.append("\(indent)<\(tag)\(format(attributes))>")
      lines += body
      lines.append("\(indent)</\(tag)>")
    }
  }

  private static func write(_ transition: SCXMLTransition, indent: String, into lines: inout [String]) {
    var attributes: [(String, String)] = []
    if !transition.events.isEmpty { attributes.append(("event", transition.events.joined(separator: " "))) }
    if let cond = transition.cond { attributes.append(("cond", cond)) }
    if !transition.targets.isEmpty { attributes.append(("target", transition.targets.joined(separator: " "))) }
    if transition.isInternal { attributes.append(("type", "internal")) }
    if transition.actions.isEmpty {
      lines.append("\(indent)<transition\(format(attributes))/>")
    } else {
      lines.append("\(indent)<transition\(format(attributes))>")
      write(transition.actions, indent: indent + "  ", into: &lines)
      lines.append("\(indent)</transition>")
    }
  }

  private static func writeBlock(_ tag: String, _ actions: [SCXMLAction], indent: String, into lines: inout [String]) {
    lines.append("\(indent)<\(tag)>")
    write(actions, indent: indent + "  ", into: &lines)
    lines.append("\(indent)</\(tag)>")
  }

  private static func write(_ actions: [SCXMLAction], indent: String, into lines: inout [String]) {
    for action in actions {
      switch action {
      case .raise(let event):
        lines.append("\(indent)<raise\(format([("event", event)]))/>")
      case .send(let send):
        var attributes = [("event", send.event)]
        if let target = send.target { attributes.append(("target", target)) }
        if let type = send.type { attributes.append(("type", type)) }
        if let id = send.id { attributes.append(("id", id)) }
        if let delay = send.delay { attributes.append(("delay", format(delay))) }
        lines.append("\(indent)<send\(format(attributes))/>")
      case .cancel(let id):
        lines.append("\(indent)<cancel\(format([("sendid", id)]))/>")
      case .log(let label, let expr):
        var attributes: [(String, String)] = []
        if let label { attributes.append(("label", label)) }
        if let expr { attributes.append(("expr", expr)) }
        lines.append("\(indent)<log\(format(attributes))/>")
      case .if(let branches):
        guard let first = branches.first else { continue }
        lines.append("\(indent)<if\(format([("cond", first.cond ?? "")]))>")
        write(first.actions, indent: indent + "  ", into: &lines)
        for branch in branches.dropFirst() {
          if let cond = branch.cond {
            lines.append("\(indent)  <elseif\(format([("cond", cond)]))/>")
          } else {
            lines.append("\(indent)  <else/>")
          }
          write(branch.actions, indent: indent + "  ", into: &lines)
        }
        lines.append("\(indent)</if>")
      }
    }
  }

  private static func format(_ delay: Duration) -> String {
    let milliseconds = delay.components.seconds * 1000 + delay.components.attoseconds / 1_000_000_000_000_000
    return milliseconds % 1000 == 0 ? "\(milliseconds / 1000)s" : "\(milliseconds)ms"
  }

  private static func format(_ attributes: [(String, String)]) -> String {
    attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
  }

  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n": result += "&#10;"
      default: result.append(character)
      }
    }
    return result
  }
}

extension SCXMLDocument {
  /// The same document without line numbers, to compare documents read from different text.
  package var withoutPositions: SCXMLDocument {
    func strip(_ state: SCXMLState) -> SCXMLState {
      var copy = state
      copy.line = 0
      copy.initialTransition?.line = 0
      copy.transitions = copy.transitions.map {
        var t = $0; t.line = 0; return t
      }
      copy.children = copy.children.map(strip)
      return copy
    }
    var copy = self
    copy.states = states.map(strip)
    return copy
  }
}
