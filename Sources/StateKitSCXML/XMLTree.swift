import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An element of a parsed XML document, with where it starts.
package struct XMLElement {
  package var name: String
  package var namespace: String?
  package var attributes: [String: String]
  package var children: [XMLElement] = []
  package var text = ""
  package var line: Int
  package var column: Int
}

/// Parses XML into a tree with FoundationXML's `XMLParser`, turning every parser error (which
/// `parse()` may not report by its result) into an ``SCXMLError`` with a position.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
  static let maximumDepth = 200

  private var stack: [XMLElement] = []
  private var root: XMLElement?
  private var failure: SCXMLError?
  private weak var parser: XMLParser?

  static func parse(_ data: Data) throws(SCXMLError) -> XMLElement {
    guard data.contains(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }) else {
      throw SCXMLError(.malformed, "the document is empty", line: 1)
    }
    // FoundationXML traps (it does not throw) on names that are not valid UTF-8: refuse such
    // bytes before they reach it. Documents in other encodings must be converted to UTF-8.
    if String(validating: data, as: UTF8.self) == nil {
      let decoded = String(decoding: data, as: UTF8.self)
      let prefix = decoded.prefix { $0 != "\u{FFFD}" }
      let line = prefix.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
      throw SCXMLError(.malformed, "the document is not valid UTF-8 (StateKit reads UTF-8 only)", line: line)
    }
    if let line = emptyProcessingInstructionLine(in: data) {
      throw SCXMLError(.malformed, "a processing instruction without content is not supported", line: line)
    }
    let parser = XMLParser(data: data)
    let builder = XMLTreeBuilder()
    builder.parser = parser
    parser.delegate = builder
    parser.shouldProcessNamespaces = true
    parser.shouldResolveExternalEntities = false
    let succeeded = parser.parse()
    if let failure = builder.failure { throw failure }
    if let error = parser.parserError {
      throw SCXMLError(
        .malformed, "malformed XML: \(explain(error))", line: parser.lineNumber, column: parser.columnNumber
      )
    }
    guard succeeded, let root = builder.root, builder.stack.isEmpty else {
      throw SCXMLError(.malformed, "malformed XML: the document is empty or incomplete", line: parser.lineNumber)
    }
    return root
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    guard failure == nil else { return }
    if stack.count >= Self.maximumDepth {
      failure = SCXMLError(
        .tooLarge, "elements are nested more than \(Self.maximumDepth) deep", line: parser.lineNumber,
        column: parser.columnNumber)
      parser.abortParsing()
      return
    }
    if root != nil && stack.isEmpty {
      failure = SCXMLError(.malformed, "content after the root element", line: parser.lineNumber)
      parser.abortParsing()
      return
    }
    stack.append(
      XMLElement(
        name: elementName, namespace: namespaceURI, attributes: attributes, line: parser.lineNumber,
        column: parser.columnNumber))
  }

  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
    guard failure == nil, let element = stack.popLast() else { return }
    if stack.isEmpty {
      root = element
    } else {
      stack[stack.count - 1].children.append(element)
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard failure == nil, !stack.isEmpty else { return }
    stack[stack.count - 1].text += string
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    guard failure == nil else { return }
    failure = SCXMLError(
      .malformed, "malformed XML: \(explain(parseError))", line: parser.lineNumber,
      column: parser.columnNumber)
  }
}

/// libxml2's error codes (which XMLParser reports) in words; Foundation on Linux gives none.
func explain(_ error: any Error) -> String {
  let code = (error as NSError).code
  let known: [Int: String] = [
    4: "the document is empty",
    5: "the document ends too early, or has extra content after its root element",
    26: "an entity is not declared",
    27: "an entity is not declared",
    29: "an external entity is not allowed",
    38: "an attribute value is not quoted",
    39: "an attribute value is missing",
    41: "an attribute has no value",
    68: "a name is expected",
    73: "'>' is expected",
    76: "opening and closing tags do not match",
    77: "a tag is not closed before the end of the document",
    86: "extra content at the end of the document",
    89: "an entity refers to itself or expands too much",
    104: "an entity expands too much",
  ]
  return known[code] ?? "libxml2 error \(code)"
}

/// The line of the first processing instruction with a target and no content (`<?name?>`):
/// FoundationXML dereferences a null pointer on those instead of reporting them.
func emptyProcessingInstructionLine(in data: Data) -> Int? {
  let bytes = [UInt8](data)
  var line = 1
  var index = 0
  while index < bytes.count {
    if bytes[index] == 0x0A { line += 1 }
    if bytes[index] == 0x3C, index + 1 < bytes.count, bytes[index + 1] == 0x3F {  // "<?"
      var cursor = index + 2
      while cursor < bytes.count, !isSpace(bytes[cursor]), bytes[cursor] != 0x3F { cursor += 1 }
      while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
      if cursor + 1 < bytes.count, bytes[cursor] == 0x3F, bytes[cursor + 1] == 0x3E { return line }  // "?>"
    }
    index += 1
  }
  return nil
}

private func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

/// Parses a document into elements, with the reader's limits: for the ECMAScript data model's
/// reader, in a module of its own.
package func parseXMLTree(_ data: Data) throws(SCXMLError) -> XMLElement {
  try XMLTreeBuilder.parse(data)
}
