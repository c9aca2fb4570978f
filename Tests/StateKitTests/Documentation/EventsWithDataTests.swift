import StateKit
import StateKitTesting
import Testing

// The Events With Data article's snippets that are not in the screens' tests, verbatim
// (`DocumentationSnippetTests` checks it), run and checked against what the text says.

/// What the article's observer writes to.
private final class Banner {
  var text = ""
}

@MainActor
@Suite("Events With Data article")
struct EventsWithDataTests {
  @Test func entryActionsAndObserversReadTheEvent() throws {
    let chart = try Chart<ListScreen, ListEvent, ListModel>(initial: .loading) {
      State(.loading) { On(case: .failed, to: .failed) }
      State(.failed) {
        Entry { scope in scope.error = scope.payload(.failed) }
        On(.retry, to: .loading)
      }
    }
    let machine = StateMachine(chart, context: ListModel())
    let banner = Banner()
    machine.onEnter(.failed) { change in
      if case .failed(let message)? = change.event { banner.text = message }
    }
    machine.start()
    machine.send(.failed(message: "offline"))
    #expect(machine.context.error == "offline" && banner.text == "offline")
  }

  @Test func handledStepsReachObservers() throws {
    let machine = StateMachine(try listChart(), context: ListModel())
    machine.onTransition { change in
      switch change.kind {
      case .transitioned: print("now in", change.activeAtomicStates)
      case .handled: print("handled", change.event.map { "\($0)" } ?? "")
      }
    }
    var kinds: [StateChange<ListScreen, ListEvent>.Kind] = []
    machine.onTransition { kinds.append($0.kind) }
    machine.start()
    machine.send(.load)
    machine.send(.loaded([Item(id: 1, title: "one")]))
    machine.send(.select(id: 1))
    #expect(kinds == [.transitioned, .transitioned, .transitioned, .handled])
  }

  @Test func toolsSeeCases() throws {
    let chart = try listChart()
    let machine = StateMachine(chart, context: ListModel())
    machine.start()
    machine.send(.load)
    print(machine.acceptedCases == [.loaded, .failed])  // true
    print(machine.can(.failed(message: "")))  // false: the guard wants a message
    let plan = PathFinder(
      chart: chart, samples: [.loaded([]), .loaded([Item(id: 1, title: "one")]), .failed(message: "offline")],
      context: { ListModel() }
    ).plan(covering: .transitions)
    print(plan.casesWithoutSamples)  // [select]
    #expect(machine.acceptedCases == [.loaded, .failed])
    #expect(!machine.can(.failed(message: "")) && machine.can(.failed(message: "offline")))
    #expect(plan.casesWithoutSamples.map(\.description) == ["select"])
    #expect(plan.unreachableStates.isEmpty)
    let labels = plan.untakenTransitions.map(\.label)
    #expect(labels == ["select [guard]"])
  }

  @Test func payloadsCanBeDescribedOnRequest() {
    enum DebugEvent: CaseEvent {
      case typed(String)

      enum Case: Sendable { case typed }
      var eventCase: Case { .typed }
      static var describesPayload: Bool { true }
    }
    #expect(MachineEvent<Int, DebugEvent>.external(.typed("abc")).name == #"typed("abc")"#)
    #expect(MachineEvent<ListScreen, ListEvent>.external(.failed(message: "abc")).name == "failed")
  }
}
