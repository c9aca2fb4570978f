import StateKit
import StateKitShowcase
import StateKitTesting
import StateKitUI
import Testing

/// Rejections as a person reads them: short names, the reason in plain words, no payloads.
@MainActor
@Suite("Rejections in plain words")
struct RejectionPlainDescriptionTests {
  enum Login: CaseEvent {
    case typed(password: String), submit
    enum Case: Hashable, Sendable { case typed, submit }
    var eventCase: Case {
      switch self {
      case .typed: .typed
      case .submit: .submit
      }
    }
  }

  enum Mode: Hashable, Sendable { case editing, sending, left, right, done }

  @Test func eventsWithNestedTypesAreNamedShortly() {
    let screen = RolesController(role: .user)
    let rejection = screen.become(.user).rejection
    #expect(rejection?.plainDescription == "no transition for 'become(user)' in user")
    #expect(rejection?.description.contains("StateKitShowcase.") == true, "the core's own text still names the type")
  }

  @Test func eachReasonInPlainWords() throws {
    let chart = try Chart<Mode, Login, Int>(initial: .editing) {
      State(.editing) {
        On(.submit, to: .sending, when: { $0.context > 0 })
        On(case: .typed) { $0.context += 1 }
      }
      State(.sending) { On(.submit, to: .done) }
      Final(.done)
    }
    let machine = StateMachine(chart, context: 0, clock: ManualClock())
    #expect(
      machine.send(.submit).rejection?.plainDescription
        == "'submit' came before the start: the machine has not been started")
    machine.start()
    #expect(machine.start().rejection?.plainDescription == "the machine was started already; it is in editing")
    #expect(
      machine.send(.submit).rejection?.plainDescription == "no transition for 'submit' in editing has its condition met"
    )
    machine.send(.typed(password: "hunter2"))
    machine.send(.submit)
    let typed = machine.send(.typed(password: "hunter2")).rejection?.plainDescription
    #expect(typed == "no transition for 'typed' in sending", "the case, never the password")
    machine.send(.submit)
    #expect(
      machine.send(.submit).rejection?.plainDescription == "'submit' came after the end: the machine finished in done")
  }

  @Test func parallelStatesAreListedInWords() throws {
    let chart = try Chart<Mode, String, Int> {
      Parallel(.sending) {
        State(.left)
        State(.right) { On("go", to: .right) }
      }
    }
    let machine = StateMachine(chart, context: 0, clock: ManualClock())
    machine.start()
    #expect(machine.send("stop").rejection?.plainDescription == "no transition for 'stop' in left and right")
  }
}
