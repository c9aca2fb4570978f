import StateKitTestSupport
import StateKitTesting
import Testing

@_spi(Testing) @testable import StateKit

/// The table lanes' own cases, one at a time.
@MainActor
@Suite("Table lanes, case by case")
struct TableLaneCaseTests {
  @Test func guardsAreTriedInOrderAndAFailedOneIsReportedAsSuch() throws {
    let guards = Recorder()
    let chart = try StringChart {
      State("edit") {
        On(
          "save", to: "saved",
          when: {
            guards.append("guard 1"); return $0.count > 1
          })
        On(
          "save", to: "empty",
          when: {
            guards.append("guard 2"); return $0.count == 1
          })
        On("close", to: "saved", when: { _ in false })
        On("type") { $0.count += 1 }
      }
      State("saved")
      State("empty")
    }
    let m = machine(chart)
    #expect(m.send("save").rejection?.reason == .guardsFailed)
    #expect(m.send("close").rejection?.reason == .guardsFailed)
    #expect(m.send("type") == .handled)
    #expect(m.send("save") == .transitioned(MachineStep(exited: ["edit"], entered: ["empty"], transitionIDs: [1])))
    #expect(guards.lines == ["guard 1", "guard 2", "guard 1", "guard 2"])
  }

  @Test func anActionThatRaisesOrMovesContinuesTheMacrostep() throws {
    let chart = try StringChart {
      tracing("a") { On("go", to: "b") { $0.raise("next") } }
      tracing("b") { On("next", to: "c") }
      tracing("c")
    }
    let m = machine(chart)
    m.context.entries.removeAll()
    #expect(
      m.send("go") == .transitioned(MachineStep(exited: ["a", "b"], entered: ["b", "c"], transitionIDs: [0, 1])))
    #expect(m.lastTransitionIDs == [0, 1])
    #expect(m.context.entries == ["exit a", "enter b", "exit b", "enter c"])
  }

  @Test func aStateLogicThatMovesWhereItDidNotDeclareIsRejected() throws {
    struct Idle: StateLogic {
      let id = "idle"
      let successors = ["busy"]
      func handle(_ event: String, in scope: borrowing ActionScope<String, String, Log>) { scope.move(to: event) }
    }
    struct Busy: StateLogic {
      typealias Event = String
      typealias Context = Log
      let id = "busy"
    }
    struct Elsewhere: StateLogic {
      typealias Event = String
      typealias Context = Log
      let id = "elsewhere"
    }
    let chart = try StringChart(logic: [Idle(), Busy(), Elsewhere()])
    let m = machine(chart)
    #expect(m.send("elsewhere").rejection?.reason == .undeclaredMove)
    #expect("\(m.send("busy"))" == "transitioned exited [idle] entered [busy]")
    #expect(m.lastTransitionIDs.count == 2, "the handling transition, then the move")
  }

  @Test func exitAndEntryActionsSeeTheConfigurationChangeStateByState() throws {
    let chart = try StringChart {
      State("outer") {
        Exit { $0.entries.append("exit outer, inner active: \($0.isActive("inner"))") }
        State("inner") {
          Exit { $0.entries.append("exit inner, inner active: \($0.isActive("inner"))") }
          On("leave", to: "other") { $0.entries.append("take, outer active: \($0.isActive("outer"))") }
        }
      }
      State("other") {
        Entry { $0.entries.append("enter other, other active: \($0.isActive("other"))") }
      }
    }
    let m = machine(chart)
    m.send("leave")
    #expect(
      m.context.entries == [
        "exit inner, inner active: true", "exit outer, inner active: false", "take, outer active: false",
        "enter other, other active: true",
      ])
  }

  @Test func anEventSentFromAnEntryActionWaitsForItsTurn() throws {
    var machineRef: StateMachine<String, String, Log>?
    let chart = try StringChart {
      State("a") { On("go", to: "b") }
      State("b") {
        // A quiet step, for the express lane were the machine not busy.
        Entry { $0.entries.append("\(machineRef.map { "\($0.send("back"))" } ?? "none")") }
        On("back", to: "a")
      }
    }
    let m = machine(chart)
    machineRef = m
    #expect(m.send("go") == .transitioned(MachineStep(exited: ["a"], entered: ["b"], transitionIDs: [0])))
    #expect(m.context.entries == ["queued"])
    #expect(m.activeStates == ["a"])
    machineRef = nil  // break the cycle machine → chart → action → machine
  }

  @Test func rejectionsReachTheirPolicyAndStepsTheirObservers() throws {
    let chart = try StringChart {
      State("a") { On("go", to: "b") }
      State("b") { On("go", to: "a") }
    }
    let m = machine(chart)
    var reported: [String] = []
    m.rejectionPolicy = .report { reported.append($0.description) }
    m.send("nothing")
    #expect(reported == ["event 'nothing' is not accepted in state 'a'"])
    let recorder = Recorder()
    let token = m.onTransition { recorder.append("\($0.step)") }
    m.send("go")
    m.send("go")
    #expect(recorder.take() == ["exited [a] entered [b]", "exited [b] entered [a]"])
    token.cancel()
    m.send("go")
    #expect(recorder.take().isEmpty)
    #expect(m.activeStates == ["b"])
  }

  /// The direct lane (a guard and an action run from `send`'s own cell) keeps run to
  /// completion: an event sent from the action is queued and processed after it, within the
  /// send's budget; `can` and `snapshot` from inside answer as on the general path; a failed
  /// guard reaches the rejection policy; observers hear each step. Compared with the table lanes
  /// off, and the lane must have taken the steps.
  @Test func theDirectLaneKeepsRunToCompletion() throws {
    struct Counter { var count = 0 }
    final class Probe { weak var machine: StateMachine<String, String, Counter>?; var lines: [String] = [] }
    func script(tableLanes: Bool) throws -> (lines: [String], laneSteps: Int) {
      let probe = Probe()
      let chart = try Chart<String, String, Counter> {
        State("idle") {
          On("tick", when: { $0.count < 3 }) { scope in
            scope.count += 1
            guard let m = probe.machine else { return }
            probe.lines.append("in tick \(scope.count): send \(m.send("tick")), can \(m.engine.can("tick"))")
            do {
              _ = try m.snapshot()
              probe.lines.append("snapshot taken")
            } catch { probe.lines.append("snapshot refused: \(error)") }
          }
          On("stop", to: "done", when: { _ in false })
          On("loop") { scope in
            guard let m = probe.machine else { return }
            probe.lines.append("loop: \(m.send("loop"))")
          }
          On("go", to: "done") { scope in scope.count += 10 }
        }
        State("done")
      }
      let m = StateMachine(chart, context: Counter(), microstepLimit: 20)
      m.engine.usesTableLanes = tableLanes
      probe.machine = m
      m.rejectionPolicy = .report { probe.lines.append("rejected: \($0)") }
      m.onTransition { probe.lines.append("heard \($0.kind) \($0.step)") }
      m.start()
      for event in ["tick", "tick", "stop", "loop", "go", "tick"] {
        let outcome = m.send(event)
        probe.lines.append("\(event): \(outcome), count \(m.engine.context.count), in \(m.engine.activeStates)")
      }
      return (probe.lines, m.engine.tally.directLaneStepsTaken)
    }
    let (fast, slow) = (try script(tableLanes: true), try script(tableLanes: false))
    #expect(fast.lines == slow.lines)
    // The first `tick` and the first `loop`; the events they queue are processed by the engine.
    #expect(fast.laneSteps == 2, "the direct lane should take the sent tick and loop: \(fast.laneSteps)")
    #expect(slow.laneSteps == 0)
    #expect(fast.lines.contains { $0.hasPrefix("in tick 1: send queued") })
    #expect(fast.lines.contains("loop: queued"))
    #expect(fast.lines.contains { $0.hasPrefix("loop: failed: runaway") })
    #expect(fast.lines.contains { $0.hasPrefix("rejected: event 'stop'") })
  }

  /// Events of one byte (payload-free enums) are coded by their bit pattern, learnt the first
  /// time each is sent: an event no transition names stays rejected however often it comes,
  /// between accepted ones, and the machine's own `==` is what decides for the rest.
  @Test func oneByteEventsAreCodedByTheirBits() throws {
    enum Light: Hashable, Sendable { case red, green }
    enum Signal: Hashable, Sendable { case go, stop, honk }
    let chart = try Chart<Light, Signal, Void> {
      State(.red) { On(.go, to: .green) }
      State(.green) { On(.stop, to: .red) }
    }
    let m = StateMachine(chart, context: ())
    m.start()
    var outcomes: [String] = []
    for signal in [Signal.honk, .go, .honk, .go, .stop, .honk, .stop, .go] {
      outcomes.append(m.send(signal).isAccepted ? m.activeStates.map { "\($0)" }.joined() : "rejected")
    }
    #expect(outcomes == ["rejected", "green", "rejected", "rejected", "red", "rejected", "rejected", "green"])
    let observed = Recorder()
    m.onTransition { change in
      observed.append("\(change.event.map { "\($0)" } ?? "-") \(change.activeAtomicStates.map { "\($0)" })")
    }
    m.send(.honk)
    m.send(.stop)
    m.send(.go)
    #expect(observed.take() == ["stop [\"red\"]", "go [\"green\"]"])
  }
}
