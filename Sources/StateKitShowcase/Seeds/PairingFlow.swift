import StateKit
import StateKitControls
import StateKitUI

/// The network side of seed 004's pairing: asks the alarm system to pair with a code.
package protocol PairingService: Sendable {
  /// Sends the pairing request; `true` if the system accepted the code and now waits for the
  /// other side to confirm.
  func requestPairing(code: String) async throws -> Bool
}

package enum PairingError: Error, Sendable { case network }

/// Seed 004: the pairing wizard. One list shows the current step; the chart decides the next
/// one from the user's input, the network's answer (an invocation) and a push notification (an
/// event from outside). It ends paired, failed or cancelled.
@MainActor
package final class PairingWizard {
  package enum Step: String, Hashable, Sendable, CaseIterable {
    case enterCode, inProgress, requesting, networkError, waitForResponse, paired, failed, cancelled
  }

  package enum Input: String, Hashable, Sendable, CaseIterable {
    case submit, cancel, retry
    case requestSent, requestRefused, networkFailed
    case pushAccepted, pushDeclined
  }

  /// The status information the steps share (the article's `pairing` and `isEstablishing`).
  package final class Pairing {
    package var code = ""
    package var failure: String?
    /// Why the last request did not get through.
    package var networkProblem: String?
    package var attempts = 0
    package var isCodeValid: Bool { code.count == 6 && code.allSatisfy(\.isNumber) }
    package init() {}
  }

  /// How long a request may wait for the server before the wizard gives up on it.
  package static let requestTimeout: Duration = .seconds(30)

  package let pairing = Pairing()
  package let flow: Flow<Step, Input, Pairing>
  /// The headless list the flow shows its steps in.
  package let list = Headless.ListView(name: "steps")

  package static func chart(service: any PairingService) -> Chart<Step, Input, Pairing> {
    try! Chart<Step, Input, Pairing>(initial: .enterCode) {
      State(.enterCode) {
        On(.submit, to: .requesting, when: { $0.isCodeValid })
        On(.cancel, to: .cancelled)
      }
      // Once the code has left the phone, the alarm system may confirm by push at any time —
      // also before the network's answer to the request arrives, or after the request timed
      // out: the push is accepted in every step of the exchange, not only in the last.
      State(.inProgress) {
        On(.pushAccepted, to: .paired)
        On(.pushDeclined, to: .failed) { $0.failure = "the other side declined" }
        On(.cancel, to: .cancelled)
        State(.requesting) {
          Entry { $0.attempts += 1 }
          // The request is a machine of its own (issue 23): it retries with back-off and times
          // out each attempt; its result moves the wizard on, and leaving the step stops it.
          Invoke(
            "request", child: request(service: service), context: { RequestAttempt(code: $0.code) },
            onDone: { result in
              switch result {
              case .sent: .requestSent
              case .refused: .requestRefused
              default: .networkFailed
              }
            })
          On(.requestSent, to: .waitForResponse)
          On(.requestRefused, to: .failed) { $0.failure = "the code was not accepted" }
          On(.networkFailed, to: .networkError) { $0.networkProblem = "no connection" }
          After(requestTimeout, to: .networkError) { $0.networkProblem = "no answer from the server within 30 s" }
        }
        State(.networkError) {
          On(.retry, to: .requesting)
        }
        State(.waitForResponse) {
          After(.seconds(60), to: .failed) { $0.failure = "no answer within a minute" }
        }
      }
      Final(.paired)
      Final(.failed)
      Final(.cancelled)
    }
  }

  // MARK: The request step, a child machine

  /// Where the request step's child machine is.
  package enum RequestState: String, Hashable, Sendable, CaseIterable, Codable {
    case sending, backingOff, sent, refused, unreachable
  }

  /// What the network answers the child's request.
  package enum RequestInput: String, Hashable, Sendable, CaseIterable {
    case accepted, refused, failed
  }

  /// The child's context: the code it sends and how often it tried.
  package struct RequestAttempt: Sendable, Codable {
    package var code: String
    package var attempts = 0
    /// The final state it reached: its result.
    package var outcome: RequestState?
    package init(code: String) { self.code = code }
  }

  /// How often the request step tries before it gives up, and how long one attempt may wait.
  package static let maximumAttempts = 3
  package static let attemptTimeout: Duration = .seconds(10)

  /// The request step: sends the code; a failed or unanswered attempt is tried again after a
  /// pause that doubles (1 s, then 2 s), up to ``maximumAttempts``. Its result is the state it
  /// ended in.
  package static func request(service: any PairingService) -> ChildMachine<
    RequestState, RequestInput, RequestAttempt, RequestState
  > {
    let chart = try! Chart<RequestState, RequestInput, RequestAttempt>(initial: .sending) {
      State(.sending) {
        Entry { $0.attempts += 1 }
        Invoke("pairing request") { attempt in
          // Copied out of the context: the task runs off the main actor.
          let code = attempt.code
          return .task(
            { try await service.requestPairing(code: code) }, onSuccess: { $0 ? .accepted : .refused },
            onFailure: { _ in .failed })
        }
        On(.accepted, to: .sent) { $0.outcome = .sent }
        On(.refused, to: .refused) { $0.outcome = .refused }
        On(.failed, to: .backingOff, when: { $0.attempts < maximumAttempts })
        On(.failed, to: .unreachable) { $0.outcome = .unreachable }
        After(attemptTimeout, to: .backingOff, when: { $0.attempts < maximumAttempts })
        After(attemptTimeout, to: .unreachable) { $0.outcome = .unreachable }
      }
      State(.backingOff) {
        After(.seconds(1), to: .sending, when: { $0.attempts == 1 })
        After(.seconds(2), to: .sending, when: { $0.attempts >= 2 })
      }
      Final(.sent)
      Final(.refused)
      Final(.unreachable)
    }
    return ChildMachine(chart) { $0.outcome ?? .unreachable }
  }

  package static let steps: [Step: FlowStep<Input, Pairing>] = [
    .enterCode: FlowStep(
      "Pairing code", isComplete: { $0.isCodeValid },
      statusInfo: { $0.isCodeValid ? "code ready" : "enter the 6-digit code shown on the device" }
    ) { pairing in
      [
        FlowSection(
          "Request Code",
          rows: [
            .field("code", text: pairing.code, placeholder: "6 digits") { pairing, text in pairing.code = text },
            FlowRow(
              "send", "Send request", accessory: .disclosureIndicator, isEnabled: pairing.isCodeValid, sends: .submit),
          ]),
        FlowSection(rows: [FlowRow("cancel", "Cancel", sends: .cancel)]),
      ]
    },
    .requesting: FlowStep("Sending", statusInfo: { "attempt \($0.attempts)" }) { _ in
      [
        FlowSection(
          "Request", rows: [FlowRow("progress", "Sending request…"), FlowRow("cancel", "Cancel", sends: .cancel)])
      ]
    },
    .networkError: FlowStep("No connection", statusInfo: { $0.networkProblem }) { _ in
      [
        FlowSection(
          "Network", rows: [FlowRow("retry", "Try again", sends: .retry), FlowRow("cancel", "Cancel", sends: .cancel)])
      ]
    },
    .waitForResponse: FlowStep("Waiting", statusInfo: { "code \($0.code) sent" }) { pairing in
      [
        FlowSection(
          "Waiting for confirmation",
          rows: [FlowRow("waiting", "Confirm on the alarm system", detail: "code \(pairing.code)")]),
        FlowSection(rows: [FlowRow("cancel", "Cancel", sends: .cancel)]),
      ]
    },
    .paired: FlowStep("Paired", isComplete: { _ in true }, statusInfo: { _ in "paired" }) { _ in
      [FlowSection("Done", rows: [FlowRow("done", "Paired: you will receive alarms", accessory: .checkmark)])]
    },
    .failed: FlowStep("Failed", isComplete: { _ in true }, statusInfo: { $0.failure }) { pairing in
      [FlowSection("Pairing failed", rows: [FlowRow("reason", pairing.failure ?? "unknown")])]
    },
    .cancelled: FlowStep("Cancelled", isComplete: { _ in true }) { _ in
      [FlowSection(rows: [FlowRow("cancelled", "Pairing cancelled")])]
    },
  ]

  package init<Source: Clock>(service: any PairingService, clock: Source) where Source.Duration == Duration {
    let machine = StateMachine(Self.chart(service: service), context: pairing, clock: clock)
    flow = Flow(machine: machine, steps: Self.steps, list: list)
    flow.start()
  }

  package var step: Step { flow.currentState ?? .enterCode }
  package var machine: StateMachine<Step, Input, Pairing> { flow.machine }

  /// The request step's child machine, while it runs.
  package var request: StateMachine<RequestState, RequestInput, RequestAttempt>? {
    machine.child("request", as: StateMachine<RequestState, RequestInput, RequestAttempt>.self)
  }

  /// Waits until the attempt in flight has been answered — the request's child left `sending`
  /// (to back off, or to finish), or the wizard left `requesting` — at most `timeout` of real
  /// time: the network's answer comes back through a task, and whoever waits for it — a test,
  /// the showcase — must not wait forever if it never does.
  ///
  /// - Returns: whether the attempt was answered in time.
  package func waitUntilAnswered(timeout: Duration = .seconds(5)) async -> Bool {
    let isAnswered = { [self] in !(step == .requesting && request?.isActive(.sending) == true) }
    if isAnswered() { return true }
    // Woken by the steps themselves (the wizard's and its request's), not by polling.
    let wait = AnswerWait()
    return await withCheckedContinuation { continuation in
      wait.continuation = continuation
      wait.tokens.append(machine.onTransition { _ in if isAnswered() { wait.finish(true) } })
      if let request { wait.tokens.append(request.onTransition { _ in if isAnswered() { wait.finish(true) } }) }
      wait.timer = Task { @MainActor in
        try? await Task.sleep(for: timeout)
        wait.finish(isAnswered())
      }
    }
  }
}

/// One wait of `waitUntilAnswered`: ends once, by a step or by the timer, and then stops both.
@MainActor private final class AnswerWait {
  var continuation: CheckedContinuation<Bool, Never>?
  var timer: Task<Void, Never>?
  var tokens: [ObservationToken] = []

  func finish(_ answered: Bool) {
    guard let continuation else { return }
    self.continuation = nil
    timer?.cancel()
    for token in tokens { token.cancel() }
    continuation.resume(returning: answered)
  }
}
