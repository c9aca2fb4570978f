/// The line a person is typing in the interactive showcase, fed one byte at a time (the
/// terminal is in raw mode, so the showcase knows a half-typed command and can draw it again).
public struct LineEditor: Sendable {
  /// What a byte did.
  public enum Action: Equatable, Sendable {
    /// Nothing visible (part of a character or of an escape sequence).
    case none
    /// The line changed: draw the prompt again.
    case edited
    /// Return: the line is complete.
    case submit(String)
    /// Control-C, or Control-D on an empty line: leave.
    case quit
  }

  /// The longest line kept: further bytes are ignored, as a terminal's own line editor does.
  public static let maximumLength = 1_000

  private var bytes: [UInt8] = []
  /// In an escape sequence (an arrow key: ESC [ A): its bytes are skipped.
  private var escape: (started: Bool, bracket: Bool) = (false, false)

  public init() {}

  /// What has been typed so far.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  public mutating func feed(_ byte: UInt8) -> Action {
    if escape.started {
      if !escape.bracket && byte == UInt8(ascii: "[") {
        escape.bracket = true
        return .none
      }
      // A sequence ends with a byte in @…~ (or at once, if no bracket followed ESC).
      if !escape.bracket || (0x40...0x7E).contains(byte) { escape = (false, false) }
      return .none
    }
    switch byte {
    case 0x1B:
      escape = (true, false)
      return .none
    case 0x03: return .quit
    case 0x04: return bytes.isEmpty ? .quit : .none
    case 0x0D, 0x0A:
      defer { bytes.removeAll() }
      return .submit(text)
    case 0x7F, 0x08:
      guard !bytes.isEmpty else { return .none }
      // Remove one whole character: its UTF-8 continuation bytes, then its first byte.
      while let last = bytes.popLast(), last & 0xC0 == 0x80 {}
      return .edited
    case 0x15:
      bytes.removeAll()
      return .edited
    case 0x09:
      return append(UInt8(ascii: " "))
    case ..<0x20: return .none
    default: return append(byte)
    }
  }

  private mutating func append(_ byte: UInt8) -> Action {
    guard bytes.count < Self.maximumLength else { return .none }
    bytes.append(byte)
    return .edited
  }
}
