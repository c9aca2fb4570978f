import Foundation
import StateKitTestSupport
import StateKitTesting
import Testing

@testable import StateKit

/// Tells a test that work was cancelled.
actor Flag {
  private(set) var isSet = false
  private var waiters: [CheckedContinuation<Void, Never>] = []
  func set() {
    isSet = true
    for waiter in waiters { waiter.resume() }
    waiters.removeAll()
  }
  func wait() async {
    if isSet { return }
    await withCheckedContinuation { waiters.append($0) }
  }
}

@MainActor
@Suite("Memory")
struct MemoryTests {
  @Test func aReleasedMachineCancelsItsTimersAndInvocations() async throws {
    let cancelled = Flag()
    let clock = ManualClock()
    let chart = try StringChart {
      State("waiting") {
        After(.seconds(10), to: "late")
        Invoke { _ in
          Invocation { _ in
            do { try await Task.sleep(for: .seconds(3600)) } catch { await cancelled.set() }
          }
        }
      }
      State("late")
    }
    weak var weakMachine: StateMachine<String, String, Log>?
    do {
      let machine = StateMachine(chart, context: Log(), clock: clock)
      machine.start()
      weakMachine = machine
      #expect(clock.pendingCount == 1)
      #expect(machine.runningInvocationCount == 1)
    }
    #expect(weakMachine == nil)
    #expect(clock.pendingCount == 0, "the timer was cancelled")
    await cancelled.wait()
    #expect(await cancelled.isSet)
  }

  /// Found by trying StateKit as an app would: a machine released after an event had started a
  /// timer crashed the process when the clock was advanced afterwards.
  @Test func aMachineReleasedAfterATimerStartedLeavesTheClockSafe() throws {
    enum Door: Hashable, Sendable { case closed, open, alarm }
    enum DoorEvent: Hashable, Sendable { case open, close }
    let clock = ManualClock()
    let chart = try Chart<Door, DoorEvent, Void>(initial: .closed) {
      State(.closed) { On(.open, to: .open) }
      State(.open) {
        On(.close, to: .closed)
        After(.seconds(30), to: .alarm)
      }
      State(.alarm) { On(.close, to: .closed) }
    }
    var machine: StateMachine<Door, DoorEvent, Void>? = StateMachine(chart, context: (), clock: clock)
    weak let weakMachine = machine
    machine?.start()
    machine?.send(.open)
    #expect(clock.pendingCount == 1)
    machine = nil
    #expect(weakMachine == nil)
    #expect(clock.pendingCount == 0, "the timer was cancelled")
    clock.advance(by: .seconds(60))
    #expect(clock.pendingCount == 0)
  }

  @Test func aLongRunKeepsItsBuffersSmall() throws {
    let chart = try StringChart {
      State("a") {
        On("go", to: "b") { $0.raise("inner") }
        On("stay") { $0.send("later", after: .zero) }
      }
      State("b") {
        On("go", to: "a"); On("inner") { _ in }
      }
    }
    let machine = StateMachine(chart, context: Log(), clock: ManualClock())
    machine.start()
    let before = residentBytes()
    for i in 0..<100_000 {
      machine.send(i % 3 == 0 ? "stay" : "go")
      machine.send("unknown")
    }
    let engine = machine.engine
    #expect(engine.internalQueue.capacity < 16)
    #expect(engine.externalQueue.capacity < 16)
    #expect(engine.stepLog.capacity < 32)
    #expect(engine.pendingTimers.isEmpty)
    if let before, let after = residentBytes() {
      #expect(after - before < 16 << 20, "resident memory grew by \(after - before) bytes")
    }
  }

  /// Resident memory from /proc (Linux); nil elsewhere.
  func residentBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * 4096
  }
}
