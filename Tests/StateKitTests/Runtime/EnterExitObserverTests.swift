import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

/// `onEnter` and `onExit`: called for the states a step entered or exited, including the
/// initial entry made by `start()` and steps made by timers, never for other states.
@MainActor
@Suite("onEnter and onExit observers")
struct EnterExitObserverTests {
  let chart: StringChart

  init() throws {
    chart = try StringChart(initial: "idle") {
      State("idle") {
        On("open", to: "leaf")
        On("again", to: "idle")
        On("note") { $0.count += 1 }
      }
      State("panel") {
        On("close", to: "idle")
        State("header")
        State("body") {
          State("leaf") { After(.seconds(3), to: "header") }
        }
      }
    }
  }

  /// Observes entry and exit of every state of the chart, registered in document order.
  func observe(_ m: StateMachine<String, String, Log>, into recorder: Recorder) {
    for state in chart.stateIDs {
      m.onEnter(state) { recorder.append("enter \(state)") }
      m.onExit(state) { recorder.append("exit \(state)") }
    }
  }

  @Test func statesEnteredByStartAreReported() {
    let m = StateMachine(chart, context: Log(), clock: ManualClock())
    let recorder = Recorder()
    observe(m, into: recorder)
    #expect(recorder.lines.isEmpty)
    m.start()
    #expect(recorder.take() == ["enter idle"])
  }

  @Test func eachStepReportsItsExitedAndEnteredStates() {
    let clock = ManualClock()
    let m = StateMachine(chart, context: Log(), clock: clock)
    let recorder = Recorder()
    observe(m, into: recorder)
    m.start()
    recorder.take()
    // (The order within one step is the subject of the last test.)
    m.send("open")
    #expect(Set(recorder.take()) == ["exit idle", "enter panel", "enter body", "enter leaf"])
    clock.advance(by: .seconds(3))
    #expect(Set(recorder.take()) == ["exit leaf", "exit body", "enter header"])
    m.send("close")
    #expect(Set(recorder.take()) == ["exit header", "exit panel", "enter idle"])
  }

  @Test func stepsAreReportedInTheOrderTheyHappen() {
    let clock = ManualClock()
    let m = machine(chart, clock: clock)
    let recorder = Recorder()
    m.onEnter("leaf") { recorder.append("enter leaf") }
    m.onEnter("idle") { recorder.append("enter idle") }
    m.onExit("leaf") { recorder.append("exit leaf") }
    m.send("open")
    clock.advance(by: .seconds(3))
    m.send("close")
    m.send("open")
    #expect(recorder.lines == ["enter leaf", "exit leaf", "enter idle", "enter leaf"])
  }

  @Test func aSelfTransitionExitsAndEntersATargetlessOneNeither() {
    let m = StateMachine(chart, context: Log(), clock: ManualClock())
    let recorder = Recorder()
    observe(m, into: recorder)
    m.start()
    recorder.take()
    m.send("again")
    #expect(recorder.take().sorted() == ["enter idle", "exit idle"])
    m.send("note")
    m.send("close")
    #expect(recorder.lines.isEmpty, "a targetless transition and a rejected event enter and exit nothing")
    #expect(m.context.count == 1)
  }

  @Test func onlyTheObservedStateIsReported() {
    let m = machine(chart)
    var entered = 0
    var exited = 0
    m.onEnter("body") { entered += 1 }
    m.onExit("body") { exited += 1 }
    m.send("again")
    #expect(entered == 0 && exited == 0)
    m.send("open")
    #expect(entered == 1 && exited == 0)
    m.send("close")
    #expect(entered == 1 && exited == 1)
  }

  /// Within one step, SCXML exits before it enters, exits deepest first and enters parents
  /// first (the order of `MachineStep.exited` and `MachineStep.entered`). Observers registered in another
  /// order hear about the step in that order (they were called in registration order, so a
  /// self-transition reported `enter idle` before `exit idle`).
  /// Found by trying StateKit as an app would: an event's transition into a state that an
  /// eventless transition leaves at once made one step whose exits include that state; its
  /// `onExit` was called before its `onEnter`, so a show-on-enter, hide-on-exit pair ended
  /// showing a state that was not active. Handlers follow the order things happened.
  @Test func aStateEnteredAndLeftInOneMacrostepIsHeardEnteringFirst() throws {
    let chart = try StringChart(initial: "a1") {
      State("a1") { On("x", to: "a2") }
      State("a2") { Always(to: "u") }
      State("u")
    }
    let machine = StateMachine(chart, context: Log())
    var log: [String] = []
    var shown: Set<String> = []
    for state in ["a1", "a2", "u"] {
      machine.onEnter(state) {
        log.append("enter \(state)")
        shown.insert(state)
      }
      machine.onExit(state) {
        log.append("exit \(state)")
        shown.remove(state)
      }
    }
    machine.start()
    guard case .transitioned(let step) = machine.send("x") else {
      Issue.record("x was not taken")
      return
    }
    #expect(log == ["enter a1", "exit a1", "enter a2", "exit a2", "enter u"])
    #expect(shown == Set(machine.activeStates))
    #expect(step.exited == ["a1", "a2"] && step.entered == ["a2", "u"])
  }

  @Test func observersOfOneStepAreCalledInExitThenEntryOrder() {
    let m = StateMachine(chart, context: Log(), clock: ManualClock())
    let recorder = Recorder()
    observe(m, into: recorder)
    m.start()
    recorder.take()
    m.send("again")
    #expect(recorder.take() == ["exit idle", "enter idle"])
    m.send("open")
    recorder.take()
    m.send("close")
    #expect(recorder.take() == ["exit leaf", "exit body", "exit panel", "enter idle"])
  }
}
