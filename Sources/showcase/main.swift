import Foundation
import StateKitShowcase

// `swift run showcase`: interactive in a terminal (time passes by itself), or scripted when
// commands are piped in (time passes only with `tick`).
@MainActor
func runShowcase() async {
  let showcase = Showcase()
  let interactive = isatty(STDIN_FILENO) != 0
  print(showcase.menu)
  if interactive { print("> ", terminator: "") }
  flushOutput()

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
        if showcase.advance(by: now - last) {
          print("\n" + showcase.render() + "\n> ", terminator: "")
          flushOutput()
        }
        last = now
      }
    }
  }

  for await line in lines {
    if !interactive { print("\n> \(line)") }
    print(await showcase.execute(line))
    if showcase.isQuitting { break }
    if interactive { print("> ", terminator: "") }
    flushOutput()
  }
  ticker?.cancel()
}

await runShowcase()

/// Flushes standard output (the prompt has no newline). `fflush(nil)` flushes every stream
/// without touching the C global `stdout`, which Swift 6 treats as shared mutable state.
func flushOutput() {
  fflush(nil)
}
