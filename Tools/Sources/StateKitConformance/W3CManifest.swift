import Foundation

/// The W3C SCXML Implementation Report's manifest (`w3c-irp/manifest.xml`): each test, whether
/// it is mandatory or optional, whether it is run by hand, and its documents.
public struct W3CManifest: Sendable {
  /// One test of the report (one assertion; some have several documents, e.g. 403a/b/c).
  public struct Entry: Hashable, Sendable {
    /// The test's number, `403`.
    public var id: String
    /// Whether the Recommendation requires what it tests.
    public var isMandatory: Bool
    /// Whether a person judges it (it has no `pass` state to reach).
    public var isManual: Bool
    /// Its documents' names without folder and extension: `test403a`.
    public var documents: [String]
  }

  /// The tests, in the manifest's order.
  public var entries: [Entry]

  /// The manifest's text read. (It is regular, generated XML: its `<test>` elements are read
  /// with a pattern.)
  public init(text: String) {
    let test = #/<test id="([^"]+)" conformance="(\w+)" manual="(\w+)">(.*?)</test>/#.dotMatchesNewlines()
    let start = #/<start uri="([^"]+)"/#
    entries = text.matches(of: test).map { match in
      Entry(
        id: String(match.output.1), isMandatory: match.output.2 == "mandatory", isManual: match.output.3 == "true",
        documents: match.output.4.matches(of: start).map {
          URL(fileURLWithPath: String($0.output.1)).deletingPathExtension().lastPathComponent
        })
    }
  }
}
