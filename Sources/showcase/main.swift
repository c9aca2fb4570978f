import Foundation
import StateKitInspection
import StateKitShowcase

let usage = """
  usage: swift run showcase [--inspect | --inspect=PORT]
    --inspect       attach the open scene's machines to `statekit inspect` (port 7710)
    --inspect=PORT  the same, to an inspector started with `--port PORT`

  """

/// `--inspect` (port 7710) or `--inspect=PORT`: the open scene's machines attach to `statekit inspect`.
/// Anything else stops the program with the usage: a typo (`--inspekt`, `--inspect 7791`) would
/// otherwise attach nowhere, or to another port, without a word.
let inspector: InspectorEndpoint? = {
  var endpoint: InspectorEndpoint?
  for argument in CommandLine.arguments.dropFirst() {
    if argument == "--help" || argument == "-h" {
      emit(usage)
      exit(0)
    } else if argument == "--inspect" {
      endpoint = InspectorEndpoint.local()
    } else if argument.hasPrefix("--inspect=") {
      guard let port = UInt16(argument.dropFirst("--inspect=".count)), port > 0 else {
        stopWithUsage("'\(argument.prefix(40))' names no port: --inspect=PORT takes a number from 1 to 65535")
      }
      endpoint = InspectorEndpoint.local(port: port)
    } else {
      stopWithUsage("unknown argument '\(argument.prefix(40))'")
    }
  }
  return endpoint
}()

/// An argument the showcase does not take: the reason and the usage on standard error, exit status 2.
func stopWithUsage(_ reason: String) -> Never {
  FileHandle.standardError.write(Data("showcase: \(reason)\n\(usage)".utf8))
  exit(2)
}

// `swift run showcase`: interactive in a terminal (time passes by itself, the screen is drawn
// in place), or scripted when commands are piped in (time passes only with `tick`).
@MainActor
func runShowcase() async {
  if isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0 && enterRawMode() {
    await runInteractive()
    restoreTerminal()
    emit("\r\n")
  } else {
    await runScripted()
  }
}

/// One command a line, each echoed (its first 200 characters) and answered with the screen.
/// Ends with `quit` or at the end of the input.
@MainActor
func runScripted() async {
  let showcase = Showcase()
  showcase.inspector = inspector
  emit(showcase.menu + "\n")
  // Lines are read on a thread of their own, so that the main actor stays free for the tasks
  // that answer network requests.
  let (lines, continuation) = AsyncStream<String>.makeStream()
  Thread.detachNewThread {
    while let line = readLine() { continuation.yield(line) }
    continuation.finish()
  }
  for await line in lines {
    emit("\n> \(line.count > 200 ? line.prefix(200) + "…" : line)\n")
    emit(await showcase.execute(line) + "\n")
    if showcase.isQuitting { break }
  }
}

/// Keys as they are typed; the screen drawn in place, also when the clock changes it.
@MainActor
func runInteractive() async {
  // Colour in a terminal; piped output stays plain.
  let showcase = Showcase(usesColor: true)
  showcase.inspector = inspector
  let session = InteractiveSession(showcase: showcase)
  emit(session.start())
  let (bytes, continuation) = AsyncStream<UInt8>.makeStream()
  Thread.detachNewThread {
    var byte: UInt8 = 0
    while read(STDIN_FILENO, &byte, 1) == 1 { continuation.yield(byte) }
    continuation.finish()
  }
  let ticker = Task { @MainActor in
    let clock = ContinuousClock()
    var last = clock.now
    while !Task.isCancelled {
      try? await Task.sleep(for: .milliseconds(100))
      let now = clock.now
      if let frame = session.advance(by: now - last) { emit(frame) }
      last = now
    }
  }
  for await byte in bytes {
    if let frame = await session.type(byte) { emit(frame) }
    if session.isFinished { break }
  }
  ticker.cancel()
}

/// Writes straight to the standard output descriptor. Not through stdio: flushing stdio would
/// lock standard input too, which the reading thread holds while it waits in `readLine()`.
func emit(_ text: String) {
  FileHandle.standardOutput.write(Data(text.utf8))
}

/// The terminal's settings before raw mode, restored however the program ends.
nonisolated(unsafe) var savedTerminal: termios?

/// Keys arrive one by one and unechoed, so that the showcase knows a half-typed command and
/// can draw it again; Control-C arrives as a key too (it quits).
func enterRawMode() -> Bool {
  var settings = termios()
  guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return false }
  savedTerminal = settings
  settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
  guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings) == 0 else { return false }
  atexit { restoreTerminal() }
  for signal in [SIGTERM, SIGHUP] {
    _ = Foundation.signal(signal) { number in
      restoreTerminal()
      _exit(128 + number)
    }
  }
  return true
}

func restoreTerminal() {
  guard var settings = savedTerminal else { return }
  _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
}

await runShowcase()
