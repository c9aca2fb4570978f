import Foundation
@_spi(Testing) import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

/// Snapshots that would corrupt the machine are refused with an error naming the problem, and
/// the machine is unchanged; the rules that protect them (fingerprint, delays, context type).
@MainActor
@Suite("Snapshot validation")
struct SnapshotValidationTests {
  typealias Machine = StateMachine<String, String, Counter>

  let chart: Chart<String, String, Counter>

  init() throws {
    chart = try Chart<String, String, Counter> {
      State("app") {
        History("h", .shallow)
        History("deep", .deep)
        On("lock", to: "locked")
        On("done", to: "end")
        State("home") { On("open", to: "detail") }
        State("detail") {
          State("a")
          State("b")
          After(.seconds(10), to: "home")
        }
      }
      State("locked") { On("unlock", to: "h") }
      Final("end")
    }
  }

  func started() -> Machine {
    let machine = Machine(chart, context: Counter(), clock: ManualClock())
    machine.start()
    machine.send("open")
    return machine
  }

  /// Restoring `snapshot` must throw an error whose description contains `text`, and leave the
  /// machine as it was.
  func expectRefused(
    _ snapshot: Snapshot<String, Counter>, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let machine = started()
    let before = machine.activeStates
    do {
      try machine.restore(snapshot)
      Issue.record("restored a snapshot that should be refused (\(text))", sourceLocation: sourceLocation)
    } catch {
      #expect(error.description.contains(text), "\(error)", sourceLocation: sourceLocation)
    }
    #expect(machine.activeStates == before, sourceLocation: sourceLocation)
    #expect(machine.checkConfiguration() == nil, sourceLocation: sourceLocation)
    #expect(machine.send("lock").isAccepted, "the machine still runs", sourceLocation: sourceLocation)
  }

  func snapshot(history: [Snapshot<String, Counter>.HistoryEntry] = [], finished: Bool = false) -> Snapshot<
    String, Counter
  > {
    Snapshot(for: chart, configuration: ["locked"], history: history, isFinished: finished)
  }

  @Test func aHistoryThatRemembersAHistoryStateIsRefused() {
    // Restored, the next transition to `h` would enter `h` again and again until the stack overflows.
    expectRefused(
      snapshot(history: [.init(history: "h", remembered: ["h"])]), "history 'h' remembers 'h', a history state")
  }

  @Test func aShallowHistoryRemembersExactlyOneChild() {
    expectRefused(snapshot(history: [.init(history: "h", remembered: ["home", "detail"])]), "remembers 2 states")
    expectRefused(snapshot(history: [.init(history: "h", remembered: [])]), "remembers no state")
    expectRefused(snapshot(history: [.init(history: "h", remembered: ["a"])]), "not a child of its parent")
  }

  @Test func aDeepHistoryRemembersALegalConfigurationOfAtomicStates() {
    expectRefused(snapshot(history: [.init(history: "deep", remembered: ["detail"])]), "not an atomic state")
    expectRefused(
      snapshot(history: [.init(history: "deep", remembered: ["a", "b"])]),
      "give compound state 'detail' 2 active children")
    expectRefused(snapshot(history: [.init(history: "deep", remembered: ["locked"])]), "outside its parent")
  }

  @Test func finishedMustMatchTheConfiguration() {
    expectRefused(snapshot(finished: true), "marked finished, but no top-level final state is active")
    expectRefused(Snapshot(for: chart, configuration: ["end"]), "a top-level final state is active")
  }

  @Test func timersOutsideTheClocksRangeAreRefused() {
    for remaining in [Duration.seconds(Int64.max), .maximumTimerDelay + .seconds(1), .seconds(-1)] {
      let snapshot = Snapshot(
        for: chart, configuration: ["app", "detail", "a"],
        timers: [.init(state: "detail", index: 0, remaining: remaining)])
      expectRefused(snapshot, "outside 0")
    }
  }

  /// Found by the events fuzzer: a snapshot listing one `After`'s timer twice was restored with
  /// two timers; leaving the state cancelled one, and the machine's next snapshot named a timer of
  /// a state that was no longer active, which restore then refused.
  @Test func aTimerListedTwiceIsRefused() {
    let twice = Snapshot(
      for: chart, configuration: ["app", "detail", "a"],
      timers: [
        .init(state: "detail", index: 0, remaining: .seconds(1)),
        .init(state: "detail", index: 0, remaining: .seconds(2)),
      ])
    expectRefused(twice, "lists timer #0 of state 'detail' twice")
  }

  /// Found by trying StateKit as an app would: a snapshot whose configuration listed every state
  /// twice was restored without a word. A list naming a state, a history or a remembered state
  /// twice is corrupt, and refused like any other.
  @Test func aStateOrHistoryListedTwiceIsRefused() {
    let doubled = Snapshot(for: chart, configuration: ["app", "detail", "a", "app", "detail", "a"])
    expectRefused(doubled, "'app' is listed twice")
    let historyTwice = Snapshot(
      for: chart, configuration: ["app", "home"],
      history: [.init(history: "h", remembered: ["home"]), .init(history: "h", remembered: ["detail"])])
    expectRefused(historyTwice, "history 'h' is listed twice")
    let rememberedTwice = Snapshot(
      for: chart, configuration: ["app", "home"], history: [.init(history: "deep", remembered: ["a", "a"])])
    expectRefused(rememberedTwice, "history 'deep' remembers 'a' twice")
  }

  @Test func aContextOfAnotherTypeIsAnErrorNotDropped() {
    let stringChart = try! Chart<String, String, String> { State("locked") }
    var other = Snapshot(for: stringChart, configuration: ["locked"], context: "not a counter")
    other.chartFingerprint = chart.fingerprint
    let machine = started()
    machine.context.value = 7
    #expect(throws: SnapshotError.contextMismatch(expected: "Counter", found: "String")) { try machine.restore(other) }
    #expect(machine.context.value == 7)
    #expect(machine.activeAtomicStates == ["a"])
  }

  @Test func aSnapshotInsideAStepIsRefusedAsBusy() throws {
    final class Holder { var machine: Machine?; var error: SnapshotError? }
    let holder = Holder()
    let chart = try Chart<String, String, Counter> {
      State("a") {
        On("go", to: "b") { _ in
          do throws(SnapshotError) { _ = try holder.machine!.snapshot() } catch { holder.error = error }
        }
      }
      State("b")
    }
    let machine = Machine(chart, context: Counter(), clock: ManualClock())
    holder.machine = machine
    machine.start()
    machine.send("go")
    #expect(holder.error == .busy)
    // Between steps it works, and restores.
    let snapshot = try machine.snapshot()
    #expect(snapshot.configuration == ["b"])
    try machine.restore(snapshot)
  }

  @Test func startingTwiceSaysAlreadyStarted() throws {
    final class Holder { var machine: Machine?; var answers: [SendOutcome<String, String>] = [] }
    let holder = Holder()
    let chart = try Chart<String, String, Counter> { State("a") }
    let machine = Machine(
      chart, context: Counter(), clock: ManualClock(),
      rejectionPolicy: .report { _ in holder.answers.append(holder.machine!.start()) })
    holder.machine = machine
    #expect(machine.start() == .transitioned(MachineStep(exited: [], entered: ["a"])))
    let again = machine.start()
    #expect(again.rejection?.reason == .alreadyStarted)
    #expect(again.description.contains("started already"))
    machine.send("unknown")
    #expect(holder.answers.count == 1)
    #expect(holder.answers.first?.rejection?.reason == .alreadyStarted, "not .queued: nothing would be queued")
    #expect(machine.activeStates == ["a"])
  }

  /// From the user's seat: saving after every change is done from an observer, and every
  /// snapshot it took was refused as busy. Observers run between steps: they may take one, of
  /// the configuration they hear about, with a timer that came due meanwhile left at zero.
  @Test func anObserverCanSaveAfterEveryChange() throws {
    let chart = try Chart<String, String, Counter> {
      State("a") { On("go", to: "b") }
      State("b") {
        After(.seconds(5), to: "a")
        On("go", to: "a")
      }
    }
    let clock = ManualClock()
    let machine = Machine(chart, context: Counter(), clock: clock)
    var saved: [Snapshot<String, Counter>] = []
    machine.onTransition { _ in
      do { saved.append(try machine.snapshot()) } catch { Issue.record("an observer's snapshot was refused: \(error)") }
    }
    machine.start()
    machine.send("go")
    clock.advance(by: .seconds(2))
    machine.send("go")
    #expect(saved.map(\.configuration) == [["a"], ["b"], ["a"]])
    #expect(
      saved[1].timers == [.init(state: "b", index: 0, remaining: .seconds(5), delay: .seconds(5), targets: ["a"])])
    let restored = Machine(chart, context: Counter(), clock: ManualClock())
    try restored.restore(saved[1])
    #expect(restored.activeStates == ["b"])
  }

  /// Found by the re-entrancy matrix: a machine not yet started gave a snapshot with no
  /// configuration, which every restore then refused.
  @Test func aMachineThatHasNotStartedHasNoSnapshot() throws {
    let chart = try Chart<String, String, Counter> { State("a") }
    let machine = Machine(chart, context: Counter(), clock: ManualClock())
    #expect(throws: SnapshotError.notStarted) { try machine.snapshot() }
    machine.start()
    #expect(try machine.snapshot().configuration == ["a"])
  }

  /// `start()` from the rejection handler of an event sent before the machine was started
  /// answered `.queued` and queued nothing: the machine stayed unstarted.
  @Test func startFromTheRejectionHandlerOfAnEventSentBeforeStartStarts() throws {
    final class Holder { var machine: Machine?; var answers: [SendOutcome<String, String>] = [] }
    let holder = Holder()
    let chart = try Chart<String, String, Counter> {
      State("a") { On("go", to: "b") }
      State("b")
    }
    let machine = Machine(
      chart, context: Counter(), clock: ManualClock(),
      rejectionPolicy: .report { _ in holder.answers.append(holder.machine!.start()) })
    holder.machine = machine
    #expect(machine.send("go").rejection?.reason == .notStarted)
    #expect(holder.answers == [.transitioned(MachineStep(exited: [], entered: ["a"]))])
    #expect(machine.isStarted)
    #expect(machine.activeStates == ["a"])
    #expect(machine.send("go").isAccepted)
  }

  /// An observer (or Observation's `onChange`) that sends while hearing about a restore ran the
  /// step at once, in the middle of the restore, so that observers heard the step before the
  /// restore and saw a change exit states that, as far as they knew, were not active.
  @Test func eventsSentByObserversOfARestoreRunAfterIt() throws {
    let chart = try Chart<String, String, Counter> {
      State("a") { On("go", to: "b") }
      State("b") { On("go", to: "a") }
    }
    let machine = Machine(chart, context: Counter(), clock: ManualClock())
    machine.start()
    machine.send("go")
    var heard: [String] = []
    machine.onTransition { change in
      heard.append("\(change.step)")
      if change.event == nil, change.step.entered == ["a"] { #expect(machine.send("go") == .queued) }
    }
    try machine.restore(Snapshot(for: chart, configuration: ["a"]))
    #expect(heard == ["exited [b] entered [a]", "exited [a] entered [b]"])
    #expect(machine.activeStates == ["b"])
  }
}
