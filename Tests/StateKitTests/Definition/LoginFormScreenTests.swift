import StateKit
import StateKitTesting
import Testing

#if canImport(Observation)
  import Observation
#endif

// A login form typed character by character: text events carry the field's text, the submit
// button is enabled by a guard on the context, the request is invoked work bound to the
// submitting state, with a timeout on a manual clock. No sleeps: the test waits for states.

enum LoginScreen: Hashable, Sendable { case editing, submitting, loggedIn }

enum LoginEvent: CaseEvent {
  case emailChanged(String), passwordChanged(String), submit, succeeded(user: String), refused(reason: String)

  enum Case { case emailChanged, passwordChanged, submit, succeeded, refused }
  var eventCase: Case {
    switch self {
    case .emailChanged: .emailChanged
    case .passwordChanged: .passwordChanged
    case .submit: .submit
    case .succeeded: .succeeded
    case .refused: .refused
    }
  }
}

extension EventCase where Event == LoginEvent, Payload == String {
  static var emailChanged: Self { Self(.emailChanged) { if case .emailChanged(let text) = $0 { text } else { nil } } }
  static var passwordChanged: Self {
    Self(.passwordChanged) { if case .passwordChanged(let text) = $0 { text } else { nil } }
  }
  static var succeeded: Self { Self(.succeeded) { if case .succeeded(let user) = $0 { user } else { nil } } }
  static var refused: Self { Self(.refused) { if case .refused(let reason) = $0 { reason } else { nil } } }
}

struct LoginForm {
  var email = ""
  var password = ""
  var error: String?
  var user: String?
  var canSubmit: Bool { email.contains("@") && password.count >= 6 }
}

/// The server: answers a login once the test says so.
@MainActor
final class LoginService {
  private(set) var requests: [String] = []
  private var waiting: [CheckedContinuation<Bool, Never>] = []

  func logIn(email: String, password: String) async -> Bool {
    requests.append(email)
    return await withCheckedContinuation { waiting.append($0) }
  }

  /// Answers the oldest request; false if none is waiting yet.
  func answer(_ accepted: Bool) -> Bool {
    guard !waiting.isEmpty else { return false }
    waiting.removeFirst().resume(returning: accepted)
    return true
  }
}

@MainActor
func loginChart(service: LoginService) throws -> Chart<LoginScreen, LoginEvent, LoginForm> {
  try Chart(initial: .editing) {
    State(.editing) {
      On(.emailChanged) { scope, text in scope.email = text }
      On(.passwordChanged) { scope, text in scope.password = text }
      On(.submit, to: .submitting, when: { $0.canSubmit })
    }
    State(.submitting) {
      Entry { $0.error = nil }
      Invoke("log in") { form in
        let (email, password) = (form.email, form.password)
        return .task(
          { await service.logIn(email: email, password: password) },
          onSuccess: { $0 ? .succeeded(user: email) : .refused(reason: "wrong password") },
          onFailure: { _ in .refused(reason: "network") })
      }
      On(.succeeded, to: .loggedIn) { scope, user in scope.user = user }
      On(.refused, to: .editing) { scope, reason in scope.error = reason }
      After(.seconds(10), to: .editing) { $0.error = "timed out" }
    }
    State(.loggedIn)
  }
}

@MainActor
@Suite("A login form")
struct LoginFormScreenTests {
  @Test func typingEnablesSubmitAndTheRequestLogsIn() async throws {
    let service = LoginService()
    let m = StateMachine(try loginChart(service: service), context: LoginForm(), clock: ManualClock())
    var steps: [StateChange<LoginScreen, LoginEvent>.Kind] = []
    m.onTransition { steps.append($0.kind) }
    m.start()
    for prefix in ["a", "a@", "a@b"] { m.send(.emailChanged(prefix)) }
    #expect(!m.can(.submit))
    for count in 1...6 { m.send(.passwordChanged(String(repeating: "x", count: count))) }
    #expect(m.can(.submit))
    #expect(steps == [.transitioned] + Array(repeating: .handled, count: 9))
    #expect(m.send(.submit).isAccepted)
    while !service.answer(true) { await Task.yield() }
    try await m.waitUntilActive(.loggedIn)
    #expect(m.context.user == "a@b" && service.requests == ["a@b"])
  }

  @Test func aRefusalComesBackWithItsReasonAndATimeoutOnTheClock() async throws {
    let service = LoginService()
    let clock = ManualClock()
    let m = StateMachine(try loginChart(service: service), context: LoginForm(), clock: clock)
    m.start()
    m.send(.emailChanged("a@b"))
    m.send(.passwordChanged("secret1"))
    m.send(.submit)
    while !service.answer(false) { await Task.yield() }
    try await m.waitUntilActive(.editing)
    #expect(m.context.error == "wrong password")
    m.send(.submit)
    #expect(m.context.error == nil)
    clock.advance(by: .seconds(10))
    #expect(m.activeStates == [.editing] && m.context.error == "timed out")
    // The request of the abandoned attempt answers late: it is dropped, not delivered.
    while !service.answer(true) { await Task.yield() }
    for _ in 0..<5 { await Task.yield() }
    #expect(m.activeStates == [.editing] && m.context.user == nil)
  }

  @Test func thePasswordNeverAppearsInARejection() throws {
    let m = StateMachine(try loginChart(service: LoginService()), context: LoginForm(), clock: ManualClock())
    var reported: [String] = []
    m.rejectionPolicy = .report { reported.append($0.description) }
    m.start()
    m.send(.emailChanged("a@b"))
    m.send(.passwordChanged("hunter2"))
    m.send(.submit)
    m.send(.passwordChanged("hunter3"))
    #expect(reported == ["event 'passwordChanged' is not accepted in state 'submitting'"])
    #expect(!reported.joined().contains("hunter"))
  }

  #if canImport(Observation)
    @Test func aViewReadingCanSubmitIsToldWhenTypingFlipsTheGuard() throws {
      let m = StateMachine(try loginChart(service: LoginService()), context: LoginForm(), clock: ManualClock())
      m.start()
      m.send(.emailChanged("a@b"))
      let changes = ChangeCounter()
      withObservationTracking {
        _ = m.can(.submit)
      } onChange: {
        changes.increment()
      }
      m.send(.passwordChanged("secret1"))
      #expect(changes.count == 1 && m.can(.submit))
    }
  #endif
}
