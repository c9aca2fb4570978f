import StateKit
import StateKitControls
import StateKitTesting
import StateKitUI
import Testing

// The samples of the article "State-Dependent Appearance" (StateKitUI.docc), verbatim between
// the markers; `DocumentationSampleTests` checks that every sample of the catalog is here.
// SAMPLE-BEGIN
enum EditorMode: Hashable, Sendable { case browse, edit }
enum EditorTap: Hashable, Sendable { case button }

@MainActor final class EditorScreen {
  let button = Headless.Button(name: "button", title: "Edit")
  let stepper = Headless.Stepper(name: "stepper", value: 1)
}

@MainActor let editorChart = try! Chart<EditorMode, EditorTap, EditorScreen>(initial: .browse) {
  State(.browse) { On(.button, to: .edit) }
  State(.edit) { On(.button, to: .browse) }
}

@MainActor let editorAppearance = Appearance<EditorMode, EditorScreen>(animationDuration: .milliseconds(300)) {
  When(.browse) {
    Assign(\.stepper.alpha, 0, timing: .animated)
    Assign(\.stepper.isUserInteractionEnabled, false)
    Assign(\.button, title: "Edit", for: .normal)
  }
  When(.edit) {
    Assign(\.stepper.alpha, 1, timing: .animated)
    Assign(\.stepper.isUserInteractionEnabled, true, timing: .afterAnimation)
    Assign(\.button, title: "Browse", for: .normal)
  }
}

enum SignInStep: Hashable, Sendable { case form, failed }

@MainActor final class SignInScreen {
  let errorLabel = Headless.Label(name: "error")
  var errorMessage: String?
}

@MainActor let signInAppearance = Appearance<SignInStep, SignInScreen> {
  When(.failed) {
    Assign(\.errorLabel.text) { $0.errorMessage ?? "" }
    Assign(\.errorLabel.isHidden, false)
  }
  Defaults { Assign(\.errorLabel.isHidden, true) }
}

struct SignInState: Codable {
  var errorMessage: String?
  var attempts = 0
}

@MainActor final class SignInViews {
  let errorLabel = Headless.Label(name: "error")
}

@MainActor let signInViewsAppearance = Appearance<SignInStep, SignInViews> {
  When(.failed) {
    Assign(\.errorLabel.text, from: SignInState.self) { $0.errorMessage ?? "" }
  }
}
// SAMPLE-END

@MainActor
@Suite("Documentation: state-dependent appearance")
struct AppearanceArticleTests {
  @Test func bindingAnAppearance() throws {
    // SAMPLE-BEGIN
    let screen = EditorScreen()
    let machine = StateMachine(editorChart, context: screen)
    let binding = try editorAppearance.bind(to: machine, animator: ImmediateAnimator())
    machine.start()  // Browse: the stepper is transparent and takes no taps
    machine.send(.button)  // Edit: it fades in, and takes taps once the fade has ended
    // SAMPLE-END
    #expect(screen.stepper.alpha == 1)
    #expect(screen.stepper.isUserInteractionEnabled)
    #expect(screen.button.currentTitle == "Browse")
    #expect(binding.isBound)
  }

  @Test func anAnimationInFlight() throws {
    // SAMPLE-BEGIN
    let clock = ManualClock()
    let screen = EditorScreen()
    let machine = StateMachine(editorChart, context: screen, clock: clock)
    let binding = try editorAppearance.bind(to: machine, animator: ClockAnimator(scheduler: clock))
    machine.start()
    machine.send(.button)  // Edit: the stepper starts to fade in
    clock.advance(by: .milliseconds(100))
    machine.send(.button)  // back to Browse before the fade has ended
    clock.advance(by: .seconds(1))
    // The fade-in's end belongs to Edit, which is no longer active: the stepper stays locked.
    assert(!screen.stepper.isUserInteractionEnabled)
    // SAMPLE-END
    #expect(!screen.stepper.isUserInteractionEnabled)
    #expect(screen.stepper.alpha == 0)
    _ = binding
  }

  @Test func valuesFromTheContext() throws {
    let signInChart = try Chart<SignInStep, String, SignInScreen>(initial: .form) {
      State(.form) { On("fail", to: .failed) { $0.errorMessage = "wrong password" } }
      State(.failed) { On("retry") { $0.errorMessage = "still wrong" } }
    }
    let screen = SignInScreen()
    let machine = StateMachine(signInChart, context: screen)
    let binding = try signInAppearance.bind(to: machine)
    machine.start()
    #expect(screen.errorLabel.isHidden)
    machine.send("fail")
    #expect(screen.errorLabel.text == "wrong password")
    machine.send("retry")
    #expect(screen.errorLabel.text == "still wrong", "a handled step re-evaluates")
    _ = binding
  }

  @Test func aViewOwnerOfItsOwn() throws {
    let signInChart = try Chart<SignInStep, String, SignInState>(initial: .form) {
      State(.form) {
        On("fail", to: .failed) {
          $0.attempts += 1
          $0.errorMessage = "attempt \($0.attempts) failed"
        }
      }
      State(.failed) { On("fail", to: .failed) { $0.attempts += 1 } }
    }
    // SAMPLE-BEGIN
    let views = SignInViews()
    let machine = StateMachine(signInChart, context: SignInState())
    let binding = try signInViewsAppearance.bind(to: machine, views: views)
    // SAMPLE-END
    machine.start()
    machine.send("fail")
    #expect(views.errorLabel.text == "attempt 1 failed")
    _ = binding
  }
}
