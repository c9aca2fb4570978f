/// A `cond` attribute of the null data model — SCXML's conditional expression: `In('id')`,
/// combined with `!`, `&&`, `||` and parentheses. On a transition it becomes the transition's
/// guard (`SCXMLChartBuilder`); on `<if>` and `<elseif>` it picks the branch.
///
/// Chains of `||` and `&&` are kept as lists, not as trees that grow with each operand, and
/// `!` and parentheses may nest at most ``maximumNesting`` deep: a condition read from a
/// document is then evaluated, and freed, without deep recursion however long it is.
indirect enum SCXMLCondition: Hashable, Sendable {
  case inState(String)
  case not(SCXMLCondition)
  /// All of them (`&&`), two or more.
  case and([SCXMLCondition])
  /// Any of them (`||`), two or more.
  case or([SCXMLCondition])

  /// How deep `!` and parentheses may nest: as deep as elements may (``XMLTreeBuilder``).
  static var maximumNesting: Int { XMLTreeBuilder.maximumDepth }

  func evaluate(_ isActive: (String) -> Bool) -> Bool {
    switch self {
    case .inState(let id): return isActive(id)
    case .not(let inner): return !inner.evaluate(isActive)
    case .and(let parts): return parts.allSatisfy { $0.evaluate(isActive) }
    case .or(let parts): return parts.contains { $0.evaluate(isActive) }
    }
  }

  static func parse(_ text: String, line: Int) throws(SCXMLError) -> SCXMLCondition {
    var parser = Parser(characters: Array(text), line: line, text: text)
    let condition = try parser.parseOr()
    parser.skipSpaces()
    guard parser.position == parser.characters.count else { throw parser.unsupported() }
    return condition
  }

  private struct Parser {
    let characters: [Character]
    var position = 0
    /// How many `!` and parentheses enclose the position.
    var nesting = 0
    let line: Int
    let text: String

    init(characters: [Character], line: Int, text: String) {
      self.characters = characters
      self.line = line
      self.text = text
    }

    func unsupported() -> SCXMLError {
      SCXMLError(
        .unsupported, "condition '\(excerpt)' needs a data model; the null data model knows only In('id')",
        line: line)
    }

    /// The condition as an error message shows it: long ones are cut.
    var excerpt: String { text.count > 80 ? String(text.prefix(80)) + "…" : text }

    mutating func skipSpaces() {
      while position < characters.count && characters[position].isWhitespace { position += 1 }
    }

    mutating func take(_ token: String) -> Bool {
      skipSpaces()
      var cursor = position
      for character in token {
        guard cursor < characters.count, characters[cursor] == character else { return false }
        cursor += 1
      }
      position = cursor
      return true
    }

    mutating func parseOr() throws(SCXMLError) -> SCXMLCondition {
      var parts = [try parseAnd()]
      while take("||") { parts.append(try parseAnd()) }
      return parts.count == 1 ? parts[0] : .or(parts)
    }

    mutating func parseAnd() throws(SCXMLError) -> SCXMLCondition {
      var parts = [try parseUnary()]
      while take("&&") { parts.append(try parseUnary()) }
      return parts.count == 1 ? parts[0] : .and(parts)
    }

    mutating func parseUnary() throws(SCXMLError) -> SCXMLCondition {
      if take("!") { return .not(try nested { (parser) throws(SCXMLError) in try parser.parseUnary() }) }
      if take("(") {
        let inner = try nested { (parser) throws(SCXMLError) in try parser.parseOr() }
        guard take(")") else { throw unsupported() }
        return inner
      }
      guard take("In("), take("'") || take("\"") else { throw unsupported() }
      let quote = characters[position - 1]
      var id = ""
      while position < characters.count && characters[position] != quote {
        id.append(characters[position])
        position += 1
      }
      guard position < characters.count else { throw unsupported() }
      position += 1
      guard take(")"), !id.isEmpty else { throw unsupported() }
      return .inState(id)
    }

    /// Parses what a `!` or a parenthesis encloses, refusing nesting deeper than the limit
    /// before it can overflow the stack.
    mutating func nested(
      _ parse: (inout Parser) throws(SCXMLError) -> SCXMLCondition
    ) throws(SCXMLError) -> SCXMLCondition {
      guard nesting < SCXMLCondition.maximumNesting else {
        throw SCXMLError(
          .tooLarge,
          "condition '\(excerpt)' nests '!' and parentheses more than \(SCXMLCondition.maximumNesting) deep",
          line: line)
      }
      nesting += 1
      defer { nesting -= 1 }
      return try parse(&self)
    }
  }
}
