import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

// Three real screens whose events carry data, written the way the events issue asks: a
// transition per case, the payload handed to guards and actions with its type.

// MARK: A list that loads items

struct Item: Hashable, Sendable {
  var id: Int
  var title: String
}

enum ListScreen: Hashable, Sendable { case idle, loading, showing, empty, failed }

enum ListEvent: CaseEvent {
  case load, loaded([Item]), failed(message: String), select(id: Int), retry

  enum Case: Sendable { case load, loaded, failed, select, retry }
  var eventCase: Case {
    switch self {
    case .load: .load
    case .loaded: .loaded
    case .failed: .failed
    case .select: .select
    case .retry: .retry
    }
  }
}

extension EventCase where Event == ListEvent, Payload == [Item] {
  static var loaded: Self { Self(.loaded) { if case .loaded(let items) = $0 { items } else { nil } } }
}
extension EventCase where Event == ListEvent, Payload == String {
  static var failed: Self { Self(.failed) { if case .failed(let message) = $0 { message } else { nil } } }
}
extension EventCase where Event == ListEvent, Payload == Int {
  static var select: Self { Self(.select) { if case .select(let id) = $0 { id } else { nil } } }
}

struct ListModel {
  var items: [Item] = []
  var error: String?
  var selected: Int?
}

@MainActor
func listChart() throws -> Chart<ListScreen, ListEvent, ListModel> {
  try Chart(initial: .idle) {
    State(.idle) { On(.load, to: .loading) }
    State(.loading) {
      On(.loaded, to: .empty, when: { _, items in items.isEmpty })
      On(.loaded, to: .showing) { scope, items in scope.items = items }
      On(.failed, to: .failed, when: { _, message in !message.isEmpty }) { scope, message in
        scope.error = message
      }
    }
    State(.showing) {
      On(.select, when: { scope, id in scope.items.contains { $0.id == id } }) { scope, id in
        scope.selected = id
      }
      On(.load, to: .loading)
    }
    State(.empty) { On(.load, to: .loading) }
    State(.failed) {
      Exit { $0.error = nil }
      On(.retry, to: .loading)
    }
  }
}

@MainActor
@Suite("Screens whose events carry data")
struct PayloadEventScreensTests {
  @Test func theListLoadsShowsAndSelects() throws {
    let m = StateMachine(try listChart(), context: ListModel())
    m.start()
    #expect(m.send(.loaded([Item(id: 1, title: "one")])).rejection?.reason == .noTransition)
    m.send(.load)
    let items = [Item(id: 1, title: "one"), Item(id: 2, title: "two")]
    #expect(m.send(.loaded(items)).isAccepted)
    #expect(m.activeStates == [.showing] && m.context.items == items)
    #expect(m.send(.select(id: 2)) == .handled)
    #expect(m.context.selected == 2)
    // The guard reads the payload: an id that is not in the list is refused.
    #expect(m.send(.select(id: 9)).rejection?.reason == .guardsFailed)
    #expect(m.context.selected == 2)
    #expect(m.can(.select(id: 1)) && !m.can(.select(id: 9)))
  }

  @Test func anEmptyListAndAFailureTakeTheirOwnCases() throws {
    let m = StateMachine(try listChart(), context: ListModel())
    m.start()
    m.send(.load)
    m.send(.loaded([]))
    #expect(m.activeStates == [.empty])
    m.send(.load)
    #expect(m.send(.failed(message: "")).rejection?.reason == .guardsFailed)
    m.send(.failed(message: "offline"))
    #expect(m.activeStates == [.failed] && m.context.error == "offline")
    m.send(.retry)
    #expect(m.activeStates == [.loading] && m.context.error == nil)
  }

  @Test func casesAreWhatToolsList() throws {
    let chart = try listChart()
    let labels = chart.transitionInfos.map(\.label)
    #expect(labels.contains("loaded [guard]") && labels.contains("loaded") && labels.contains("failed [guard]"))
    #expect(chart.mermaid().contains("loaded"))
    #expect(!chart.mermaid().contains("Item("))
    let m = StateMachine(chart, context: ListModel())
    m.start()
    m.send(.load)
    #expect(m.acceptedCases == [.loaded, .failed])
  }

  @Test func payloadsStayOutOfDescriptions() throws {
    let m = StateMachine(try listChart(), context: ListModel())
    m.start()
    let rejection = try #require(m.send(.failed(message: "secret token 42")).rejection)
    #expect(rejection.description == "event 'failed' is not accepted in state 'idle'")
    #expect(MachineEvent<ListScreen, ListEvent>.external(.failed(message: "secret")).name == "failed")
  }

  @Test func aShadowedCaseIsAWarning() throws {
    let chart = try Chart<ListScreen, ListEvent, ListModel>(initial: .loading) {
      State(.loading) {
        On(.loaded, to: .showing) { scope, items in scope.items = items }
        On(.loaded, to: .empty)
      }
      State(.showing)
      State(.empty)
    }
    #expect(chart.warnings.map(\.description).contains { $0.contains("event 'loaded' is never taken") })
  }

  @Test func aWholeValueStillMatchesOnlyThatValue() throws {
    let chart = try Chart<ListScreen, ListEvent, ListModel>(initial: .showing) {
      State(.showing) {
        On(.select(id: 1), to: .empty)
        On(case: .select) { $0.selected = -1 }
      }
      State(.empty)
    }
    let m = StateMachine(chart, context: ListModel())
    m.start()
    #expect(m.send(.select(id: 2)) == .handled)
    #expect(m.context.selected == -1)
    #expect(m.send(.select(id: 1)).isAccepted)
    #expect(m.activeStates == [.empty])
  }
}

// A value named in a chart that dispatches by case: compared, not guarded.
@MainActor
@Suite("Whole values in a chart of cases")
struct WholeValueTriggerTests {
  @Test func aValueIsNoGuardInDiagramsOrWarnings() throws {
    let chart = try Chart<ListScreen, ListEvent, ListModel>(initial: .showing) {
      State(.showing) {
        On(.load, to: .loading)
        On(.select(id: 1), to: .empty)
        On(.load, to: .idle)
        On(.select(id: 1), to: .idle)
        On(.select(id: 2), to: .idle)
      }
      State(.loading)
      State(.empty)
      State(.idle)
    }
    #expect(chart.transitionInfos.map(\.label) == ["load", "select(id: 1)", "load", "select(id: 1)", "select(id: 2)"])
    #expect(chart.transitionInfos.allSatisfy { !$0.hasGuard })
    #expect(
      chart.warnings.map(\.message).filter { $0.contains("never taken") } == [
        "in state 'showing', a transition on event 'load' is never taken: an earlier one without a guard always wins",
        "in state 'showing', a transition on event 'select(id: 1)' is never taken: an earlier one without a guard always wins",
      ])
  }

  @Test func aCaseShadowsLaterValuesOfIt() throws {
    let chart = try Chart<ListScreen, ListEvent, ListModel>(initial: .showing) {
      State(.showing) {
        On(case: .select, to: .empty)
        On(.select(id: 1), to: .idle)
      }
      State(.empty)
      State(.idle)
    }
    #expect(chart.warnings.map(\.message).contains { $0.contains("'select(id: 1)' is never taken") })
  }

  @Test func anotherValueOfTheCaseIsNotAccepted() throws {
    let chart = try Chart<ListScreen, ListEvent, ListModel>(initial: .showing) {
      State(.showing) { On(.select(id: 1), to: .empty) }
      State(.empty)
    }
    let m = StateMachine(chart, context: ListModel())
    m.start()
    #expect(m.send(.select(id: 2)).rejection?.reason == .noTransition)
    #expect(!m.can(.select(id: 2)) && m.can(.select(id: 1)))
    #expect(m.acceptedCases == [.select])
    #expect(m.send(.select(id: 1)).isAccepted)
  }
}

/// A machine made where the event type is not known to be a `CaseEvent` (generic code) looks
/// cases up the unspecialised way, and dispatches the same.
@MainActor
private func genericMachine<S, E, C>(_ chart: Chart<S, E, C>, context: C) -> StateMachine<S, E, C> {
  StateMachine(chart, context: context)
}

@MainActor
@Suite("Case lookup")
struct CaseLookupTests {
  @Test func aMachineMadeInGenericCodeDispatchesByCaseToo() throws {
    let chart = try listChart()
    for m in [StateMachine(chart, context: ListModel()), genericMachine(chart, context: ListModel())] {
      m.start()
      m.send(.load)
      #expect(m.send(.loaded([Item(id: 1, title: "one")])).isAccepted)
      #expect(m.send(.select(id: 1)) == .handled && m.context.selected == 1)
      #expect(m.send(.retry).rejection?.reason == .noTransition)
    }
  }
}
