import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

@MainActor
@Suite("Eventless transitions and runaways")
struct EventlessTests {
  @Test func eventlessTransitionsRunUntilStable() throws {
    let chart = try StringChart {
      State("start") { Always(to: "middle") }
      State("middle") { Always(to: "end", when: { $0.count == 0 }) }
      State("end")
    }
    #expect(machine(chart).activeAtomicStates == ["end"])
  }

  @Test func eventlessTransitionsGoBeforeInternalEvents() throws {
    let chart = try StringChart {
      State("a") {
        On("go", to: "b") { $0.raise("internal") }
      }
      State("b") {
        Always(to: "c")
        On("internal", to: "wrong")
      }
      State("c") { On("internal", to: "right") }
      State("right")
      State("wrong")
    }
    let m = machine(chart)
    m.send("go")
    #expect(m.activeAtomicStates == ["right"])
  }

  @Test func eventlessLoopEndsWithRunawayErrorNamingTheCycle() throws {
    let chart = try StringChart {
      State("ping") { Always(to: "pong") }
      State("pong") { Always(to: "ping") }
    }
    let m = StateMachine(chart, context: Log(), clock: ManualClock(), microstepLimit: 50)
    guard case .failed(let error) = m.start() else {
      Issue.record("expected a runaway")
      return
    }
    #expect(error.cycle == ["ping", "pong"])
    #expect(error.microsteps == 50)
    #expect("\(error)".contains("'ping'"))
    // The machine is left in a legal configuration and still answers.
    #expect(m.activeAtomicStates.count == 1)
  }

  @Test func raisedEventLoopIsARunawayToo() throws {
    let chart = try StringChart {
      State("a") {
        On("start") { $0.raise("again") }
        On("again") {
          $0.context.count += 1; $0.raise("again")
        }
      }
    }
    let m = machine(chart, limit: 100)
    guard case .failed = m.send("start") else {
      Issue.record("expected a runaway")
      return
    }
    #expect(m.context.count == 100)
    // The next event is processed normally.
    #expect(m.send("unknown").rejection?.reason == .noTransition)
  }
}

@MainActor
@Suite("Runaways through the external queue")
struct ExternalRunawayTests {
  @Test func undelayedSendsThatLoopEndWithARunaway() throws {
    // Found by fuzzing: each entry of `a` queues `t`, and `t` leads back into `a`.
    let chart = try StringChart {
      State("a") {
        Entry { $0.send("t", after: .zero) }
        On("t", to: "b")
      }
      State("b") { Always(to: "a") }
    }
    let m = StateMachine(chart, context: Log(), clock: ManualClock(), microstepLimit: 100)
    var failures: [RunawayError<String>] = []
    m.onFailure { failures.append($0) }
    guard case .failed(let error) = m.start() else {
      Issue.record("the machine should report a runaway")
      return
    }
    #expect(error.cycle.contains("a"))
    #expect(failures.count == 1)
    #expect(m.checkConfiguration() == nil)
    // The queue was dropped: the machine is quiet and still answers.
    #expect(m.send("unknown").rejection?.reason == .noTransition)
  }
}

@MainActor
@Suite("Runaways that schedule timers")
struct TimerRunawayTests {
  @Test func aRunawayWithdrawsTheDelayedSendsItIssued() throws {
    // Found by fuzzing: an unguarded eventless loop whose entry sends a delayed event left a
    // timer per microstep; each fired into the same runaway, multiplying the timers.
    let chart = try StringChart {
      State("a") {
        Entry { $0.send("t", after: .seconds(1)) }
        Always(to: "b")
      }
      State("b") { Always(to: "a") }
    }
    let clock = ManualClock()
    let m = StateMachine(chart, context: Log(), clock: clock, microstepLimit: 50)
    guard case .failed = m.start() else {
      Issue.record("expected a runaway")
      return
    }
    #expect(m.pendingTimerCount == 0)
    #expect(clock.pendingCount == 0)
    clock.advance(by: .seconds(5))
    #expect(m.checkConfiguration() == nil)
  }
}
