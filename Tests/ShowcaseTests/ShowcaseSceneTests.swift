import StateKitShowcase
import Testing

/// What the sessions showed, as commands: each scene says what happens in words.
@MainActor
@Suite("Showcase scenes")
struct ShowcaseSceneTests {
  /// The network's answer is awaited as it comes (the wizard's steps wake the wait); the bound only
  /// ends a wait that would hang, long enough for a main actor held by other suites.
  let showcase = Showcase(answerTimeout: .seconds(600))

  func run(_ commands: String...) async -> String { await showcase.run(commands) }

  func stepperLine(_ screen: String) -> String? {
    screen.split(separator: "\n").first { $0.hasPrefix("  stepper ") }.map(String.init)
  }

  /// Taps that do not arrive say why in words: at the stepper's minimum, or while it is hidden.
  @Test func rejectedTapsSayWhyInWords() async {
    var screen = await run("open 000", "tap button", "tick 0.3", "tap stepper-", "tap stepper-")
    #expect(line("outcome", in: screen) == "rejected: the stepper is at its minimum (0)")
    screen = await run("tap button", "tap stepper+")
    #expect(line("outcome", in: screen) == "rejected: the stepper is faded out")
    #expect(!screen.contains("seed 0"), "headings name the article, not an in-house number")
    #expect(screen.contains("after \"Object-oriented State pattern with view controllers\""))
  }

  /// `open 000, tap button, tick 0.1, tap button, tick 0.5, state, tap button, tap stepper+`.
  @Test func leavingEditDuringTheFadeLeavesNoInvisibleStepperThatTakesTaps() async {
    var screen = await run("open 000", "tap button", "tick 0.1", "tap button", "tick 0.5", "state")
    #expect(line("state", in: screen) == "browse")
    #expect(stepperLine(screen)?.hasSuffix("alpha 0.0  no interaction") == true)
    screen = await run("tap button", "tap stepper+")
    #expect(line("outcome", in: screen) == "rejected: the stepper takes no touches now")
    #expect(stepperLine(screen)?.hasSuffix("alpha 0.0 → 1.0  no interaction") == true, "the fade has begun")
    screen = await run("tick 0.15")
    #expect(stepperLine(screen)?.hasSuffix("alpha 0.5 → 1.0  no interaction") == true, "half way")
    screen = await run("tick 0.15", "tap stepper+")
    #expect(line("outcome", in: screen) == "handled, no change of state (stepper+)")
    #expect(screen.contains("text \"2\""))
  }

  /// The session that never ended: the answer after a retry reaches the live request.
  @Test func theSessionThatHungEnds() async {
    let screen = await run(
      "open 004", "type code 123456", "tap send", "event networkFailed", "tap retry", "event network-accept")
    #expect(line("state", in: screen) == "waitForResponse")
    #expect(line("outcome", in: screen) == "requesting → waitForResponse (the network's answer)")
    _ = await run("quit")
    #expect(showcase.isQuitting)
  }

  @Test func aPushBeforeTheNetworksAnswerAndARequestThatTimesOut() async {
    var screen = await run("open 004", "type code 123456", "tap send", "event push-accepted")
    #expect(line("state", in: screen) == "paired")
    screen = await run("open 004", "type code 123456", "tap send", "tick 30")
    #expect(line("state", in: screen) == "networkError")
    #expect(screen.contains("no answer from the server within 30 s"))
    screen = await run("event network-accept")
    #expect(line("outcome", in: screen) == "rejected: no request is waiting for the network (the step is networkError)")
  }

  @Test func releasingTheOwnerShowsItsBehaviorsGone() async {
    var screen = await run("open 001")
    #expect(screen.contains("its behaviors: ToggleButtonBehavior, ConfirmationBehavior"))
    screen = await run("release")
    #expect(line("outcome", in: screen) == "released the owner: its behaviors are gone")
    #expect(screen.contains("behaviors still alive: none"))
    #expect(line("state", in: screen) == "favorite:no behavior, delete:no behavior")
    screen = await run("tap favorite")
    #expect(line("outcome", in: screen)?.contains("its behavior was released with its owner") == true)
    #expect(!screen.contains("star.fill"))
    #expect(await run("release").contains("released already"))
    #expect(await run("open 000", "release") == "scene 000 has nothing to release")
  }

  @Test func choosingTheRoleOneHasSaysSoInWords() async {
    let screen = await run("open 002", "role guest")
    #expect(line("outcome", in: screen) == "rejected: the role is guest already; choosing it again changes nothing")
    #expect(!screen.contains("StateKitShowcase"))
  }

  @Test func rejectionsNameStatesAndEventsShortlyAndSayWhy() async {
    #expect(
      line("outcome", in: await run("open 000", "event stepper")) == "rejected: no transition for 'stepper' in browse")
    let finished = await run("open 004", "tap cancel", "event submit")
    #expect(line("outcome", in: finished) == "rejected: 'submit' came after the end: the machine finished in cancelled")
    let guarded = await run("open 004", "event submit")
    #expect(line("outcome", in: guarded) == "rejected: no transition for 'submit' in enterCode has its condition met")
  }
}
