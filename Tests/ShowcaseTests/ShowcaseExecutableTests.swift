import Foundation
import Testing

/// Runs the real `showcase` executable with commands on standard input.
@Suite("Showcase executable")
struct ShowcaseExecutableTests {
  /// The executable sits beside the test bundle in the build folder.
  static var executable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("showcase")
  }

  /// What a run printed, and how it ended.
  struct Run {
    var output: String
    var errors: String
    var status: Int32
  }

  /// Runs the showcase with `input` on standard input, closed afterwards unless `keepInputOpen`.
  /// Standard output and standard error are read while it runs: a pipe holds 64 KiB, and a
  /// program that fills it waits until someone reads. Returns nil if the program has not ended
  /// after a minute (it is stopped then): a hang fails the test instead of hanging it.
  func run(input: String, arguments: [String] = [], keepInputOpen: Bool = false) throws -> Run? {
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = PipeReader()
    let stderr = PipeReader()
    process.standardInput = stdin
    process.standardOutput = stdout.pipe
    process.standardError = stderr.pipe
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    try process.run()
    stdout.start()
    stderr.start()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    if !keepInputOpen { try stdin.fileHandleForWriting.close() }
    guard ended.wait(timeout: .now() + 60) == .success else {
      process.terminate()
      return nil
    }
    return Run(output: stdout.text(), errors: stderr.text(), status: process.terminationStatus)
  }

  /// Above a pipe's 64 KiB the showcase waited for a reader that waited for it to end.
  @Test func anOutputLargerThanAPipeIsReadWhileTheProgramRuns() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path), "build the showcase first")
    let script = String(repeating: "open 000\ntap button\n", count: 200) + "quit\n"
    let result = try #require(try run(input: script), "the showcase did not end within a minute")
    #expect(result.status == 0)
    #expect(result.output.utf8.count > 64 * 1_024, "\(result.output.utf8.count) bytes")
    #expect(result.output.hasSuffix("bye\n"))
  }

  @Test func pipedCommandsPrintAScreenAfterEach() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path), "build the showcase first")
    let (output, status) = try #require(try run(input: "open 000\ntap button\n")).outputAndStatus
    #expect(status == 0)
    #expect(output.contains("> open 000"))
    #expect(output.contains("state: edit"))
    #expect(output.contains("outcome: browse → edit (button)"))
  }

  /// A typo in the arguments stops the showcase with its usage, instead of running it attached
  /// nowhere (`--inspekt`) or to the default port (`--inspect 7791`).
  @Test(arguments: [
    (["--inspekt"], "unknown argument '--inspekt'"), (["--inspect", "7791"], "unknown argument '7791'"),
    (["--inspect=foo"], "'--inspect=foo' names no port"), (["--inspect=0"], "'--inspect=0' names no port"),
  ])
  func anArgumentItDoesNotTakeStopsItWithTheUsage(arguments: [String], message: String) throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path), "build the showcase first")
    let result = try #require(try run(input: "", arguments: arguments))
    let (output, status, error) = (result.output, result.status, result.errors)
    #expect(status == 2)
    #expect(output.isEmpty, "no scene ran")
    #expect(error.hasPrefix("showcase: \(message)"))
    #expect(error.contains("usage: swift run showcase [--inspect | --inspect=PORT]"))
  }

  @Test func helpPrintsTheUsageAndTheInspectorArgumentsAreTaken() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path), "build the showcase first")
    let (usage, status) = try #require(try run(input: "", arguments: ["--help"])).outputAndStatus
    #expect(status == 0)
    #expect(usage.contains("--inspect=PORT"))
    for arguments in [["--inspect"], ["--inspect=7799"]] {
      let (output, status) = try #require(try run(input: "quit\n", arguments: arguments)).outputAndStatus
      #expect(status == 0, "\(arguments)")
      #expect(output.contains("open 000"), "\(arguments)")
    }
  }

  @Test func emptyInputPrintsTheMenuAndExitsZero() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path), "build the showcase first")
    let (output, status) = try #require(try run(input: "")).outputAndStatus
    #expect(status == 0)
    #expect(output.contains("open 000"))
    #expect(output.contains("open 004"))
  }

  /// The session, which never ended: the answer after a retry went to a cancelled request
  /// and the scene waited for a transition without a bound.
  @Test func theSessionThatHungEndsAndQuits() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path), "build the showcase first")
    let script = "open 004\ntype code 123456\ntap send\nevent networkFailed\ntap retry\nevent network-accept\nquit\n"
    let result = try run(input: script, keepInputOpen: true)
    let (output, status) = try #require(result, "the showcase did not end within a minute").outputAndStatus
    #expect(status == 0)
    // The answer reaches the live request (on a machine so busy that it takes more than the
    // showcase's bound, the showcase says so instead of waiting): either way the program goes on.
    #expect(
      output.contains("outcome: requesting → waitForResponse (the network's answer)")
        || output.contains("no answer came back within"))
    #expect(output.hasSuffix("bye\n"))
  }

  @Test func quitEndsTheProgramWhileInputIsStillOpen() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path), "build the showcase first")
    let result = try run(input: "open 003\nquit\nopen 000\n", keepInputOpen: true)
    let (output, status) = try #require(result, "the showcase did not end within a minute").outputAndStatus
    #expect(status == 0)
    #expect(!output.contains("> open 000"))
  }

  @Test func aLongUnknownLineIsEchoedInPart() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path), "build the showcase first")
    let long = String(repeating: "x", count: 5_000)
    let output = try #require(try run(input: long + "\n")).output
    #expect(output.count < 1_500)
  }
}

extension ShowcaseExecutableTests.Run {
  var outputAndStatus: (output: String, status: Int32) { (output, status) }
}

/// Reads a pipe to its end on a thread of its own, from the moment the program starts.
final class PipeReader: @unchecked Sendable {
  let pipe = Pipe()
  private let done = DispatchSemaphore(value: 0)
  // Written by the reading thread before `done` is signalled, read after waiting for it.
  private var data = Data()

  func start() {
    Thread { [self] in
      data = pipe.fileHandleForReading.readDataToEndOfFile()
      done.signal()
    }.start()
  }

  /// Everything the program wrote, once it closed its end (it has ended).
  func text() -> String {
    done.wait()
    return String(decoding: data, as: UTF8.self)
  }
}
