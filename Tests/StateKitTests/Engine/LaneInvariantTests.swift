import Testing

@testable import StateKit

/// The checks after every lane (Engine+LaneInvariants.swift) stop a broken lane at its step:
/// the mutation below takes a step without paying for it, which every comparison of outcomes
/// would notice only once a budget ran out.
@Suite("Lane invariants")
struct LaneInvariantTests {
  #if DEBUG
    /// Sends `a` through the direct lane (a guard) or the general one, with or without payment.
    @MainActor static func send(unpaid: Bool, general: Bool) throws {
      let chart = try Chart<String, String, Int> {
        State("A") { On("a", to: "B", when: { _ in true }) }
        State("B")
      }
      let machine = StateMachine(chart, context: 0)
      machine.start()
      if general { machine.engine.usesTableLanes = false }
      machine.engine.tally.skipsPayment = unpaid
      _ = machine.send("a")
    }

    @Test func aStepTakenWithoutPayingStopsAtTheStep() async {
      await #expect(processExitsWith: .failure) { try await LaneInvariantTests.send(unpaid: true, general: false) }
      await #expect(processExitsWith: .failure) { try await LaneInvariantTests.send(unpaid: true, general: true) }
    }

    @Test func aPaidStepPassesTheChecks() async {
      await #expect(processExitsWith: .success) { try await LaneInvariantTests.send(unpaid: false, general: false) }
      await #expect(processExitsWith: .success) { try await LaneInvariantTests.send(unpaid: false, general: true) }
    }
  #endif
}
