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

  enum Case { case load, loaded, failed, select, retry }
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
        scope.context.error = message
      }
    }
    State(.showing) {
      On(.select, when: { scope, id in scope.items.contains { $0.id == id } }) { scope, id in
        scope.context.selected = id
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
