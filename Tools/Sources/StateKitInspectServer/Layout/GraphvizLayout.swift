import Foundation

/// Runs Graphviz's `dot` on a graph and returns the drawing as SVG. `dot` is looked up on the
/// `PATH` (or at `STATEKIT_DOT`); without it the page draws its boxes and says how to get arrows.
struct GraphvizLayout: Sendable {
  /// Why there is no drawing.
  struct Failure: Error, Sendable, CustomStringConvertible {
    let description: String
  }

  static let missing =
    "Graphviz's dot was not found, so transitions are listed in the boxes. For arrows, install Graphviz "
    + "(Debian/Ubuntu: apt-get install graphviz; macOS: brew install graphviz) and restart statekit inspect."

  /// `dot`'s path, if it is installed.
  static var executable: String? {
    let environment = ProcessInfo.processInfo.environment
    if let chosen = environment["STATEKIT_DOT"] {
      return FileManager.default.isExecutableFile(atPath: chosen) ? chosen : nil
    }
    for folder in (environment["PATH"] ?? "/usr/bin:/usr/local/bin:/opt/homebrew/bin").split(separator: ":") {
      let path = "\(folder)/dot"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }

  /// The SVG of `dot` laid out; waits at most `timeout` seconds for Graphviz.
  static func svg(of dot: String, timeout: Double = 30) async throws(Failure) -> String {
    guard let executable else { throw Failure(description: missing) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["-Tsvg"]
    let (input, output, errors) = (Pipe(), Pipe(), Pipe())
    (process.standardInput, process.standardOutput, process.standardError) = (input, output, errors)
    do {
      try process.run()
    } catch {
      throw Failure(description: "Graphviz's dot at \(executable) could not run: \(error.localizedDescription)")
    }
    // Written and read on threads of their own: a large graph fills a pipe's buffer.
    let writer = Thread {
      input.fileHandleForWriting.write(Data(dot.utf8))
      try? input.fileHandleForWriting.close()
    }
    writer.start()
    let collected = Collected()
    let reader = Thread {
      collected.set(output.fileHandleForReading.readDataToEndOfFile())
      collected.setErrors(errors.fileHandleForReading.readDataToEndOfFile())
      process.waitUntilExit()
      collected.finish()
    }
    reader.start()
    let done = await collected.wait(timeout: timeout)
    guard done else {
      process.terminate()
      throw Failure(description: "Graphviz's dot took more than \(Int(timeout)) s to lay the chart out")
    }
    guard process.terminationStatus == 0 else {
      let message = String(decoding: collected.errors, as: UTF8.self).prefix(400)
      throw Failure(description: "Graphviz's dot failed: \(message)")
    }
    return String(decoding: collected.data, as: UTF8.self)
  }

  /// What `dot` wrote, and its end, handed from the reading thread.
  private final class Collected: @unchecked Sendable {
    private let lock = NSCondition()
    private var output = Data()
    private var errorOutput = Data()
    private var finished = false

    func set(_ data: Data) { lock.withLock { output = data } }
    func setErrors(_ data: Data) { lock.withLock { errorOutput = data } }
    func finish() {
      lock.lock()
      finished = true
      lock.broadcast()
      lock.unlock()
    }
    var data: Data { lock.withLock { output } }
    var errors: Data { lock.withLock { errorOutput } }

    func wait(timeout: Double) async -> Bool {
      await withCheckedContinuation { continuation in
        Thread.detachNewThread {
          self.lock.lock()
          let deadline = Date(timeIntervalSinceNow: timeout)
          while !self.finished && self.lock.wait(until: deadline) {}
          let result = self.finished
          self.lock.unlock()
          continuation.resume(returning: result)
        }
      }
    }
  }
}
