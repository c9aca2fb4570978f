@_spi(Testing) import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

/// A request with retries and a timeout, as a child machine: the pairing wizard's request step.
enum RequestState: Hashable, Sendable { case sending, waiting, done, failed }
enum RequestEvent: Hashable, Sendable { case answer(Bool), cancel, ping }
struct RequestContext {
  var attempts = 0
  var maximumAttempts = 3
  var accepted = false
}

@MainActor
func requestChart() throws -> Chart<RequestState, RequestEvent, RequestContext> {
  try Chart(initial: .sending) {
    State(.sending) {
      Entry { $0.attempts += 1 }
      Always(to: .waiting)
    }
    State(.waiting) {
      On(.answer(true), to: .done) { $0.accepted = true }
      On(.answer(false), to: .sending, when: { $0.attempts < $0.maximumAttempts })
      On(.answer(false), to: .failed)
      On(.ping) { $0.sendToParent("pong \($0.attempts)") }
      After(.seconds(2), to: .sending, when: { $0.attempts < $0.maximumAttempts })
      After(.seconds(2), to: .failed)
    }
    Final(.done)
    Final(.failed)
  }
}

enum WizardEvent: Hashable, Sendable {
  case start, paired(attempts: Int), refused, failure(String), back, note(String), poke
}

@MainActor
@Suite("Child machines")
struct ChildMachineTests {
  let request: ChildMachine<RequestState, RequestEvent, RequestContext, (accepted: Bool, attempts: Int)>

  init() throws {
    request = ChildMachine(try requestChart()) { ($0.accepted, $0.attempts) }
  }

  func wizard(
    _ log: Log? = nil, forward: Bool = false
  ) throws -> Chart<String, WizardEvent, Log> {
    let request = request
    let forwarding: ((WizardEvent) -> RequestEvent?)? = forward ? { $0 == .poke ? .ping : nil } : nil
    return try Chart(initial: "intro") {
      State("intro") { On(.start, to: "requesting") }
      State("requesting") {
        Entry { $0.entries.append("enter requesting") }
        Exit { $0.entries.append("exit requesting") }
        Invoke(
          "request", child: request, context: { _ in RequestContext() },
          onDone: { result in result.accepted ? .paired(attempts: result.attempts) : .refused },
          onError: { .failure($0.description) },
          forward: forwarding
        )
        .onMessage { (text: String) in .note(text) }
        On(.paired(attempts: 1), to: "paired")
        On(.paired(attempts: 2), to: "paired")
        On(.refused, to: "refused")
        On(.back, to: "intro")
        On(.note("pong 1")) { $0.entries.append("note pong 1") }
      }
      State("paired")
      State("refused")
    }
  }

  func machine(_ chart: Chart<String, WizardEvent, Log>, clock: ManualClock = ManualClock()) -> StateMachine<
    String, WizardEvent, Log
  > {
    let machine = StateMachine(chart, context: Log(), clock: clock)
    machine.start()
    return machine
  }

  @Test func aChildRunsExactlyWhileItsStateIsActive() throws {
    let m = machine(try wizard())
    #expect(m.childIDs.isEmpty)
    m.send(.start)
    #expect(m.childIDs == ["request"])
    let child = try #require(m.child("request", as: StateMachine<RequestState, RequestEvent, RequestContext>.self))
    #expect(child.activeStates == [.waiting])
    #expect(child.childID == "request")
    #expect(child.parentMachine === m)
    m.send(.back)
    #expect(m.childIDs.isEmpty)
    #expect(child.childID == nil)
    // A stopped child processes nothing: its events are rejected, saying it was stopped.
    #expect(child.send(.answer(true)).rejection?.reason == .stopped)
  }

  @Test func theDoneEventCarriesTheResultComputedFromTheChildsContext() throws {
    let clock = ManualClock()
    let m = machine(try wizard(), clock: clock)
    m.send(.start)
    #expect(m.send(RequestEvent.answer(false), toChild: "request").isDelivered)
    #expect(m.send(RequestEvent.answer(true), toChild: "request").isDelivered)
    // The child finished: its done event, `.paired(attempts: 2)`, moved the parent on.
    #expect(m.activeStates == ["paired"])
    #expect(m.childIDs.isEmpty)
  }

  @Test func theChildsTimersRunOnTheParentsClockAndEndWithIt() throws {
    let clock = ManualClock()
    let m = machine(try wizard(), clock: clock)
    m.send(.start)
    clock.advance(by: .seconds(2))
    clock.advance(by: .seconds(2))
    let child = try #require(m.child("request", as: StateMachine<RequestState, RequestEvent, RequestContext>.self))
    #expect(child.context.attempts == 3)
    clock.advance(by: .seconds(2))
    // Three attempts timed out: the child failed, its done event says refused.
    #expect(m.activeStates == ["refused"])
    #expect(child.pendingTimerCount == 0)
  }

  @Test func leavingTheStateCancelsTheChildsTimers() throws {
    let clock = ManualClock()
    let m = machine(try wizard(), clock: clock)
    m.send(.start)
    let child = try #require(m.child("request", as: StateMachine<RequestState, RequestEvent, RequestContext>.self))
    m.send(.back)
    clock.advance(by: .seconds(60))
    #expect(child.context.attempts == 1)
    #expect(m.activeStates == ["intro"])
  }

  @Test func sendingToAChildThatIsNotRunningIsRejectedWithAReason() throws {
    let m = machine(try wizard())
    #expect(m.send(RequestEvent.ping, toChild: "request") == .notRunning(id: "request"))
    m.send(.start)
    #expect(
      m.send("ping", toChild: "request")
        == .wrongEventType(id: "request", expected: "RequestEvent", found: "String"))
    #expect(m.send(RequestEvent.ping, toChild: "request") == .delivered(.handled))
    #expect(m.send(RequestEvent.answer(true), toChild: "request") == .delivered(.transitioned))
  }

  @Test func aChildsMessageReachesTheParentAsItsOwnEvent() throws {
    let m = machine(try wizard())
    m.send(.start)
    m.send(RequestEvent.ping, toChild: "request")
    #expect(m.context.entries == ["enter requesting", "note pong 1"])
  }

  @Test func autoforwardHandsTheChildEveryExternalEventFirst() throws {
    let m = machine(try wizard(forward: true))
    m.send(.start)
    let child = try #require(m.child("request", as: StateMachine<RequestState, RequestEvent, RequestContext>.self))
    // The parent takes no `.poke`, but its child hears it as `.ping` and answers.
    #expect(m.send(.poke).rejection?.reason == .noTransition)
    #expect(m.context.entries == ["enter requesting", "note pong 1"])
    #expect(child.activeStates == [.waiting])
  }

  @Test func aChildThatRunsAwayReachesItsParentAsAnErrorEvent() throws {
    let loop = try Chart<String, String, Log>(initial: "a") {
      State("a") { On("go", to: "b") }
      State("b") { Always(to: "c") }
      State("c") { Always(to: "b") }
    }
    let child = ChildMachine(loop)
    let chart = try Chart<String, String, Log>(initial: "running") {
      State("running") {
        Invoke("loop", child: child, context: { _ in Log() })
        Transition(.descriptor("error.invoke.loop"), to: ["broken"])
      }
      State("broken")
    }
    let m = StateKitTestSupport.machine(chart, limit: 50)
    #expect(m.send("go", toChild: "loop").isDelivered)
    #expect(m.activeStates == ["broken"])
  }

  @Test func actionsSpawnListAndStopChildrenByID() throws {
    let request = request
    let chart = try Chart<String, String, Log>(initial: "list") {
      State("list") {
        On("add") { scope in
          scope.spawn(request, id: "row\(scope.count)", context: RequestContext())
          scope.count += 1
        }
        On("list") { $0.entries = $0.childIDs }
        On("drop") { $0.stopChild("row0") }
        On("answer") { $0.send(RequestEvent.answer(true), toChild: "row1") }
        On("answer-missing") { $0.send(RequestEvent.answer(true), toChild: "row9") }
        Transition(.descriptor("error.communication"), to: ["list"], action: { $0.entries.append("error") })
        On("finish", to: "end")
      }
      Final("end")
    }
    let m = StateKitTestSupport.machine(chart)
    m.send("add")
    m.send("add")
    m.send("add")
    m.send("list")
    #expect(m.context.entries == ["row0", "row1", "row2"])
    m.send("drop")
    #expect(m.childIDs == ["row1", "row2"])
    m.send("answer")
    // row1 finished (no done event is mapped) and is gone.
    #expect(m.childIDs == ["row2"])
    m.send("answer-missing")
    #expect(m.context.entries.last == "error")
    let row2 = try #require(m.child("row2", as: StateMachine<RequestState, RequestEvent, RequestContext>.self))
    m.send("finish")
    // Spawned children end with their parent.
    #expect(m.childIDs.isEmpty)
    #expect(row2.childID == nil)
  }

  @Test func aSecondSpawnWithTheSameIDIsRefused() throws {
    let m = StateKitTestSupport.machine(try StringChart(initial: "a") { State("a") })
    #expect(m.spawn(request, id: "x", context: RequestContext()))
    #expect(!m.spawn(request, id: "x", context: RequestContext()))
    #expect(m.childIDs == ["x"])
    #expect(m.stopChild("x"))
    #expect(!m.stopChild("x"))
  }

  @Test func sendingToTheParentWithoutOneIsAnErrorEventInTheSender() throws {
    let chart = try StringChart(initial: "a") {
      State("a") {
        On("go") { $0.sendToParent("hello") }
        Transition(.descriptor("error.communication"), to: ["b"])
      }
      State("b")
    }
    let m = StateKitTestSupport.machine(chart)
    m.send("go")
    #expect(m.activeStates == ["b"])
  }

  @Test func restoringStopsTheChildrenAndStartsThoseOfTheRestoredStatesAgain() throws {
    let m = machine(try wizard())
    let recorder = DiagnosticRecorder()
    m.diagnosticHandler = recorder.handler
    m.send(.start)
    let snapshot = try m.snapshot()
    #if DEBUG
      #expect(recorder.messages.count == 1)
      #expect(recorder.messages.first?.hasPrefix("child 'request' is not part of the snapshot") == true)
    #endif
    let first = m.child("request", as: StateMachine<RequestState, RequestEvent, RequestContext>.self)
    m.send(.back)
    try m.restore(snapshot)
    let second = m.child("request", as: StateMachine<RequestState, RequestEvent, RequestContext>.self)
    #expect(first != nil && second != nil && first !== second)
    #expect(first?.childID == nil)
    #expect(second?.activeStates == [.waiting])
  }
}
