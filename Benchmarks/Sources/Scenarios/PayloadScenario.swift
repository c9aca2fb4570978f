import StateKit

// MARK: payload event — a list screen whose events carry data: `.loaded([Item])`, `.failed(message:)`

struct ListItem: Hashable, Sendable {
  var id: Int
  var title: String
}

enum ListMode: Hashable, Sendable { case loading, showing, failed }

enum ListEvent: CaseEvent {
  case loaded([ListItem]), failed(message: String), reload

  enum Case { case loaded, failed, reload }
  var eventCase: Case {
    switch self {
    case .loaded: .loaded
    case .failed: .failed
    case .reload: .reload
    }
  }
}

extension EventCase where Event == ListEvent, Payload == [ListItem] {
  static var loaded: Self { Self(.loaded) { if case .loaded(let items) = $0 { items } else { nil } } }
}
extension EventCase where Event == ListEvent, Payload == String {
  static var failed: Self { Self(.failed) { if case .failed(let message) = $0 { message } else { nil } } }
}

struct ListModel {
  var items: [ListItem] = []
  var message = ""
}

/// Four events in a loop: loaded (10 items), reload, failed, reload — every one a transition, the
/// two with payloads reading them in their actions.
let listEvents: [ListEvent] = [
  .loaded((0..<10).map { ListItem(id: $0, title: "item \($0)") }), .reload, .failed(message: "offline"), .reload,
]

@MainActor
public final class PayloadEventScenario: Scenario {
  let machine: StateMachine<ListMode, ListEvent, ListModel>
  var mode = ListMode.loading
  var model = ListModel()

  public init() {
    let chart = try! Chart<ListMode, ListEvent, ListModel>(initial: .loading) {
      State(.loading) {
        On(.loaded, to: .showing) { scope, items in scope.items = items }
        On(.failed, to: .failed) { scope, message in scope.message = message }
      }
      State(.showing) { On(.reload, to: .loading) }
      State(.failed) { On(.reload, to: .loading) }
    }
    machine = StateMachine(chart, context: ListModel())
    machine.start()
  }

  public func statekit(_ events: Int) -> Int {
    countAccepted(events) { i in machine.send(listEvents[i & 3]).isAccepted }
  }

  /// The hand-written switch; `baseline` calls it through `handle`, which is not inlined, and
  /// `baselineInlined` inlines it.
  @inline(__always)
  func step(_ event: ListEvent) -> Bool {
    switch (mode, event) {
    case (.loading, .loaded(let items)):
      model.items = items
      mode = .showing
    case (.loading, .failed(let message)):
      model.message = message
      mode = .failed
    case (.showing, .reload), (.failed, .reload):
      mode = .loading
    default:
      return false
    }
    return true
  }

  @inline(never)
  func handle(_ event: ListEvent) -> Bool { step(event) }

  public func baseline(_ events: Int) -> Int {
    countAccepted(events) { i in handle(listEvents[i & 3]) }
  }

  public func baselineInlined(_ events: Int) -> Int {
    countAccepted(events) { i in step(listEvents[i & 3]) }
  }
}
