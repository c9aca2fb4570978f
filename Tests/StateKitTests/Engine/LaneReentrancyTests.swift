import StateKitTesting
import Testing

@_spi(Testing) @testable import StateKit

/// Re-entrant calls on machines that take the engine's table lanes: the express lane (quiet
/// steps, `StateMachine.send`) and the direct lane (`TypedEngine.step(sending:coded:)`, guards and
/// transition actions called by `TypedEngine.takeDirectStep`). The re-entrancy matrix observes
/// and tracks its machines, which keeps them off the lanes; here nothing tracks the machine and
/// no observer is registered before the calls. Every guard, transition action, entry and exit
/// action of a flat and a deep chart makes one kind of call into the machine; the script is run
/// with the table lanes on and off, and everything both runs saw — the answers to the calls, the
/// order of every action, the outcomes, the configurations, the pending timers — must be the
/// same, the configuration legal after every step, and the fast run must have taken the lanes.
@MainActor
@Suite("Lanes, re-entrant")
struct LaneReentrancyTests {
  enum Shape: String, CaseIterable, Sendable { case flat, deep }

  /// Where the call is made from.
  enum Callback: String, CaseIterable, Sendable { case condition, action, entry, exit }

  /// What the callback calls.
  enum Call: String, CaseIterable, Sendable {
    /// `send` of an event with a guard and an action: queued, processed after the step.
    case send
    /// `can` and `acceptedEvents` read through the engine (the public ones register with
    /// Observation, see `trackedCan`): they answer and disturb nothing.
    case can
    /// The public `can` and `acceptedEvents`: the machine becomes tracked in the middle of a
    /// step on a lane, and leaves the lanes from then on.
    case trackedCan
    case snapshot, restore, start
    /// `ManualClock.advance`: a delayed send that comes due waits for the step.
    case advanceClock
    /// Observers registered from inside the step: the machine becomes observed mid-step.
    case observe
    /// `ActionScope.cancel` of the delayed send that `go` schedules.
    case cancel
    /// A few queued sends, within the send's budget.
    case burst
    /// More queued sends than the send's budget: a runaway.
    case runaway
  }

  struct Trace: Equatable {
    var actions: [String] = []
    var ticks = 0
  }

  typealias Machine = StateMachine<String, String, Trace>

  /// The callbacks' link to the machine, and what they saw.
  @MainActor final class Probe {
    let callback: Callback
    let call: Call
    let clock: ManualClock
    weak var machine: Machine?
    var initial: Snapshot<String, Trace>?
    var lines: [String] = []
    var tokens: [ObservationToken] = []
    var remaining = 0

    init(_ callback: Callback, _ call: Call, clock: ManualClock) {
      self.callback = callback
      self.call = call
      self.clock = clock
    }

    /// Called by every callback; makes the call if it is this probe's callback. `scope` is the
    /// action's scope (nil in a guard).
    func probe(_ kind: Callback, _ place: String) {
      probe(kind, place, cancel: { _ in false })
    }

    func probe(_ kind: Callback, _ place: String, _ scope: borrowing ActionScope<String, String, Trace>) {
      probe(kind, place) { id in
        scope.cancel(id)
        return true
      }
    }

    /// `cancel` cancels a delayed send through the callback's scope; false without one.
    private func probe(_ kind: Callback, _ place: String, cancel: (String) -> Bool) {
      guard kind == callback, remaining > 0, let m = machine else { return }
      remaining -= 1
      let answer = perform(on: m, cancel: cancel)
      lines.append("\(place): \(call) → \(answer); legal: \(m.checkConfiguration() ?? "yes")")
    }

    private func perform(on m: Machine, cancel: (String) -> Bool) -> String {
      switch call {
      case .send:
        return "\(m.send("tick"))"
      case .can:
        let events = ["tick", "go", "back", "hop", "ping", "nothing"]
        return "\(events.map { m.engine.can($0) }) \(m.chart.events.filter(m.engine.can))"
      case .trackedCan:
        return "\(m.can("tick")) \(m.can("go")) \(m.acceptedEvents)"
      case .snapshot:
        do { return "taken \(try m.snapshot().configuration)" } catch { return "refused: \(error)" }
      case .restore:
        guard let initial else { return "no snapshot" }
        do {
          try m.restore(initial)
          return "restored"
        } catch { return "refused: \(error)" }
      case .start:
        return "\(m.start())"
      case .advanceClock:
        clock.advance(by: .seconds(1))
        return "advanced, \(m.pendingTimerCount) pending"
      case .observe:
        tokens.append(m.onTransition { [unowned self] in lines.append("heard \($0.kind) \($0.step)") })
        tokens.append(m.onEnter("b") { [unowned self] in lines.append("heard enter b") })
        tokens.append(m.onExit("a") { [unowned self] in lines.append("heard exit a") })
        tokens.append(m.onFailure { [unowned self] in lines.append("heard failure \($0)") })
        return "observing"
      case .cancel:
        guard cancel("later") else { return "no scope" }
        return "cancelled, \(m.pendingTimerCount) pending"
      case .burst:
        return (0..<4).map { _ in "\(m.send("tick"))" }.joined(separator: ", ")
      case .runaway:
        return (0..<30).map { _ in "\(m.send("hop"))" }.joined(separator: ", ")
      }
    }
  }

  /// The chart: `a` takes `tick` (guarded, targetless, with an action: the direct lane's own)
  /// and `go` to `b` (guarded, with exit, transition and entry actions, and a delayed `ping`);
  /// `b` takes `ping` and `back`; `skip` leaves for `c`, between which and `d` `hop` is quiet
  /// (the express lane's); `home` returns to `a`. The deep chart puts `a` and `b` in `mid` in
  /// `top`, both with entry and exit actions, and `c` and `d` in `top`.
  static func chart(_ shape: Shape, _ probe: Probe) throws -> Chart<String, String, Trace> {
    func entry(_ state: String) -> Entry<String, String, Trace> {
      Entry { scope in
        scope.actions.append("enter \(state)")
        probe.probe(.entry, "enter \(state)", scope)
      }
    }
    func exit(_ state: String) -> Exit<String, String, Trace> {
      Exit { scope in
        scope.actions.append("exit \(state)")
        probe.probe(.exit, "exit \(state)", scope)
      }
    }
    func guarded(_ label: String, _ check: @escaping (Trace) -> Bool) -> ChartGuard<String, String, Trace> {
      { scope in
        probe.probe(.condition, "guard \(label)")
        return check(scope.context)
      }
    }
    func action(_ label: String, _ extra: @escaping (borrowing ActionScope<String, String, Trace>) -> Void = { _ in })
      -> ChartAction<String, String, Trace>
    {
      { scope in
        scope.actions.append(label)
        extra(scope)
        probe.probe(.action, label, scope)
      }
    }
    let a = ChartState<String, String, Trace>("a") {
      entry("a")
      exit("a")
      On("tick", when: guarded("tick") { $0.ticks < 6 }, action: action("tick") { $0.ticks += 1 })
      On(
        "go", to: "b", when: guarded("go") { $0.ticks > 0 },
        action: action("go") { $0.send("ping", after: .seconds(1), id: "later") })
      On("skip", to: "c")
    }
    let b = ChartState<String, String, Trace>("b") {
      entry("b")
      exit("b")
      On("ping", action: action("ping"))
      On("back", to: "a", action: action("back"))
    }
    let c = ChartState<String, String, Trace>("c") { On("hop", to: "d") }
    let d = ChartState<String, String, Trace>("d") {
      On("hop", to: "c")
      On("home", to: "a")
    }
    switch shape {
    case .flat:
      return try Chart {
        a
        b
        c
        d
      }
    case .deep:
      return try Chart {
        State("top") {
          entry("top")
          exit("top")
          State("mid") {
            entry("mid")
            exit("mid")
            a
            b
          }
          c
          d
        }
      }
    }
  }

  struct Run {
    var lines: [String] = []
    var actions: [String] = []
    var configuration: [String] = []
    var illegal: [String] = []
    var directLaneSteps = 0
    var expressSteps = 0
    var expressLaneAtEnd = false
  }

  /// The script: the same sends and clock advances for every call, each step given two calls.
  /// Inside a step the configuration may be half-way (no state active between exit and entry):
  /// what `checkConfiguration` says there is compared with the engine without the table lanes;
  /// after every step it must be legal.
  static func run(_ shape: Shape, _ callback: Callback, _ call: Call, tableLanes: Bool) throws -> Run {
    let clock = ManualClock()
    let probe = Probe(callback, call, clock: clock)
    let m = StateMachine(try chart(shape, probe), context: Trace(), clock: clock, microstepLimit: 20)
    m.engine.usesTableLanes = tableLanes
    probe.machine = m
    m.rejectionPolicy = .report { probe.lines.append("rejected: \($0)") }
    var result = Run()
    func step(_ label: String, _ body: () -> String) {
      probe.remaining = 2
      let express = m.engine.takesExpressLane
      let actionsBefore = m.engine.context.actions.count
      let outcome = body()
      if express && outcome.hasPrefix("transitioned") && m.engine.context.actions.count == actionsBefore {
        result.expressSteps += 1
      }
      // Read through the engine: the machine's own queries would make it tracked.
      probe.lines.append(
        "\(label): \(outcome) in \(m.engine.activeStates), \(m.pendingTimerCount) pending, "
          + "ticks \(m.engine.context.ticks)")
      if let problem = m.checkConfiguration() { result.illegal.append("after \(label): \(problem)") }
    }
    // The calls are made from the steps that follow, on the lanes.
    probe.lines.append("start: \(m.start()) in \(m.engine.activeStates)")
    if let problem = m.checkConfiguration() { result.illegal.append("after start: \(problem)") }
    probe.initial = try m.snapshot()
    #expect(m.engine.takesExpressLane == tableLanes, "nothing should keep the machine off the express lane")
    for event in ["tick", "hop", "go", "ping", "back", "skip", "hop", "hop", "hop", "home", "tick", "go"] {
      step("send \(event)") { "\(m.send(event))" }
    }
    step("advance") {
      clock.advance(by: .seconds(1))
      return "advanced"
    }
    for event in ["ping", "back", "tick", "tick"] { step("send \(event)") { "\(m.send(event))" } }
    result.lines = probe.lines
    result.actions = m.engine.context.actions
    result.configuration = m.engine.activeStates
    result.directLaneSteps = m.engine.tally.directLaneStepsTaken
    result.expressLaneAtEnd = m.engine.takesExpressLane
    for token in probe.tokens { token.cancel() }
    return result
  }

  @Test(arguments: Shape.allCases, Callback.allCases)
  func callsFromInsideTheLanesMatchTheEngineWithoutThem(_ shape: Shape, _ callback: Callback) throws {
    for call in Call.allCases {
      let fast = try Self.run(shape, callback, call, tableLanes: true)
      let slow = try Self.run(shape, callback, call, tableLanes: false)
      let label = "\(shape) \(callback) \(call)"
      #expect(fast.illegal.isEmpty, "\(label): \(fast.illegal)")
      #expect(slow.illegal.isEmpty, "\(label): \(slow.illegal)")
      #expect(fast.actions == slow.actions, "\(label): actions")
      #expect(fast.configuration == slow.configuration, "\(label): configuration")
      if fast.lines != slow.lines {
        let first = zip(fast.lines, slow.lines).first { $0 != $1 }
        Issue.record("\(label): fast \(first?.0 ?? "-") ≠ slow \(first?.1 ?? "-")\n\(fast.lines)\n\(slow.lines)")
      }
      // The lanes were taken: the first `tick` by the direct lane, the `hop`s by the express
      // lane (unless the machine became tracked before them).
      #expect(fast.directLaneSteps > 0, "\(label): the direct lane took no step")
      #expect(slow.directLaneSteps == 0 && slow.expressSteps == 0)
      if call != .trackedCan {
        #expect(fast.expressSteps >= 2, "\(label): the express lane took \(fast.expressSteps) steps")
        #expect(fast.expressLaneAtEnd, "\(label): the machine left the express lane")
      }
      #expect(fast.lines.contains { $0.contains(": \(call) → ") }, "\(label): the call was never made")
    }
  }

  /// Regression: a direct step (`enterDirectly`) made its target the active leaf only after the
  /// target's entry actions had run, where the general algorithm does so before them; so what
  /// an entry action asked of the machine on the table lanes saw the state it had left — a
  /// `start()` from `b`'s entry action was rejected "in state 'a'".
  @Test func anEntryActionOfADirectStepSeesItsStateAsTheActiveLeaf() throws {
    final class Box { weak var machine: StateMachine<String, String, Void>?; var seen: [String] = [] }
    func script(tableLanes: Bool) throws -> (seen: [String], direct: Bool) {
      let box = Box()
      let chart = try Chart<String, String, Void> {
        State("a") { On("go", to: "b", when: { _ in true }) { _ in } }
        State("b") {
          Entry { _ in
            guard let m = box.machine else { return }
            box.seen.append("\(m.start())")
          }
        }
      }
      let m = StateMachine(chart, context: ())
      m.engine.usesTableLanes = tableLanes
      box.machine = m
      m.start()
      let express = m.engine.takesExpressLane
      box.seen.append("\(m.send("go"))")
      return (box.seen, express && m.engine.stepRecord.isDirect)
    }
    let (fast, slow) = (try script(tableLanes: true), try script(tableLanes: false))
    #expect(fast.direct, "the step should be taken directly, from the direct lane")
    #expect(fast.seen == slow.seen)
    #expect(fast.seen.first?.hasSuffix("it is in state 'b'") == true, "\(fast.seen)")
  }
}
