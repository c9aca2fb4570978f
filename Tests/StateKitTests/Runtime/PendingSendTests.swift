import Foundation
import StateKitTesting
import Testing

@testable import StateKit

/// Delayed sends saved beside a snapshot: a snapshot restored without them lost every
/// `scope.send(_:after:)` in flight, so a reminder or a retry never came.
@MainActor
@Suite("Delayed sends beside a snapshot")
struct PendingSendTests {
  enum Screen: String, Hashable, Sendable, Codable { case idle, waiting, remindedOnce, done }
  enum Event: Hashable, Sendable, Codable {
    case start, remind(times: Int), finish, stopReminder
  }

  static func chart() throws -> Chart<Screen, Event, Void> {
    try Chart<Screen, Event, Void>(initial: .idle) {
      State(.idle) {
        On(.start, to: .waiting) { scope in scope.send(.remind(times: 1), after: .seconds(10), id: "reminder") }
      }
      State(.waiting) {
        OnAnyEvent(to: .remindedOnce, when: { if case .remind? = $0.event { return true } else { return false } })
        On(.stopReminder) { scope in scope.cancel("reminder") }
        On(.finish, to: .done)
      }
      State(.remindedOnce) { On(.finish, to: .done) }
      State(.done)
    }
  }

  func waitingMachine(_ clock: ManualClock) throws -> StateMachine<Screen, Event, Void> {
    let machine = StateMachine(try Self.chart(), context: (), clock: clock)
    machine.start()
    machine.send(.start)
    clock.advance(by: .seconds(4))
    return machine
  }

  @Test func aSendSavedBesideTheSnapshotArrivesWithTheTimeItHadLeft() throws {
    let machine = try waitingMachine(ManualClock())
    #expect(machine.pendingSends == [PendingSend(event: .remind(times: 1), id: "reminder", remaining: .seconds(6))])
    let data = try JSONEncoder().encode(machine.pendingSends)
    let snapshot = try machine.snapshot()

    let clock = ManualClock()
    let restored = StateMachine(try Self.chart(), context: (), clock: clock)
    restored.start()
    try restored.restore(snapshot, pendingSends: try JSONDecoder().decode([PendingSend<Event>].self, from: data))
    #expect(restored.activeStates == [.waiting])
    clock.advance(by: .seconds(5))
    #expect(restored.activeStates == [.waiting])
    clock.advance(by: .seconds(1))
    #expect(restored.activeStates == [.remindedOnce])
    #expect(restored.pendingSends.isEmpty)
  }

  @Test func aRestoredSendCanStillBeCancelledByItsID() throws {
    let machine = try waitingMachine(ManualClock())
    let saved = (try machine.snapshot(), machine.pendingSends)
    let clock = ManualClock()
    let restored = StateMachine(try Self.chart(), context: (), clock: clock)
    restored.start()
    try restored.restore(saved.0, pendingSends: saved.1)
    restored.send(.stopReminder)
    #expect(restored.pendingSends.isEmpty)
    #expect(clock.pendingCount == 0)
    clock.advance(by: .seconds(60))
    #expect(restored.activeStates == [.waiting])
  }

  @Test func aPlainRestoreWithdrawsTheMachinesOwnSends() throws {
    let clock = ManualClock()
    let machine = try waitingMachine(clock)
    let idle = try StateMachine(try Self.chart(), context: (), clock: ManualClock()).startedSnapshot()
    try machine.restore(idle)
    #expect(machine.pendingSends.isEmpty)
    clock.advance(by: .seconds(60))
    #expect(machine.activeStates == [.idle])
  }

  @Test func aSendWithATimeOutsideTheClocksRangeIsRefusedAndChangesNothing() throws {
    let clock = ManualClock()
    let machine = try waitingMachine(clock)
    let snapshot = try machine.snapshot()
    let target = StateMachine(try Self.chart(), context: (), clock: clock)
    target.start()
    for remaining in [Duration.seconds(-1), .maximumTimerDelay + .seconds(1)] {
      #expect(throws: SnapshotError.sendDelayOutOfRange(event: "remind(times: 2)", remaining: remaining)) {
        try target.restore(snapshot, pendingSends: [PendingSend(event: .remind(times: 2), remaining: remaining)])
      }
      #expect(target.activeStates == [.idle])
      #expect(target.pendingSends.isEmpty)
    }
  }
}

extension StateMachine {
  /// A snapshot of the machine just after it started.
  fileprivate func startedSnapshot() throws -> Snapshot<S, C> {
    start()
    return try snapshot()
  }
}
