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
  let showcase = Showcase(answerTimeout: .seconds(120))

  func run(_ commands: String...) async -> String { await showcase.run(commands) }

  @Test func everyScreenHasStateAndOutcomeLinesAndShowsHiddenControls() async {
    for scene in ["000", "001", "002", "003", "004"] {
      let screen = await run("open \(scene)")
      #expect(line("state", in: screen) != nil, "scene \(scene)")
      #expect(line("outcome", in: screen) == "opened \(scene)")
    }
    let browse = await run("open 000")
    #expect(browse.contains("stepper") && browse.contains("alpha 0 (invisible)"))
    let guest = await run("open 002")
    #expect(guest.contains("info") && guest.contains("HIDDEN"))
  }

  @Test func seed000RulesThroughCommands() async {
    var screen = await run("open 000", "tap stepper+")
    #expect(line("state", in: screen) == "browse")
    #expect(line("outcome", in: screen)?.hasPrefix("rejected") == true)
    screen = await run("tap button")
    #expect(line("state", in: screen) == "edit")
    #expect(line("outcome", in: screen) == "transitioned browse → edit")
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
    screen = await run("style central", "tick 1.5")
    #expect(line("state", in: screen) == "red, acceptInput")
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
    #expect(screen.contains("opened: Report A"))
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

  @Test func behavioursRespondToTaps() async {
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
