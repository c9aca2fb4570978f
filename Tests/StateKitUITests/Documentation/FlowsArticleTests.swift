import StateKit
import StateKitControls
import StateKitTesting
import StateKitUI
import Testing

// The samples of the article "Wizard Flows" (StateKitUI.docc), verbatim.
// SAMPLE-BEGIN
enum PairStep: Hashable, Sendable { case enterCode, sending, waiting, paired, failed }
enum PairInput: Hashable, Sendable { case submit, sent, refused, networkFailed, confirmed }

final class PairingDraft {
  var code = ""
  var problem: String?
}

protocol Pairer: Sendable {
  func send(code: String) async throws -> Bool
}

func pairingChart(service: any Pairer) -> Chart<PairStep, PairInput, PairingDraft> {
  try! Chart<PairStep, PairInput, PairingDraft>(initial: .enterCode) {
    State(.enterCode) { On(.submit, to: .sending, when: { $0.code.count == 6 }) }
    State(.sending) {
      Invoke("pairing request") { draft in
        let code = draft.code  // copied out: the task runs off the main actor
        return .task(
          { try await service.send(code: code) },
          onSuccess: { $0 ? .sent : .refused },
          onFailure: { _ in .networkFailed })
      }
      On(.sent, to: .waiting)
      On(.refused, to: .failed)
      On(.networkFailed, to: .enterCode) { $0.problem = "no connection" }
      After(.seconds(30), to: .enterCode) { $0.problem = "no answer within 30 s" }
      On(.confirmed, to: .paired)  // the push may overtake the network's answer
    }
    State(.waiting) { On(.confirmed, to: .paired) }
    Final(.paired)
    Final(.failed)
  }
}

@MainActor let pairingSteps: [PairStep: FlowStep<PairInput, PairingDraft>] = [
  .enterCode: FlowStep("Code", statusInfo: { $0.problem }) { draft in
    [
      FlowSection(
        "Pairing code",
        rows: [
          .field("code", text: draft.code, placeholder: "6 digits") { draft, text in draft.code = text },
          FlowRow("send", "Send", isEnabled: draft.code.count == 6, sends: .submit),
        ])
    ]
  },
  .sending: FlowStep("Sending") { _ in [FlowSection(rows: [FlowRow("progress", "Sending…")])] },
  .waiting: FlowStep("Waiting") { _ in [FlowSection(rows: [FlowRow("confirm", "Confirm on the device")])] },
  .paired: FlowStep("Paired") { _ in [FlowSection(rows: [FlowRow("done", "Paired", accessory: .checkmark)])] },
  .failed: FlowStep("Failed") { _ in [FlowSection(rows: [FlowRow("refused", "The code was refused")])] },
]
// SAMPLE-END

/// A server that never answers: requests wait until their task is cancelled.
struct SilentPairer: Pairer {
  func send(code: String) async throws -> Bool {
    while !Task.isCancelled { await Task.yield() }
    throw CancellationError()
  }
}

@MainActor
@Suite("Documentation: wizard flows")
struct FlowsArticleTests {
  @Test func aFlowThroughItsSteps() {
    let clock = ManualClock()
    // SAMPLE-BEGIN
    let machine = StateMachine(pairingChart(service: SilentPairer()), context: PairingDraft(), clock: clock)
    let list = Headless.ListView(name: "steps")
    let flow = Flow(machine: machine, steps: pairingSteps, list: list)
    flow.start()
    flow.type("123456", intoRow: "code")  // typing into a row's text field
    flow.select(section: 0, row: 1)  // a tap on "Send": the list shows "Sending…"
    // SAMPLE-END
    #expect(flow.currentState == .sending)
    #expect(list.cell(at: Headless.RowIndex(section: 0, row: 0))?.textLabel?.text == "Sending…")
    clock.advance(by: .seconds(30))
    #expect(flow.currentState == .enterCode)
    #expect(flow.statusInfo == "no answer within 30 s")
    flow.select(section: 0, row: 1)
    // SAMPLE-BEGIN
    flow.send(.confirmed)  // a push notification, from outside
    // SAMPLE-END
    #expect(flow.currentState == .paired)
    #expect(machine.runningInvocationCount == 0)
  }
}
