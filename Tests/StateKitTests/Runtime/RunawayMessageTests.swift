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

}
