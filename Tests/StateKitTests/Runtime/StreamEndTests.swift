import Foundation
import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

/// Streams and invocations that end: a `for await` over `transitions()` returns once the
/// machine is gone, and a stream invocation stops reading when its state is left, even from
/// a sequence that ignores cancellation.
@MainActor
@Suite("Streams and invocations that end")
struct StreamEndTests {
  final class Flag { var isSet = false }

  @Test func transitionsEndsWhenTheMachineIsReleased() async throws {
    let chart = try StringChart {
      State("a") { On("go", to: "b") }
      State("b")
    }
    var machine: StateMachine<String, String, Log>? = StateMachine(chart, context: Log(), clock: ManualClock())
    weak let weakMachine = machine
    machine?.start()
    let stream = machine!.transitions()
    let ended = Flag()
    var seen = 0
    Task { @MainActor in
      for await _ in stream { seen += 1 }
      ended.isSet = true
    }
    machine?.send("go")
    machine = nil
    #expect(weakMachine == nil)
    for _ in 0..<1_000 where !ended.isSet { await Task.yield() }
    #expect(ended.isSet, "the for-await loop must end when the machine is released")
    #expect(seen == 1)
  }

  /// Counts how many elements were read; never checks for cancellation.
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func next() -> Int {
      lock.withLock {
        value += 1; return value
      }
    }
  }

  struct Endless: AsyncSequence, Sendable {
    let counter: Counter
    struct Iterator: AsyncIteratorProtocol {
      let counter: Counter
      mutating func next() async -> Int? {
        await Task.yield()
        return counter.next()
      }
    }
    func makeAsyncIterator() -> Iterator { Iterator(counter: counter) }
  }

  @Test func aStreamInvocationStopsReadingWhenItsStateIsLeft() async throws {
    let counter = Counter()
    let chart = try StringChart {
      State("listening") {
        Invoke("feed") { _ in .stream(Endless(counter: counter)) { $0 % 2 == 0 ? "tick" : nil } }
        On("tick") { $0.context.count += 1 }
        On("stop", to: "idle")
      }
      State("idle")
    }
    let machine = StateMachine(chart, context: Log(), clock: ManualClock())
    machine.start()
    for _ in 0..<200 where machine.context.count < 5 { await Task.yield() }
    #expect(machine.context.count >= 5, "the stream delivers while its state is active")
    machine.send("stop")
    let atExit = counter.count
    for _ in 0..<500 { await Task.yield() }
    #expect(counter.count - atExit <= 2, "read \(counter.count - atExit) elements after the state was left")
    #expect(machine.runningInvocationCount == 0)
  }
}
