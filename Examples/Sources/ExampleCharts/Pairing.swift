import Observation
import StateKit
import StateKitUI

/// The network side of seed 004's pairing: asks the alarm system to pair with a code.
public protocol PairingService: Sendable {
  /// Sends the pairing request; `true` if the system accepted the code and now waits for the
  /// other side to confirm.
  func requestPairing(code: String) async throws -> Bool
}

/// Seed 004: the pairing wizard's rules and steps, for the UIKit and the SwiftUI screen. The
/// chart decides the next step from the user's input, the network's answer (an invocation bound
/// to the `requesting` step) and a push notification (an event from outside).
public enum PairingWizard {
  public enum Step: String, Hashable, Sendable, CaseIterable {
    case enterCode, requesting, networkError, waitForResponse, paired, closed, failed, cancelled
  }

  public enum Input: String, Hashable, Sendable, CaseIterable {
    case submit, cancel, retry, requestSent, requestRefused, networkFailed, pushAccepted, pushDeclined, close
  }

  /// What the steps share. Observable, so that a SwiftUI view showing a step follows what is
  /// typed into it.
  @MainActor @Observable public final class Pairing {
    public var code = ""
    public var failure: String?
    public var isCodeValid: Bool { code.count == 6 && code.allSatisfy(\.isNumber) }
    public init() {}
  }

  /// The rules; `service` answers the request.
  @MainActor public static func chart(service: any PairingService) -> Chart<Step, Input, Pairing> {
    try! Chart<Step, Input, Pairing>(initial: .enterCode) {
      State(.enterCode) {
        On(.submit, to: .requesting, when: { $0.isCodeValid })
        On(.cancel, to: .cancelled)
      }
      State(.requesting) {
        Invoke("request") { pairing in
          let code = pairing.code  // copied out: the task runs off the main actor
          return .task(
            { try await service.requestPairing(code: code) }, onSuccess: { $0 ? .requestSent : .requestRefused },
            onFailure: { _ in .networkFailed })
        }
        On(.requestSent, to: .waitForResponse)
        On(.requestRefused, to: .failed) { $0.failure = "the code was not accepted" }
        On(.networkFailed, to: .networkError)
        On(.cancel, to: .cancelled)
      }
      State(.networkError) {
        On(.retry, to: .requesting)
        On(.cancel, to: .cancelled)
      }
      State(.waitForResponse) {
        On(.pushAccepted, to: .paired)
        On(.pushDeclined, to: .failed) { $0.failure = "the other side declined" }
        On(.cancel, to: .cancelled)
      }
      // Paired until the person closes the confirmation.
      State(.paired) {
        On(.close, to: .closed)
      }
      Final(.closed)
      Final(.failed)
      Final(.cancelled)
    }
  }

  /// What each step shows: sections of rows, some of which send events.
  @MainActor public static let steps: [Step: FlowStep<Input, Pairing>] = [
    .enterCode: FlowStep("Pairing code", isComplete: { $0.isCodeValid }) { pairing in
      [
        FlowSection(
          "Request code",
          rows: [
            .field("code", text: pairing.code, placeholder: "6 digits") { pairing, text in pairing.code = text },
            FlowRow(
              "send", "Send request", accessory: .disclosureIndicator, isEnabled: pairing.isCodeValid, sends: .submit),
          ]),
        FlowSection(rows: [FlowRow("cancel", "Cancel", sends: .cancel)]),
      ]
    },
    .requesting: FlowStep("Sending") { _ in
      [
        FlowSection(
          "Request", rows: [FlowRow("progress", "Sending request…"), FlowRow("cancel", "Cancel", sends: .cancel)])
      ]
    },
    .networkError: FlowStep("No connection") { _ in
      [
        FlowSection(
          "Network", rows: [FlowRow("retry", "Try again", sends: .retry), FlowRow("cancel", "Cancel", sends: .cancel)])
      ]
    },
    .waitForResponse: FlowStep("Waiting") { pairing in
      [
        FlowSection(
          "Waiting for confirmation",
          rows: [FlowRow("waiting", "Confirm on the alarm system", detail: "code \(pairing.code)")]),
        FlowSection(rows: [FlowRow("cancel", "Cancel", sends: .cancel)]),
      ]
    },
    .paired: FlowStep("Paired") { _ in
      [
        FlowSection("Done", rows: [FlowRow("done", "Paired: you will receive alarms", accessory: .checkmark)]),
        FlowSection(rows: [FlowRow("close", "Close", sends: .close)]),
      ]
    },
    .closed: FlowStep("Paired") { _ in
      [FlowSection("Done", rows: [FlowRow("done", "Paired: you will receive alarms", accessory: .checkmark)])]
    },
    .failed: FlowStep("Failed") { pairing in
      [FlowSection("Pairing failed", rows: [FlowRow("reason", pairing.failure ?? "unknown")])]
    },
    .cancelled: FlowStep("Cancelled") { _ in [FlowSection(rows: [FlowRow("cancelled", "Pairing cancelled")])] },
  ]

  /// A wizard's flow on a fresh context.
  @MainActor public static func makeFlow<Source: Clock>(service: any PairingService, clock: Source) -> Flow<
    Step, Input, Pairing
  > where Source.Duration == Duration {
    Flow(machine: StateMachine(chart(service: service), context: Pairing(), clock: clock), steps: steps)
  }
}
