/// A condition of the null data model: `In('id')`, combined with `!`, `&&`, `||` and parentheses.
indirect enum SCXMLCondition: Hashable, Sendable {
  case inState(String)
  case not(SCXMLCondition)
  case and(SCXMLCondition, SCXMLCondition)
  case or(SCXMLCondition, SCXMLCondition)

  func evaluate(_ isActive: (String) -> Bool) -> Bool {
    switch self {
    case .inState(let id): return isActive(id)
    case .not(let inner): return !inner.evaluate(isActive)
    case .and(let a, let b): return a.evaluate(isActive) && b.evaluate(isActive)
    case .or(let a, let b): return a.evaluate(isActive) || b.evaluate(isActive)
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
    let line: Int
    let text: String

    init(characters: [Character], line: Int, text: String) {
      self.characters = characters
      self.line = line
      self.text = text
    }

    func unsupported() -> SCXMLError {
      SCXMLError(
        .unsupported, "condition '\(text)' needs a data model; the null data model knows only In('id')", line: line)
    }

    mutating func skipSpaces() {
      while position < characters.count && characters[position].isWhitespace { position += 1 }
    }

    mutating func take(_ token: String) -> Bool {
      skipSpaces()
      let tokenCharacters = Array(token)
      guard position + tokenCharacters.count <= characters.count,
        Array(characters[position..<position + tokenCharacters.count]) == tokenCharacters
      else { return false }
      position += tokenCharacters.count
      return true
    }

    mutating func parseOr() throws(SCXMLError) -> SCXMLCondition {
      var left = try parseAnd()
      while take("||") { left = .or(left, try parseAnd()) }
      return left
    }

    mutating func parseAnd() throws(SCXMLError) -> SCXMLCondition {
      var left = try parseUnary()
      while take("&&") { left = .and(left, try parseUnary()) }
      return left
    }

    mutating func parseUnary() throws(SCXMLError) -> SCXMLCondition {
      if take("!") { return .not(try parseUnary()) }
      if take("(") {
        let inner = try parseOr()
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
  }
}
