import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

@MainActor
@Suite("Parallel")
struct ParallelTests {
  let chart: StringChart

  init() throws {
    chart = try StringChart {
      Parallel("p") {
        State("left") {
          State("l1") { On("move", to: "l2") }
          State("l2") { On("move", to: "l1") }
        }
        State("right") {
          State("r1") {
            On("move", to: "r2"); On("jump", to: "out")
          }
          State("r2")
        }
        OnDone(of: "p", to: "out")
      }
      State("out")
    }
  }

  @Test func allRegionsAreEntered() {
    #expect(machine(chart).activeAtomicStates == ["l1", "r1"])
  }

  @Test func oneEventMovesEveryRegion() {
    let m = machine(chart)
    m.send("move")
    #expect(m.activeAtomicStates == ["l2", "r2"])
  }

  @Test func transitionLeavingTheParallelStateExitsAllRegions() {
    let m = machine(chart)
    guard case .transitioned(let step) = m.send("jump") else {
      Issue.record("jump was not taken")
      return
    }
    #expect(m.activeAtomicStates == ["out"])
    #expect(step.exited == ["r1", "right", "l1", "left", "p"])
  }

  @Test func conflictIsResolvedInDocumentOrder() throws {
    // Both regions take "e"; the first region's transition leaves the parallel state, so the
    // second region's (whose exit set intersects it) is preempted (SCXML 3.13).
    let chart = try StringChart {
      Parallel("p") {
        State("a") { State("a1") { On("e", to: "x") } }
        State("b") { State("b1") { On("e", to: "y") } }
      }
      State("x")
      State("y")
    }
    let m = machine(chart)
    m.send("e")
    #expect(m.activeAtomicStates == ["x"])
  }

  @Test func parallelIsDoneWhenEveryRegionIsFinal() throws {
    let chart = try StringChart {
      Parallel("p") {
        State("a") {
          State("a1") { On("a", to: "af") }; Final("af")
        }
        State("b") {
          State("b1") { On("b", to: "bf") }; Final("bf")
        }
        OnDone(of: "p", to: "out")
      }
      State("out")
    }
    let m = machine(chart)
    m.send("a")
    #expect(m.activeAtomicStates == ["af", "b1"])
    m.send("b")
    #expect(m.activeAtomicStates == ["out"])
  }
}
