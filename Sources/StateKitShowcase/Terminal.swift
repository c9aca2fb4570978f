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

/// Draws the interactive showcase in place: the cursor goes to the top left and every line is
/// written over the last frame's, so that a screen that changes by itself (the traffic light)
/// neither scrolls away nor erases the command being typed at the prompt.
public enum TerminalFrame {
  static let home = "\u{1B}[H"
  static let clearLine = "\u{1B}[K"
  static let clearBelow = "\u{1B}[J"

  /// The frame for `content` (a screen or a message) with `input` at the prompt.
  public static func draw(_ content: String, input: String) -> String {
    var frame = home
    for line in content.split(separator: "\n", omittingEmptySubsequences: false) {
      frame += line + clearLine + "\r\n"
    }
    return frame + "> " + input + clearLine + clearBelow
  }
}

/// The interactive showcase without its terminal: bytes typed in, frames to draw out. The
/// executable only reads bytes and writes what this returns; tests drive it the same way.
@MainActor
public final class InteractiveSession {
  public let showcase: Showcase
  private var editor = LineEditor()
  /// What the frame shows above the prompt: the screen, or a message (help, an error).
  private var content: String
  /// Whether `content` is the live screen, drawn again when time changes it.
  private var showsScreen = false
  /// Set by `quit`, Control-C, or Control-D on an empty line.
  public private(set) var isFinished = false

  public init(showcase: Showcase = Showcase()) {
    self.showcase = showcase
    content = showcase.menu
  }

  /// The first frame: the terminal cleared, then the menu.
  public func start() -> String { "\u{1B}[2J" + frame }

  /// The current frame: the content, and the prompt with what has been typed so far.
  public var frame: String { TerminalFrame.draw(content, input: editor.text) }

  /// What has been typed at the prompt so far.
  public var input: String { editor.text }

  /// A byte typed. Returns the frame to draw, or nil when nothing visible changed.
  public func type(_ byte: UInt8) async -> String? {
    switch editor.feed(byte) {
    case .none: return nil
    case .edited: return frame
    case .quit:
      isFinished = true
      return nil
    case .submit(let line):
      let output = await showcase.execute(line)
      if showcase.isQuitting {
        isFinished = true
        return nil
      }
      content = output
      showsScreen = output == showcase.render()
      return frame
    }
  }

  /// Real time passed. Returns the frame to draw when the screen shown changed, else nil.
  public func advance(by duration: Duration) -> String? {
    guard showcase.advance(by: duration), showsScreen else { return nil }
    content = showcase.render()
    return frame
  }
}
