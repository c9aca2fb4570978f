import Foundation
import StateKit
import StateKitInspection
import StateKitTestSupport

/// A list screen with events that carry data, a context that encodes, and every kind of state.
enum Screen: String, Hashable, Sendable, Codable {
  case root, empty, browse, edit, history, sync, network, online, offline, badge, shown, hidden, closed
}

enum ScreenEvent: Hashable, Sendable, Codable, CaseEvent {
  case edit, save, toggle, close, loaded([String]), failed(message: String)

  enum Case: Hashable, Sendable { case edit, save, toggle, close, loaded, failed }

  var eventCase: Case {
    switch self {
    case .edit: .edit
    case .save: .save
    case .toggle: .toggle
    case .close: .close
    case .loaded: .loaded
    case .failed: .failed
    }
  }
}

extension EventCase where Event == ScreenEvent, Payload == [String] {
  static var loaded: Self { Self(.loaded) { if case .loaded(let items) = $0 { items } else { nil } } }
}

struct ScreenModel: Codable, Sendable, Equatable {
  var items: [String] = []
  var saves = 0
}

@MainActor
func screenChart() throws -> Chart<Screen, ScreenEvent, ScreenModel> {
  try Chart(initial: .root) {
    State(.root, initial: .empty) {
      On(EventCase.loaded, to: .browse) { scope, items in scope.items = items }
      On(.close, to: .closed)
      State(.empty)
      State(.browse) { On(.edit, to: .edit, when: { !$0.items.isEmpty }) }
      State(.edit) {
        On(.save, to: .browse) { $0.saves += 1 }
        On(.toggle) { $0.saves += 0 }
      }
      History(.history, .deep, default: .empty)
      Parallel(.sync) {
        State(.network, initial: .online) {
          State(.online)
          State(.offline)
        }
        State(.badge, initial: .shown) {
          State(.shown)
          State(.hidden)
        }
      }
    }
    Final(.closed)
  }
}

/// Notices of the inspector, collected across threads; a test waits for them as they arrive.
final class NoticeLog: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []
  /// One occurrence a notice.
  let arrivals = Occurrences()

  var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return lines
  }

  var writer: @Sendable (String) -> Void {
    { [self] line in
      lock.lock()
      lines.append(line)
      lock.unlock()
      arrivals.record()
    }
  }
}
