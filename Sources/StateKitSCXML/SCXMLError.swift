/// Why a document could not be read. Every case names where: line and column.
public struct SCXMLError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem stopped reading.
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

  /// What kind of problem it is.
  public var kind: Kind
  /// What is wrong, in words, without the place.
  public var message: String
  /// The line of the problem, from 1; 0 for a problem of the whole file.
  public var line: Int
  /// The column of the problem, from 1; 0 when unknown.
  public var column: Int

  package init(_ kind: Kind, _ message: String, line: Int, column: Int = 0) {
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
  /// What was ignored, and why.
  public var message: String
  /// The line of the element it concerns.
  public var line: Int
  /// `line 3: warning: message`.
  public var description: String { "line \(line): warning: \(message)" }
}
