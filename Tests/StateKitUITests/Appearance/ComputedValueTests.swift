import StateKit
import StateKitControls
import StateKitTesting
import StateKitUI
import Testing

/// A login form whose controller is the context and owns the views.
@MainActor
final class LoginForm {
  let errorLabel = Headless.Label(name: "error")
  let submit = Headless.Button(name: "submit", title: "Sign in")
  var errorMessage: String?
  var attempts = 0
}

/// The same form's state as a `Codable` struct, and its views in an owner of their own.
struct LoginState: Codable, Equatable {
  var errorMessage: String?
  var attempts = 0
}

@MainActor
final class LoginViews {
  let errorLabel = Headless.Label(name: "error")
  let submit = Headless.Button(name: "submit", title: "Sign in")
}

@MainActor
@Suite("Appearance: values from the context")
struct ComputedValueTests {
  enum Mode: Hashable, Sendable { case editing, failed, locked }
  enum Input: Hashable, Sendable { case fail, retry, edit }

  static func chart<C>(_ fail: @escaping (inout C) -> Void) -> Chart<Mode, Input, C> {
    try! Chart<Mode, Input, C>(initial: .editing) {
      State(.editing) { On(.fail, to: .failed) { fail(&$0.context) } }
      State(.failed) {
        On(.fail, to: .failed) { fail(&$0.context) }
        On(.retry) { fail(&$0.context) }
        On(.edit, to: .editing)
      }
      State(.locked)
    }
  }

  @Test func aComputedValueFollowsTheContextAfterEveryTransitionAndIsSetOnlyWhenItChanges() throws {
    let form = LoginForm()
    let machine = StateMachine(
      Self.chart { (form: inout LoginForm) in
        form.attempts += 1
        form.errorMessage = form.attempts < 3 ? "wrong password" : "too many attempts"
      }, context: form, clock: ManualClock())
    let appearance = Appearance<Mode, LoginForm> {
      When(.failed) {
        Assign(\.errorLabel.text) { $0.errorMessage ?? "" }
        Assign(\.submit[title: .normal]) { $0.attempts < 3 ? "Try again" : "Locked" }
      }
    }
    let binding = try appearance.bind(to: machine)
    machine.start()
    #expect(form.errorLabel.text == nil)
    machine.send(.fail)
    #expect(form.errorLabel.text == "wrong password")
    #expect(form.submit.currentTitle == "Try again")
    let sets = binding.setCount
    machine.send(.fail)  // failed → failed: the message stays, so nothing is set
    #expect(binding.setCount == sets)
    machine.send(.fail)
    #expect(form.errorLabel.text == "too many attempts")
    #expect(form.submit.currentTitle == "Locked")
    #expect(binding.setCount == sets + 2)
    machine.send(.edit)
    #expect(form.errorLabel.text == nil, "back to its value when bound")
    #expect(form.submit.currentTitle == "Sign in")
  }

  @Test func aCodableStructContextWithTheViewsInAnOwnerOfTheirOwn() throws {
    let views = LoginViews()
    let machine = StateMachine(
      Self.chart { (state: inout LoginState) in
        state.attempts += 1
        state.errorMessage = "wrong password (\(state.attempts))"
      }, context: LoginState(), clock: ManualClock())
    let appearance = Appearance<Mode, LoginViews> {
      When(.failed) {
        Assign(\.errorLabel.text, from: LoginState.self) { $0.errorMessage ?? "" }
        Assign(\.errorLabel.isHidden, false)
      }
      When(.editing) { Assign(\.errorLabel.isHidden, true) }
    }
    let binding = try appearance.bind(to: machine, views: views)
    machine.start()
    #expect(views.errorLabel.isHidden)
    machine.send(.fail)
    #expect(views.errorLabel.text == "wrong password (1)")
    #expect(!views.errorLabel.isHidden)
    machine.send(.fail)
    #expect(views.errorLabel.text == "wrong password (2)")
    // The context is still a plain value: it encodes as it is.
    #expect(machine.context == LoginState(errorMessage: "wrong password (2)", attempts: 2))
    _ = binding
  }

  @Test func aValueComputedFromAnotherContextTypeIsRefusedWhenBound() {
    let machine = StateMachine(Self.chart { (_: inout LoginForm) in }, context: LoginForm(), clock: ManualClock())
    let appearance = Appearance<Mode, LoginViews> {
      When(.failed) { Assign(\.errorLabel.text, from: LoginState.self) { $0.errorMessage ?? "" } }
    }
    #expect(
      appearance.validate(against: machine.chart).map(\.description) == [
        "error: 'errorLabel.text' is computed from a LoginState, but the machine's context is a LoginForm"
      ])
    #expect(throws: AppearanceValidationError<Mode>.self) { try appearance.bind(to: machine, views: LoginViews()) }
  }

  /// A targetless transition changes the context without changing the states: a step too.
  @Test func aStepThatChangesNoStateStillUpdatesComputedValues() throws {
    let form = LoginForm()
    let machine = StateMachine(
      Self.chart { (form: inout LoginForm) in
        form.attempts += 1
        form.errorMessage = "attempt \(form.attempts) failed"
      }, context: form, clock: ManualClock())
    let appearance = Appearance<Mode, LoginForm> {
      When(.failed) { Assign(\.errorLabel.text) { $0.errorMessage ?? "" } }
    }
    let binding = try appearance.bind(to: machine)
    machine.start()
    machine.send(.fail)
    #expect(form.errorLabel.text == "attempt 1 failed")
    #expect(machine.send(.retry) == .handled)
    #expect(form.errorLabel.text == "attempt 2 failed")
    #expect(binding.setCount == 3, "the first appearance, then one set per message")
  }
}
