import StateKitTestSupport
import StateKitTesting
import Testing

@testable import StateKit

/// A scope an app keeps past its guard or action (issue 21): it once held its engine
/// `unowned(unsafe)`, so one used after its machine was released read freed memory in release
/// builds (and trapped in debug builds). Now it keeps the engine alive: reading it is safe and
/// answers from the machine as it is now, its effects are ignored outside a step of its
/// machine, and debug builds say so once.
@MainActor
@Suite("Kept scopes")
struct KeptScopeTests {
  struct Counter { var count = 0 }
  typealias Machine = StateMachine<String, String, Counter>

  final class Keeper {
    var action: ActionScope<String, String, Counter>?
    var condition: GuardScope<String, String, Counter>?
  }

  static func chart(_ keeper: Keeper) throws -> Chart<String, String, Counter> {
    try Chart<String, String, Counter> {
      State("idle") {
        On(
          "keep", to: "busy",
          when: { scope in
            keeper.condition = scope
            return true
          }
        ) { scope in
          scope.count += 1
          keeper.action = scope
        }
      }
      State("busy") { On("back", to: "idle") }
    }
  }

  /// Captures the debug warnings `body` gives.
  func warnings(_ body: () throws -> Void) rethrows -> [String] {
    var heard: [String] = []
    let previous = debugWarningSink
    debugWarningSink = { heard.append($0) }
    defer { debugWarningSink = previous }
    try body()
    return heard
  }

  @Test func aScopeKeptAfterItsMachineWasReleasedIsSafeToUse() throws {
    let keeper = Keeper()
    weak var released: Machine?
    let heard = try warnings {
      do {
        let m = StateMachine(try Self.chart(keeper), context: Counter())
        m.start()
        #expect(m.send("keep").isAccepted)
        released = m
      }
      #expect(released == nil, "the kept scope keeps the engine, not the machine")
      let kept = try #require(keeper.action)
      #expect(kept.count == 1)
      #expect(kept.isActive("busy"))
      #expect(kept.event == nil, "no step runs")
      kept.count += 1
      #expect(kept.count == 2)
      // Effects between steps do nothing, even with the machine gone.
      kept.raise("back")
      kept.send("back", after: .seconds(1), id: "later")
      kept.cancel("later")
      kept.move(to: "idle")
      #expect(kept.isActive("busy"))
      let condition = try #require(keeper.condition)
      #expect(condition.count == 2)
      #expect(!condition.isActive("idle"))
    }
    #expect(heard.count == 1, "one warning per machine: \(heard)")
    #expect(heard.first?.contains("a scope was used after its guard or action returned") == true)
  }

  /// Kept and used between steps of a living machine: its effects do not reach the machine.
  @Test func aKeptScopeChangesNothingBetweenSteps() throws {
    let keeper = Keeper()
    let m = StateMachine(try Self.chart(keeper), context: Counter())
    m.start()
    m.send("keep")
    let kept = try #require(keeper.action)
    _ = warnings {
      kept.raise("back")
      kept.move(to: "idle")
      kept.send("back", after: .zero)
    }
    #expect(m.activeStates == ["busy"])
    #expect(m.send("back").isAccepted)
    #expect(m.activeStates == ["idle"])
    #expect(m.pendingSends.isEmpty)
  }
}
