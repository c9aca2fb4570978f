import StateKitTesting
import Testing

@_spi(Testing) @testable import StateKit

/// Quiet steps region by region in a chart of more than 64 states, where the express lane moves
/// windows of the configuration (`Engine.takeQuietWindowStep`): regions in the first word, one
/// whose states straddle the first two words (no window: its moves go to the engine), and one
/// in the second word with a guarded transition (the engine's too). Every outcome, kept, and
/// every configuration must be what the engine without the fast path gives, and a kept outcome
/// must still say what it said when a later step rewrote the lane's record.
@MainActor
@Suite("Quiet steps on windows")
struct QuietWindowTests {
  /// `root 0, p 1, one 2, a1 3, b1 4, filler 5, f0…f55 6…61, two 62, a2 63, b2 64, four 65…`.
  static func chart() throws -> Chart<String, String, Void> {
    try Chart<String, String, Void> {
      Parallel("p") {
        State("one") {
          State("a1") {
            On("a", to: "b1")
            On("b", to: "b1")
            On("d", to: "b1")
          }
          State("b1") {
            On("a", to: "a1")
            On("b", to: "a1")
            On("d", to: "a1")
          }
        }
        State("filler") {
          for index in 0..<56 { State("f\(index)") }
        }
        State("two") {
          State("a2") { On("a", to: "b2") }
          State("b2") { On("a", to: "a2") }
        }
        State("four") {
          State("a4") {
            On("d", to: "b4")
            On("c", to: "b4", when: { _ in true })
          }
          State("b4") {
            On("d", to: "a4")
            On("c", to: "a4")
          }
        }
      }
    }
  }

  @Test func windowsGiveTheEnginesSteps() throws {
    let chart = try Self.chart()
    #expect(chart.layout.kind.count > 64)
    let fast = StateMachine(chart, context: ())
    let slow = StateMachine(chart, context: ())
    slow.engine.usesFastPath = false
    fast.start()
    slow.start()
    var kept: [(outcome: SendOutcome<String, String>, said: String)] = []
    for event in ["b", "d", "d", "b", "a", "b", "c", "d", "a", "d", "b", "x", "d"] {
      let (f, s) = (fast.send(event), slow.send(event))
      #expect("\(f)" == "\(s)", "\(event)")
      #expect(f.transitionIDs == s.transitionIDs, "\(event)")
      #expect(fast.engine.activeStates == slow.engine.activeStates, "\(event)")
      #expect(fast.engine.lastStep.transitions == slow.engine.lastStep.transitions, "\(event)")
      kept.append((f, "\(f)"))
    }
    for (outcome, said) in kept { #expect("\(outcome)" == said) }
    // Every b and d is taken on windows; a (one region without a window), c (a guard) and x
    // (no transition) are not.
    #expect(fast.engine.quietWindowStepsTaken == 9, "\(fast.engine.quietWindowStepsTaken)")
  }
}

extension SendOutcome {
  fileprivate var transitionIDs: [Int] {
    if case .transitioned(let step) = self { return step.transitionIDs }
    return []
  }
}
