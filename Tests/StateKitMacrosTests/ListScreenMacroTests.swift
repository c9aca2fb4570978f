#if Macros
  import StateKitMacros
  import Testing

  // The README's and the "Events With Data" article's list screen, with the macro: the event is
  // one attribute, and transitions name payload cases by key path.

  struct Item: Hashable, Sendable {
    var id: Int
    var title: String
  }

  enum ListScreen: Hashable, Sendable { case idle, loading, showing, empty, failed }

  @CaseEvent
  enum ListEvent {
    case load, loaded([Item]), failed(message: String), select(id: Int), retry
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
        On(\.loaded, to: .empty, when: { _, items in items.isEmpty })
        On(\.loaded, to: .showing) { scope, items in scope.items = items }
        On(\.failed, to: .failed, when: { _, message in !message.isEmpty }) { scope, message in
          scope.error = message
        }
      }
      State(.showing) {
        On(\.select, when: { scope, id in scope.items.contains { $0.id == id } }) { scope, id in
          scope.selected = id
        }
        On(.load, to: .loading)
      }
      State(.empty) { On(.load, to: .loading) }
      State(.failed) {
        Entry { scope in scope.error = scope.payload(\.failed) }
        Exit { $0.error = nil }
        On(.retry, to: .loading)
      }
    }
  }

  @MainActor @Suite("The list screen with @CaseEvent")
  struct ListScreenMacroTests {
    @Test func theListLoadsShowsSelectsAndFails() throws {
      let machine = StateMachine(try listChart(), context: ListModel())
      machine.start()
      #expect(machine.send(.loaded([Item(id: 1, title: "one")])).rejection?.reason == .noTransition)
      #expect(machine.send(.load).isAccepted)
      #expect(machine.acceptedCases == [.loaded, .failed])
      #expect(machine.can(.failed(message: "")) == false)
      #expect(machine.send(.loaded([Item(id: 1, title: "one"), Item(id: 2, title: "two")])).isAccepted)
      #expect(machine.activeStates == [.showing])
      #expect(machine.send(.select(id: 3)).rejection != nil)
      #expect(machine.send(.select(id: 2)).isAccepted)
      #expect(machine.context.selected == 2)
      #expect(machine.send(.load).isAccepted)
      #expect(machine.send(.loaded([])).isAccepted)
      #expect(machine.activeStates == [.empty])
      #expect(machine.send(.load).isAccepted)
      #expect(machine.send(.failed(message: "offline")).isAccepted)
      #expect(machine.activeStates == [.failed])
      #expect(machine.context.error == "offline")
      #expect(machine.send(.retry).isAccepted)
      #expect(machine.context.error == nil)
    }

    @Test func diagramsNameCasesNotPayloads() throws {
      let chart = try listChart()
      let mermaid = chart.mermaid()
      #expect(mermaid.contains("loaded"))
      #expect(mermaid.contains("failed [guard]"))
    }
  }
#endif
