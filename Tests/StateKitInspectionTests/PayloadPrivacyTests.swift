import Foundation
import StateKit
import Testing

@_spi(InspectorProtocol) @testable import StateKitInspection

/// A sign-in form whose event enum carries a password and is not a `CaseEvent`: the case that
/// once put the password on the page, in the event's name and in the rejection's reason.
enum SignInEvent: Hashable, Sendable, Codable {
  case typed(password: String), submit, retry
}

enum SignIn: String, Hashable, Sendable, Codable { case form, sent }

struct SignInModel: Codable, Sendable { var attempts = 0 }

private let secret = "hunter2-SECRET"

@MainActor
private func signInMachine() throws -> StateMachine<SignIn, SignInEvent, SignInModel> {
  let chart = try Chart<SignIn, SignInEvent, SignInModel>(initial: .form) {
    State(.form) {
      // A transition on a whole value: the chart itself holds the password.
      On(.typed(password: secret), to: .sent)
      // A send with a delay out of range: the engine's `error.execution` quotes the event (it is
      // raised, so taken within the same step).
      On(.submit) { $0.send(.typed(password: secret), after: .seconds(-1)) }
      // An error whose message an app wrote with the payload in it, taken as a step of its own.
      On(.retry) { scope in
        scope.attempts += 1
        scope.send(.error(name: "error.communication", message: "could not deliver typed(password: \"\(secret)\")"))
      }
      Transition(.descriptor("error"), to: [])
    }
    State(.sent)
  }
  let machine = StateMachine(chart, context: SignInModel())
  machine.start()
  return machine
}

@MainActor
@Suite("Payloads stay in the app unless it shows them", .serialized)
struct PayloadPrivacyTests {
  /// Attaches the sign-in machine to a capturing inspector, then signs in: an error with the
  /// payload in the engine's message, one in the app's message, the password accepted, then
  /// rejected. Returns every message the app sent, as sent.
  private func signInMessages(payloads: Bool) async throws -> [String] {
    let inspector = try CapturingInspector()
    let machine = try signInMachine()
    let session = try machine.inspect(
      name: "Sign in", at: .local(port: inspector.port, retryInterval: 0.05),
      policy: InspectionPolicy(send: true, restore: true, payloads: payloads), log: { _ in })
    #expect(await inspector.waitForMessage { $0.contains(#""type":"attached""#) })
    machine.send(.submit)
    machine.send(.retry)
    #expect(machine.send(.typed(password: secret)).isAccepted)
    #expect(!machine.send(.typed(password: secret)).isAccepted)
    #expect(await inspector.waitForMessage { $0.contains(#""kind":"rejected""#) })
    // A restore of a step that kept no snapshot is answered.
    inspector.send(
      String(
        decoding: try InspectorMessage.restore(RestoreCommand(id: "r1", machine: session.machineID, seq: 99)).encoded(),
        as: UTF8.self))
    #expect(await inspector.waitForMessage { $0.contains(#""id":"r1""#) })
    session.detach()
    inspector.stop()
    return inspector.messages
  }

  private func steps(_ messages: [String]) throws -> [StepReport] {
    try messages.compactMap {
      if case .step(let step) = try InspectorMessage.decode(Data($0.utf8)) { step } else { nil }
    }
  }

  @Test func withPayloadsOffNoMessageCarriesOneInAnyField() async throws {
    let messages = try await signInMessages(payloads: false)
    for message in messages {
      #expect(!message.contains(secret), "a payload reached the page: \(message)")
      #expect(!message.contains("hunter2"), "a payload reached the page: \(message)")
    }
    // The steps are still all there, named by their cases.
    let steps = try steps(messages)
    let names = steps.compactMap { $0.event?.name }
    #expect(names.contains("submit") && names.contains("error.communication"))
    let accepted = try #require(steps.first { $0.kind == .transitioned && $0.event != nil })
    #expect(accepted.event == EventReport(name: "typed(…)"))
    let rejected = try #require(steps.first { $0.kind == .rejected })
    #expect(rejected.event?.name == "typed(…)")
    #expect(rejected.reason == "event 'typed(…)' is not accepted in state 'sent'")
    #expect(steps.allSatisfy { $0.event?.payload == nil })
    // The chart names its whole-value transition by its case too.
    guard
      case .attached(let attached) = try InspectorMessage.decode(
        Data(messages.first { $0.contains(#""type":"attached""#) }!.utf8))
    else { return }
    #expect(attached.chart.transitions.contains { $0.event == "typed(…)" })
  }

  @Test func withPayloadsOnTheyAppear() async throws {
    let messages = try await signInMessages(payloads: true)
    let steps = try steps(messages)
    let accepted = try #require(steps.first { $0.kind == .transitioned && $0.event != nil })
    #expect(accepted.event?.payload == .object(["password": .string(secret)]))
    #expect(try #require(steps.first { $0.kind == .rejected }).reason?.contains(secret) == true)
    let communication = try #require(steps.first { $0.event?.name == "error.communication" })
    #expect(communication.event?.payload == .string("could not deliver typed(password: \"\(secret)\")"))
  }

  @Test func namesComeFromTheCaseWhateverTheTypeSaysOfItself() {
    typealias Naming = EventNaming<SignIn, SignInEvent>
    #expect(Naming.caseName(of: SignInEvent.typed(password: secret)) == "typed(…)")
    #expect(Naming.caseName(of: SignInEvent.submit) == "submit")
    #expect(Naming.caseName(of: Talkative.said("a secret")) == "said(…)")
    #expect(Naming.caseName(of: Talkative.quiet) == "quiet")
    #expect(Naming.caseName(of: Mirrored.x("a secret")) == "Mirrored(…)")
    #expect(Naming.caseName(of: Credentials(password: "a secret")) == "Credentials(…)")
    #expect(Naming.caseName(of: Empty()) == "Empty")
    #expect(Naming.caseName(of: "done.invoke.x") == "done.invoke.x")
    #expect(Naming.caseName(of: 42) == "42")
    // A CaseEvent that lets the engine's descriptions show its payload still shows none here.
    #expect(Naming.caseName(of: Chatty.said("a secret")) == "said")
    #expect(MachineEvent<SignIn, Chatty>.external(.said("a secret")).name.contains("a secret"))
    let naming = EventNaming<SignIn, Chatty>(showsPayloads: false)
    #expect(naming.name(of: .said("a secret")) == "said")
    #expect(EventNaming<SignIn, Chatty>(showsPayloads: true).name(of: .said("a secret")).contains("a secret"))
  }
}

/// An enum whose description says everything.
private enum Talkative: Hashable, Sendable, CustomStringConvertible {
  case said(String), quiet
  var description: String {
    switch self {
    case .said(let text): "said \(text)"
    case .quiet: "quiet"
    }
  }
}

/// An enum whose mirror says what it likes.
private enum Mirrored: Hashable, Sendable, CustomReflectable {
  case x(String)
  var customMirror: Mirror {
    switch self {
    case .x(let text): Mirror(self, children: [text: 0], displayStyle: .enum)
    }
  }
}

private struct Credentials: Hashable, Sendable { let password: String }
private struct Empty: Hashable, Sendable {}

private enum Chatty: CaseEvent {
  case said(String)
  enum Case: Hashable, Sendable { case said }
  var eventCase: Case { .said }
  static var describesPayload: Bool { true }
}
