import StateKitMacros

// MARK: payload event with `@CaseEvent` — the same list screen, its event one attribute

@CaseEvent
enum MacroListEvent {
  case loaded([ListItem]), failed(message: String), reload
}

/// The events of `listEvents`, one for one.
let macroListEvents: [MacroListEvent] = [
  .loaded((0..<10).map { ListItem(id: $0, title: "item \($0)") }), .reload, .failed(message: "offline"), .reload,
]

/// `payload-event` with the macro: must cost what the hand-written `CaseEvent` costs.
@MainActor
public final class MacroPayloadEventScenario: Scenario {
  let machine: StateMachine<ListMode, MacroListEvent, ListModel>
  /// The hand-written switch is the same as payload-event's: its baselines are those.
  let handWritten = PayloadEventScenario()

  public init() {
    let chart = try! Chart<ListMode, MacroListEvent, ListModel>(initial: .loading) {
      State(.loading) {
        On(\.loaded, to: .showing) { scope, items in scope.items = items }
        On(\.failed, to: .failed) { scope, message in scope.message = message }
      }
      State(.showing) { On(.reload, to: .loading) }
      State(.failed) { On(.reload, to: .loading) }
    }
    machine = StateMachine(chart, context: ListModel())
    machine.start()
  }

  public func statekit(_ events: Int) -> Int {
    countAccepted(events) { i in machine.send(macroListEvents[i & 3]).isAccepted }
  }

  public func baseline(_ events: Int) -> Int { handWritten.baseline(events) }

  public func baselineInlined(_ events: Int) -> Int { handWritten.baselineInlined(events) }
}
