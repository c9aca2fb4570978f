import StateKitShowcase
import Testing

/// The interactive showcase as a terminal sees it: bytes in, frames out.
@MainActor
@Suite("Showcase in a terminal")
struct InteractiveSessionTests {
  let session = InteractiveSession()

  func type(_ text: String) async -> String? {
    var frame: String?
    for byte in text.utf8 { frame = await session.type(byte) ?? frame }
    return frame
  }

  /// Seed 003's traffic light changes the screen by itself: the frame is drawn over the last
  /// one (cursor home, each line cleared), never scrolled, and the half-typed command stays.
  @Test func aHalfTypedCommandSurvivesTheTrafficLightChanging() async throws {
    #expect(session.start().hasPrefix("\u{1B}[2J\u{1B}[H"))
    _ = await type("open 003\r")
    _ = await type("style cen")
    let frame = try #require(session.advance(by: .seconds(1)), "the light changed, so the screen is drawn again")
    #expect(frame.hasPrefix("\u{1B}[H"), "from the top left, over the last frame")
    #expect(frame.hasSuffix("> style cen\u{1B}[K\u{1B}[J"), "the prompt keeps what was typed")
    #expect(frame.contains("state: yellow"))
    #expect(frame.components(separatedBy: "> ").count == 2, "one prompt: nothing scrolled")
    #expect(session.advance(by: .milliseconds(100)) == nil, "nothing changed, nothing drawn")
    let after = try #require(await type("tral\r"))
    #expect(after.contains("central logic)"))
    #expect(session.input.isEmpty)
  }

  /// With `--inspect`, the inspector's notices arrive from its connection at any time: they are
  /// drawn under the screen, above the prompt, and what was typed stays (written to the
  /// terminal by themselves, they landed in the prompt).
  @Test func anInspectorNoticeIsDrawnAboveThePromptWithWhatWasTyped() async throws {
    _ = session.start()
    _ = await type("open 000\r")
    _ = await type("tap but")
    #expect(session.advance(by: .zero) == nil, "nothing changed")
    let log = session.showcase.inspectorLog
    await Task.detached { log("StateKit inspector: attached to 127.0.0.1:7710.") }.value
    var frame: String?
    for _ in 0..<1_000 where frame == nil {
      await Task.yield()
      frame = session.advance(by: .zero)
    }
    let drawn = try #require(frame, "the notice is drawn")
    #expect(drawn.hasSuffix("StateKit inspector: attached to 127.0.0.1:7710.\u{1B}[K\r\n> tap but\u{1B}[K\u{1B}[J"))
    #expect(drawn.contains("state: browse"), "under the screen")
    #expect(session.advance(by: .zero) == nil, "drawn once")
    let next = try #require(await type("ton\r"))
    #expect(next.contains("state: edit") && next.contains("StateKit inspector: attached"), "it stays")
  }

  @Test func aMessageStaysUntilTheNextCommand() async {
    _ = await type("open 003\r")
    _ = await type("help\r")
    #expect(session.advance(by: .seconds(1)) == nil, "help is shown, not the screen")
    let frame = await type("state\r")
    #expect(frame?.contains("state: yellow") == true, "the clock went on meanwhile")
  }

  @Test func quitControlCAndControlDOnAnEmptyLineEnd() async {
    _ = await type("quit\r")
    #expect(session.isFinished)
    let other = InteractiveSession()
    _ = await other.type(0x03)
    #expect(other.isFinished)
    let third = InteractiveSession()
    _ = await third.type(UInt8(ascii: "x"))
    _ = await third.type(0x04)
    #expect(!third.isFinished, "Control-D ends only an empty line")
    _ = await third.type(0x7F)
    _ = await third.type(0x04)
    #expect(third.isFinished)
  }

  func feed(_ editor: inout LineEditor, _ bytes: [UInt8]) -> LineEditor.Action {
    var last = LineEditor.Action.none
    for byte in bytes { last = editor.feed(byte) }
    return last
  }

  static let left: [UInt8] = [0x1B, 0x5B, 0x44]
  static let right: [UInt8] = [0x1B, 0x5B, 0x43]
  static let up: [UInt8] = [0x1B, 0x5B, 0x41]
  static let down: [UInt8] = [0x1B, 0x5B, 0x42]

  @Test func theLineEditorTakesTabsBackspacesAndSkipsUnknownKeys() {
    var editor = LineEditor()
    for byte in Array("tap\tbü".utf8) { _ = editor.feed(byte) }
    #expect(editor.text == "tap bü")
    #expect(editor.feed(0x7F) == .edited)
    #expect(editor.text == "tap b", "a backspace removes the whole character")
    #expect(feed(&editor, Self.up) == .none, "no history yet")
    #expect(feed(&editor, [0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x43]) == .none, "Control-right is skipped whole")
    #expect(editor.text == "tap b")
    #expect(editor.feed(0x15) == .edited)
    #expect(editor.text.isEmpty)
    for _ in 0..<5_000 { _ = editor.feed(UInt8(ascii: "x")) }
    #expect(editor.text.count == LineEditor.maximumLength)
    #expect(editor.feed(0x0D) == .submit(String(repeating: "x", count: LineEditor.maximumLength)))
  }

  /// Left and right move the cursor, and typing goes where it is; the frame puts the
  /// terminal's cursor there too.
  @Test func arrowsMoveTheCursorAndTypingInsertsThere() async {
    var editor = LineEditor()
    for byte in Array("tap buton".utf8) { _ = editor.feed(byte) }
    for _ in 0..<2 { #expect(feed(&editor, Self.left) == .edited) }
    #expect(editor.feed(UInt8(ascii: "t")) == .edited)
    #expect(editor.text == "tap button" && editor.charactersAfterCursor == 2)
    #expect(feed(&editor, Self.right + Self.right) == .edited)
    #expect(feed(&editor, Self.right) == .none, "the cursor is at the end")
    _ = editor.feed(0x01)
    #expect(editor.charactersAfterCursor == 10)
    #expect(editor.feed(0x7F) == .none, "nothing left of the cursor")

    _ = await type("open 000\r")
    _ = await type("tap buton")
    for byte in Self.left + Self.left { _ = await session.type(byte) }
    let frame = await type("t")
    #expect(frame?.hasSuffix("> tap button\u{1B}[K\u{1B}[J\u{1B}[2D") == true, "the cursor stands after the t")
  }

  /// Up and down walk the commands entered before; down past the newest gives back the draft.
  @Test func upAndDownRecallEarlierCommands() {
    var editor = LineEditor()
    for line in ["open 003", "tick 1", "tick 1", "  "] {
      for byte in Array(line.utf8) { _ = editor.feed(byte) }
      _ = editor.feed(0x0D)
    }
    for byte in Array("ta".utf8) { _ = editor.feed(byte) }
    #expect(feed(&editor, Self.up) == .edited)
    #expect(editor.text == "tick 1", "repeated and blank lines are kept once, or not at all")
    _ = feed(&editor, Self.up)
    #expect(editor.text == "open 003")
    #expect(feed(&editor, Self.up) == .none, "the oldest entry")
    _ = feed(&editor, Self.down)
    _ = feed(&editor, Self.down)
    #expect(editor.text == "ta", "the line being typed comes back")
    #expect(feed(&editor, Self.down) == .none)
  }
}
