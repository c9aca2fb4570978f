import Foundation
import StateKit

/// Reads W3C SCXML documents into an ``SCXMLDocument``.
///
/// Supported: `scxml`, `state`, `parallel`, `final`, `history`, `initial`, `transition` (event
/// descriptors with `*` and prefixes, `cond`, target lists, `type`), `onentry`, `onexit`,
/// `raise`, `send` (`event`, `target`, `type`, `id`, `delay` or a literal `delayexpr`),
/// `cancel`, `log`, `if`/`elseif`/`else`; conditions of the null data model: `In('id')`,
/// combined with `!`, `&&`, `||`. Anything that needs another data model (`<assign>`,
/// `<script>`, `<data>`, expressions) is refused with an error that names the element and line.
public enum SCXMLReader {
  /// Documents larger than this are refused before parsing.
  public static let maximumSize = 8 * 1024 * 1024
  static let namespace = "http://www.w3.org/2005/07/scxml"

  /// Reads a document from text.
  public static func read(_ text: String) throws(SCXMLError) -> SCXMLDocument {
    try read(data: Data(text.utf8)).document
  }

  /// Reads a document and returns it with the warnings found (ignored `<donedata>`, `<log>`).
  /// An `<invoke src>` is refused: without the document's location there is nothing to resolve
  /// it against (use ``read(contentsOf:)`` or ``read(data:sources:)``).
  public static func read(data: Data) throws(SCXMLError) -> (document: SCXMLDocument, warnings: [SCXMLWarning]) {
    try read(data: data, sources: nil)
  }

  /// Reads a document whose `<invoke src="…">` documents `sources` loads: it gets the `src`
  /// attribute as written and returns the document's bytes (which may name sources of their
  /// own, up to ``maximumInvokeDepth`` deep).
  public static func read(
    data: Data, sources: ((String) throws -> Data)?
  ) throws(SCXMLError) -> (document: SCXMLDocument, warnings: [SCXMLWarning]) {
    guard data.count <= maximumSize else {
      throw SCXMLError(.tooLarge, "the document has \(data.count) bytes; at most \(maximumSize) are read", line: 0)
    }
    let root = try XMLTreeBuilder.parse(data)
    var reader = DocumentReader(sources: sources, depth: 0)
    let document = try reader.readDocument(root)
    return (document, reader.warnings)
  }

  /// How deeply invoked documents may nest (inline or through `src`): a document that invokes
  /// itself is refused, not followed forever.
  public static let maximumInvokeDepth = 16

  /// Reads a file; `<invoke src>` is resolved relative to it (`file:` and plain relative paths).
  ///
  /// - Throws: the file system's error when the file cannot be read, otherwise ``SCXMLError``.
  public static func read(contentsOf url: URL) throws -> (document: SCXMLDocument, warnings: [SCXMLWarning]) {
    try read(data: contents(of: url), sources: { try contents(of: resolve($0, relativeTo: url)) })
  }

  /// The bytes of a document file, read only when it is a regular file of at most
  /// ``maximumSize`` bytes: a FIFO would block, and a device such as `/dev/zero` never ends.
  ///
  /// - Throws: the file system's error when the file does not exist or cannot be read, an
  ///   ``SCXMLError`` (``SCXMLError/Kind/tooLarge``, or ``SCXMLError/Kind/invalid`` for a file
  ///   that is not a regular file) naming it otherwise.
  public static func contents(of url: URL) throws -> Data {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      throw SCXMLError(.invalid, "\(url.path) is not a regular file (a folder, a device, a FIFO or a socket)", line: 0)
    }
    let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    guard size <= maximumSize else {
      throw SCXMLError(.tooLarge, "\(url.path) has \(size) bytes; at most \(maximumSize) are read", line: 0)
    }
    return try Data(contentsOf: url)
  }

  /// Where an `<invoke src>` points, relative to the document at `base`.
  public static func resolve(_ src: String, relativeTo base: URL) -> URL {
    let path = src.hasPrefix("file:") ? String(src.dropFirst(5)) : src
    if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
    return base.deletingLastPathComponent().appendingPathComponent(path)
  }
}

struct DocumentReader: StateTreeReading {
  var warnings: [SCXMLWarning] = []
  /// Loads the document an `<invoke src>` names; nil refuses `src`.
  let sources: ((String) throws -> Data)?
  /// How many invokes deep this document lies.
  let depth: Int

  init(sources: ((String) throws -> Data)?, depth: Int) {
    self.sources = sources
    self.depth = depth
  }
  var stateIDs = StateIDs()

  mutating func readDocument(_ root: XMLElement) throws(SCXMLError) -> SCXMLDocument {
    guard root.name == "scxml" else {
      throw SCXMLError(
        .invalid, "the root element is <\(root.name)>, not <scxml>", line: root.line, column: root.column)
    }
    guard isSCXML(root) else {
      throw SCXMLError(
        .invalid,
        "the root element <scxml> is in the namespace '\(root.namespace ?? "")', not in SCXML's '\(SCXMLReader.namespace)'",
        line: root.line, column: root.column)
    }
    stateIDs = StateIDs(of: root)
    let datamodel = root.attributes["datamodel"]
    if let datamodel, !["null", "ecmascript", ""].contains(datamodel) {
      throw SCXMLError(
        .unsupported, "datamodel '\(datamodel)' is not supported; StateKit runs the null data model", line: root.line)
    }
    var document = SCXMLDocument(
      name: root.attributes["name"], initial: tokens(root.attributes["initial"]), datamodel: datamodel, states: [])
    for child in root.children where isSCXML(child) {
      switch child.name {
      case "state", "parallel", "final": document.states.append(try readState(child))
      default: try refuse(child, in: "scxml")
      }
    }
    return document
  }

  func makeState(kind: SCXMLState.Kind, id: String, line: Int) -> SCXMLState {
    var state = SCXMLState(kind: kind, id: id)
    state.line = line
    return state
  }

  mutating func readStateChild(
    _ child: XMLElement, of parent: XMLElement, kind: SCXMLState.Kind, into state: inout SCXMLState
  ) throws(SCXMLError) {
    switch child.name {
    case "donedata":
      warnings.append(SCXMLWarning(message: "<donedata> is ignored: the null data model has no data", line: child.line))
    default: try refuse(child, in: parent.name)
    }
  }

  /// The invoke types StateKit runs: SCXML sessions (SCXML 6.4.1; the short form and the URI).
  static let invokeTypes: Set<String> = ["scxml", "http://www.w3.org/TR/scxml/", "http://www.w3.org/TR/scxml"]

  mutating func readInvoke(_ element: XMLElement) throws(SCXMLError) -> SCXMLInvoke {
    for attribute in ["typeexpr", "srcexpr", "idlocation", "namelist"] where element.attributes[attribute] != nil {
      try refuseAttribute(attribute, of: element)
    }
    let type = element.attributes["type"]
    if let type, !Self.invokeTypes.contains(type) {
      throw SCXMLError(
        .unsupported, "<invoke> type '\(type)' is not supported: StateKit invokes SCXML sessions (type 'scxml')",
        line: element.line, column: element.column)
    }
    let autoforward = element.attributes["autoforward"] ?? "false"
    guard autoforward == "true" || autoforward == "false" else {
      throw SCXMLError(
        .invalid, "<invoke> autoforward '\(autoforward)' is neither true nor false", line: element.line,
        column: element.column)
    }
    guard depth < SCXMLReader.maximumInvokeDepth else {
      throw SCXMLError(
        .invalid, "invoked documents nest more than \(SCXMLReader.maximumInvokeDepth) deep (does one invoke itself?)",
        line: element.line, column: element.column)
    }
    var invoke = SCXMLInvoke(
      id: element.attributes["id"], type: type, src: element.attributes["src"], autoforward: autoforward == "true",
      content: nil)
    invoke.line = element.line
    for child in element.children where isSCXML(child) {
      switch child.name {
      case "content":
        if child.attributes["expr"] != nil { try refuseAttribute("expr", of: child) }
        guard let root = child.children.first(where: { $0.name == "scxml" }) else {
          throw SCXMLError(
            .invalid, "the <content> of an <invoke> needs an <scxml> document", line: child.line, column: child.column)
        }
        guard invoke.content == nil else {
          throw SCXMLError(.invalid, "<invoke> has more than one <content>", line: child.line, column: child.column)
        }
        invoke.content = try readInvoked(root)
      case "finalize":
        invoke.finalize = try readContent(child.children)
      default:
        try refuse(child, in: "invoke")
      }
    }
    if let src = invoke.src {
      guard invoke.content == nil else {
        throw SCXMLError(
          .invalid, "<invoke> has both src and <content>; it takes one", line: element.line, column: element.column)
      }
      guard let sources else {
        throw SCXMLError(
          .unsupported, "<invoke src=\"\(src)\"> needs the document's location: read it from a file",
          line: element.line, column: element.column)
      }
      let data: Data
      do {
        data = try sources(src)
      } catch {
        throw SCXMLError(
          .invalid, "<invoke src=\"\(src)\"> cannot be read: \(error)", line: element.line, column: element.column)
      }
      do {
        invoke.content = try readInvoked(try XMLTreeBuilder.parse(data))
      } catch {
        throw SCXMLError(
          error.kind, "in <invoke src=\"\(src)\">: \(error.message)", line: element.line, column: element.column)
      }
    }
    guard invoke.content != nil else {
      throw SCXMLError(
        .invalid, "<invoke> needs a child document: src or an inline <content>", line: element.line,
        column: element.column)
    }
    return invoke
  }

  /// An invoked document, read with the same rules one level deeper; its warnings join ours.
  private mutating func readInvoked(_ root: XMLElement) throws(SCXMLError) -> SCXMLDocument {
    var reader = DocumentReader(sources: sources, depth: depth + 1)
    let document = try reader.readDocument(root)
    warnings += reader.warnings
    return document
  }

  func readTransition(_ element: XMLElement) throws(SCXMLError) -> SCXMLTransition {
    for attribute in ["eventexpr", "targetexpr"] where element.attributes[attribute] != nil {
      throw SCXMLError(
        .unsupported, "<transition> attribute '\(attribute)' needs a data model", line: element.line,
        column: element.column)
    }
    let type = element.attributes["type"] ?? "external"
    guard type == "internal" || type == "external" else {
      throw SCXMLError(.invalid, "<transition> type '\(type)' is neither internal nor external", line: element.line)
    }
    var transition = SCXMLTransition(
      events: tokens(element.attributes["event"]), cond: element.attributes["cond"],
      targets: tokens(element.attributes["target"]), isInternal: type == "internal",
      actions: try readContent(element.children))
    transition.line = element.line
    if let cond = transition.cond { _ = try SCXMLCondition.parse(cond, line: element.line) }
    return transition
  }

  func literal(_ expression: String?) -> String? {
    guard let expression, expression.count >= 2, let first = expression.first, first == "'" || first == "\"",
      expression.last == first
    else { return nil }
    return String(expression.dropFirst().dropLast())
  }

  func required(_ attribute: String, of element: XMLElement) throws(SCXMLError) -> String {
    guard let value = element.attributes[attribute] else {
      if element.attributes[attribute + "expr"] != nil { try refuseAttribute(attribute + "expr", of: element) }
      throw SCXMLError(
        .invalid, "<\(element.name)> needs the attribute '\(attribute)'", line: element.line, column: element.column)
    }
    return value
  }

  func refuse(_ element: XMLElement, in parent: String) throws(SCXMLError) -> Never {
    let needsDataModel = ["assign", "script", "datamodel", "data", "foreach", "param", "content"]
    if needsDataModel.contains(element.name) {
      throw SCXMLError(
        .unsupported, "<\(element.name)> is not supported: StateKit runs the null data model", line: element.line,
        column: element.column)
    }
    throw SCXMLError(
      .invalid, "<\(element.name)> is not allowed in <\(parent)>", line: element.line, column: element.column)
  }

  func refuseAttribute(_ attribute: String, of element: XMLElement) throws(SCXMLError) -> Never {
    throw SCXMLError(
      .unsupported, "<\(element.name)> attribute '\(attribute)' needs a data model", line: element.line,
      column: element.column)
  }
}
