import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

/// A child that finishes or fails in a run its parent did not start — the app sent to the
/// child's machine directly, its own timer fired, the app restored it — tells its parent once:
/// the done event (after every event the child sent before it, SCXML 6.4) or the error event,
/// processed at once by an idle parent, or after the step of a busy one.
@MainActor
@Suite("Child machines: the end of a child driven directly")
struct ChildEndReportTests {
  /// A request that the app answers, or that times out after a second.
  static let request = ChildMachine(
    try! StringChart(initial: "waiting") {
      State("waiting") {
        On("answer", to: "answered") { $0.sendToParent("answering") }
        On("answerQuietly", to: "answered")
        On("loop", to: "looping")
        After(.seconds(1), to: "timedOut")
      }
      State("looping") { Always(to: "waiting2") }
      State("waiting2") { Always(to: "looping") }
      Final("answered") { Exit { $0.sendToParent("last words") } }
      Final("timedOut")
    }
  ) { (state: String, _: Log) in state }

  /// A screen whose `loading` state invokes the request; the done event carries the final state.
  func screen() throws -> StringChart {
    try StringChart(initial: "loading") {
      State("loading") {
        Invoke(
          "request", child: Self.request, context: { _ in Log() }, onDone: { "done \($0)" },
          onError: { _ in "failed" }
        )
        .onMessage { (event: String) in event }
        On("answering") { $0.entries.append("answering") }
        On("last words") { $0.entries.append("last words") }
        On("done answered", to: "shown") { $0.entries.append("done answered") }
        On("done timedOut", to: "timedOut")
        On("failed", to: "broken")
        On("poke") { $0.entries.append("poke") }
      }
      State("shown")
      State("timedOut")
      State("broken")
    }
  }

  func request(of machine: StateMachine<String, String, Log>) throws -> StateMachine<String, String, Log> {
    try #require(machine.child("request", as: StateMachine<String, String, Log>.self))
  }

  @Test func aChildFinishedByADirectSendTellsItsIdleParentAtOnce() throws {
    let m = machine(try screen())
    let child = try request(of: m)
    guard case .transitioned = child.send("answer") else {
      Issue.record("the child did not take the answer")
      return
    }
    #expect(m.context.entries == ["answering", "last words", "done answered"])
    #expect(m.activeStates == ["shown"])
    #expect(m.childIDs.isEmpty)
    #expect(child.childID == nil)
  }

  @Test func aChildFinishedByADirectSendThatQueuesNothingTellsItsParentToo() throws {
    let m = machine(try screen())
    #expect(try request(of: m).send("answerQuietly").isAccepted)
    #expect(m.context.entries == ["last words", "done answered"])
    #expect(m.activeStates == ["shown"])
    #expect(m.childIDs.isEmpty)
  }

  @Test func aChildFinishedByItsOwnTimerTellsItsParent() throws {
    let clock = ManualClock()
    let m = machine(try screen(), clock: clock)
    clock.advance(by: .seconds(1))
    #expect(m.activeStates == ["timedOut"])
    #expect(m.childIDs.isEmpty)
  }

  @Test func aChildRestoredIntoItsFinalStateTellsItsParent() throws {
    let m = machine(try screen())
    let child = try request(of: m)
    // The child's state as the app saved it from another run that ended answered.
    let other = machine(Self.request.chart)
    other.send("answer")
    try child.restore(try other.snapshot())
    #expect(m.activeStates == ["shown"])
    #expect(m.childIDs.isEmpty)
  }

  @Test func aChildThatRunsAwayOnADirectSendTellsItsIdleParentAtOnce() throws {
    let clock = ManualClock()
    let m = StateMachine(try screen(), context: Log(), clock: clock, microstepLimit: 50)
    m.start()
    guard case .failed = try request(of: m).send("loop") else {
      Issue.record("the child did not run away")
      return
    }
    #expect(m.activeStates == ["broken"])
    #expect(m.childIDs.isEmpty)
  }

  @Test func aChildFinishedFromTheParentsObserverTellsItAfterTheParentsStep() throws {
    let m = machine(try screen())
    var finishedWhileBusy = false
    let token = m.onTransition { change in
      guard change.event == "poke", let child = m.child("request", as: StateMachine<String, String, Log>.self)
      else { return }
      child.send("answer")
      // The parent is in its step: the child's events and its done event wait behind it.
      finishedWhileBusy = m.activeStates == ["loading"]
    }
    defer { token.cancel() }
    m.send("poke")
    #expect(finishedWhileBusy)
    #expect(m.context.entries == ["poke", "answering", "last words", "done answered"])
    #expect(m.activeStates == ["shown"])
    #expect(m.childIDs.isEmpty)
  }

  @Test func aChildFinishedFromTheParentsActionTellsItAfterTheParentsStep() throws {
    var child: StateMachine<String, String, Log>?
    let chart = try StringChart(initial: "loading") {
      State("loading") {
        Invoke("request", child: Self.request, context: { _ in Log() }, onDone: { "done \($0)" })
          .onMessage { (event: String) in event }
        On("poke") { scope in
          child?.send("answer")
          scope.entries.append("poke")
        }
        On("answering") { $0.entries.append("answering") }
        On("last words") { $0.entries.append("last words") }
        On("done answered", to: "shown") { $0.entries.append("done answered") }
      }
      State("shown")
    }
    let m = machine(chart)
    child = try request(of: m)
    m.send("poke")
    #expect(m.context.entries == ["poke", "answering", "last words", "done answered"])
    #expect(m.activeStates == ["shown"])
    #expect(m.childIDs.isEmpty)
  }
}
