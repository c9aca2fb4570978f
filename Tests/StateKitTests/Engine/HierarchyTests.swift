import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

@MainActor
@Suite("Hierarchy")
struct HierarchyTests {
  @Test func entersDefaultDescendantsAndAncestorsInDocumentOrder() throws {
    let chart = try StringChart {
      tracing("a") {
        tracing("a1") {
          tracing("a1x"); tracing("a1y")
        }
        tracing("a2")
      }
      tracing("b")
    }
    let m = machine(chart)
    #expect(m.activeStates == ["a", "a1", "a1x"])
    #expect(m.activeAtomicStates == ["a1x"])
    #expect(m.context.entries == ["enter a", "enter a1", "enter a1x"])
  }

  @Test func ancestorTransitionHandlesEventAndExitsDeepestFirst() throws {
    let chart = try StringChart {
      tracing("a") {
        On("go", to: "b")
        tracing("a1") { tracing("a1x") }
      }
      tracing("b")
    }
    let m = machine(chart)
    m.context.entries.removeAll()
    let outcome = m.send("go")
    guard case .transitioned(let step) = outcome else {
      Issue.record("expected a transition, got \(outcome)")
      return
    }
    #expect(step.exited == ["a1x", "a1", "a"])
    #expect(step.entered == ["b"])
    #expect(m.context.entries == ["exit a1x", "exit a1", "exit a", "enter b"])
  }

  @Test func childTransitionWinsOverAncestor() throws {
    let chart = try StringChart {
      State("a") {
        On("e", to: "c")
        State("a1") { On("e", to: "a2") }
        State("a2")
      }
      State("c")
    }
    let m = machine(chart)
    m.send("e")
    #expect(m.activeAtomicStates == ["a2"])
    m.send("e")
    #expect(m.activeAtomicStates == ["c"])
  }

  @Test func explicitInitialChildIsEntered() throws {
    let chart = try StringChart(initial: "b") {
      State("a")
      State("b", initial: "b2") {
        State("b1"); State("b2")
      }
    }
    #expect(machine(chart).activeAtomicStates == ["b2"])
  }

  @Test func selfTransitionExitsAndReentersItsSource() throws {
    let chart = try StringChart {
      tracing("a") { On("again", to: "a") }
    }
    let m = machine(chart)
    m.context.entries.removeAll()
    m.send("again")
    #expect(m.context.entries == ["exit a", "enter a"])
  }

  @Test func transitionActionsRunBetweenExitAndEntry() throws {
    let chart = try StringChart {
      tracing("a") { On("go", to: "b") { $0.context.entries.append("action") } }
      tracing("b")
    }
    let m = machine(chart)
    m.context.entries.removeAll()
    m.send("go")
    #expect(m.context.entries == ["exit a", "action", "enter b"])
  }

  @Test func doneStateIsRaisedWhenCompoundReachesFinal() throws {
    let chart = try StringChart {
      State("job") {
        OnDone(of: "job", to: "finished")
        State("working") { On("complete", to: "done") }
        Final("done")
      }
      State("finished")
    }
    let m = machine(chart)
    m.send("complete")
    #expect(m.activeAtomicStates == ["finished"])
  }

  @Test func topLevelFinalStopsTheMachineAndKeepsItsConfiguration() throws {
    let chart = try StringChart {
      State("a") { On("end", to: "over") }
      Final("over")
    }
    let m = machine(chart)
    m.send("end")
    #expect(m.isFinished)
    #expect(m.activeAtomicStates == ["over"])
    #expect(m.send("end").rejection?.reason == .finished)
  }
}
