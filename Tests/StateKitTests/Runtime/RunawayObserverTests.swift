import StateKitTesting
import Testing

@testable import StateKit

/// Found by trying StateKit as an app would: after a runaway the machine stays where its last
/// complete microstep left it, but only `onFailure` and Observation were told — `onTransition`,
/// `onEnter`, `onExit` and the appearances bound through them kept showing the state before, and
/// later heard an exit of a state they never saw entered.
@MainActor
@Suite("Observers after a runaway")
struct RunawayObserverTests {
  enum Phase: Hashable, Sendable { case idle, checking, ok, bad, waiting }
  enum Event: Hashable, Sendable { case go, other, wait }
  final class Flag { var loops = true }

  static func chart() throws -> Chart<Phase, Event, Flag> {
    try Chart<Phase, Event, Flag>(initial: .idle) {
      State(.idle) {
        On(.go, to: .checking)
        On(.wait, to: .waiting)
      }
      State(.checking) { Always(to: .ok) }
      State(.ok) {
        Always(to: .bad, when: { $0.loops })
        On(.other, to: .idle)
      }
      State(.bad) {
        Always(to: .ok, when: { $0.loops })
        On(.other, to: .idle)
      }
      State(.waiting) { After(.seconds(1), to: .checking) }
    }
  }

  final class Heard {
    var configurations: [[Phase]] = []
    var log: [String] = []
    var failures = 0
  }

  func observed(_ machine: StateMachine<Phase, Event, Flag>) -> Heard {
    let heard = Heard()
    machine.onTransition { heard.configurations.append($0.activeAtomicStates) }
    for phase in [Phase.idle, .ok, .bad] {
      machine.onEnter(phase) { heard.log.append("enter \(phase)") }
      machine.onExit(phase) { heard.log.append("exit \(phase)") }
    }
    machine.onFailure { _ in heard.failures += 1 }
    return heard
  }

  /// Every exit heard follows an entry heard of the same state, and the last configuration heard
  /// is the machine's.
  func expectConsistent(_ heard: Heard, _ machine: StateMachine<Phase, Event, Flag>) {
    #expect(heard.configurations.last == machine.activeStates)
    var active: Set<String> = []
    for entry in heard.log {
      let state = String(entry.split(separator: " ")[1])
      if entry.hasPrefix("enter") {
        #expect(active.insert(state).inserted, "entered \(state) twice: \(heard.log)")
      } else {
        #expect(active.remove(state) != nil, "exited \(state) without an entry heard: \(heard.log)")
      }
    }
  }

  @Test func observersHearWhereASendThatRanAwayLeftTheMachine() throws {
    let machine = StateMachine(try Self.chart(), context: Flag(), microstepLimit: 7)
    let heard = observed(machine)
    machine.start()
    guard case .failed = machine.send(.go) else {
      Issue.record("the send did not run away")
      return
    }
    #expect(heard.failures == 1)
    expectConsistent(heard, machine)
    machine.context.loops = false
    machine.send(.other)
    #expect(machine.activeStates == [.idle])
    expectConsistent(heard, machine)
  }

  @Test func observersHearWhereATimerThatRanAwayLeftTheMachine() throws {
    let clock = ManualClock()
    let machine = StateMachine(try Self.chart(), context: Flag(), clock: clock, microstepLimit: 7)
    let heard = observed(machine)
    machine.start()
    machine.send(.wait)
    clock.advance(by: .seconds(1))
    #expect(heard.failures == 1)
    #expect(machine.activeStates == [.ok] || machine.activeStates == [.bad])
    expectConsistent(heard, machine)
  }

  @Test func observersHearWhereAStartThatRanAwayLeftTheMachine() throws {
    let chart = try Chart<Phase, Event, Flag>(initial: .checking) {
      State(.checking) { Always(to: .ok) }
      State(.ok) { Always(to: .bad) }
      State(.bad) { Always(to: .ok) }
    }
    let machine = StateMachine(chart, context: Flag(), microstepLimit: 7)
    let heard = observed(machine)
    guard case .failed = machine.start() else {
      Issue.record("the start did not run away")
      return
    }
    #expect(!machine.activeStates.isEmpty)
    expectConsistent(heard, machine)
  }
}
