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

  /// A guard that asks `can` about its own event asked itself again without end, until the
  /// stack overflowed (SIGSEGV); nested questions past a limit are answered no.
  @Test func aGuardThatAsksCanAboutItsOwnEventEnds() throws {
    let holder = Holder()
    let chart = try StringChart {
      State("a") { On("go", to: "b", when: { _ in holder.machine!.can("go") }) }
      State("b")
    }
    let machine = machine(chart)
    holder.machine = machine
    #expect(machine.can("go") == false, "the innermost question is answered no, and so every one")
    #expect(machine.acceptedEvents == [])
    #expect(machine.send("go").rejection?.reason == .guardsFailed)
    #expect(machine.activeStates == ["a"])
  }

  /// A guard that sends while `can` asks it ran a whole step in the middle of the question,
  /// and `can` answered about a machine that had moved.
  @Test func aGuardThatSendsWhileAskedByCanDoesNotMoveTheMachine() throws {
    final class Sender {
      var machine: StateMachine<String, String, Log>?
      var outcomes: [SendOutcome<String, String>] = []
    }
    let sender = Sender()
    let chart = try StringChart {
      State("a") {
        On(
          "ask", to: "b",
          when: { _ in
            sender.outcomes.append(sender.machine!.send("move")); return true
          })
        On("move", to: "c")
      }
      State("b")
      State("c")
    }
    let machine = machine(chart)
    sender.machine = machine
    #expect(machine.can("ask"))
    #expect(machine.activeStates == ["a"])
    #expect(sender.outcomes.first?.rejection?.reason == .sentDuringQuery)
    #expect(sender.outcomes.first?.description.contains("questions change nothing") == true)
    // In a step the same guard's send is queued as usual.
    sender.outcomes.removeAll()
    #expect(machine.send("ask").isAccepted)
    #expect(sender.outcomes == [.queued])
    #expect(machine.activeStates == ["b"])
  }

  /// A guard that advances the manual clock while `can` asks it: the timer that came due fires
  /// once the question is answered, not in the middle of it.
  @Test func aTimerThatComesDueWhileAGuardIsAskedFiresAfterTheAnswer() throws {
    let clock = ManualClock()
    let chart = try StringChart {
      State("a") {
        After(.seconds(1), to: "b")
        On(
          "ask", to: "c",
          when: { _ in
            clock.advance(by: .seconds(1)); return true
          })
      }
      State("b")
      State("c")
    }
    let machine = machine(chart, clock: clock)
    #expect(machine.can("ask"), "asked while 'a' was still active")
    #expect(machine.activeStates == ["b"])
    #expect(machine.checkConfiguration() == nil)
  }

  // A scope cannot be kept past its action: it is non-copyable (see `ScopeLifetimeTests`).
}
