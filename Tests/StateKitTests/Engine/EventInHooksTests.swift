import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

// The event that caused a step, read the one way (`event`) wherever a step runs code: guards,
// transition actions, exit and entry actions (SCXML's `_event`), and onEnter/onExit observers.

@MainActor
@Suite("The event in hooks")
struct EventInHooksTests {
  @Test func entryAndExitActionsReadTheEventThatCausedTheStep() {
    let recorder = Recorder()
    let chart = try! Chart<ListScreen, ListEvent, ListModel>(initial: .loading) {
      State(.loading) {
        Exit { scope in recorder.append("exit loading on \(scope.event.map { "\($0)" } ?? "nil")") }
        On(case: .failed, to: .failed)
      }
      State(.failed) {
        Entry { scope in
          if case .failed(let message)? = scope.event { scope.context.error = message }
          recorder.append("enter failed, payload \(scope.payload(.failed) ?? "none")")
        }
        After(.seconds(1), to: .idle)
      }
      State(.idle) {
        Entry { scope in recorder.append("enter idle on \(scope.event.map { "\($0)" } ?? "nil")") }
      }
    }
    let clock = ManualClock()
    let m = StateMachine(chart, context: ListModel(), clock: clock)
    m.start()
    m.send(.failed(message: "offline"))
    #expect(m.context.error == "offline")
    clock.advance(by: .seconds(1))
    #expect(
      recorder.take() == [
        "exit loading on failed(message: \"offline\")", "enter failed, payload offline", "enter idle on nil",
      ])
  }

  @Test func machineEventNamesDoneEventsTheEventDoesNot() {
    let recorder = Recorder()
    let flow = try! StringChart {
      State("flow") {
        State("step") { On("finish", to: "end") }
        Final("end")
        OnDone(of: "flow", to: "after") { scope in
          recorder.append("event \(scope.event ?? "nil"), machine event \(scope.machineEvent?.name ?? "nil")")
        }
      }
      State("after")
    }
    machine(flow).send("finish")
    #expect(recorder.take() == ["event nil, machine event done.state.flow"])
  }

  @Test func onEnterAndOnExitHandlersReceiveTheStep() {
    let m = StateMachine(try! listChart(), context: ListModel())
    var seen: [String] = []
    m.onExit(.loading) { change in seen.append("exit loading: \(change.event.map { "\($0)" } ?? "nil")") }
    m.onEnter(.showing) { change in
      if case .loaded(let items)? = change.event { seen.append("enter showing with \(items.count) items") }
    }
    m.onEnter(.idle) { change in seen.append("enter idle: \(change.event.map { "\($0)" } ?? "initial")") }
    var entries = 0
    m.onEnter(.loading) { entries += 1 }
    m.start()
    m.send(.load)
    m.send(.loaded([Item(id: 1, title: "one")]))
    #expect(
      seen == [
        "enter idle: initial", "exit loading: loaded([StateKitTests.Item(id: 1, title: \"one\")])",
        "enter showing with 1 items",
      ])
    #expect(entries == 1)
  }

  @Test func aGuardReadsTheEventItIsAskedAbout() {
    let chart = try! StringChart {
      State("a") { On("go", to: "b", when: { $0.event == "go" && $0.machineEvent?.name == "go" }) }
      State("b")
    }
    let m = machine(chart)
    #expect(m.can("go"))
    #expect(m.send("go").isAccepted)
  }
}
