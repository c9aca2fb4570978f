import StateKit
import StateKitControls
import StateKitInspection
import StateKitTesting
import StateKitUI

/// Seed 004 in the terminal.
@MainActor
final class PairingScene: Scene {
  let id = "004"
  let title = "Pairing wizard"
  private(set) var service = ScriptedPairingService()
  private(set) var wizard: PairingWizard
  private let clock: ManualClock

  /// How long `event network-…` waits for the answer to come back through its task.
  let answerTimeout: Duration

  init(clock: ManualClock, answerTimeout: Duration) {
    self.clock = clock
    wizard = PairingWizard(service: service, clock: clock)
    self.answerTimeout = answerTimeout
  }

  func attach(at endpoint: InspectorEndpoint, log: @escaping @Sendable (String) -> Void) -> [InspectionSession] {
    wizard.machine.inspectForShowcase("Seed 004 pairing wizard", at: endpoint, log: log)
  }

  var states: [String] { names(wizard.machine.activeAtomicStates) }

  var controls: [(String, String)] {
    var result: [(String, String)] = []
    for (number, section) in wizard.list.sections.enumerated() {
      let title = section.title.flatMap { $0.isEmpty ? nil : "\"\($0)\"" } ?? "(no title)"
      result.append(("section \(number + 1)", title))
      for cell in section.cells { result.append(("  " + cell.name, describe(cell))) }
    }
    // The end screens (paired, failed, cancelled) offer a way back to the first step.
    if wizard.machine.isFinished { result.append(("start-over", "tap start-over to pair again")) }
    return result
  }

  var extraLines: [String] {
    [
      "step: \(wizard.flow.currentStep?.title ?? "-")  complete: \(wizard.flow.isStepComplete)  status: \(wizard.flow.statusInfo ?? "-")",
      "request: \(requestLine)",
    ]
  }

  /// The request step's child machine beside the wizard: its state and attempt.
  private var requestLine: String {
    guard let request = wizard.request else { return "-" }
    let state = names(request.activeAtomicStates).joined(separator: ", ")
    return "\(state)  attempt \(request.context.attempts) of \(PairingWizard.maximumAttempts)"
  }

  var keys: [String] {
    [
      "type code 123456", "tap send | tap cancel | tap retry  (rows)", "tap start-over  (on an end screen)",
      "event network-accept | network-refuse | network-fail  (the server answers the request)",
      "event push-accepted | push-declined  (a push notification from the alarm system)",
      "tick <seconds>  (a failed attempt is retried after 1 s, then 2 s; a request gives up after 30 s; no push"
        + " within 60 s fails)",
    ]
  }

  /// What the wizard's own invocation sends when the network answers, and the timers' events.
  var internalEventNames: [String] {
    ["requestSent", "requestRefused", "networkFailed", "pushAccepted", "pushDeclined"]
  }

  /// The scripted answers and pushes, then every event of the chart by its raw name.
  var eventNames: [String] {
    ["network-accept", "network-refuse", "network-fail", "push-accepted", "push-declined"]
      + PairingWizard.Input.allCases.map(\.rawValue)
  }

  func tap(_ control: String) -> String? {
    if control == "start-over" {
      guard wizard.machine.isFinished else { return "rejected: the pairing is still going on; tap cancel first" }
      let ended = states.joined(separator: ", ")
      service = ScriptedPairingService()
      wizard = PairingWizard(service: service, clock: clock)
      return "\(ended) → \(states.joined(separator: ", ")) (start-over: a new pairing)"
    }
    guard let index = wizard.list.rowIndices.first(where: { wizard.list.cell(at: $0)?.name == control })
    else {
      return nil
    }
    guard let outcome = wizard.flow.select(section: index.section, row: index.row) else {
      return "rejected: row '\(control)' is not enabled"
    }
    return describe(outcome, cause: control)
  }

  func type(_ control: String, _ text: String) -> String? {
    wizard.flow.type(text, intoRow: control) ? "handled" : nil
  }

  func event(_ name: String) async -> String? {
    switch name {
    case "push-accepted": return describe(wizard.flow.send(.pushAccepted), cause: name)
    case "push-declined": return describe(wizard.flow.send(.pushDeclined), cause: name)
    case "network-accept": return await answer(.accept)
    case "network-refuse": return await answer(.refuse)
    case "network-fail": return await answer(.fail)
    default:
      guard let input = PairingWizard.Input(rawValue: name) else { return nil }
      return describe(wizard.flow.send(input), cause: name)
    }
  }

  /// Answers the request in flight and waits, a few seconds at most, until its answer has come
  /// back through the invocation.
  private func answer(_ answer: ScriptedPairingService.Answer) async -> String {
    guard wizard.step == .requesting else {
      return "rejected: no request is waiting for the network (the step is \(wizard.step))"
    }
    let before = names(wizard.machine.activeAtomicStates)
    guard wizard.request?.isActive(.sending) == true else {
      return "rejected: the request waits \(requestLine) before it tries again (tick to let time pass)"
    }
    service.answer(answer)
    guard await wizard.waitUntilAnswered(timeout: answerTimeout) else {
      return "no answer came back within \(answerTimeout); the request is still waiting"
    }
    let after = names(wizard.machine.activeAtomicStates)
    guard before != after else { return "the request backs off: \(requestLine)" }
    return "\(before.joined(separator: ", ")) → \(after.joined(separator: ", ")) (the network's answer)"
  }
}
