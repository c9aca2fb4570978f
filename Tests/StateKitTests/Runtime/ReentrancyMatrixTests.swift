import Observation
@_spi(Testing) import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

/// The class of bug behind "queries inside steps": every public query and command of
/// `StateMachine`, called from inside every kind of callback — entry, exit, transition action,
/// guard, `onTransition`, `onEnter`, `onExit`, `onFailure`, the `transitions()` consumer,
/// Observation's `onChange`, the rejection handler and an invocation's result — on a flat, a
/// deep and a parallel chart. After every call and every step the configuration is legal; a
/// snapshot taken anywhere restores; a refused restore changes nothing; nothing traps or hangs.
@MainActor
@Suite("Re-entrancy matrix")
struct ReentrancyMatrixTests {
  typealias Harness = ReentrancyHarness

  @Test(arguments: Harness.Shape.allCases, Harness.Callback.allCases)
  func everyCallFromInsideACallbackLeavesALegalMachine(shape: Harness.Shape, callback: Harness.Callback) async throws {
    for call in Harness.Call.allCases {
      let harness = try Harness(shape, callback, call)
      await drive(harness)
      let where_ = "\(call) in \(callback) on the \(shape) chart"
      #expect(harness.findings == [], "\(where_)")
      #expect(harness.calls > 0, "\(where_): the callback never ran")
    }
  }

  /// Runs the script that sets off every kind of callback, checking after every step.
  private func drive(_ harness: Harness) async {
    let machine = harness.machine!
    let where_ = "\(harness.call) in \(harness.callback) on the \(harness.shape) chart"
    var stream = machine.transitions().makeAsyncIterator()
    var delivered = 0
    var consumed = 0
    // What an observer believes is active: each change must exit only states it knows are
    // active and leave it knowing what the machine says.
    var believed: Set<String> = []
    let counter = machine.onTransition { change in
      delivered += 1
      let unknown = Set(change.step.exited).subtracting(believed)
      #expect(unknown.isEmpty, "\(where_): a change exits \(unknown.sorted()), which no change entered")
      believed.subtract(change.step.exited)
      believed.formUnion(change.step.entered)
      #expect(believed == Set(machine.activeStates), "\(where_): observers lost track of the configuration")
    }
    defer { counter.cancel() }

    func track() {
      withObservationTracking {
        _ = machine.activeStates
      } onChange: {
        MainActor.assumeIsolated { harness.probe(.observation) }
      }
    }

    func step(_ what: String, _ body: () -> Void) async {
      track()
      harness.beginStep()
      body()
      #expect(machine.checkConfiguration() == nil, "\(where_), after \(what)")
      if harness.startWasQueued { #expect(machine.isStarted, "\(where_): start() answered .queued, after \(what)") }
      // The consumer of `transitions()` reads what was delivered, calling back from there.
      while consumed < delivered {
        consumed += 1
        _ = await stream.next(isolation: #isolation)
        harness.probe(.stream)
        #expect(machine.checkConfiguration() == nil, "\(where_), in the consumer after \(what)")
      }
    }

    await step("an event before start") { machine.send("go") }
    await step("start") { machine.start() }
    await step("queries") {
      let before = machine.activeStates
      _ = machine.can("go")
      _ = machine.acceptedEvents
      // (A guard that advances the clock moves it: the timer fires once the question is answered.)
      if harness.call != .advanceClock {
        #expect(machine.activeStates == before, "\(where_): a query moved the machine")
      }
    }
    await step("go") { machine.send("go") }
    if harness.callback == .invocation {
      var ran = harness.invocations.makeAsyncIterator()
      _ = await ran.next(isolation: #isolation)
      await step("the invocation's result") {}
    }
    await step("a rejected event") { machine.send("nope") }
    await step("time") { harness.clock.advance(by: .seconds(1)) }
    await step("go") { machine.send("go") }
    await step("a runaway") { machine.send("spin") }
    await step("go") { machine.send("go") }
    await step("back") { machine.send("back") }
    await step("a restore") { try? machine.restore(harness.initialSnapshot) }
    await step("go") { machine.send("go") }
    await step("time") { harness.clock.advance(by: .seconds(2)) }
  }
}
