import StateKit
import StateKitTestSupport
import Testing

@_spi(InspectorProtocol) @testable import StateKitInspection

/// Attaching without an inspector: nothing may block, crash or repeat itself. Port 1 on
/// 127.0.0.1 refuses every connection.
@MainActor
@Suite("Inspection sessions without an inspector")
struct InspectionSessionTests {
  @Test func theMachineRunsOnAndTheAppIsToldOnce() async throws {
    let machine = StateMachine(try screenChart(), context: ScreenModel())
    let log = NoticeLog()
    // A port of its own (nothing listens on 3 either): the suite's other tests share the
    // connection to port 1, with a retry interval of 10 s.
    let session = try machine.inspect(
      name: "List", at: .local(port: 3, retryInterval: 0.01), policy: InspectionPolicy(send: true, restore: true),
      log: log.writer)
    let retries = Occurrences()
    InspectorConnection.shared(port: 3, appName: "", retryInterval: 0.01, log: { _ in })
      .observeFailedAttempts { retries.record() }
    machine.start()
    for index in 0..<200 {
      machine.send(.loaded(["item \(index)"]))
      machine.send(.edit)
      machine.send(.save)
    }
    #expect(machine.context.saves == 200)
    #expect(await log.arrivals.wait(for: 1), "the app was told that no inspector runs")
    // Many retries later (counted as they fail, not guessed from a clock), still one notice.
    #expect(await retries.wait(for: 20), "the connection tries again")
    #expect(log.all.count == 1)
    #expect(log.all.first?.contains("no inspector at 127.0.0.1:3") == true)
    session.detach()
  }

  @Test func badArgumentsAreRefused() throws {
    let machine = StateMachine(try screenChart(), context: ScreenModel())
    #expect(throws: InspectionError.self) { try machine.inspect(name: "  ", at: .local(port: 1), log: { _ in }) }
    #expect(throws: InspectionError.self) { try machine.inspect(name: "List", at: .local(port: 0), log: { _ in }) }
  }

  // Found from a user's seat: a second attachment showed the machine twice and wrapped its
  // rejection policy twice.
  @Test func aMachineIsAttachedOnceUntilItsSessionIsDetached() throws {
    let machine = StateMachine(try screenChart(), context: ScreenModel())
    let first = try machine.inspect(name: "List", at: .local(port: 1, retryInterval: 10), log: { _ in })
    do {
      _ = try machine.inspect(name: "List again", at: .local(port: 1, retryInterval: 10), log: { _ in })
      Issue.record("a second attachment of one machine was accepted")
    } catch {
      #expect(error.description.contains("attached to the inspector already, as 'List'"))
    }
    // Another machine is not affected, and after a detach the machine can be attached again.
    let other = StateMachine(try screenChart(), context: ScreenModel())
    let otherSession = try other.inspect(name: "List", at: .local(port: 1, retryInterval: 10), log: { _ in })
    first.detach()
    let again = try machine.inspect(name: "List again", at: .local(port: 1, retryInterval: 10), log: { _ in })
    #expect(again.isAttached)
    again.detach()
    otherSession.detach()
    // Machines released while attached leave nothing behind that refuses the machines after them
    // (which may be made at a released one's address).
    for index in 0..<20 {
      let short = StateMachine(try screenChart(), context: ScreenModel())
      _ = try short.inspect(name: "Short \(index)", at: .local(port: 1, retryInterval: 10), log: { _ in })
    }
  }

  @Test func rejectionsStillReachTheAppsPolicyAndItIsPutBackOnDetach() throws {
    let machine = StateMachine(try screenChart(), context: ScreenModel())
    var rejected: [String] = []
    machine.rejectionPolicy = .report { rejected.append("\($0.event.map { "\($0)" } ?? "")") }
    let session = try machine.inspect(name: "List", at: .local(port: 1, retryInterval: 10), log: { _ in })
    machine.start()
    machine.send(.save)
    #expect(rejected == ["save"])
    session.detach()
    session.detach()
    #expect(!session.isAttached)
    machine.send(.edit)
    #expect(rejected == ["save", "edit"])
    if case .report = machine.rejectionPolicy {} else { Issue.record("the app's own policy was not put back") }
  }

  @Test func payloadsAreShownOnlyWhenTheyExist() {
    #expect(JSONConversion.payload(of: ScreenEvent.loaded(["a"])).value == .object(["_0": .array([.string("a")])]))
    #expect(JSONConversion.payload(of: ScreenEvent.failed(message: "x")).value == .object(["message": .string("x")]))
    #expect(JSONConversion.payload(of: ScreenEvent.edit) == (nil, false))
    #expect(JSONConversion.payload(of: Screen.root).value == .string("root"))
    // A payload too large to send is left out, and marked (found from a user's seat: it vanished).
    let huge = ScreenEvent.loaded(Array(repeating: String(repeating: "x", count: 1_000), count: 400))
    #expect(JSONConversion.payload(of: huge) == (nil, true))
  }

  @Test func eventsAreDecodedFromTheirCaseAndPayload() throws {
    #expect(
      try JSONConversion.event(ScreenEvent.self, name: "loaded", payload: .object(["_0": .array([.string("a")])]))
        == .loaded(["a"]))
    #expect(try JSONConversion.event(ScreenEvent.self, name: "edit", payload: nil) == .edit)
    #expect(throws: DecodingError.self) {
      try JSONConversion.event(ScreenEvent.self, name: "loaded", payload: .int(3))
    }
    // A bare value is the payload's one unlabelled value (it was a typeMismatch before).
    #expect(
      try JSONConversion.event(ScreenEvent.self, name: "loaded", payload: .array([.string("a"), .string("b")]))
        == .loaded(["a", "b"]))
    #expect(
      try JSONConversion.event(ScreenEvent.self, name: "failed", payload: .object(["message": .string("no")]))
        == .failed(message: "no"))
    #expect(try JSONConversion.event(NotDecodable.self, name: "a", payload: nil) == nil)
  }

  @Test func aLargeContextIsLeftOutAndMarked() {
    let large = ScreenModel(items: Array(repeating: String(repeating: "x", count: 1_000), count: 400))
    let (value, truncated) = JSONConversion.json(of: large)
    #expect(value == nil && truncated)
    let (small, notTruncated) = JSONConversion.json(of: ScreenModel(items: ["a"]))
    #expect(small != nil && !notTruncated)
  }
}

private enum NotDecodable: Hashable { case a }
