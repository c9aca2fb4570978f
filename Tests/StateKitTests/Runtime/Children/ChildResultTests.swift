import StateKit
import StateKitTesting
import Testing

/// A child's result can depend on the final state it reached, not only on its context: a
/// timeout must not read as a success because the context looks like one.
@MainActor
@Suite("Child machines: results from final states")
struct ChildResultTests {
  enum Pay: String, Hashable, Sendable, Codable { case entering, authorized, declined, timedOut }
  enum PayEvent: String, Hashable, Sendable, Codable { case approve, decline }
  struct Form: Codable, Equatable { var card = "4242" }

  static let payment = try! Chart<Pay, PayEvent, Form>(initial: .entering) {
    State(.entering) {
      On(.approve, to: .authorized)
      On(.decline, to: .declined)
      After(.seconds(30), to: .timedOut)
    }
    Final(.authorized)
    Final(.declined)
    Final(.timedOut)
  }

  static func checkout(_ child: ChildMachine<Pay, PayEvent, Form, Bool>) throws -> Chart<String, String, Int> {
    try Chart(initial: "paying") {
      State("paying") {
        Invoke("payment", child: child, context: { _ in Form() }, onDone: { $0 ? "paid" : "unpaid" })
        On("paid", to: "confirmed")
        On("unpaid", to: "cart")
      }
      State("confirmed")
      State("cart")
    }
  }

  @Test func theResultSeesWhichFinalStateWasReached() throws {
    let child = ChildMachine(Self.payment, resultOfFinalState: { state, _ in state == .authorized })
    let clock = ManualClock()
    let timedOut = StateMachine(try Self.checkout(child), context: 0, clock: clock)
    timedOut.start()
    clock.advance(by: .seconds(30))
    #expect(timedOut.activeStates == ["cart"])

    let approved = StateMachine(try Self.checkout(child), context: 0, clock: clock)
    approved.start()
    approved.send(PayEvent.approve, toChild: "payment")
    #expect(approved.activeStates == ["confirmed"])
  }
}
