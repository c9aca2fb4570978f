import ShowcaseScenes
import StateKit
import StateKitTesting

/// Property-test walks on seed 004's pairing wizard (its chart, its request child with timers,
/// on a manual clock): each walk makes a fresh machine and takes 40 steps — events the person
/// and the network send, and waits that fire the next timer — checking two properties at every
/// step and timer. No hand-written counterpart: the figure is walks per second.
@MainActor
public enum RandomWalks {
  /// The wizard's inputs: the user's, the push notifications, the child's network answers.
  static let inputs: [PairingWizard.Input] = [.submit, .cancel, .retry, .pushAccepted, .pushDeclined]

  static let test:
    PropertyTest<StateMachine<PairingWizard.Step, PairingWizard.Input, PairingWizard.Pairing>, PairingWizard.Input> = {
      let chart = PairingWizard.chart(service: SilentService())
      return PropertyTest(
        chart: chart, events: inputs,
        context: {
          let pairing = PairingWizard.Pairing()
          pairing.code = "123456"
          return pairing
        })
    }()

  static let properties: [Property<StateMachine<PairingWizard.Step, PairingWizard.Input, PairingWizard.Pairing>>] = [
    .whenever(
      "ends or waits for the user within 90 s", { _ in true },
      eventually: { $0.isFinished || $0.isActive(.enterCode) || $0.isActive(.networkError) }, within: .seconds(90)),
    .never("more than 3 attempts") { machine in
      (machine.child(
        "request",
        as: StateMachine<PairingWizard.RequestState, PairingWizard.RequestInput, PairingWizard.RequestAttempt>.self)?
        .context.attempts ?? 0) > PairingWizard.maximumAttempts
    },
  ]

  /// Runs `walks` walks of 40 steps; returns the steps taken (a checksum).
  public static func run(_ walks: Int, seed: UInt64 = 1) -> Int {
    let result = test.check(properties, walks: walks, steps: 40, seed: seed)
    precondition(result.holds, "\(result)")
    return result.steps
  }
}

/// A pairing service that never answers: the walks' requests end by their timers.
struct SilentService: PairingService {
  func requestPairing(code: String) async throws -> Bool {
    try await Task.sleep(for: .seconds(86_400))
    return false
  }
}
