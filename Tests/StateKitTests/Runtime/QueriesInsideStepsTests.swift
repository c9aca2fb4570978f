@_spi(Testing) import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

/// Queries asked from inside a running step (an action that calls `can`, a guard that asks
/// `can`) must leave the step alone: they select into their own list.
@MainActor
@Suite("Queries inside steps")
struct QueriesInsideStepsTests {
  /// Holds the machine so that actions can ask it questions.
  final class Holder {
    var machine: StateMachine<String, String, Log>?
    var answers: [Bool] = []
  }

  @Test func canInsideATransitionActionKeepsTheTargetActive() throws {
    let holder = Holder()
    let chart = try StringChart {
      State("idle") {
        On("go", to: "editing") { _ in holder.answers.append(holder.machine!.can("save")) }
      }
      State("editing") {
        State("clean") { On("save", to: "saved") }
        State("saved")
      }
    }
    let machine = machine(chart)
    holder.machine = machine
    let outcome = machine.send("go")
    #expect(outcome.isAccepted)
    #expect(machine.activeStates == ["editing", "clean"])
    #expect(machine.checkConfiguration() == nil)
    #expect(holder.answers == [false], "asked mid-step, before 'clean' was entered")
    #expect(machine.send("save").isAccepted)
  }

  @Test func canInsideAnExitActionOfAParallelStateLeavesEveryRegionRight() throws {
    let holder = Holder()
    let chart = try StringChart {
      Parallel("p") {
        State("r1") {
          State("a") {
            Exit { _ in holder.answers.append(holder.machine!.can("f")) }
            On("e", to: "b")
          }
          State("b")
        }
        State("r2") {
          State("c") { On("e", to: "d") }
          State("d") { On("f", to: "c") }
        }
      }
    }
    let machine = machine(chart)
    holder.machine = machine
    #expect(machine.send("e").isAccepted)
    #expect(machine.activeAtomicStates == ["b", "d"])
    #expect(machine.checkConfiguration() == nil)
    #expect(holder.answers == [false])
  }

  @Test func aGuardThatAsksCanDoesNotDropAnotherRegionsTransition() throws {
    let holder = Holder()
    let chart = try StringChart {
      Parallel("p") {
        State("r1") {
          State("a") { On("e", to: "b", when: { _ in holder.machine!.can("x") || true }) }
          State("b")
        }
        State("r2") {
          State("c") { On("e", to: "d") }
          State("d")
        }
      }
    }
    let machine = machine(chart)
    holder.machine = machine
    #expect(machine.send("e").isAccepted)
    #expect(machine.activeAtomicStates == ["b", "d"])
  }

  #if DEBUG
    @Test func aScopeKeptPastItsActionTrapsInDebugBuilds() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          var kept: ActionScope<String, String, Log>?
          let chart = try! StringChart {
            State("a") { On("go", to: "b") { kept = $0 } }
            State("b")
          }
          let machine = StateMachine(chart, context: Log(), clock: ManualClock())
          machine.start()
          machine.send("go")
          _ = kept!.context.count
        }
      }
    }
  #endif
}
