/// Why a document could not be read. Every case names where: line and column.
public struct SCXMLError: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Kind: String, Hashable, Sendable {
    /// The XML itself is broken (unclosed tag, bad entity, trailing content…).
    case malformed
    /// An element or attribute that the null data model cannot run (`<assign>`, `<script>`…).
    case unsupported
    /// The document is well-formed but not valid SCXML (missing attribute, unknown element…).
    case invalid
    /// The chart compiled from the document has errors (unknown targets, duplicate ids…).
    case chart
    /// The document exceeds a limit (nesting depth, size).
    case tooLarge
  }

  public var kind: Kind
  public var message: String
  public var line: Int
  public var column: Int

  init(_ kind: Kind, _ message: String, line: Int, column: Int = 0) {
    self.kind = kind
    self.message = message
    self.line = line
    self.column = column
  }

  /// `line 3, column 7: message`; the message alone for a problem of the whole file (line 0:
  /// too large, not a regular file).
  public var description: String {
    if line == 0 { return message }
    return column > 0 ? "line \(line), column \(column): \(message)" : "line \(line): \(message)"
  }
}

/// A problem that does not stop reading (an ignored `<donedata>`).
public struct SCXMLWarning: Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public var line: Int
  public var description: String { "line \(line): warning: \(message)" }
}
