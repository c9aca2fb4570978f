/// Draws the interactive showcase in place: the cursor goes to the top left and every line is
/// written over the last frame's, so that a screen that changes by itself (the traffic light)
/// neither scrolls away nor erases the command being typed at the prompt.
package enum TerminalFrame {
  static let home = "\u{1B}[H"
  static let clearLine = "\u{1B}[K"
  static let clearBelow = "\u{1B}[J"

  /// The frame for `content` (a screen or a message) with `input` at the prompt, and the
  /// cursor `cursorBack` characters left of the input's end (where the line editor's is).
  package static func draw(_ content: String, input: String, cursorBack: Int = 0) -> String {
    var frame = home
    for line in content.split(separator: "\n", omittingEmptySubsequences: false) {
      frame += line + clearLine + "\r\n"
    }
    frame += "> " + input + clearLine + clearBelow
    return cursorBack > 0 ? frame + "\u{1B}[\(cursorBack)D" : frame
  }
}
