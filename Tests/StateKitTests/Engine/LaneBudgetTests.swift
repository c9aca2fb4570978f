import StateKitTestSupport
import StateKitTesting
import Testing

@_spi(Testing) @testable import StateKit

/// Every lane spends the same budget for the same step (issue 21): the express lane's quiet
/// step, the direct lane, the engine's table lane and the general algorithm each count the step
/// they take against the send's `microstepLimit`, so that observers that send again run into
/// the same runaway whichever lane took the first step.
@MainActor
@Suite("The budget of a send, lane by lane")
struct LaneBudgetTests {
  enum Lane: String, CaseIterable, Sendable {
    /// No guard, no action: the express lane's quiet step.
    case express
    /// An always-true guard: the direct lane.
    case guarded
    /// An action that does nothing: the direct lane, with an action.
    case action
    /// The machine read through Observation: the engine's table lane.
    case tracked
    /// The table off: the general algorithm.
    case general
  }

  /// `A --a--> B --a--> A` with a budget of 5 and an observer that sends `a` again: the send
  /// and every queued `a` count, so every lane hears the same steps and ends in the same state.
  @Test(arguments: Lane.allCases)
  func anObserverThatSendsAgainRunsIntoTheSameBudget(_ lane: Lane) throws {
    let result = try run(lane)
    let reference = try run(.general)
    #expect(result.heard == reference.heard, "\(lane)")
    #expect(result.states == reference.states, "\(lane)")
    #expect(result.outcome == reference.outcome, "\(lane)")
    // The send's step and the four queued events it pays for, then the budget is out.
    #expect(reference.heard.count == 3, "\(reference.heard)")
    #expect(reference.states == ["B"])
  }

  struct Run {
    var heard: [String]
    var states: [String]
    var outcome: String
    var expressRegionSteps = 0
  }

  /// The same in regions: two regions of a parallel state, each `A --a--> B --a--> A`, so that
  /// the express lane's step is taken quietly region by region (in a chart of up to 64 states
  /// on the configuration's word, beyond that on a window of it) and the others region by
  /// region or by the general algorithm. Every send moves both regions in one microstep.
  @Test(arguments: [Lane.express, .tracked, .general], [false, true])
  func inRegionsAnObserverThatSendsAgainRunsIntoTheSameBudget(_ lane: Lane, wide: Bool) throws {
    let result = try run(lane, regions: true, wide: wide)
    let reference = try run(.general, regions: true, wide: wide)
    #expect(result.heard == reference.heard, "\(lane)")
    #expect(result.states == reference.states, "\(lane)")
    #expect(result.outcome == reference.outcome, "\(lane)")
    #expect(reference.heard.count == 3, "\(reference.heard)")
    if lane == .express {
      #expect(result.expressRegionSteps > 0, "the express lane took no quiet step region by region")
    }
  }

  func run(_ lane: Lane, regions: Bool = false, wide: Bool = false) throws -> Run {
    let chart: Chart<String, String, Int>
    if regions {
      chart = try Chart<String, String, Int> {
        Parallel("P") {
          for region in ["R1", "R2"] {
            State(region) {
              State("\(region)A") { transition(lane, to: "\(region)B") }
              State("\(region)B") { transition(lane, to: "\(region)A") }
            }
          }
          // More than 64 states: the configuration is more than one word.
          if wide {
            State("R3") {
              for index in 0..<70 { State("filler\(index)") }
            }
          }
        }
      }
    } else {
      chart = try Chart<String, String, Int> {
        State("A") { transition(lane, to: "B") }
        State("B") { transition(lane, to: "A") }
      }
    }
    let m = StateMachine(chart, context: 0, microstepLimit: 5)
    m.start()
    switch lane {
    case .tracked: _ = m.activeStates  // registers with Observation: off the express lane
    case .general: m.engine.usesTableLanes = false
    default: break
    }
    var heard: [String] = []
    m.onTransition { [weak m] change in
      heard.append("\(change.activeAtomicStates)")
      m?.send("a")
    }
    let outcome = m.send("a")
    return Run(
      heard: heard, states: m.engine.activeStates, outcome: "\(outcome)",
      expressRegionSteps: m.engine.tally.expressRegionStepsTaken)
  }

  func transition(_ lane: Lane, to target: String) -> ChartElement<String, String, Int> {
    switch lane {
    case .guarded: On("a", to: target, when: { _ in true }).element
    case .action: On("a", to: target) { _ in }.element
    default: On("a", to: target).element
    }
  }
}
