import StateKit
import StateKitControls
import StateKitShowcase
import StateKitTesting
import StateKitUI
import Testing

/// Seed 004: the pairing wizard, through its list, the network and push notifications.
@MainActor
@Suite("Seed 004: pairing wizard")
struct Seed004PairingTests {
  let clock = ManualClock()
  let service = ScriptedPairingService()
  let wizard: PairingWizard

  init() {
    wizard = PairingWizard(service: service, clock: clock)
  }

  func rowIndex(_ id: String) -> RowIndex? {
    wizard.flow.list.rowIndices.first { wizard.flow.list.cell(at: $0)?.name == id }
  }

  /// Enters a valid code and sends the request; waits for the network's answer.
  func submit(answer: ScriptedPairingService.Answer) async {
    wizard.flow.type("123456", intoRow: "code")
    let changes = wizard.machine.transitions()
    wizard.flow.select(rowIndex("send")!)
    #expect(wizard.step == .requesting)
    await service.answer(answer)
    for await _ in changes where wizard.step != .requesting { break }
  }

  @Test func theFirstStepAsksForTheCodeAndSendIsDisabledUntilItIsComplete() {
    #expect(wizard.step == .enterCode)
    #expect(wizard.flow.list.sections.first?.title == "Request Code")
    #expect(!wizard.flow.isStepComplete)
    #expect(wizard.flow.select(rowIndex("send")!) == nil)
    wizard.flow.type("12345", intoRow: "code")
    #expect(!wizard.flow.isStepComplete)
    wizard.flow.type("123456", intoRow: "code")
    #expect(wizard.flow.isStepComplete)
    #expect(wizard.flow.statusInfo == "code ready")
    #expect(wizard.flow.list.cell(at: rowIndex("send")!)?.isUserInteractionEnabled == true)
  }

  @Test func theListGetsANewDataSourceAndReloadsWhenTheStepChanges() async {
    let reloads = wizard.flow.list.reloadCount
    let firstSource = wizard.flow.list.dataSource
    await submit(answer: .accept)
    #expect(wizard.step == .waitForResponse)
    #expect(wizard.flow.list.dataSource !== firstSource)
    #expect(wizard.flow.list.reloadCount > reloads)
    #expect(wizard.flow.list.sections.first?.title == "Waiting for confirmation")
    #expect(wizard.flow.statusInfo == "code 123456 sent")
  }

  @Test func aPushNotificationCompletesThePairing() async {
    await submit(answer: .accept)
    wizard.flow.send(.pushAccepted)
    #expect(wizard.step == .paired)
    #expect(wizard.machine.isFinished)
    #expect(await service.requests == ["123456"])
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
  }

  @Test func aNetworkErrorOffersRetryWhichSendsAgain() async {
    await submit(answer: .fail)
    #expect(wizard.step == .networkError)
    let changes = wizard.machine.transitions()
    wizard.flow.select(rowIndex("retry")!)
    #expect(wizard.step == .requesting)
    #expect(wizard.pairing.attempts == 2)
    await service.answer(.accept)
    for await _ in changes where wizard.step == .waitForResponse { break }
    #expect(wizard.step == .waitForResponse)
  }

  @Test func cancelEndsInCancelledFromEveryWaitingStep() async {
    wizard.flow.select(rowIndex("cancel")!)
    #expect(wizard.step == .cancelled)
    #expect(wizard.flow.send(.submit).rejection?.reason == .finished)
  }

  @Test func cancellingWhileRequestingDropsTheLateAnswer() async {
    wizard.flow.type("123456", intoRow: "code")
    wizard.flow.select(rowIndex("send")!)
    wizard.flow.send(.cancel)
    #expect(wizard.step == .cancelled)
    await service.answer(.accept)
    #expect(wizard.step == .cancelled)
    #expect(wizard.machine.runningInvocationCount == 0)
  }

  @Test func aPushBeforeTheRequestIsRejected() {
    #expect(wizard.flow.send(.pushAccepted).rejection?.reason == .noTransition)
    #expect(wizard.step == .enterCode)
  }
}
