import Foundation
import Testing

/// Runs the real `showcase` executable with commands on standard input.
@Suite("Showcase executable")
struct ShowcaseExecutableTests {
  /// The executable sits beside the test bundle in the build folder.
  static var executable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("showcase")
  }

  func run(input: String) throws -> (output: String, status: Int32) {
    let process = Process()
    process.executableURL = Self.executable
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
  }

  @Test func pipedCommandsPrintAScreenAfterEach() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path), "build the showcase first")
    let (output, status) = try run(input: "open 000\ntap button\n")
    #expect(status == 0)
    #expect(output.contains("> open 000"))
    #expect(output.contains("state: edit"))
    #expect(output.contains("outcome: transitioned browse → edit"))
  }

  @Test func emptyInputPrintsTheMenuAndExitsZero() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path), "build the showcase first")
    let (output, status) = try run(input: "")
    #expect(status == 0)
    #expect(output.contains("open 000"))
    #expect(output.contains("open 004"))
  }
}
