/// The interactive showcase without its terminal: bytes typed in, frames to draw out. The
/// executable only reads bytes and writes what this returns; tests drive it the same way.
@MainActor
package final class InteractiveSession {
  package let showcase: Showcase
  private var editor = LineEditor()
  /// What the frame shows above the prompt: the screen, or a message (help, an error).
  private var content: String
  /// Whether `content` is the live screen, drawn again when time changes it.
  private var showsScreen = false
  /// Set by `quit`, Control-C, or Control-D on an empty line.
  package private(set) var isFinished = false
  /// The inspector's latest notice (attached, connection lost), drawn under the content:
  /// written to the terminal by itself, it would land in the prompt and stay there.
  private var notice: String?
  /// A notice arrived since the last frame: the next ``advance(by:)`` draws it.
  private var noticeChanged = false

  package init(showcase: Showcase = Showcase()) {
    self.showcase = showcase
    content = showcase.menu
    // Notices come from the inspector's connection, on any thread.
    showcase.inspectorLog = { [weak self] message in
      Task { @MainActor in self?.show(notice: message) }
    }
  }

  private func show(notice: String) {
    self.notice = notice
    noticeChanged = true
  }

  /// The first frame: the terminal cleared, then the menu.
  package func start() -> String { "\u{1B}[2J" + frame }

  /// The current frame: the content, and the prompt with what has been typed so far.
  package var frame: String {
    noticeChanged = false
    return TerminalFrame.draw(
      notice.map { content + "\n" + $0 } ?? content, input: editor.text, cursorBack: editor.charactersAfterCursor)
  }

  /// What has been typed at the prompt so far.
  package var input: String { editor.text }

  /// A byte typed. Returns the frame to draw, or nil when nothing visible changed.
  package func type(_ byte: UInt8) async -> String? {
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

  /// Real time passed. Returns the frame to draw when the screen shown changed or an
  /// inspector's notice arrived, else nil.
  package func advance(by duration: Duration) -> String? {
    let screenChanged = showcase.advance(by: duration) && showsScreen
    guard screenChanged || noticeChanged else { return nil }
    if screenChanged { content = showcase.render() }
    return frame
  }
}
