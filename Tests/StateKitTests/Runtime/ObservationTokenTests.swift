import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

/// Cancelling an `ObservationToken`: the handler is never called again, a second cancel does
/// nothing, and every other handler keeps running.
@MainActor
@Suite("Observation tokens")
struct ObservationTokenTests {
  let chart: StringChart

  init() throws {
    chart = try StringChart {
      State("off") { On("toggle", to: "on") }
      State("on") { On("toggle", to: "off") }
    }
  }

  @Test func aCancelledHandlerIsNeverCalledAgainAndTheOthersStillAre() {
    let m = machine(chart)
    let recorder = Recorder()
    let first = m.onTransition { _ in recorder.append("first") }
    m.onTransition { _ in recorder.append("second") }
    let entered = m.onEnter("on") { recorder.append("enter on") }
    let exited = m.onExit("on") { recorder.append("exit on") }
    m.send("toggle")
    // Exits and entries first, in the step's order; then whole changes, in registration order.
    #expect(recorder.take() == ["enter on", "first", "second"])
    first.cancel()
    entered.cancel()
    m.send("toggle")
    #expect(recorder.take() == ["exit on", "second"])
    exited.cancel()
    for _ in 0..<3 { m.send("toggle") }
    #expect(recorder.take() == ["second", "second", "second"])
  }

  /// Observers share one record per step, which the machine fills again for the next step when
  /// no one kept it: a change that an observer keeps must still say what it said, and a change
  /// is one reference wide, so that handing it to every observer copies nothing.
  @Test func aKeptChangeStillDescribesItsStepAfterLaterSteps() {
    let m = machine(chart)
    var kept: [StateChange<String, String>] = []
    m.onTransition { kept.append($0) }
    var heard: [String] = []
    m.onTransition { heard.append("\($0.activeAtomicStates)") }
    for _ in 0..<3 { m.send("toggle") }
    #expect(kept.map(\.activeAtomicStates) == [["on"], ["off"], ["on"]])
    #expect(kept.map(\.step.entered) == [["on"], ["off"], ["on"]])
    #expect(kept.map(\.event) == ["toggle", "toggle", "toggle"])
    #expect(heard == ["[\"on\"]", "[\"off\"]", "[\"on\"]"])
    kept.removeAll()
    // Not kept: the record is reused, and what each handler hears is still this step's.
    m.onTransition { change in heard.append("\(change.step.exited) -> \(change.step.entered)") }
    m.send("toggle")
    m.send("toggle")
    #expect(heard.suffix(4) == ["[\"off\"]", "[\"on\"] -> [\"off\"]", "[\"on\"]", "[\"off\"] -> [\"on\"]"])
    #expect(kept.map(\.activeAtomicStates) == [["off"], ["on"]])
    #expect(MemoryLayout<StateChange<String, String>>.size == MemoryLayout<Int>.size)
  }

  @Test func cancellingTwiceIsHarmless() {
    let m = machine(chart)
    var calls: [String] = []
    let token = m.onTransition { _ in calls.append("cancelled") }
    token.cancel()
    token.cancel()
    // Handlers registered after the double cancel are not removed by it.
    let later = m.onTransition { _ in calls.append("later") }
    token.cancel()
    m.send("toggle")
    #expect(calls == ["later"])
    later.cancel()
    later.cancel()
    m.send("toggle")
    #expect(calls == ["later"])
  }

  @Test func cancellingOneOfTwoIdenticalObserversKeepsTheOther() {
    let m = machine(chart)
    var count = 0
    let one = m.onEnter("on") { count += 1 }
    m.onEnter("on") { count += 10 }
    one.cancel()
    m.send("toggle")
    #expect(count == 10)
  }

  @Test func aCancelledFailureHandlerIsNeverCalledAgain() throws {
    let chart = try StringChart {
      State("idle") { On("spin", to: "loop") }
      State("loop") { Always(to: "loop2") }
      State("loop2") { Always(to: "loop") }
    }
    let m = machine(chart, limit: 20)
    var failures: [String] = []
    let cancelled = m.onFailure { _ in failures.append("cancelled") }
    m.onFailure { _ in failures.append("kept") }
    cancelled.cancel()
    guard case .failed = m.send("spin") else {
      Issue.record("spin should run away")
      return
    }
    #expect(failures == ["kept"])
  }

  @Test func aStreamStillGetsChangesWhenAHandlerIsCancelled() async {
    let m = machine(chart)
    let stream = m.transitions()
    m.onTransition { _ in }.cancel()
    m.send("toggle")
    var iterator = stream.makeAsyncIterator()
    let change = await iterator.next()
    #expect(change?.step.entered == ["on"])
  }

  @Test func cancellingAfterTheMachineIsGoneIsHarmless() {
    var m: StateMachine<String, String, Log>? = machine(chart)
    let token = m!.onTransition { _ in }
    let failure = m!.onFailure { _ in }
    weak let gone = m
    m = nil
    #expect(gone == nil)
    token.cancel()
    failure.cancel()
  }

  /// A handler cancelled by another handler while a change is being delivered is not called
  /// after `cancel()` returns, not even for that change (it was: the machine iterates over a
  /// copy of its handlers).
  @Test func aHandlerCancelledDuringDeliveryIsNotCalledForThatChange() {
    let m = machine(chart)
    var calls: [String] = []
    var victim: ObservationToken?
    m.onTransition { _ in
      calls.append("canceller")
      victim?.cancel()
    }
    victim = m.onTransition { _ in calls.append("victim") }
    m.send("toggle")
    #expect(calls == ["canceller"])
    calls.removeAll()
    m.send("toggle")
    #expect(calls == ["canceller"])
  }
}
