import StateKitTesting
import Testing

@_spi(Testing) @testable import StateKit

/// Re-entrant calls on machines that take the engine's fast lanes.
@MainActor
@Suite("Fast lanes, re-entrant")
struct FastLaneReentrancyTests {
  /// Regression: a direct step (`enterDirectly`) made its target the active leaf only after the
  /// target's entry actions had run, where the general algorithm does so before them; so what
  /// an entry action asked of the machine on the fast path saw the state it had left — a
  /// `start()` from `b`'s entry action was rejected "in state 'a'".
  @Test func anEntryActionOfADirectStepSeesItsStateAsTheActiveLeaf() throws {
    final class Box { weak var machine: StateMachine<String, String, Void>?; var seen: [String] = [] }
    func script(fastPath: Bool) throws -> (seen: [String], direct: Bool) {
      let box = Box()
      let chart = try Chart<String, String, Void> {
        State("a") { On("go", to: "b", when: { _ in true }) { _ in } }
        State("b") {
          Entry { _ in
            guard let m = box.machine else { return }
            box.seen.append("\(m.start())")
          }
        }
      }
      let m = StateMachine(chart, context: ())
      m.engine.usesFastPath = fastPath
      box.machine = m
      m.start()
      let express = m.engine.takesExpressLane
      box.seen.append("\(m.send("go"))")
      return (box.seen, express && m.engine.directStep >= 0)
    }
    let (fast, slow) = (try script(fastPath: true), try script(fastPath: false))
    #expect(fast.direct, "the step should be taken directly, from the direct lane")
    #expect(fast.seen == slow.seen)
    #expect(fast.seen.first?.hasSuffix("it is in state 'b'") == true, "\(fast.seen)")
  }
}
