import StateKit

/// Writes an ``SCXMLDocument`` as SCXML text. Reading the text back gives the same document
/// (apart from line numbers): tabs, line breaks and carriage returns in values are written as
/// character references, which XML keeps.
public enum SCXMLWriter {
  /// The document as SCXML text.
  ///
  /// - Throws: ``SCXMLError`` of kind `.invalid` for a value with a character XML 1.0 cannot
  ///   carry at all (control characters other than tab, line feed and carriage return; U+FFFE,
  ///   U+FFFF), naming the element, the attribute and the character. A document read from XML
  ///   never has one; one built in code or decoded from JSON may.
  public static func write(_ document: SCXMLDocument) throws(SCXMLError) -> String {
    var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
    try write(document, indent: "", into: &lines)
    return lines.joined(separator: "\n") + "\n"
  }

  private static func write(_ document: SCXMLDocument, indent: String, into lines: inout [String]) throws(SCXMLError) {
    var attributes = [("xmlns", SCXMLReader.namespace), ("version", "1.0")]
    if let name = document.name { attributes.append(("name", name)) }
    if !document.initial.isEmpty { attributes.append(("initial", document.initial.joined(separator: " "))) }
    if let datamodel = document.datamodel { attributes.append(("datamodel", datamodel)) }
    lines.append("\(indent)<scxml\(try format(attributes, of: "scxml", line: 0))>")
    for state in document.states { try write(state, indent: indent + "  ", into: &lines) }
    lines.append("\(indent)</scxml>")
  }

  /// An `<invoke>` with its document inline (one read through `src` is written as `<content>`,
  /// so that the text stands alone).
  private static func write(_ invoke: SCXMLInvoke, indent: String, into lines: inout [String]) throws(SCXMLError) {
    var attributes: [(String, String)] = []
    if let type = invoke.type { attributes.append(("type", type)) }
    if let id = invoke.id { attributes.append(("id", id)) }
    if invoke.autoforward { attributes.append(("autoforward", "true")) }
    lines.append("\(indent)<invoke\(try format(attributes, of: "invoke", line: invoke.line))>")
    if let content = invoke.content {
      lines.append("\(indent)  <content>")
      try write(content, indent: indent + "    ", into: &lines)
      lines.append("\(indent)  </content>")
    }
    if !invoke.finalize.isEmpty {
      try writeBlock("finalize", invoke.finalize, indent: indent + "  ", line: invoke.line, into: &lines)
    }
    lines.append("\(indent)</invoke>")
  }

  private static func write(_ state: SCXMLState, indent: String, into lines: inout [String]) throws(SCXMLError) {
    var attributes = [("id", state.id)]
    if !state.initial.isEmpty { attributes.append(("initial", state.initial.joined(separator: " "))) }
    if let type = state.historyType { attributes.append(("type", type.rawValue)) }
    var body: [String] = []
    let inner = indent + "  "
    if let initial = state.initialTransition {
      if state.kind == .history {
        try write(initial, indent: inner, into: &body)
      } else {
        body.append("\(inner)<initial>")
        try write(initial, indent: inner + "  ", into: &body)
        body.append("\(inner)</initial>")
      }
    }
    for block in state.onEntry { try writeBlock("onentry", block, indent: inner, line: state.line, into: &body) }
    for block in state.onExit { try writeBlock("onexit", block, indent: inner, line: state.line, into: &body) }
    for transition in state.transitions { try write(transition, indent: inner, into: &body) }
    for invoke in state.invokes { try write(invoke, indent: inner, into: &body) }
    for child in state.children { try write(child, indent: inner, into: &body) }
    let tag = state.kind.rawValue
    let text = try format(attributes, of: tag, line: state.line)
    if body.isEmpty {
      lines.append("\(indent)<\(tag)\(text)/>")
    } else {
      lines.append("\(indent)<\(tag)\(text)>")
      lines += body
      lines.append("\(indent)</\(tag)>")
    }
  }

  private static func write(
    _ transition: SCXMLTransition, indent: String, into lines: inout [String]
  ) throws(SCXMLError) {
    var attributes: [(String, String)] = []
    if !transition.events.isEmpty { attributes.append(("event", transition.events.joined(separator: " "))) }
    if let cond = transition.cond { attributes.append(("cond", cond)) }
    if !transition.targets.isEmpty { attributes.append(("target", transition.targets.joined(separator: " "))) }
    if transition.isInternal { attributes.append(("type", "internal")) }
    let text = try format(attributes, of: "transition", line: transition.line)
    if transition.actions.isEmpty {
      lines.append("\(indent)<transition\(text)/>")
    } else {
      lines.append("\(indent)<transition\(text)>")
      try write(transition.actions, indent: indent + "  ", line: transition.line, into: &lines)
      lines.append("\(indent)</transition>")
    }
  }

  private static func writeBlock(
    _ tag: String, _ actions: [SCXMLAction], indent: String, line: Int, into lines: inout [String]
  ) throws(SCXMLError) {
    lines.append("\(indent)<\(tag)>")
    try write(actions, indent: indent + "  ", line: line, into: &lines)
    lines.append("\(indent)</\(tag)>")
  }

  private static func write(
    _ actions: [SCXMLAction], indent: String, line: Int, into lines: inout [String]
  ) throws(SCXMLError) {
    for action in actions {
      switch action {
      case .raise(let event):
        lines.append("\(indent)<raise\(try format([("event", event)], of: "raise", line: line))/>")
      case .send(let send):
        var attributes = [("event", send.event)]
        if let target = send.target { attributes.append(("target", target)) }
        if let type = send.type { attributes.append(("type", type)) }
        if let id = send.id { attributes.append(("id", id)) }
        if let delay = send.delay { attributes.append(("delay", format(delay))) }
        lines.append("\(indent)<send\(try format(attributes, of: "send", line: line))/>")
      case .cancel(let id):
        lines.append("\(indent)<cancel\(try format([("sendid", id)], of: "cancel", line: line))/>")
      case .log(let label, let expr):
        var attributes: [(String, String)] = []
        if let label { attributes.append(("label", label)) }
        if let expr { attributes.append(("expr", expr)) }
        lines.append("\(indent)<log\(try format(attributes, of: "log", line: line))/>")
      case .if(let branches):
        guard let first = branches.first else { continue }
        lines.append("\(indent)<if\(try format([("cond", first.cond ?? "")], of: "if", line: line))>")
        try write(first.actions, indent: indent + "  ", line: line, into: &lines)
        for branch in branches.dropFirst() {
          if let cond = branch.cond {
            lines.append("\(indent)  <elseif\(try format([("cond", cond)], of: "elseif", line: line))/>")
          } else {
            lines.append("\(indent)  <else/>")
          }
          try write(branch.actions, indent: indent + "  ", line: line, into: &lines)
        }
        lines.append("\(indent)</if>")
      }
    }
  }

  private static func format(_ delay: Duration) -> String {
    let milliseconds = delay.components.seconds * 1000 + delay.components.attoseconds / 1_000_000_000_000_000
    return milliseconds % 1000 == 0 ? "\(milliseconds / 1000)s" : "\(milliseconds)ms"
  }

  private static func format(
    _ attributes: [(String, String)], of element: String, line: Int
  ) throws(SCXMLError) -> String {
    var text = ""
    for (name, value) in attributes {
      guard let escaped = escape(value) else {
        let character = value.unicodeScalars.first { !isAllowedInXML($0) }!
        let code = String(character.value, radix: 16, uppercase: true)
        throw SCXMLError(
          .invalid,
          "<\(element)> attribute '\(name)' holds U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code), "
            + "a character XML 1.0 cannot carry", line: line)
      }
      text += " \(name)=\"\(escaped)\""
    }
    return text
  }

  /// The value as the text of an attribute, or nil if it holds a character XML cannot carry.
  /// Tab, line feed and carriage return are written as character references: written as they
  /// are, a reader turns them into spaces (XML 1.0, 3.3.3).
  static func escape(_ text: String) -> String? {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t": result += "&#9;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      default:
        guard isAllowedInXML(scalar) else { return nil }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// XML 1.0's `Char` production: tab, line feed, carriage return, and everything from U+0020
  /// but U+FFFE and U+FFFF (surrogates cannot occur in a Swift string).
  static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD: return true
    case 0x20...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
  }
}

extension SCXMLDocument {
  /// The same document without line numbers, to compare documents read from different text
  /// (`@_spi(Testing) import StateKitSCXML`: the conformance tests in `Tools/` use it too).
  @_spi(Testing) public var withoutPositions: SCXMLDocument {
    func strip(_ state: SCXMLState) -> SCXMLState {
      var copy = state
      copy.line = 0
      copy.initialTransition?.line = 0
      copy.transitions = copy.transitions.map {
        var t = $0; t.line = 0; return t
      }
      copy.children = copy.children.map(strip)
      copy.invokes = copy.invokes.map {
        var invoke = $0
        invoke.line = 0
        // The writer puts a document read through `src` inline.
        invoke.src = nil
        invoke.content = invoke.content?.withoutPositions
        return invoke
      }
      return copy
    }
    var copy = self
    copy.states = states.map(strip)
    return copy
  }
}
