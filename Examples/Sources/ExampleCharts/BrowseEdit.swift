import StateKit

/// Seed 000: a number, an Edit button and a stepper, in Browse, Edit or Empty mode. The rules,
/// once, for the UIKit and the SwiftUI screen:
///
/// - Browse shows the number; Edit lets the stepper change it; the button switches between them.
/// - "When exiting Edit mode, if the number is less than 1, then enter Empty mode"; from Empty,
///   the button goes back to Edit.
/// - The stepper's changes count in Edit only: elsewhere the chart rejects them, with a reason,
///   instead of an `assert`.
public enum BrowseEdit {
  public enum Mode: String, Hashable, Sendable, CaseIterable { case browse, edit, empty }

  /// What the screen sends: a tap on the button, or the stepper's new value.
  public enum Input: CaseEvent {
    case button
    case number(Double)

    public enum Case: Sendable { case button, number }
    public var eventCase: Case {
      switch self {
      case .button: .button
      case .number: .number
      }
    }
  }

  /// The screen's data: the number.
  public struct Counter: Sendable, Equatable {
    public var number: Double
    public init(number: Double = 1) { self.number = number }
  }

  /// The number as the label shows it.
  public static func text(_ number: Double) -> String { String(Int(number)) }

  /// The rules.
  @MainActor public static let chart = try! Chart<Mode, Input, Counter>(initial: .browse) {
    State(.browse) {
      On(.button, to: .edit)
    }
    State(.edit) {
      On(.number) { scope, number in scope.number = number }
      On(.button, to: .empty, when: { $0.number < 1 })
      On(.button, to: .browse)
    }
    State(.empty) {
      On(.button, to: .edit)
    }
  }
}

extension EventCase where Event == BrowseEdit.Input, Payload == Double {
  /// The stepper's value.
  public static var number: Self { Self(.number) { if case .number(let value) = $0 { value } else { nil } } }
}
