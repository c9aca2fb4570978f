import Observation
@_spi(Testing) import StateKit
import StateKitTestSupport
import StateKitTesting

/// A machine whose every callback may call back into it: one kind of callback makes one kind of
/// call, a few times, and the harness notes what it sees. Used by the re-entrancy matrix.
@MainActor
final class ReentrancyHarness {
  /// Where the call is made from.
  enum Callback: String, CaseIterable, Sendable {
    case entry, exit, action, condition, onTransition, onEnter, onExit, onFailure, stream, observation, rejection,
      invocation

    /// Whether the call is made while a step runs (the configuration is then half-way).
    var isInsideStep: Bool { [.entry, .exit, .action, .condition].contains(self) }
  }

  /// What the callback calls.
  enum Call: String, CaseIterable, Sendable {
    case send, can, acceptedEvents, activeStates, isActive, snapshot, restore, start, observe, cancel, advanceClock
  }

  /// The chart the machine runs.
  enum Shape: String, CaseIterable, Sendable {
    case flat, deep, parallel
  }

  let callback: Callback
  let call: Call
  let shape: Shape
  let clock = ManualClock()
  private(set) var chart: StringChart!
  private(set) var machine: StateMachine<String, String, Log>!
  /// Calls left in this step of the script: a command that sets off its own callback again ends
  /// after a few rounds. Queries are not limited, so that a guard asking `can` (which asks the
  /// guard) must end by itself.
  private var remaining = 0
  /// What went wrong inside callbacks, said in words.
  private(set) var findings: [String] = []
  /// How many calls were made.
  private(set) var calls = 0
  /// Observers the probes registered; `cancel` cancels them.
  private var tokens: [ObservationToken] = []
  /// A `start()` that answered `.queued`: the machine must be started once the step is over.
  private(set) var startWasQueued = false
  /// Invocations that ran their probe.
  let (invocations, invocationRan) = AsyncStream<Void>.makeStream()

  init(_ shape: Shape, _ callback: Callback, _ call: Call) throws {
    self.shape = shape
    self.callback = callback
    self.call = call
    chart = try makeChart()
    machine = StateMachine(
      chart, context: Log(), clock: clock, microstepLimit: 40,
      rejectionPolicy: .report { [unowned self] _ in probe(.rejection) })
    tokens.append(machine.onTransition { [unowned self] _ in probe(.onTransition) })
    tokens.append(machine.onFailure { [unowned self] _ in probe(.onFailure) })
    for state in chart.stateIDs {
      tokens.append(machine.onEnter(state) { [unowned self] in probe(.onEnter) })
      tokens.append(machine.onExit(state) { [unowned self] in probe(.onExit) })
    }
  }

  /// The snapshot `restore` restores: the machine just after `start()`.
  var initialSnapshot: Snapshot<String, Never> {
    let configuration: [String]
    switch shape {
    case .flat: configuration = ["a"]
    case .deep: configuration = ["top", "mid", "a"]
    case .parallel: configuration = ["p", "r1", "a1", "r2", "b1"]
    }
    let timers =
      shape == .parallel ? [Snapshot<String, Log>.TimerEntry(state: "b1", index: 0, remaining: .seconds(1))] : []
    return Snapshot(for: chart, configuration: configuration, timers: timers).withoutContext
  }

  // MARK: Probes

  /// Starts a step of the script: every callback may make its call again.
  func beginStep() {
    remaining = [.can, .acceptedEvents, .activeStates, .isActive].contains(call) ? 100_000 : 2
  }

  /// Called by every callback: makes the call if this is the harness's callback.
  func probe(_ kind: Callback) {
    guard kind == callback, remaining > 0, let machine else { return }
    remaining -= 1
    calls += 1
    perform(on: machine)
    // Between steps the configuration is complete: it must be legal right after the call.
    if !kind.isInsideStep, let problem = machine.checkConfiguration() {
      findings.append("after \(call) in \(kind): \(problem)")
    }
  }

  private func perform(on machine: StateMachine<String, String, Log>) {
    switch call {
    case .send: _ = machine.send("go")
    case .can: _ = machine.can("go")
    case .acceptedEvents: _ = machine.acceptedEvents
    case .activeStates: _ = (machine.activeStates, machine.activeAtomicStates, machine.isFinished)
    case .isActive: _ = machine.isActive("a")
    case .snapshot: takeSnapshot(machine)
    case .restore: restore(machine)
    case .start:
      if case .queued = machine.start() { startWasQueued = true }
    case .observe:
      tokens.append(machine.onTransition { _ in })
      tokens.append(machine.onEnter("b") {})
      tokens.append(machine.onExit("a") {})
      tokens.append(machine.onFailure { _ in })
      _ = machine.transitions()
    case .cancel:
      for token in tokens { token.cancel() }
    case .advanceClock:
      clock.advance(by: .seconds(1))
    }
  }

  /// A snapshot is refused while a step runs, or it is one that a fresh machine restores.
  private func takeSnapshot(_ machine: StateMachine<String, String, Log>) {
    let snapshot: Snapshot<String, Log>
    do { snapshot = try machine.snapshot() } catch { return }
    let fresh = StateMachine(chart, context: Log(), clock: ManualClock())
    do {
      try fresh.restore(snapshot.withoutContext)
      if fresh.activeStates != machine.activeStates { findings.append("snapshot in \(callback) restored differently") }
    } catch {
      findings.append("snapshot taken in \(callback) was refused: \(error)")
    }
  }

  /// A restore is refused and changes nothing, or it gives a legal configuration.
  private func restore(_ machine: StateMachine<String, String, Log>) {
    let before = machine.activeStates
    do {
      try machine.restore(initialSnapshot)
    } catch {
      if machine.activeStates != before { findings.append("a refused restore in \(callback) changed the machine") }
    }
  }

  // MARK: Charts

  /// A transition whose guard and action are probes.
  private func on(_ event: String, to targets: String...) -> ChartElement<String, String, Log> {
    Transition(
      .event(event), to: targets,
      when: { [unowned self] _ in
        probe(.condition)
        return true
      }, action: { [unowned self] _ in probe(.action) }
    ).element
  }

  /// Entry and exit probes.
  private var probes: [ChartElement<String, String, Log>] {
    [Entry { [unowned self] _ in probe(.entry) }.element, Exit { [unowned self] _ in probe(.exit) }.element]
  }

  /// An event that runs away: a targetless transition that raises itself.
  private var spin: ChartElement<String, String, Log> { On("spin") { $0.raise("spin") }.element }

  /// Work whose result calls back in: it runs its probe on the main actor, then sends `result`.
  private var invocation: ChartElement<String, String, Log> {
    Invoke { [unowned self] _ in
      let ran = invocationRan
      return Invocation { [self] channel in
        await probe(.invocation)
        ran.yield()
        await channel.send("result")
      }
    }.element
  }

  private func makeChart() throws -> StringChart {
    switch shape {
    case .flat:
      return try StringChart {
        State("a") {
          probes
          spin
          on("go", to: "b")
        }
        State("b") {
          probes
          invocation
          spin
          After(.seconds(1), to: "c")
          on("go", to: "c")
          on("back", to: "a")
        }
        State("c") {
          probes
          spin
          on("go", to: "a")
          on("back", to: "a")
        }
      }
    case .deep:
      return try StringChart {
        State("top") {
          probes
          History("h", .deep, default: "a")
          spin
          State("mid") {
            probes
            State("a") {
              probes
              on("go", to: "b2")
            }
            State("b") {
              probes
              invocation
              After(.seconds(1), to: "b1")
              State("b1") {
                probes
                on("go", to: "c")
              }
              State("b2") {
                probes
                on("go", to: "c")
              }
            }
          }
          State("c") {
            probes
            on("go", to: "out")
          }
        }
        State("out") {
          probes
          spin
          on("go", to: "h")
          on("back", to: "top")
        }
      }
    case .parallel:
      return try StringChart {
        Parallel("p") {
          probes
          spin
          on("back", to: "p")
          State("r1") {
            probes
            State("a1") {
              probes
              on("go", to: "a2")
            }
            State("a2") {
              probes
              invocation
              on("go", to: "a1")
            }
          }
          State("r2") {
            probes
            State("b1") {
              probes
              After(.seconds(1), to: "b2")
              on("go", to: "b2")
            }
            State("b2") {
              probes
              on("go", to: "b1")
            }
          }
        }
      }
    }
  }
}
