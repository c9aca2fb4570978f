import StateKit
import StateKitControls
import StateKitShowcase
import StateKitTestSupport
import StateKitTesting
import StateKitUI
import Testing

/// Seed 004: the pairing wizard, through its list, the network and push notifications.
@MainActor
@Suite("Seed 004: pairing wizard")
struct Seed004PairingTests {
  let clock = ManualClock()
  /// One occurrence a request the service received.
  let requestsMade = Occurrences()
  let service: ScriptedPairingService
  let wizard: PairingWizard

  /// How long a test waits, at most, for a task to answer: long, because the main actor that
  /// delivers the answer may be busy with other suites (a full `swift test` on two busy cores
  /// kept it for over 120 s); it only ends a wait that would hang.
  static let bound: Duration = .seconds(600)

  init() {
    let made = requestsMade
    service = ScriptedPairingService(onRequest: { _ in made.record() })
    wizard = PairingWizard(service: service, clock: clock)
  }

  func rowIndex(_ id: String) -> Headless.RowIndex? {
    wizard.list.rowIndices.first { wizard.list.cell(at: $0)?.name == id }
  }

  /// A tap on the row the list shows for `id`, through the flow.
  @discardableResult
  func select(_ id: String) -> SendOutcome<PairingWizard.Step, PairingWizard.Input>? {
    let index = rowIndex(id)!
    return wizard.flow.select(section: index.section, row: index.row)
  }

  /// Enters a valid code and sends the request; waits (with a bound) for the network's answer.
  func submit(answer: ScriptedPairingService.Answer) async {
    wizard.flow.type("123456", intoRow: "code")
    select("send")
    #expect(wizard.step == .requesting)
    service.answer(answer)
    #expect(await wizard.waitUntilAnswered(timeout: Self.bound))
  }

  @Test func theFirstStepAsksForTheCodeAndSendIsDisabledUntilItIsComplete() {
    #expect(wizard.step == .enterCode)
    #expect(wizard.list.sections.first?.title == "Request Code")
    #expect(!wizard.flow.isStepComplete)
    #expect(select("send") == nil)
    wizard.flow.type("12345", intoRow: "code")
    #expect(!wizard.flow.isStepComplete)
    wizard.flow.type("123456", intoRow: "code")
    #expect(wizard.flow.isStepComplete)
    #expect(wizard.flow.statusInfo == "code ready")
    #expect(wizard.list.cell(at: rowIndex("send")!)?.isUserInteractionEnabled == true)
  }

  @Test func theListGetsANewDataSourceAndReloadsWhenTheStepChanges() async {
    let reloads = wizard.list.reloadCount
    let firstSource = wizard.list.dataSource
    await submit(answer: .accept)
    #expect(wizard.step == .waitForResponse)
    #expect(wizard.list.dataSource !== firstSource)
    #expect(wizard.list.reloadCount > reloads)
    #expect(wizard.list.sections.first?.title == "Waiting for confirmation")
    #expect(wizard.flow.statusInfo == "code 123456 sent")
  }

  @Test func aPushNotificationCompletesThePairing() async {
    await submit(answer: .accept)
    wizard.flow.send(.pushAccepted)
    #expect(wizard.step == .paired)
    #expect(wizard.machine.isFinished)
    #expect(service.requests == ["123456"])
  }

  @Test func aDeclineEndsInFailed() async {
    await submit(answer: .accept)
    wizard.flow.send(.pushDeclined)
    #expect(wizard.step == .failed)
    #expect(wizard.flow.statusInfo == "the other side declined")
  }

  @Test func noAnswerWithinAMinuteEndsInFailed() async {
    await submit(answer: .accept)
    clock.advance(by: .seconds(60))
    #expect(wizard.step == .failed)
    #expect(wizard.pairing.failure == "no answer within a minute")
  }

  @Test func aRefusedCodeEndsInFailed() async {
    await submit(answer: .refuse)
    #expect(wizard.step == .failed)
    #expect(wizard.request == nil)
  }

  /// The request step is a child machine: a failed attempt is tried again after 1 s, then 2 s;
  /// after the third the wizard shows the network error, and retry starts a new request.
  @Test func aFailedRequestIsRetriedWithBackOffThenOffersRetry() async {
    wizard.flow.type("123456", intoRow: "code")
    select("send")
    for attempt in 1...PairingWizard.maximumAttempts {
      await waitForRequests(attempt)
      #expect(wizard.request?.context.attempts == attempt)
      service.answer(.fail)
      #expect(await wizard.waitUntilAnswered(timeout: Self.bound))
      if attempt < PairingWizard.maximumAttempts {
        #expect(wizard.step == .requesting)
        #expect(wizard.request?.activeStates == [.backingOff])
        clock.advance(by: .seconds(attempt))
        #expect(wizard.request?.activeStates == [.sending], "attempt \(attempt + 1) after \(attempt) s")
      }
    }
    #expect(wizard.step == .networkError)
    #expect(wizard.request == nil, "the request's child ended with its step")
    select("retry")
    #expect(wizard.step == .requesting)
    #expect(wizard.pairing.attempts == 2)
    #expect(wizard.request?.context.attempts == 1, "a new request starts from its first attempt")
    service.answer(.accept)
    #expect(await wizard.waitUntilAnswered(timeout: Self.bound))
    #expect(wizard.step == .waitForResponse)
  }

  /// An attempt the server does not answer within 10 s is tried again, like a failed one.
  @Test func anUnansweredAttemptTimesOutAndIsTriedAgain() async {
    wizard.flow.type("123456", intoRow: "code")
    select("send")
    await waitForRequests(1)
    clock.advance(by: PairingWizard.attemptTimeout)
    #expect(wizard.request?.activeStates == [.backingOff])
    #expect(service.waitingCount == 0, "the timed-out attempt left the service")
    clock.advance(by: .seconds(1))
    await waitForRequests(2)
    service.answer(.accept)
    #expect(await wizard.waitUntilAnswered(timeout: Self.bound))
    #expect(wizard.step == .waitForResponse)
  }

  @Test func cancelEndsInCancelledFromEveryWaitingStep() async {
    select("cancel")
    #expect(wizard.step == .cancelled)
    #expect(wizard.flow.send(.submit).rejection?.reason == .finished)
  }

  @Test func cancellingWhileRequestingDropsTheLateAnswer() async {
    wizard.flow.type("123456", intoRow: "code")
    select("send")
    wizard.flow.send(.cancel)
    #expect(wizard.step == .cancelled)
    #expect(wizard.machine.runningInvocationCount == 0)
    #expect(service.waitingCount == 0, "the cancelled request left the service")
    #expect(!service.answer(.accept), "no request takes the late answer")
    #expect(wizard.step == .cancelled)
  }

  /// The showcase session that hung: a raw `networkFailed` leaves `requesting` while its request
  /// still waits; `retry` sends a second request; the answer must reach the second one.
  @Test func anAnswerAfterARetryReachesTheNewRequestNotTheCancelledOne() async {
    wizard.flow.type("123456", intoRow: "code")
    select("send")
    await waitForRequests(1)
    wizard.flow.send(.networkFailed)
    #expect(wizard.step == .networkError)
    #expect(service.waitingCount == 0)
    select("retry")
    await waitForRequests(2)
    #expect(service.answer(.accept), "the second request waits; the first one left")
    #expect(await wizard.waitUntilAnswered(timeout: Self.bound))
    #expect(wizard.step == .waitForResponse)
  }

  @Test func aRequestWithoutAnAnswerTimesOutAndLeavesTheService() async {
    wizard.flow.type("123456", intoRow: "code")
    select("send")
    await waitForRequests(1)
    clock.advance(by: PairingWizard.requestTimeout)
    #expect(wizard.step == .networkError)
    #expect(wizard.flow.statusInfo == "no answer from the server within 30 s")
    #expect(service.waitingCount == 0)
    #expect(wizard.list.cell(at: rowIndex("retry")!) != nil, "and the user can try again")
  }

  /// The push may overtake the network's answer: the alarm system confirms before the phone has
  /// heard back. It is accepted, and the late answer finds no request waiting.
  @Test func aPushThatArrivesBeforeTheNetworksAnswerCompletesThePairing() async {
    wizard.flow.type("123456", intoRow: "code")
    select("send")
    await waitForRequests(1)
    #expect(wizard.flow.send(.pushAccepted).isAccepted)
    #expect(wizard.step == .paired)
    #expect(service.waitingCount == 0)
    #expect(!service.answer(.accept))
    #expect(wizard.step == .paired)
  }

  @Test func aDeclineBeforeTheAnswerOrAfterATimeoutEndsInFailed() async {
    wizard.flow.type("123456", intoRow: "code")
    select("send")
    clock.advance(by: PairingWizard.requestTimeout)
    #expect(wizard.step == .networkError)
    wizard.flow.send(.pushDeclined)
    #expect(wizard.step == .failed)
    #expect(wizard.flow.statusInfo == "the other side declined")
  }

  /// Waits for the invocation's task (it runs off the main actor) to reach the service, as the
  /// service tells of it; the bound only fails a request that never comes instead of hanging.
  func waitForRequests(_ count: Int) async {
    #expect(await requestsMade.wait(for: count, bound: Self.bound), "request \(count) reached the service")
    #expect(service.requests.count == count)
  }

  @Test func aPushBeforeTheRequestIsRejected() {
    #expect(wizard.flow.send(.pushAccepted).rejection?.reason == .noTransition)
    #expect(wizard.step == .enterCode)
  }
}
