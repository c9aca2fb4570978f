import StateKit
import StateKitControls
import StateKitShowcase
import StateKitTesting
import StateKitUI
import Testing

/// Seed 004's pairing wizard under random walks: what the person types and taps, push
/// notifications, the network's answers to the request child, and time — the child's attempt
/// timeouts and back-off, and the wizard's own timeouts, fire as the walks wait.
@MainActor
@Suite("Seed 004: properties")
struct Seed004PropertyTests {
  typealias Wizard = PairingWizard
  typealias Step = PairingWizard.Step

  /// The inputs, simplest first. The network's answers go to the request child, as its
  /// invocation's result would (the service itself never answers in a walk).
  enum Act: Hashable, Sendable, Codable, CustomStringConvertible {
    case type(String)
    case tap(String)
    case push(accepted: Bool)
    case network(Answer)

    /// How a trace shows it: `type 123456`, `tap send`, `push accepted`, `network failed`.
    var description: String {
      switch self {
      case .type(let code): "type \(code)"
      case .tap(let row): "tap \(row)"
      case .push(let accepted): "push \(accepted ? "accepted" : "declined")"
      case .network(let answer): "network \(answer.rawValue)"
      }
    }
  }

  /// The network's answer to a request (the child's events).
  enum Answer: String, Hashable, Sendable, Codable {
    case accepted, refused, failed
    var input: PairingWizard.RequestInput { PairingWizard.RequestInput(rawValue: rawValue)! }
  }

  static let acts: [Act] =
    [.type("12345"), .type("123456"), .tap("send"), .tap("retry"), .tap("cancel")]
    + [.push(accepted: true), .push(accepted: false), .network(.accepted), .network(.refused), .network(.failed)]

  static func perform(_ act: Act, on wizard: Wizard) {
    switch act {
    case .type(let code): wizard.flow.type(code, intoRow: "code")
    case .tap(let id):
      // A row the step does not show cannot be tapped.
      if let row = wizard.list.rowIndices.first(where: { wizard.list.cell(at: $0)?.name == id }) {
        wizard.flow.select(section: row.section, row: row.row)
      }
    case .push(let accepted): wizard.flow.send(accepted ? .pushAccepted : .pushDeclined)
    case .network(let answer): wizard.machine.send(answer.input, toChild: "request")
    }
  }

  let test = PropertyTest(
    inputs: acts, subject: { clock in Wizard(service: ScriptedPairingService(), clock: clock) },
    machine: { $0.machine }, send: { wizard, act in perform(act, on: wizard) })

  static func waitsForTheUserOrEnded(_ wizard: Wizard) -> Bool {
    wizard.machine.isFinished || wizard.step == .enterCode || wizard.step == .networkError
  }

  @Test func thePairingWizardAlwaysEndsInAFinalStepOrWaitsForTheUser() {
    let result = test.check(
      .whenever(
        "the wizard ends in a final step or waits for the user within 90 s", { _ in true },
        eventually: Self.waitsForTheUserOrEnded, within: .seconds(90)),
      .always("the request child runs exactly while requesting") { ($0.request != nil) == ($0.step == .requesting) },
      .never("a request tries more than 3 times") { ($0.request?.context.attempts ?? 0) > Wizard.maximumAttempts },
      walks: 200, steps: 40, seed: 4)
    #expect(result.holds, "\(result)")
  }

  @Test func waitingForTheConfirmationTakesLongerThanAMinuteAtWorst() throws {
    // The request may take up to 30 s and the confirmation 60 s more: 60 s is too short a bound.
    // Found by walks that wait more often (the attempt must time out once before the answer).
    var test = self.test
    test.waitShare = 0.4
    let result = test.check(
      .whenever(
        "within 60 s", { _ in true }, eventually: Self.waitsForTheUserOrEnded, within: .seconds(60)),
      walks: 1000, steps: 40, seed: 4)
    let trace = try #require(result.counterexample)
    // Any time in requesting before the answer comes, then waiting for the push until the
    // minute since the request has passed (by 1 ms).
    #expect(trace.steps.count == 5, "\(trace)")
    #expect(trace.steps.prefix(2) == [.send(.type("123456")), .send(.tap("send"))])
    #expect(trace.steps[3] == .send(.network(.accepted)))
    #expect(trace.duration == .milliseconds(60_001), "the trace ends 1 ms past the bound")
    #expect(trace.configurations.last == ["waitForResponse"])
    #expect(
      trace.failure == "had no response within 60 s of its trigger (after step 2, at 0 s; still none at 60.001 s)")
    #expect(trace.description.contains("4  send network accepted"))
  }

  @Test func aBrokenInvariantShrinksToTheShortestPairingAndReplays() throws {
    let neverPaired = Property<Wizard>.never("the wizard pairs") { $0.step == .paired }
    let result = test.check(neverPaired, walks: 200, steps: 40, seed: 4)
    let trace = try #require(result.counterexample)
    // The code (the valid sample, though the invalid one comes first), send, the push.
    #expect(trace.steps == [.send(.type("123456")), .send(.tap("send")), .send(.push(accepted: true))], "\(trace)")
    #expect(trace.configurations == [["enterCode"], ["enterCode"], ["requesting", "request/sending"], ["paired"]])
    let replayed = test.replay(try PropertyTrace<Act>(json: trace.jsonData()), checking: neverPaired)
    #expect(replayed.counterexample?.steps == trace.steps)
    #expect(replayed.divergence == nil)
  }
}
