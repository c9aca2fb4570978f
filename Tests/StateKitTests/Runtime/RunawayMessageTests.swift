import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

/// A runaway's message says what ran away: states cycling, or events that changed no state.
@MainActor
@Suite("Runaway messages")
struct RunawayMessageTests {
  /// Before: "…without settling, cycling through " and then nothing.
  @Test func eventsThatChangeNoStateAreNamedAsSuch() throws {
    let chart = try Chart<String, String, Counter> {
      State("a") { On("ping") { $0.raise("ping") } }
    }
    let machine = StateMachine(chart, context: Counter(), clock: ManualClock(), microstepLimit: 20)
    machine.start()
    guard case .failed(let error) = machine.send("ping") else {
      Issue.record("expected a runaway")
      return
    }
    #expect(error.cycle.isEmpty)
    #expect(!"\(error)".hasSuffix("cycling through "))
    #expect("\(error)".contains("no state was entered: events kept being raised or queued"))
  }

  /// With a small budget the whole send is recorded: the state another region entered on the
  /// way into the cycle, once, is not part of it (it was named with the cycle before).
  @Test(arguments: [20, 50, 10_000])
  func aCycleNamesOnlyTheStatesEnteredAgain(limit: Int) throws {
    let chart = try Chart<String, String, Counter> {
      Parallel("top") {
        State("regionA") {
          State("a1") { Always(to: "a2", when: { $0.isActive("b2") }) }
          State("a2") { Always(to: "a1") }
        }
        State("regionB") {
          State("b1") { On("go", to: "b2") }
          State("b2") { On("go", to: "b1") }
        }
      }
    }
    let machine = StateMachine(chart, context: Counter(), microstepLimit: limit)
    machine.start()
    guard case .failed(let error) = machine.send("go") else {
      Issue.record("expected a runaway")
      return
    }
    #expect(error.cycle == ["a1", "a2"])
  }
}
