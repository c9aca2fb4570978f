import StateKit
import StateKitControls
import StateKitTestSupport
import StateKitTesting
import StateKitUI
import Testing

// The samples of the article "State-Dependent Appearance" on state set with methods and on a
// running child's state, verbatim between the markers, run on the headless controls.

@MainActor
@Suite("State-Dependent Appearance article: methods and children")
struct ChildAndMethodArticleTests {
  typealias Mode = MethodAssignmentTests.Mode

  static let methods = Appearance<Mode, PaymentForm> {
    // SAMPLE-BEGIN
    When(.entering) {
      Assign(\.cardNumber, firstResponder: true)
      Assign(\.saveCard, on: true)
    }
    When(.charging) {
      Assign(\.spinner, animating: true)
    }
    When(.done) {
      Assign(\.upload, progress: 1, timing: .afterAnimation)
    }
    // SAMPLE-END
  }

  static let child = Appearance<Checkout.Mode, CheckoutViews> {
    // SAMPLE-BEGIN
    Defaults {
      Assign(\.shownProgress, fromChild: Payment.key) { payment in
        Float(payment?.context.percent ?? 0) / 100
      }
    }
    When(.paying, child: Payment.key, in: .charging) {
      Assign(\.spinner.isHidden, false)
      Assign(\.status.text, "Charging")
    }
    // SAMPLE-END
  }

  @Test func theMethodsSampleCallsTheMethods() throws {
    let clock = ManualClock()
    let form = PaymentForm()
    let machine = StateMachine(MethodAssignmentTests.chart, context: form, clock: clock)
    machine.start()
    let binding = try Self.methods.bind(to: machine, animator: ClockAnimator(scheduler: clock))
    #expect(form.cardNumber.isFirstResponder && form.saveCard.isOn)
    machine.send(.pay)
    #expect(form.spinner.isAnimating && !form.cardNumber.isFirstResponder)
    machine.send(.finish)
    #expect(!form.spinner.isAnimating && form.upload.progress == 0)
    clock.advance(by: .milliseconds(300))
    #expect(form.upload.progress == 1)
    #expect(binding.isBound)
  }

  @Test func theChildSampleShowsThePaymentsProgress() throws {
    let clock = ManualClock()
    let machine = StateMachine(try Checkout.chart(), context: Checkout.Order(total: 5, orderID: "B"), clock: clock)
    machine.start()
    let views = CheckoutViews()
    views.spinner.isHidden = true
    let binding = try Self.child.bind(to: machine, views: views)
    machine.send(.pay)
    #expect(views.status.text == "Charging" && !views.spinner.isHidden)
    machine.send(.progressed, to: Payment.key)
    #expect(views.progress == 0.25)
    clock.advance(by: .seconds(10))
    #expect(views.spinner.isHidden && views.status.text == nil)
    #expect(binding.isBound)
  }
}
