import Foundation
import StateKit
import StateKitSCXML

/// A W3C SCXML document whose data model is ECMAScript (`datamodel="ecmascript"`), read to run
/// with JavaScriptCore: `<datamodel>`, `<assign>`, `<script>`, conditions, `_event`,
/// `<send>` and `<invoke>` expressions are JavaScript.
///
/// ```swift
/// let document = try ECMAScriptDocument.read(contentsOf: url)
/// let machine = StateMachine(try document.makeChart(), context: ECMAScriptSession())
/// machine.start()
/// ```
public struct ECMAScriptDocument {
  let document: ScriptDocument
  /// Loads what `src` attributes name, and `srcexpr` when a child is invoked.
  let sources: ((String) throws -> Data)?

  /// The `name` attribute of `<scxml>` (`_name` in the document).
  public var name: String? { document.name }

  /// Reads a document from text. `src` attributes (`<invoke>`, `<data>`, `<script>`) are refused:
  /// there is no location to resolve them against (use ``read(contentsOf:)``). A document that
  /// declares another data model (`null`, `xpath`) is refused as `.unsupported`; one that
  /// declares none is read as ECMAScript.
  public static func read(_ text: String) throws(SCXMLError) -> ECMAScriptDocument {
    try read(data: Data(text.utf8), sources: nil)
  }

  /// Reads a document whose `src` attributes `sources` loads (it gets the attribute as written).
  public static func read(data: Data, sources: ((String) throws -> Data)?) throws(SCXMLError) -> ECMAScriptDocument {
    guard data.count <= SCXMLReader.maximumSize else {
      throw SCXMLError(
        .tooLarge, "the document has \(data.count) bytes; at most \(SCXMLReader.maximumSize) are read", line: 0)
    }
    let root = try parseXMLTree(data)
    // A document written for another data model would have its expressions run as JavaScript:
    // say so instead. Without the attribute the data model is the processor's choice (SCXML 5.1).
    if let datamodel = root.attributes["datamodel"], datamodel != "ecmascript" {
      throw SCXMLError(
        .unsupported,
        "the document's datamodel is '\(datamodel)', not 'ecmascript': read it with SCXMLReader (the null "
          + "data model) or declare datamodel=\"ecmascript\"", line: root.line)
    }
    var reader = ScriptReader(sources: sources, depth: 0)
    return ECMAScriptDocument(document: try reader.readDocument(root), sources: sources)
  }

  /// Reads a file; `src` attributes are resolved relative to it.
  ///
  /// - Throws: the file system's error when the file cannot be read, otherwise `SCXMLError`.
  public static func read(contentsOf url: URL) throws -> ECMAScriptDocument {
    try read(
      data: SCXMLReader.contents(of: url),
      sources: { try SCXMLReader.contents(of: SCXMLReader.resolve($0, relativeTo: url)) })
  }

  /// Compiles the document into a chart; each machine runs it with an ``ECMAScriptSession`` of
  /// its own.
  ///
  /// - Throws: `SCXMLError` of kind `.chart` when the chart has errors (unknown targets,
  ///   duplicate ids…), `.unsupported` for an `<invoke>` whose document is not known in advance.
  public func makeChart() throws(SCXMLError) -> ECMAScriptChart {
    try ScriptChartBuilder.chart(document, sources: sources)
  }
}

extension ECMAScriptDocument {
  /// Whether the document's `<scxml>` declares `datamodel="ecmascript"` (false for a document
  /// that cannot be parsed: reading it says why).
  public static func declaresECMAScript(_ data: Data) -> Bool {
    guard data.count <= SCXMLReader.maximumSize, let root = try? parseXMLTree(data) else { return false }
    return root.attributes["datamodel"] == "ecmascript"
  }
}
