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
  public var frame: String {
    TerminalFrame.draw(content, input: editor.text, cursorBack: editor.charactersAfterCursor)
  }

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
