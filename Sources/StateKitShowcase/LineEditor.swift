/// The line a person is typing in the interactive showcase, fed one byte at a time (the
/// terminal is in raw mode, so the showcase knows a half-typed command and can draw it again).
/// Left and right move the cursor (Home/End, Control-A/Control-E to the ends), up and down
/// walk through the commands entered before, as in a shell.
package struct LineEditor: Sendable {
  /// What a byte did.
  package enum Action: Equatable, Sendable {
    /// Nothing visible (part of a character or of an escape sequence, or a key with nothing to do).
    case none
    /// The line or the cursor changed: draw the prompt again.
    case edited
    /// Return: the line is complete.
    case submit(String)
    /// Control-C, or Control-D on an empty line: leave.
    case quit
  }

  /// The longest line kept, in characters: further ones are ignored, as a terminal's own line
  /// editor does.
  package static let maximumLength = 1_000
  /// The commands remembered for up and down.
  package static let historyLength = 100

  private var characters: [Character] = []
  /// Where the next character goes: 0 … `characters.count`.
  private var cursor = 0
  /// The bytes of a character not complete yet (UTF-8).
  private var pending: [UInt8] = []
  /// In an escape sequence (an arrow key: ESC [ A): its bytes so far, after ESC.
  private var escape: [UInt8]?
  private var history: [String] = []
  /// While walking the history: the entry shown, and the line typed before walking.
  private var recalled: (index: Int, draft: [Character])?

  package init() {}

  /// What has been typed so far.
  package var text: String { String(characters) }

  /// How many characters stand right of the cursor: the frame moves the cursor back that far.
  package var charactersAfterCursor: Int { characters.count - cursor }

  package mutating func feed(_ byte: UInt8) -> Action {
    if escape != nil { return continueEscape(byte) }
    if !pending.isEmpty || byte >= 0x80 { return appendUTF8(byte) }
    switch byte {
    case 0x1B:
      escape = []
      return .none
    case 0x03: return .quit
    case 0x04: return characters.isEmpty ? .quit : .none
    case 0x0D, 0x0A:
      let line = text
      if line.contains(where: { $0 != " " }) && history.last != line {
        history.append(line)
        if history.count > Self.historyLength { history.removeFirst() }
      }
      characters.removeAll()
      cursor = 0
      recalled = nil
      return .submit(line)
    case 0x7F, 0x08:
      guard cursor > 0 else { return .none }
      cursor -= 1
      characters.remove(at: cursor)
      return .edited
    case 0x15:
      characters.removeAll()
      cursor = 0
      return .edited
    case 0x01: return moveCursor(to: 0)
    case 0x05: return moveCursor(to: characters.count)
    case 0x09: return insert(" ")
    case ..<0x20: return .none
    default: return insert(Character(Unicode.Scalar(byte)))
    }
  }

  /// ESC [ A/B/C/D (arrows), ESC [ H/F or ESC [ 1~/4~ (home, end), ESC O … (the same keys in
  /// application mode); anything else is skipped whole.
  private mutating func continueEscape(_ byte: UInt8) -> Action {
    var sequence = escape!
    sequence.append(byte)
    if sequence.count == 1 {
      guard byte == UInt8(ascii: "[") || byte == UInt8(ascii: "O") else {
        escape = nil
        return .none
      }
      escape = sequence
      return .none
    }
    // A sequence ends with a byte in @…~.
    guard (0x40...0x7E).contains(byte) else {
      escape = sequence.count < 16 ? sequence : nil
      return .none
    }
    escape = nil
    let parameters = String(decoding: sequence.dropFirst().dropLast(), as: UTF8.self)
    switch (parameters, Character(Unicode.Scalar(byte))) {
    case ("", "A"): return recall(by: -1)
    case ("", "B"): return recall(by: 1)
    case ("", "C"): return moveCursor(to: cursor + 1)
    case ("", "D"): return moveCursor(to: cursor - 1)
    case ("", "H"), ("1", "~"), ("7", "~"): return moveCursor(to: 0)
    case ("", "F"), ("4", "~"), ("8", "~"): return moveCursor(to: characters.count)
    case ("3", "~"):  // Delete: the character under the cursor.
      guard cursor < characters.count else { return .none }
      characters.remove(at: cursor)
      return .edited
    default: return .none
    }
  }

  private mutating func moveCursor(to position: Int) -> Action {
    let clamped = min(max(position, 0), characters.count)
    guard clamped != cursor else { return .none }
    cursor = clamped
    return .edited
  }

  /// Up (-1) and down (+1) through the history; down past the newest entry gives back the line
  /// that was being typed.
  private mutating func recall(by step: Int) -> Action {
    let current = recalled?.index ?? history.count
    let target = current + step
    guard target >= 0, target <= history.count, target != current else { return .none }
    let draft = recalled?.draft ?? characters
    if target == history.count {
      characters = draft
      recalled = nil
    } else {
      characters = Array(history[target])
      recalled = (target, draft)
    }
    cursor = characters.count
    return .edited
  }

  private mutating func appendUTF8(_ byte: UInt8) -> Action {
    pending.append(byte)
    let lead = pending[0]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    guard pending.count >= length else { return .none }
    let decoded = String(decoding: pending, as: UTF8.self)
    pending.removeAll()
    guard let character = decoded.first else { return .none }
    return insert(character)
  }

  private mutating func insert(_ character: Character) -> Action {
    guard characters.count < Self.maximumLength else { return .none }
    characters.insert(character, at: cursor)
    cursor += 1
    return .edited
  }
}
