import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

/// Run to completion across a parent and its children (see the Semantics article): the order
/// in which the parent's step, the child's start and the child's events happen.
@MainActor
@Suite("Child machines: order of events")
struct ChildOrderTests {
  /// A child that writes into the parent's own log (its context is the parent's `Log`).
  func child(@ChartBuilder<String, String, Log> _ content: () -> ChartElement<String, String, Log>) throws
    -> ChildMachine<String, String, Log, Void>
  {
    ChildMachine(try StringChart(initial: "c0", content))
  }

  func invoke(_ child: ChildMachine<String, String, Log, Void>, forward: Bool = false) -> Invoke<String, String, Log> {
    Invoke("kid", child: child, context: { $0 }, onDone: { "kid done" }, forward: forward ? { $0 } : nil)
      .onMessage { (event: String) in event }
  }

  @Test func aChildStartsAfterTheMacrostepThatEnteredItsState() throws {
    let kid = try child {
      State("c0") { Entry { $0.entries.append("child enters c0") } }
    }
    let chart = try StringChart(initial: "p") {
      State("p", initial: "p1") {
        Entry { $0.entries.append("enter p") }
        invoke(kid)
        State("p1") { Always(to: "p2") }
        State("p2") { Entry { $0.entries.append("enter p2") } }
      }
    }
    let m = machine(chart)
    #expect(m.context.entries == ["enter p", "enter p2", "child enters c0"])
  }

  @Test func aStateEnteredAndLeftInOneMacrostepStartsNoChild() throws {
    let kid = try child {
      State("c0") { Entry { $0.entries.append("child enters c0") } }
    }
    let chart = try StringChart(initial: "q") {
      State("q") {
        invoke(kid)
        Always(to: "r")
      }
      State("r")
    }
    let m = machine(chart)
    #expect(m.context.entries.isEmpty)
    #expect(m.childIDs.isEmpty)
  }

  @Test func aChildProcessesASendAtOnceAndItsReplyWaitsForTheParentsStep() throws {
    let kid = try child {
      State("c0") {
        On("ask") { scope in
          scope.entries.append("child handles ask")
          scope.sendToParent("reply")
        }
      }
    }
    let chart = try StringChart(initial: "p") {
      State("p") {
        invoke(kid)
        On("go") { scope in
          scope.entries.append("before send")
          scope.send("ask", toChild: "kid")
          scope.entries.append("after send")
        }
        On("reply") { $0.entries.append("parent hears reply") }
      }
    }
    let m = machine(chart)
    m.send("go")
    #expect(m.context.entries == ["before send", "child handles ask", "after send", "parent hears reply"])
  }

  @Test func theDoneEventComesAfterEveryMessageIncludingThoseOfTheFinalExitActions() throws {
    let kid = try child {
      State("c0") {
        On("finish", to: "end") { $0.sendToParent("first") }
      }
      Final("end") { Exit { $0.sendToParent("last words") } }
    }
    let chart = try StringChart(initial: "p") {
      State("p") {
        invoke(kid)
        On("first") { $0.entries.append("first") }
        On("last words") { $0.entries.append("last words") }
        On("kid done", to: "after") { $0.entries.append("done") }
      }
      State("after")
    }
    let m = machine(chart)
    m.send("finish", toChild: "kid")
    #expect(m.context.entries == ["first", "last words", "done"])
    #expect(m.activeStates == ["after"])
  }

  @Test func aForwardedEventReachesTheChildBeforeTheParentTakesIt() throws {
    let kid = try child {
      State("c0") { On("leave") { $0.entries.append("child hears leave") } }
    }
    let chart = try StringChart(initial: "p") {
      State("p") {
        invoke(kid, forward: true)
        Exit { $0.entries.append("parent exits p") }
        On("leave", to: "q")
      }
      State("q")
    }
    let m = machine(chart)
    m.send("leave")
    #expect(m.context.entries == ["child hears leave", "parent exits p"])
    #expect(m.childIDs.isEmpty)
  }

  /// Before: a forwarded event that finished the child had the parent take the child's done
  /// event first, and the event itself then in the state the done event led to (issue 36).
  @Test func aForwardedEventThatFinishesTheChildIsTakenBeforeTheDoneEvent() throws {
    let kid = try child {
      State("c0") { On("leave", to: "c1") }
      Final("c1")
    }
    let chart = try StringChart(initial: "p") {
      State("p") {
        invoke(kid, forward: true)
        On("leave") { $0.entries.append("parent takes leave in p") }
        On("kid done", to: "q")
      }
      State("q") { On("leave") { $0.entries.append("parent takes leave in q") } }
    }
    let m = machine(chart)
    #expect(m.send("leave") == .handled)
    #expect(m.context.entries == ["parent takes leave in p"])
    #expect(m.activeStates == ["q"])
  }

  @Test func aChildsTimerStepIsFollowedByTheParentProcessingWhatItSent() throws {
    let clock = ManualClock()
    let kid = try child {
      State("c0") { After(.seconds(1), to: "c1") { $0.sendToParent("tick") } }
      State("c1")
    }
    let chart = try StringChart(initial: "p") {
      State("p") {
        invoke(kid)
        On("tick", to: "ticked")
      }
      State("ticked")
    }
    let m = machine(chart, clock: clock)
    clock.advance(by: .seconds(1))
    #expect(m.activeStates == ["ticked"])
  }

  @Test func anEventSentToAChildWhoseStateTheStepExitedIsACommunicationError() throws {
    let kid = try child { State("c0") }
    let chart = try StringChart(initial: "p") {
      State("p") {
        invoke(kid)
        On("go", to: "q") { $0.send("anything", toChild: "kid") }
      }
      State("q") {
        Transition(.descriptor("error.communication"), to: ["unreachable"])
      }
      State("unreachable")
    }
    let m = machine(chart)
    m.send("go")
    #expect(m.activeStates == ["unreachable"])
  }

  @Test func grandchildrenEndWithTheirGrandparentsState() throws {
    let clock = ManualClock()
    let grandchild = try child {
      State("c0") { After(.seconds(1), to: "c1") { $0.entries.append("grandchild timer") } }
      State("c1")
    }
    let middle = ChildMachine(
      try StringChart(initial: "m") {
        State("m") { Invoke("grandchild", child: grandchild, context: { $0 }) }
      })
    let chart = try StringChart(initial: "p") {
      State("p") {
        Invoke("middle", child: middle, context: { $0 })
        On("leave", to: "q")
      }
      State("q")
    }
    let m = machine(chart, clock: clock)
    let middleMachine = try #require(m.child("middle", as: StateMachine<String, String, Log>.self))
    #expect(middleMachine.childIDs == ["grandchild"])
    m.send("leave")
    clock.advance(by: .seconds(5))
    #expect(m.context.entries.isEmpty)
    #expect(middleMachine.childIDs.isEmpty)
  }
}

/// What used to wait: events a child sent when the app drove it directly, and delayed sends
/// that a forwarding child did not hear.
@MainActor
@Suite("Child machines: driven directly, forwarded timers")
struct ChildDirectDriveTests {
  @Test func aChildSentToDirectlyHasItsMessageProcessedByTheIdleParentAtOnce() throws {
    let kid = ChildMachine(
      try StringChart(initial: "c0") {
        State("c0") { On("ask") { $0.sendToParent("reply") } }
      })
    let chart = try StringChart(initial: "p") {
      State("p") {
        Invoke("kid", child: kid, context: { _ in Log() }).onMessage { (event: String) in event }
        On("reply", to: "answered")
      }
      State("answered")
    }
    let m = machine(chart)
    let child = try #require(m.child("kid", as: StateMachine<String, String, Log>.self))
    child.send("ask")
    #expect(m.activeStates == ["answered"])
  }

  @Test func aDelayedSendThatComesDueIsForwardedToo() throws {
    let clock = ManualClock()
    let kid = ChildMachine(
      try StringChart(initial: "c0") {
        State("c0") { On("later") { $0.entries.append("child hears later") } }
      })
    let chart = try StringChart(initial: "p") {
      State("p") {
        Entry { $0.send("later", after: .seconds(1)) }
        Invoke("kid", child: kid, context: { $0 }, forward: { $0 })
      }
    }
    let m = machine(chart, clock: clock)
    clock.advance(by: .seconds(1))
    #expect(m.context.entries == ["child hears later"])
  }
}
