import Foundation
import Testing

/// What the tool reads, and where it says it stopped.
extension StateKitToolTests {
  /// A ring of `count` states on `next`, and an island nothing leads to.
  func ring(_ count: Int) throws -> String {
    let states = (0..<count).map {
      #"<state id="s\#($0)"><transition event="next" target="s\#(($0 + 1) % count)"/></state>"#
    }
    let chart = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="s0">
      \(states.joined(separator: "\n"))
      <state id="island"/>
      </scxml>
      """
    try chart.write(to: Self.folder.appendingPathComponent("ring\(count).scxml"), atomically: true, encoding: .utf8)
    return path("ring\(count).scxml")
  }

  /// Before: s51 … s249 were "unreachable" — the search had stopped at depth 50 without a word.
  @Test func pathsCoverALongRingAndNameAnyLimitThatStoppedThem() throws {
    let chart = try ring(250)
    let (output, _, status) = try run("paths", chart)
    #expect(status == 0)
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "\(lines.prefix(5))")
    #expect(lines.first?.hasSuffix("next next → [s249]") == true)
    #expect(lines.last == "unreachable state: island (no transition leads to it)")
    let limited = try run("paths", chart, "--depth-limit", "50").output
    #expect(
      limited.contains("search stopped: not reached within depth 50; 199 states not covered (raise --depth-limit)"))
    #expect(limited.contains("not reached within depth 50: s51\n"))
    #expect(limited.contains("not reached within depth 50: s249\n"))
    #expect(!limited.contains("unreachable state: s51"))
  }

  /// Not a question of permissions: a FIFO would block the reader, `/dev/zero` never ends.
  @Test func aFIFOOrADeviceIsNotARegularFile() throws {
    let fifo = path("pipe.scxml")
    #expect(mkfifo(fifo, 0o644) == 0)
    for file in [fifo, "/dev/zero"] {
      let (_, error, status) = try run("validate", file)
      #expect(status == 1)
      #expect(
        error
          == "error: \(file) is not a regular file (a device, a FIFO or a socket); give a chart file (.scxml, .txml or .json)\n"
      )
    }
    let script = try run("test", path("modes.scxml"), "/dev/zero")
    #expect(script.error.contains("/dev/zero is not a regular file"))
  }

  /// Before: a `.json` chart was read whole, however large; `.scxml` stopped at 8 MB. One limit
  /// now holds for every file the tool reads, and the message names it.
  @Test func everyInputHasTheSameSizeLimit() throws {
    let large = Data(repeating: UInt8(ascii: " "), count: 8 * 1024 * 1024 + 1)
    for name in ["large.json", "large.scxml", "large-events.txt"] {
      try large.write(to: Self.folder.appendingPathComponent(name))
    }
    let limit = "has 8388609 bytes; the tool reads files of at most 8388608 bytes (8 MB)"
    #expect(try run("validate", path("large.json")).error == "error: \(path("large.json")) \(limit)\n")
    #expect(try run("validate", path("large.scxml")).error == "error: \(path("large.scxml")) \(limit)\n")
    let events = try run("run", path("modes.scxml"), "--events-file", path("large-events.txt"))
    #expect(events.status == 1)
    #expect(events.error == "error: \(path("large-events.txt")) \(limit)\n")
    let script = try run("test", path("modes.scxml"), path("large.json"))
    #expect(script.error == "error: \(path("large.json")) \(limit)\n")
  }

  /// Before: "…without settling, cycling through " and nothing after it.
  @Test func aRunawayOfEventsSaysNoStateWasEntered() throws {
    let chart = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="a">
        <state id="a"><transition event="ping"><raise event="ping"/></transition></state>
      </scxml>
      """
    try chart.write(to: Self.folder.appendingPathComponent("echo.scxml"), atomically: true, encoding: .utf8)
    let (output, _, status) = try run("run", path("echo.scxml"), "--events", "ping")
    #expect(status == 3)
    #expect(output.contains("ping: failed: runaway: more than"), "\(output)")
    #expect(output.contains("no state was entered: events kept being raised or queued"), "\(output)")
    #expect(!output.contains("cycling through \n") && !output.contains("cycling through  ["))
  }
}

extension StateKitToolTests {
  /// Before: `<invoke src="/dev/zero">` read forever. Documents a chart invokes get the same checks.
  @Test func anInvokedDocumentMustBeARegularFileToo() throws {
    let chart = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="a">
        <state id="a"><invoke type="scxml" src="/dev/zero"/></state>
      </scxml>
      """
    try chart.write(to: Self.folder.appendingPathComponent("zero.scxml"), atomically: true, encoding: .utf8)
    let (_, error, status) = try run("validate", path("zero.scxml"))
    #expect(status == 1)
    #expect(
      error.hasSuffix(
        #"line 2, column 53: <invoke src="/dev/zero"> cannot be read: /dev/zero is not a regular file (a folder, a device, a FIFO or a socket)"#
          + "\n"), "\(error)")
  }
}
