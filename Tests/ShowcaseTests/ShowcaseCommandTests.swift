import StateKitShowcase
import Testing

extension Showcase {
  /// Runs commands one after the other; returns what the last one printed.
  func run(_ commands: [String]) async -> String {
    var screen = ""
    for command in commands { screen = await execute(command) }
    return screen
  }
}

/// Reads the `state:` and `outcome:` lines of a screen.
func line(_ prefix: String, in screen: String) -> String? {
  screen.split(separator: "\n").first { $0.hasPrefix(prefix + ": ") }.map { String($0.dropFirst(prefix.count + 2)) }
}

@MainActor
@Suite("Showcase commands")
struct ShowcaseCommandTests {
  let showcase = Showcase(answerTimeout: .seconds(600))

  func run(_ commands: String...) async -> String { await showcase.run(commands) }

  @Test func everyScreenHasStateAndOutcomeLinesAndShowsHiddenControls() async {
    for scene in ["000", "001", "002", "003", "004"] {
      let screen = await run("open \(scene)")
      #expect(line("state", in: screen) != nil, "scene \(scene)")
      #expect(line("outcome", in: screen) == "opened \(scene)")
    }
    let browse = await run("open 000")
    #expect(browse.contains("stepper") && browse.contains("alpha 0.0  no interaction"))
    let guest = await run("open 002")
    #expect(guest.contains("info") && guest.contains("hidden"))
  }

  @Test func seed000RulesThroughCommands() async {
    var screen = await run("open 000", "tap stepper+")
    #expect(line("state", in: screen) == "browse")
    #expect(line("outcome", in: screen)?.hasPrefix("rejected") == true)
    screen = await run("tap button")
    #expect(line("state", in: screen) == "edit")
    #expect(line("outcome", in: screen) == "browse → edit (button)")
    screen = await run("tick 0.3", "tap stepper-", "tap button")
    #expect(line("state", in: screen) == "empty")
    #expect(screen.contains("background red"))
    screen = await run("event stepper")
    #expect(line("outcome", in: screen) == "rejected: no transition for 'stepper' in empty")
  }

  @Test func trafficLightAdvancesOnTick() async {
    var screen = await run("open 003")
    #expect(line("state", in: screen) == "green, acceptInput")
    screen = await run("tick 1")
    #expect(line("state", in: screen) == "yellow, acceptInput")
    screen = await run("style central")
    #expect(line("outcome", in: screen) == "the light starts again with central logic, at green")
    screen = await run("tick 1.5")
    #expect(line("state", in: screen) == "red, acceptInput")
  }

  /// A timer's step is the outcome of the `tick` (or `state`) that let it happen, and the
  /// drawing shows its segments, stroked one line a second while it animates.
  @Test func timeAndStrokesShowOnTheScreen() async {
    var screen = await run("open 004", "type code 123456", "tap send", "tick 31")
    #expect(line("outcome", in: screen) == "31 s passed: requesting → networkError (time passed)")
    screen = await run("state")
    #expect(line("outcome", in: screen) == "nothing happened since the last command")
    screen = await run("open 003", "type canvas 0,0 4,0", "tap animate")
    #expect(screen.contains("\n    *···*·····\n"), "nothing stroked yet")
    screen = await run("tick 0.5")
    #expect(screen.contains("\n    *••·*·····\n"), "half way through its one line: the stroke so far")
    screen = await run("tick 0.5")
    #expect(screen.contains("\n    *•••*·····\n"))
    screen = await run("type canvas 12,3")
    #expect(line("outcome", in: screen) == "rejected: 12,3 is outside the canvas, which is 0…9 across and down")
  }

  /// In a terminal the lamps, rejections and steps are coloured; piped output stays plain.
  @Test func colourOnlyWhenAskedFor() async {
    let plain = await run("open 003", "tap nothing", "tap animate")
    #expect(!plain.contains("\u{1B}["))
    let coloured = Showcase(usesColor: true)
    let screen = await coloured.run(["open 003"])
    #expect(screen.contains("lit \u{1B}[32mgreen\u{1B}[0m"))
    #expect(screen.contains("state: \u{1B}[1mgreen, acceptInput\u{1B}[0m"))
  }

  /// The toggle's fade out and in shows its alpha on every tick, not only its ends.
  @Test func theToggleFadeShowsOnTicks() async {
    var screen = await run("open 001", "tap favorite", "tick 0.2")
    #expect(screen.contains("image star  alpha 0.7 → 0.0"), "\(screen)")
    screen = await run("tick 1")  // out takes 0.7 s, then in: 0.5 s of 0.7
    #expect(screen.contains("image star.fill  alpha 0.7 → 1.0"), "\(screen)")
  }

  /// `add` adds a row an admin sees at once, through a reload that reuses the list's cells.
  @Test func addingAndOpeningRowsShow() async {
    var screen = await run("open 002", "tap add")
    #expect(line("outcome", in: screen) == "rejected: only an admin can add; the add button is disabled")
    screen = await run("role admin", "tap add")
    #expect(line("outcome", in: screen) == "added Report D (add)")
    #expect(screen.contains("  row4       text \"Report D\""))
    #expect(screen.contains("list: 4 rows in 4 cells, reloaded 2 times (cells are reused)"))
  }

  /// An end screen of the wizard offers to start over, and starting over is a new pairing.
  @Test func theWizardsEndScreensOfferToStartOver() async {
    var screen = await run("open 004", "tap start-over")
    #expect(line("outcome", in: screen) == "rejected: the pairing is still going on; tap cancel first")
    screen = await run("tap cancel")
    #expect(line("state", in: screen) == "cancelled")
    #expect(screen.contains("start-over  tap start-over to pair again"))
    screen = await run("tap start-over")
    #expect(line("state", in: screen) == "enterCode")
    #expect(line("outcome", in: screen) == "cancelled → enterCode (start-over: a new pairing)")
  }

  @Test func drawingIgnoresTouchesWhileAnimating() async {
    var screen = await run("open 003", "type canvas 1,1 2,2", "tap animate", "type canvas 5,5")
    #expect(line("outcome", in: screen)?.hasPrefix("rejected") == true)
    #expect(line("state", in: screen) == "green, animate")
    screen = await run("tick 1")
    #expect(line("state", in: screen) == "yellow, acceptInput")
  }

  @Test func rolesSwitchAtRunTime() async {
    var screen = await run("open 002", "tap row1")
    #expect(line("outcome", in: screen)?.hasPrefix("rejected") == true)
    screen = await run("role admin", "tap row1")
    #expect(line("state", in: screen) == "admin")
    #expect(screen.contains("row1       text \"Report A\"           detail \"opened\""))
  }

  @Test func pairingToEachEndState() async {
    var screen = await run("open 004", "type code 123456", "tap send", "event network-accept", "event push-accepted")
    #expect(line("state", in: screen) == "paired")
    screen = await run("open 004", "type code 123456", "tap send", "event network-fail")
    // The request's child machine backs off and tries again, shown beside the wizard.
    #expect(line("state", in: screen) == "requesting")
    #expect(line("  request", in: screen) == "backingOff  attempt 1 of 3")
    screen = await run("tick 1", "event network-fail", "tick 2")
    #expect(line("  request", in: screen) == "sending  attempt 3 of 3")
    screen = await run("event network-fail")
    #expect(line("state", in: screen) == "networkError")
    #expect(line("  request", in: screen) == "-")
    screen = await run("tap cancel")
    #expect(line("state", in: screen) == "cancelled")
    screen = await run("open 004", "type code 123456", "tap send", "event network-accept", "tick 60")
    #expect(line("state", in: screen) == "failed")
  }

  @Test func behaviorsRespondToTaps() async {
    let screen = await run("open 001", "tap delete", "tap delete")
    #expect(screen.contains("text \"deleted\""))
  }

  @Test func unknownInputGetsAClearMessageAndTheProgramGoesOn() async {
    #expect(await run("frobnicate") == "unknown command 'frobnicate'; 'help' lists the commands")
    #expect(await run("open 999").hasPrefix("unknown scene '999'"))
    #expect(await run("tap button").hasPrefix("open a scene first"))
    #expect(await run("open 000", "tap nothing") == "scene 000 has no control 'nothing'; 'help' lists them")
    #expect(await run("tick soon").hasPrefix("tick takes one number"))
    let screen = await run("tap button")
    #expect(line("state", in: screen) == "edit")
  }

  @Test func helpListsTheCommandsAndTheScenesKeys() async {
    let help = await run("open 000", "help")
    for word in ["open", "tap", "type", "tick", "event", "role", "state", "back", "quit", "stepper+"] {
      #expect(help.contains(word))
    }
    #expect(await run("back") == showcase.menu)
    _ = await run("quit")
    #expect(showcase.isQuitting)
  }
}
