import Foundation
import StateKitShowcase
import Testing

/// Every command checks its arguments before anything runs, and a message repeats only a short,
/// printable prefix of what was typed.
@MainActor
@Suite("Showcase arguments")
struct ShowcaseArgumentTests {
  let showcase = Showcase(answerTimeout: .seconds(600))

  func run(_ commands: String...) async -> String { await showcase.run(commands) }

  @Test func extraOrMissingArgumentsAreErrorsAndChangeNothing() async {
    _ = await run("open 000")
    let cases = [
      ("open 000 extra", "open takes one scene"), ("open", "open takes one scene"),
      ("tick 1 2", "tick takes one number"), ("tick", "tick takes one number"), ("tick -1", "tick takes one number"),
      ("tick nan", "tick takes one number"), ("tick inf", "tick takes one number"), ("tap", "tap takes one control"),
      ("tap button stepper+", "tap takes one control"), ("event", "event takes one event name"),
      ("event button stepper", "event takes one event name"), ("type code", "type takes a control and the text"),
      ("role", "role takes one role"), ("style a b", "style takes central or distributed"),
      ("back now", "'back' takes no arguments"), ("help me", "'help' takes no arguments"),
      ("quit now", "'quit' takes no arguments"), ("state 1", "'state' takes no arguments"),
      ("release all", "'release' takes no arguments"),
    ]
    for (line, message) in cases {
      #expect(await run(line).hasPrefix(message), "\(line)")
    }
    #expect(!showcase.isQuitting)
    let screen = await run("state")
    #expect(line("state", in: screen) == "browse")
    #expect(
      line("outcome", in: screen) == "nothing happened since the last command", "no command with a wrong argument ran")
  }

  /// `help` names the stepper's event `stepper`; tapping `stepper` says which halves there are.
  @Test func tappingTheWholeStepperNamesItsHalves() async {
    _ = await run("open 000")
    #expect(await run("tap stepper") == "the stepper has two halves: tap stepper+ or tap stepper-")
    #expect(await run("tap slider") == "scene 000 has no control 'slider'; 'help' lists them")
  }

  @Test func tabsCountAsSpaces() async {
    let screen = await run("open\t000", "tap \t button")
    #expect(line("state", in: screen) == "edit")
    #expect(await run("tick\t\t0.3").contains("outcome: 0.3 s passed"))
  }

  @Test func anUnknownCommandIsEchoedOnlyInPartAndWithoutControlCharacters() async {
    let long = String(repeating: "x", count: 3_000)
    let message = await run(long)
    #expect(message == "unknown command '\(String(repeating: "x", count: 24))…'; 'help' lists the commands")
    #expect(await run("\u{1B}[2Jwipe") == "unknown command '?[2Jwipe'; 'help' lists the commands")
    let scene = await run("open 000", "tap " + long)
    #expect(scene.count < 100)
    #expect(await run("open " + long).count < 100)
  }

  /// `help` wraps its long lines itself: a continuation is indented under its list, never by a
  /// hand-made run of spaces that the wrapping breaks apart (scene 004's `tick` line did).
  @Test(arguments: ["000", "001", "002", "003", "004"])
  func helpLinesAreIndentedAtMostUnderTheirList(scene: String) async {
    let help = await run("open \(scene)", "help")
    for line in help.split(separator: "\n") {
      #expect(line.prefix { $0 == " " }.count <= 6, "\(line)")
    }
  }

  /// `help` names every event `event <name>` takes in the open scene, and each one is taken.
  @Test(arguments: ["000", "001", "002", "003", "004"])
  func helpListsEveryEventNameTheSceneAccepts(scene: String) async {
    let help = await run("open \(scene)", "help")
    #expect(help.split(separator: "\n").allSatisfy { $0.count < 80 }, "help fits 80 columns")
    // Wrapped lines continue, indented, under their list: join them first.
    let joined = help.replacingOccurrences(of: "\n      ", with: " ")
    func list(_ prefix: String) -> [String] {
      joined.split(separator: "\n").first { $0.hasPrefix(prefix) }
        .map { $0.dropFirst(prefix.count).split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } } ?? []
    }
    let userNames = list("  events you cause: ")
    let internalNames = list("  events the screen sends itself: ")
    let names = userNames + internalNames
    if scene == "004" {
      #expect(userNames.contains("network-accept") && !userNames.contains("requestSent"))
      #expect(internalNames.contains("requestSent"))
    }
    if scene == "001" {
      #expect(help.contains("event names: none"))
      return
    }
    #expect(!names.isEmpty)
    if scene == "004" {
      for input in PairingWizard.Input.allCases { #expect(names.contains(input.rawValue), "\(input)") }
    }
    for name in names {
      _ = await run("open \(scene)")
      let result = await run("event \(name)")
      #expect(!result.contains("has no event"), "event \(name) in \(scene): \(result)")
    }
  }
}
