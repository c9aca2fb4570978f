import Foundation
import StateKitShowcase

// `swift run showcase`: interactive in a terminal (time passes by itself), or scripted when
// commands are piped in (time passes only with `tick`).
@MainActor
func runShowcase() async {
  let showcase = Showcase()
  let interactive = isatty(STDIN_FILENO) != 0
  emit(showcase.menu + "\n" + (interactive ? "> " : ""))

  // Lines are read on a thread of their own, so that the main actor stays free for the clock.
  let (lines, continuation) = AsyncStream<String>.makeStream()
  Thread.detachNewThread {
    while let line = readLine() { continuation.yield(line) }
    continuation.finish()
  }

  var ticker: Task<Void, Never>?
  if interactive {
    ticker = Task { @MainActor in
      let clock = ContinuousClock()
      var last = clock.now
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(100))
        let now = clock.now
        if showcase.advance(by: now - last) { emit("\n" + showcase.render() + "\n> ") }
        last = now
      }
    }
  }

  for await line in lines {
    if !interactive { emit("\n> \(line)\n") }
    emit(await showcase.execute(line) + "\n")
    if showcase.isQuitting { break }
    if interactive { emit("> ") }
  }
  ticker?.cancel()
}

/// Writes straight to the standard output descriptor. Not through stdio: flushing stdio would
/// lock standard input too, which the reading thread holds while it waits in `readLine()`.
func emit(_ text: String) {
  FileHandle.standardOutput.write(Data(text.utf8))
}

await runShowcase()
