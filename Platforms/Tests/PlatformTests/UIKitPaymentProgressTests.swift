import StateKit
import StateKitTesting
import StateKitUI
import Testing
import UIKit

/// A UIKit checkout that shows its payment child's progress with method-driven controls — an
/// activity indicator, a switch, a progress view, the first responder — written as an iOS
/// developer writes them, against the declared API.
@MainActor
@Suite struct UIKitPaymentProgressTests {
  enum PaymentState: String, Hashable, Sendable, Codable { case charging, authorized }
  enum PaymentEvent: Hashable, Sendable { case progressed, authorized }
  struct Charge: Codable {
    var percent: Float = 0
  }
  enum Mode: Hashable, Sendable { case card, paying, paid }
  enum Input: Hashable, Sendable { case pay, paid }

  static let payment = ChildMachine(
    try! Chart<PaymentState, PaymentEvent, Charge>(initial: .charging) {
      State(.charging) {
        On(.progressed) { $0.percent += 0.5 }
        On(.authorized, to: .authorized)
      }
      Final(.authorized)
    })
  static let paymentKey = ChildKey("payment", for: payment)

  @MainActor final class CheckoutViewController {
    let spinner = UIActivityIndicatorView(frame: .zero)
    let saveCard = UISwitch(frame: .zero)
    let progress = UIProgressView(frame: .zero)
    let cardNumber = UITextField(frame: .zero)
  }

  static let chart = try! Chart<Mode, Input, Int>(initial: .card) {
    State(.card) { On(.pay, to: .paying) }
    State(.paying) {
      Invoke(paymentKey, child: payment, context: { _ in Charge() }, onDone: { _ in .paid })
      On(.paid, to: .paid)
    }
    State(.paid)
  }

  static let appearance = Appearance<Mode, CheckoutViewController> {
    Defaults {
      Assign(\.progress.progressAnimated, fromChild: paymentKey) { $0?.context.percent ?? 0 }
    }
    When(.card) {
      Assign(\.cardNumber, firstResponder: true)
      Assign(\.saveCard, on: true, animated: false)
    }
    When(.paying, child: paymentKey, in: .charging) {
      Assign(\.spinner, animating: true)
    }
    When(.paid) {
      Assign(\.progress, progress: 1)
      Assign(\.saveCard, on: false)
    }
  }

  @Test func theControlsFollowTheCheckoutAndItsPayment() throws {
    let machine = StateMachine(Self.chart, context: 0, clock: ManualClock())
    machine.start()
    let screen = CheckoutViewController()
    let binding = try Self.appearance.bind(to: machine, views: screen)
    #expect(screen.cardNumber.isFirstResponder && screen.saveCard.isOn && !screen.spinner.isAnimating)
    machine.send(.pay)
    #expect(screen.spinner.isAnimating && !screen.spinner.isHidden && !screen.cardNumber.isFirstResponder)
    machine.send(PaymentEvent.progressed, to: Self.paymentKey)
    #expect(screen.progress.progress == 0.5)
    machine.send(PaymentEvent.authorized, to: Self.paymentKey)
    #expect(machine.isActive(.paid))
    #expect(!screen.spinner.isAnimating && screen.spinner.isHidden)
    #expect(screen.progress.progress == 1 && !screen.saveCard.isOn)
    #expect(binding.isBound)
  }

  /// The shim's own behavior, as Apple's pages describe it.
  @Test func theDeclaredControlsBehaveAsThePagesSay() {
    let spinner = UIActivityIndicatorView(frame: .zero)
    #expect(spinner.hidesWhenStopped)
    spinner.startAnimating()
    #expect(spinner.isAnimating && !spinner.isHidden)
    spinner.stopAnimating()
    #expect(!spinner.isAnimating && spinner.isHidden)
    let bar = UIProgressView(frame: .zero)
    bar.setProgress(1.5, animated: true)
    #expect(bar.progress == 1)
    let field = UITextField(frame: .zero)
    field.becomeFirstResponder()
    #expect(field.isFirstResponder)
    field.resignFirstResponder()
    #expect(!field.isFirstResponder)
  }
}
