@_spi(Testing) import StateKit
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
    // The budget counts every microstep of the send: `start`, then 99 of `again`.
    #expect(m.context.count == 99)
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

  /// A runaway that alternates with normal macrosteps: each runaway withdraws what it queued,
  /// but each normal macrostep between two runaways queues two events, so the queue never
  /// drains. Bounded per macrostep, one `send` ran for minutes (half of 10,000 queued events
  /// were 10,000-microstep runaways); bounded per send, it stops after one budget.
  @Test func aRunawayAlternatingWithNormalMacrostepsEndsTheSend() throws {
    let chart = try StringChart {
      State("x") { On("e3", to: "p") }
      Parallel("p") {
        Exit { $0.send("e3", after: .zero) }
        State("r1") {
          Exit { $0.send("e3", after: .zero) }
          State("a") { On("e3", to: "x") }
        }
        State("r2") {
          State("c") { Always(to: "d") { $0.context.count += 1 } }
          State("d") { Always(to: "c") { $0.context.count += 1 } }
        }
      }
    }
    let m = StateMachine(chart, context: Log(), clock: ManualClock())
    var failures: [RunawayError<String>] = []
    m.onFailure { failures.append($0) }
    m.start()
    guard case .failed = m.send("e3") else {
      Issue.record("entering p should run away")
      return
    }
    let before = m.context.count
    guard case .failed(let error) = m.send("e3") else {
      Issue.record("the second send drains into a runaway and must report it")
      return
    }
    // One budget for the whole send: the first microstep, a queued event, and the runaway.
    #expect(m.context.count - before <= 10_000)
    #expect(error.cycle.contains("c") && error.cycle.contains("d"))
    #expect(failures.count == 2, "one runaway per send")
    #expect(m.checkConfiguration() == nil)
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

  /// Found by the send-budget property (random chart, seed offset 10): a normal macrostep sent
  /// delayed events, and the queued event it also sent ran away later in the same `send`. Only
  /// what the last macrostep issued was withdrawn, so every delayed event came back into the
  /// same runaway and sent two more: 28 pending sends became 32,957 in four seconds. A runaway
  /// withdraws the delayed sends of its whole `send`.
  @Test func aRunawayWithdrawsTheDelayedSendsOfEveryMacrostepOfItsSend() throws {
    let chart = try StringChart {
      State("a") {
        On("go") {
          $0.send("go", after: .seconds(1))
          $0.send("go", after: .seconds(1))
          $0.send("spin", after: .zero)
        }
        On("spin") { $0.raise("spin") }
      }
    }
    let clock = ManualClock()
    let m = StateMachine(chart, context: Log(), clock: clock, microstepLimit: 50)
    m.start()
    guard case .failed = m.send("go") else {
      Issue.record("the queued spin should run away")
      return
    }
    #expect(m.pendingTimerCount == 0)
    #expect(clock.pendingCount == 0)
    clock.advance(by: .seconds(10))
    #expect(m.pendingTimerCount == 0)
    #expect(m.checkConfiguration() == nil)
  }
}
