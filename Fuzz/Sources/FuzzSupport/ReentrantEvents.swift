import Foundation
@_spi(Testing) import StateKit
import StateKitTesting

/// The `events` fuzz target: the fuzzer's bytes drive one machine from outside — events, clock
/// advances, snapshots, restores (of its own snapshots and of corrupted ones), questions,
/// observers, a second start — and choose what every callback calls back into it from inside:
/// entry, exit and transition actions, guards, `onTransition`, `onEnter`, `onExit`,
/// `onFailure` and the rejection handler. After every operation the configuration must be
/// legal; a snapshot taken between steps must restore; a refused restore must change nothing.
/// A trap or a hang (libFuzzer's `-timeout`) is a finding.
@MainActor
final class ReentrantEvents {
  typealias Machine = StateMachine<String, String, ReentrantEvents>

  static let events = ["a", "b", "c", "d", "e", "tick", "unknown", ""]
  static let states = [
    "idle", "work", "h", "hs", "p", "left", "l1", "l2", "right", "r1", "r2", "r3", "done", "end", "ghost",
  ]

  private var bytes: [UInt8]
  private var position = 0
  let clock = ManualClock()
  private(set) var machine: Machine!
  private var snapshots: [Snapshot<String, Never>] = []
  private var tokens: [ObservationToken] = []
  /// How many calls callbacks may still make back into the machine (the bytes set it).
  private var reentrantCalls = 0
  /// How deeply callbacks are calling back now.
  private var depth = 0
  /// A counter the chart's guards read and its actions write.
  var counter = 0

  init(_ data: Data) {
    bytes = Array(data.prefix(512))
    machine = makeMachine()
  }

  private func makeMachine() -> Machine {
    StateMachine(
      Self.chart, context: self, clock: clock, microstepLimit: 100,
      rejectionPolicy: .report { [unowned self] _ in callback() })
  }

  private func next() -> UInt8? {
    guard position < bytes.count else { return nil }
    defer { position += 1 }
    return bytes[position]
  }

  private func check(_ what: String) {
    if let problem = machine.checkConfiguration() { fatalError("illegal configuration after \(what): \(problem)") }
  }

  func run() {
    machine.start()
    check("start")
    while let byte = next() {
      perform(byte, nested: false)
      check("operation \(byte)")
    }
    for token in tokens { token.cancel() }
    // The machine holds this driver as its context: let it go.
    machine = nil
  }

  /// A callback of the machine: makes one call back into it if the bytes allow.
  func callback() {
    guard reentrantCalls > 0, depth < 3, let byte = next() else { return }
    reentrantCalls -= 1
    depth += 1
    perform(byte, nested: true)
    depth -= 1
  }

  private func perform(_ byte: UInt8, nested: Bool) {
    let argument = Int(byte & 15)
    switch byte >> 4 {
    case 0...5: machine.send(Self.events[argument & 7])
    case 6: clock.advance(by: .milliseconds(argument * 250))
    case 7: takeSnapshot(nested: nested)
    case 8:
      guard !snapshots.isEmpty else { return }
      restore(snapshots[argument % snapshots.count], mustSucceed: !nested)
    case 9:
      guard !snapshots.isEmpty else { return }
      restore(corrupted(snapshots[argument % snapshots.count], argument), mustSucceed: false)
    case 10:
      _ = machine.can(Self.events[argument & 7])
      _ = (machine.acceptedEvents, machine.activeStates, machine.isActive(Self.states[argument % Self.states.count]))
    case 11: observe(argument)
    case 12:
      guard !tokens.isEmpty else { return }
      tokens.remove(at: argument % tokens.count).cancel()
    case 13:
      // A second machine takes over from a snapshot of this one (between steps only).
      guard !nested, let snapshot = try? machine.snapshot().withoutContext else { return }
      let successor = makeMachine()
      do { try successor.restore(snapshot) } catch { fatalError("a machine's own snapshot was refused: \(error)") }
      if successor.activeStates != machine.activeStates { fatalError("restore changed the configuration") }
      for token in tokens { token.cancel() }
      tokens.removeAll()
      machine = successor
    case 14: machine.start()
    default: reentrantCalls = argument
    }
  }

  private func takeSnapshot(nested: Bool) {
    do {
      let snapshot = try machine.snapshot().withoutContext
      snapshots.append(snapshot)
      if snapshots.count > 4 { snapshots.removeFirst() }
    } catch {
      if !nested { fatalError("a snapshot between steps was refused: \(error)") }
    }
  }

  private func restore(_ snapshot: Snapshot<String, Never>, mustSucceed: Bool) {
    let before = machine.activeStates
    do {
      try machine.restore(snapshot)
      check("restore")
    } catch {
      if mustSucceed { fatalError("a machine's own snapshot was refused between steps: \(error)") }
      if machine.activeStates != before { fatalError("a refused restore changed the machine") }
    }
  }

  /// A snapshot with one thing changed: a state added or dropped, a history or a timer made up.
  private func corrupted(_ snapshot: Snapshot<String, Never>, _ argument: Int) -> Snapshot<String, Never> {
    var copy = snapshot
    let state = Self.states[Int(next() ?? 0) % Self.states.count]
    switch argument & 3 {
    case 0: copy.configuration.append(state)
    case 1: copy.configuration.removeAll { $0 == state }
    case 2: copy.history.append(.init(history: "h", remembered: [state]))
    default:
      copy.timers.append(.init(state: state, index: argument >> 2, remaining: .milliseconds(Int(next() ?? 0) * 10)))
    }
    return copy
  }

  private func observe(_ argument: Int) {
    let state = Self.states[argument % Self.states.count]
    switch argument & 3 {
    case 0: tokens.append(machine.onTransition { [unowned self] _ in callback() })
    case 1: tokens.append(machine.onEnter(state) { [unowned self] in callback() })
    case 2: tokens.append(machine.onExit(state) { [unowned self] in callback() })
    default: tokens.append(machine.onFailure { [unowned self] _ in callback() })
    }
    if tokens.count > 8 { tokens.removeFirst().cancel() }
  }
}

extension ReentrantEvents {
  typealias Element = ChartElement<String, String, ReentrantEvents>

  /// Entry and exit actions that call back.
  private static var hooks: [Element] {
    [Entry { $0.context.callback() }.element, Exit { $0.context.callback() }.element]
  }

  /// A transition whose guard and action call back; the guard also reads the counter.
  private static func on(_ event: String, to targets: String..., odd: Bool = false) -> Element {
    Transition(
      .event(event), to: targets,
      when: { scope in
        scope.context.callback()
        return !odd || scope.context.counter % 2 == 1
      },
      action: { scope in
        scope.context.counter += 1
        scope.context.callback()
      }
    ).element
  }

  /// Hierarchy, a parallel state with deep history (and a history whose default is that one),
  /// guards, an eventless transition on `In()`, `After` timers (one of zero delay), delayed and
  /// queued sends, raised events, a final state that completes a region, a top-level final
  /// state, and an event that runs away.
  static let chart: Chart<String, String, ReentrantEvents> = try! Chart(initial: "idle") {
    State("idle") {
      hooks
      on("a", to: "work")
      on("b", to: "h")
      on("e", to: "hs")
      On("c") { $0.send("a", after: .zero) }
    }
    State("work") {
      hooks
      History("h", .deep, default: "p")
      // A history whose default is another history (issue 33: defaults that name histories).
      History("hs", .shallow, default: "h")
      on("c", to: "idle")
      On("e") { $0.raise("e") }
      OnDone(of: "right", to: "end")
      Parallel("p") {
        hooks
        State("left") {
          State("l1") {
            hooks
            on("a", to: "l2")
          }
          State("l2") {
            hooks
            On("b", to: "l1") { $0.raise("d") }
            After(.zero, to: "l1", when: { $0.context.counter % 3 == 0 })
          }
        }
        State("right") {
          State("r1") {
            Entry { $0.send("tick", after: .seconds(1)) }
            on("tick", to: "r2")
          }
          State("r2") {
            hooks
            Always(to: "r3", when: { $0.isActive("l2") })
          }
          State("r3") {
            on("d", to: "done", odd: true)
            After(.seconds(2), to: "r1")
          }
          Final("done")
        }
      }
    }
    Final("end")
  }
}
