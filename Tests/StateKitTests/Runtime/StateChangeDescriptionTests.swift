import StateKit
import StateKitTesting
import Testing

/// An observer that prints what it hears (`machine.onTransition { print($0) }`) must read the
/// step, not `StateChange<S, E>(record: StateKit.ObservationRecord<…>)`.
@MainActor
@Suite("A step as an observer prints it")
struct StateChangeDescriptionTests {
  enum Mode: String, Hashable, Sendable { case browse, edit }
  enum Input: CaseEvent {
    case button, secret(String)
    enum Case: Sendable { case button, secret }
    var eventCase: Case {
      switch self {
      case .button: .button
      case .secret: .secret
      }
    }
  }

  @Test func aPrintedStepNamesItsStatesAndItsEventButNoPayload() throws {
    let chart = try Chart<Mode, Input, Int>(initial: .browse) {
      State(.browse) { On(.button, to: .edit) }
      State(.edit) {
        On(.secret("hunter2")) { $0.context += 1 }
        After(.seconds(1), to: .browse)
      }
    }
    let clock = ManualClock()
    let machine = StateMachine(chart, context: 0, clock: clock)
    var printed: [String] = []
    machine.onTransition { printed.append("\($0)") }
    machine.start()
    machine.send(.button)
    machine.send(.secret("hunter2"))
    clock.advance(by: .seconds(1))
    #expect(
      printed == [
        "transitioned exited [] entered [browse]",
        "transitioned exited [browse] entered [edit] on 'button'",
        "handled 'secret'",
        "transitioned exited [edit] entered [browse]",
      ])
  }
}
