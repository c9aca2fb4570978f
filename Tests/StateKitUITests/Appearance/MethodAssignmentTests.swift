import StateKit
import StateKitControls
import StateKitTesting
import StateKitUI
import Testing

/// A payment form whose controls' state is set with methods.
@MainActor
final class PaymentForm {
  let spinner = Headless.ActivityIndicator(name: "spinner")
  let saveCard = Headless.Switch(name: "save card")
  let upload = Headless.ProgressBar(name: "upload")
  let cardNumber = Headless.TextField(name: "card number")
  let name = Headless.TextField(name: "name")
  var percent: Float = 0
}

/// Method-driven state in appearances (`startAnimating()`, `setOn(_:animated:)`,
/// `setProgress(_:animated:)`, the first responder), with the same diffing and timing as
/// property assignments.
@MainActor
@Suite("Appearance: state set with methods")
struct MethodAssignmentTests {
  enum Mode: Hashable, Sendable { case entering, charging, done }
  enum Input: Hashable, Sendable { case pay, progressed, finish, edit }

  static let chart = try! Chart<Mode, Input, PaymentForm>(initial: .entering) {
    State(.entering) { On(.pay, to: .charging) }
    State(.charging) {
      On(.progressed) { $0.percent += 0.25 }
      On(.finish, to: .done)
      On(.edit, to: .entering)
    }
    State(.done) { On(.edit, to: .entering) }
  }

  static let appearance = Appearance<Mode, PaymentForm>(animationDuration: .milliseconds(200)) {
    Defaults {
      Assign(\.upload.progressAnimated) { $0.percent }
    }
    When(.entering) {
      Assign(\.cardNumber, firstResponder: true)
      Assign(\.saveCard, on: true)
    }
    When(.charging) {
      Assign(\.spinner, animating: true)
      Assign(\.saveCard.isUserInteractionEnabled, false)
    }
    When(.done) {
      Assign(\.upload, progress: 1, timing: .afterAnimation)
      Assign(\.saveCard, on: false, animated: false)
    }
  }

  @Test func methodsAreCalledAsTheStatesChange() throws {
    let form = PaymentForm()
    let machine = StateMachine(Self.chart, context: form)
    machine.start()
    let binding = try Self.appearance.bind(to: machine)
    #expect(form.cardNumber.isFirstResponder && form.saveCard.isOn)
    #expect(!form.spinner.isAnimating && form.spinner.isHidden)
    machine.send(.pay)
    #expect(form.spinner.isAnimating && !form.spinner.isHidden)
    #expect(!form.cardNumber.isFirstResponder)
    machine.send(.progressed)
    #expect(form.upload.progress == 0.25 && form.upload.lastChangeAnimated)
    machine.send(.finish)
    #expect(!form.spinner.isAnimating && form.spinner.isHidden)
    #expect(form.upload.progress == 1 && !form.saveCard.isOn)
    machine.send(.edit)
    #expect(form.cardNumber.isFirstResponder && form.saveCard.isOn && form.upload.progress == 0.25)
    #expect(binding.isBound)
  }

  @Test func aMethodIsCalledOnlyWhenItsStateChanges() throws {
    let form = PaymentForm()
    let machine = StateMachine(Self.chart, context: form)
    machine.start()
    let binding = try Self.appearance.bind(to: machine)
    machine.send(.pay)
    let sets = binding.setCount
    // The user moved the keyboard to another field: the appearance does not take it back
    // while its state has not changed.
    form.name.becomeFirstResponder()
    machine.send(.progressed)
    #expect(binding.setCount == sets + 1)
    #expect(form.name.isFirstResponder && form.spinner.isAnimating)
  }

  @Test func methodStateWaitsForTheAnimationLikeAProperty() throws {
    let clock = ManualClock()
    let form = PaymentForm()
    let machine = StateMachine(Self.chart, context: form, clock: clock)
    machine.start()
    let binding = try Self.appearance.bind(to: machine, animator: ClockAnimator(scheduler: clock))
    machine.send(.pay)
    machine.send(.finish)
    // Set when the animation ends, and only if the states still ask for it.
    #expect(form.upload.progress == 0)
    clock.advance(by: .milliseconds(200))
    #expect(form.upload.progress == 1)
    machine.send(.edit)
    machine.send(.pay)
    machine.send(.finish)
    machine.send(.edit)
    clock.advance(by: .milliseconds(200))
    #expect(form.upload.progress == 0)
    #expect(binding.isBound)
  }

  /// Two parallel regions may not assign one property: the method form and the member it
  /// stands for are found to be the same one.
  @Test func theMethodFormAndItsMemberAreOneProperty() throws {
    let chart = try Chart<String, String, PaymentForm>(initial: "both") {
      Parallel("both") {
        State("a")
        State("b")
      }
    }
    let appearance = Appearance<String, PaymentForm> {
      When("a") {
        Assign(\.upload, progress: 1)
        Assign(\.cardNumber, firstResponder: true)
        Assign(\.spinner, animating: true)
        Assign(\.saveCard, on: true)
      }
      When("b") {
        Assign(\.upload.progressAnimated, 0)
        Assign(\.cardNumber.holdsFirstResponder, false)
        Assign(\.spinner.animates, false)
        Assign(\.saveCard.isOnAnimated, false)
      }
    }
    let problems = appearance.validate(against: chart).map(\.description)
    #expect(problems.count == 4, "\(problems)")
  }
}
