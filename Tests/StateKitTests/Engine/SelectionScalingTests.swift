import StateKitTesting
import Testing

@testable import StateKit

/// Selection is linear in the regions an event moves: one `Parallel` of many regions, one event
/// moving each of them, costs selection (the active states and ancestors it visits, the
/// transitions it compares for conflicts) in proportion to the regions — counted by the engine's
/// debug-only `selectionWork` at two sizes, ten times apart. Found by an adversary: with a scan
/// of the selected list per active leaf and a pairwise conflict check, 40,000 regions took 1.5 s
/// per `send` and per `can`. Time stays in the benchmarks; this counts work.
@MainActor
@Suite("Selection scales with the regions an event moves")
struct SelectionScalingTests {
  enum Tick: Hashable, Sendable { case tick, leave, reset }

  /// What each region holds besides `On(.tick)`.
  enum Shape: String, CaseIterable, Sendable {
    /// Only the transition: the table lane takes the step region by region.
    case plain
    /// An `After` in each region as well: the general algorithm takes the step.
    case timed
  }

  /// `regions` regions under `p`, each `rN` with `a` and `b` toggled by `.tick`; `.leave` in every
  /// region leaves the parallel state (each region's transition conflicts with every other's,
  /// the first wins); `.reset` is handled only by `p`, so every leaf selects the same one.
  static func chart(regions: Int, shape: Shape) throws -> Chart<String, Tick, Void> {
    try Chart<String, Tick, Void>(initial: "p") {
      Parallel("p") {
        On(.reset, to: "p")
        for region in 0..<regions {
          State("r\(region)") {
            State("r\(region)a") {
              On(.tick, to: "r\(region)b")
              On(.leave, to: "out\(region % 2)")
              if shape == .timed { After(.seconds(60), to: "r\(region)b") }
            }
            State("r\(region)b") { On(.tick, to: "r\(region)a") }
          }
        }
      }
      State("out0")
      State("out1")
    }
  }

  /// The selection work of `body` on a started machine of `regions` regions.
  static func selectionWork(
    regions: Int, shape: Shape, _ body: (StateMachine<String, Tick, Void>) -> Void
  ) throws -> Int {
    let machine = StateMachine(try chart(regions: regions, shape: shape), context: (), clock: ManualClock())
    machine.start()
    let before = machine.engine.tally.selectionWork
    body(machine)
    return machine.engine.tally.selectionWork - before
  }

  /// Work at 2,000 regions is about ten times the work at 200 (linear), not a hundred times
  /// (quadratic); and at least one unit a region (every leaf is visited).
  static func expectLinear(_ label: String, shape: Shape, _ body: (StateMachine<String, Tick, Void>) -> Void) throws {
    let small = try selectionWork(regions: 200, shape: shape, body)
    let large = try selectionWork(regions: 2_000, shape: shape, body)
    #expect(small >= 200, "\(label), \(shape): \(small) units for 200 regions")
    #expect(large <= small * 11, "\(label), \(shape): \(small) units for 200 regions, \(large) for 2,000")
  }

  @Test(arguments: Shape.allCases)
  func oneEventMovingEveryRegion(_ shape: Shape) throws {
    try Self.expectLinear("send(.tick)", shape: shape) { machine in
      let outcome = machine.send(.tick)
      #expect(outcome.isAccepted)
      #expect(machine.activeAtomicStates.allSatisfy { $0.hasSuffix("b") })
    }
  }

  @Test(arguments: Shape.allCases)
  func askingWhetherEveryRegionWouldMove(_ shape: Shape) throws {
    try Self.expectLinear("can(.tick)", shape: shape) { machine in
      #expect(machine.can(.tick))
      #expect(machine.activeAtomicStates.allSatisfy { $0.hasSuffix("a") })
    }
  }

  @Test(arguments: Shape.allCases)
  func everyRegionConflictingWithTheFirst(_ shape: Shape) throws {
    try Self.expectLinear("send(.leave)", shape: shape) { machine in
      guard case .transitioned(let step) = machine.send(.leave) else {
        Issue.record("leave was not taken")
        return
      }
      // The first region's transition wins (document order, SCXML 3.13).
      #expect(machine.activeAtomicStates == ["out0"])
      #expect(step.entered == ["out0"])
    }
  }

  @Test(arguments: Shape.allCases)
  func everyLeafSelectingTheParallelStatesTransition(_ shape: Shape) throws {
    try Self.expectLinear("send(.reset)", shape: shape) { machine in
      machine.send(.tick)
      guard case .transitioned(let step) = machine.send(.reset) else {
        Issue.record("reset was not taken")
        return
      }
      // Selected once, taken once: every region re-entered at its initial state.
      #expect(step.transitionIDs.count == 1)
      #expect(machine.activeAtomicStates.allSatisfy { $0.hasSuffix("a") })
    }
  }
}
