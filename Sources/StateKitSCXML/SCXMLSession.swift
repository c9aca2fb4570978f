import StateKit

/// What the actions of a chart read from a document can touch: the log of `<log>` elements.
public final class SCXMLSession {
  /// Lines written by `<log>`: its label, and its expression as written (the null data model
  /// does not evaluate expressions).
  public var log: [String] = []
  /// A session with an empty log.
  public init() {}
}

/// A chart read from an SCXML document: states and events are the document's strings.
public typealias SCXMLChart = Chart<String, String, SCXMLSession>
