import StateKit

/// A screen like seed 000's: a list that is empty until items load, browsed, and edited.
enum DemoMode: String, Hashable, Sendable, Codable {
  case screen, empty, browse, edit, editing, confirming, resume
}

/// Its events: payload-free taps, and the items a load delivers.
enum DemoEvent: Hashable, Sendable, Codable, CaseEvent {
  case edit, save, cancel, loaded([String])

  enum Case: Hashable, Sendable { case edit, save, cancel, loaded }

  var eventCase: Case {
    switch self {
    case .edit: .edit
    case .save: .save
    case .cancel: .cancel
    case .loaded: .loaded
    }
  }
}

extension EventCase where Event == DemoEvent, Payload == [String] {
  static var loaded: Self { Self(.loaded) { if case .loaded(let items) = $0 { items } else { nil } } }
}

/// What the screen shows: its items, and how often they were saved.
struct DemoModel: Codable, Sendable {
  var items: [String] = []
  var saves = 0
  /// A large context for `--busy` (left out of the encoding when nil).
  var attachment: String?
}

enum DemoScreen {
  @MainActor static func chart() throws -> Chart<DemoMode, DemoEvent, DemoModel> {
    try Chart(initial: .screen) {
      State(.screen, initial: .empty) {
        On(EventCase.loaded, to: .empty, when: { _, items in items.isEmpty }) { scope, items in scope.items = items }
        On(EventCase.loaded, to: .browse) { scope, items in scope.items = items }
        State(.empty)
        State(.browse) {
          // Back to where editing was left, by the edit state's history.
          On(.edit, to: .resume, when: { !$0.items.isEmpty })
        }
        State(.edit, initial: .editing) {
          On(.cancel, to: .browse)
          History(.resume, default: .editing)
          State(.editing) {
            On(.save, to: .confirming)
          }
          State(.confirming) {
            Entry { $0.saves += 1 }
            On(.save, to: .browse)
          }
        }
      }
    }
  }
}
