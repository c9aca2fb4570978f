import StateKitTestSupport
import StateKitTesting
import Testing

@testable import StateKit

/// A scope cannot outlive its guard or action (issue 21). Scopes hold their engine without
/// reference counting, so a copyable scope that an app kept (in a property, a task) and used
/// after its machine was released read freed memory in release builds. Scopes are now
/// non-copyable and lent `borrowing`: storing, returning or escaping one does not compile,
/// while the closures of charts read as before.
@MainActor
@Suite("Scope lifetime")
struct ScopeLifetimeTests {
  /// Chosen by overload resolution: the first when `T` is copyable, else the second.
  static func copyability<T>(_: T.Type) -> String { "copyable" }
  static func copyability<T: ~Copyable>(_: T.Type) -> String { "non-copyable" }

  @Test func scopesCannotBeCopiedAndSoNotKept() {
    #expect(Self.copyability(ActionScope<String, String, Log>.self) == "non-copyable")
    #expect(Self.copyability(GuardScope<String, String, Log>.self) == "non-copyable")
    #expect(Self.copyability(StateChange<String, String>.self) == "copyable", "the check tells them apart")
  }

  /// What apps write keeps compiling and running: `$0` with dynamic members, named scopes
  /// handed to helpers that take them `borrowing`, payload actions, nested non-escaping
  /// closures that read the scope.
  @Test func chartsReadAsBefore() throws {
    struct Model {
      var count = 0
      var items: [Int] = []
    }
    func record(_ value: Int, in scope: borrowing ActionScope<String, String, Model>) {
      scope.items.append(value)
    }
    let chart = try Chart<String, String, Model> {
      State("idle") {
        On("add", when: { $0.count < 3 }) { $0.count += 1 }
        On("fill") { scope in
          [1, 2].forEach { record($0 * scope.count, in: scope) }
          if scope.isActive("idle") { scope.raise("done") }
        }
        On("done", to: "full")
      }
      State("full")
    }
    let m = StateMachine(chart, context: Model())
    m.start()
    for _ in 0..<4 { m.send("add") }
    m.send("fill")
    #expect(m.context.count == 3)
    #expect(m.context.items == [3, 6])
    #expect(m.activeStates == ["full"])
  }
}
