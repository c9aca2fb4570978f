import StateKit
import StateKitControls
import StateKitTestSupport
import StateKitTesting
import StateKitUI
import Testing

/// The views of a checkout screen that shows its payment child's progress.
@MainActor
final class CheckoutViews {
  let status = Headless.Label(name: "status")
  let spinner = Headless.View(name: "spinner")
  let retrying = Headless.Label(name: "retrying")
  var progress: Float = 0
  var progressSets = 0
  var shownProgress: Float {
    get { progress }
    set {
      progress = newValue
      progressSets += 1
    }
  }
}

/// A parent's appearance reads its running child's state and context (``When(_:child:in:_:)``,
/// ``Assign/init(_:fromChild:timing:name:_:)``), and refreshes when the child steps.
@MainActor
@Suite("Appearance: a running child's state and context")
struct ChildAppearanceTests {
  static let appearance = Appearance<Checkout.Mode, CheckoutViews> {
    Defaults {
      Assign(\.spinner.isHidden, true)
      Assign(\.status.text, "Cart")
      Assign(\.shownProgress, fromChild: Payment.key) { payment in
        Float(payment?.context.percent ?? 0) / 100
      }
      Assign(\.retrying.text, fromChild: Payment.key) { payment in
        payment.map { "attempt \($0.context.attempts)" }
      }
    }
    When(.paying) {
      Assign(\.status.text, "Paying")
    }
    When(.paying, child: Payment.key, in: .charging) {
      Assign(\.spinner.isHidden, false)
      Assign(\.status.text, "Charging")
    }
    When(.paying, child: Payment.key, in: .waiting) {
      Assign(\.status.text, "Waiting to retry")
    }
    When(.paid) { Assign(\.status.text, "Paid") }
  }

  func bound(clock: ManualClock) throws -> (
    StateMachine<Checkout.Mode, Checkout.Event, Checkout.Order>, CheckoutViews,
    AppearanceBinding<Checkout.Mode, CheckoutViews>
  ) {
    let machine = StateMachine(try Checkout.chart(), context: Checkout.Order(total: 30, orderID: "A7"), clock: clock)
    machine.start()
    let views = CheckoutViews()
    let binding = try Self.appearance.bind(to: machine, views: views)
    return (machine, views, binding)
  }

  @Test func theAppearanceFollowsTheChildsStatesAndContext() throws {
    let clock = ManualClock()
    let (machine, views, binding) = try bound(clock: clock)
    #expect(views.status.text == "Cart" && views.spinner.isHidden && views.retrying.text == nil)
    machine.send(.pay)
    #expect(views.status.text == "Charging" && !views.spinner.isHidden)
    #expect(views.retrying.text == "attempt 1")
    // Sent to the child directly: the parent takes no step, the appearance still follows.
    machine.send(.progressed, to: Payment.key)
    machine.send(.progressed, to: Payment.key)
    #expect(views.progress == 0.5)
    // The child's own timer.
    clock.advance(by: .seconds(10))
    #expect(views.status.text == "Waiting to retry" && views.spinner.isHidden)
    clock.advance(by: .seconds(2))
    #expect(views.status.text == "Charging" && views.progress == 0 && views.retrying.text == "attempt 2")
    machine.send(.authorized, to: Payment.key)
    #expect(views.status.text == "Paid" && views.spinner.isHidden && views.retrying.text == nil)
    #expect(binding.isBound)
  }

  @Test func aValueThatDidNotChangeIsNotSetAgain() throws {
    let clock = ManualClock()
    let (machine, views, binding) = try bound(clock: clock)
    machine.send(.pay)
    let sets = views.progressSets
    let total = binding.setCount
    // A retry's timer that changes nothing the appearance shows sets nothing.
    clock.advance(by: .seconds(1))
    machine.send(.progressed, to: Payment.key)
    #expect(views.progressSets == sets + 1)
    #expect(binding.setCount == total + 1)
    #expect(views.progress == 0.25)
  }

  @Test func theBindingKeepsNoEndedChildAlive() throws {
    let clock = ManualClock()
    let (machine, views, binding) = try bound(clock: clock)
    machine.send(.pay)
    weak let child = machine.child(Payment.key)
    #expect(child != nil)
    machine.send(.cancel)
    #expect(child == nil)
    #expect(views.status.text == "Cart" && views.spinner.isHidden)
    // A new child when the state is entered again: followed as the first was.
    machine.send(.pay)
    machine.send(.progressed, to: Payment.key)
    #expect(views.progress == 0.25)
    binding.unbind()
    weak let second = machine.child(Payment.key)
    machine.send(.cancel)
    #expect(second == nil)
  }

  /// Views bound again to another checkout (a reused cell) no longer follow the first one's
  /// child; an appearance bound before the machine starts follows the child it starts.
  @Test func aReboundOwnerFollowsOnlyItsNewMachinesChild() throws {
    let clock = ManualClock()
    let (first, views, _) = try bound(clock: clock)
    first.send(.pay)
    let second = StateMachine(try Checkout.chart(), context: Checkout.Order(total: 9, orderID: "B2"), clock: clock)
    let binding = try Self.appearance.bind(to: second, views: views)
    second.start()
    #expect(views.status.text == "Cart")
    first.send(.progressed, to: Payment.key)
    #expect(views.progress == 0)
    second.send(.pay)
    second.send(.progressed, to: Payment.key)
    #expect(views.progress == 0.25 && views.status.text == "Charging")
    #expect(binding.isBound)
  }

  @Test func aChildStepInsideTheParentsStepIsShownOnceItEnds() throws {
    let payment = try Payment.machine()
    let chart = try Chart<Checkout.Mode, Checkout.Event, Checkout.Order>(initial: .paying) {
      State(.paying) {
        Invoke(Payment.key, child: payment, context: { _ in Payment.Charge(amount: 1, idempotencyKey: "k") })
        // The parent's own action moves the child: the appearance shows it once, when the
        // parent's step has ended, never half-way through it.
        On(.pay) { scope in
          scope.send(Payment.Event.progressed, to: Payment.key)
          scope.entries += 1
        }
        On(.paid, to: .paid)
      }
      State(.paid)
    }
    let machine = StateMachine(chart, context: Checkout.Order(total: 1, orderID: "x"), clock: ManualClock())
    machine.start()
    let views = CheckoutViews()
    let binding = try Self.appearance.bind(to: machine, views: views)
    #expect(views.status.text == "Charging")
    let sets = views.progressSets
    machine.send(.pay)
    #expect(views.progress == 0.25 && views.progressSets == sets + 1)
    machine.send(.paid)
    // Leaving the state stopped the child: it shows neither "Charging" nor the progress.
    #expect(views.status.text == "Paid" && views.spinner.isHidden && views.progress == 0)
    #expect(binding.isBound)
  }

  @Test func aRestoredCheckoutShowsItsRestoredChild() throws {
    let clock = ManualClock()
    let (machine, _, _) = try bound(clock: clock)
    machine.send(.pay)
    machine.send(.progressed, to: Payment.key)
    clock.advance(by: .seconds(10))
    let saved = try machine.savedState()
    let otherClock = ManualClock()
    let (restored, views, binding) = try bound(clock: otherClock)
    try restored.restore(from: saved)
    #expect(views.status.text == "Waiting to retry" && views.retrying.text == "attempt 1")
    otherClock.advance(by: .seconds(2))
    #expect(views.status.text == "Charging" && views.retrying.text == "attempt 2")
    #expect(binding.isBound)
  }
}

/// A child that finishes while its parent takes no step (no `onDone`) is shown as ended.
@MainActor
@Suite("Appearance: a child that finishes on its own")
struct FinishedChildAppearanceTests {
  @Test func theAppearanceShowsNoChildOnceItFinished() throws {
    let payment = try Payment.machine()
    let chart = try Chart<Checkout.Mode, Checkout.Event, Checkout.Order>(initial: .paying) {
      State(.paying) {
        Invoke(Payment.key, child: payment, context: { _ in Payment.Charge(amount: 1, idempotencyKey: "k") })
      }
      State(.paid)
    }
    let machine = StateMachine(chart, context: Checkout.Order(total: 1, orderID: "x"), clock: ManualClock())
    machine.start()
    let views = CheckoutViews()
    let binding = try ChildAppearanceTests.appearance.bind(to: machine, views: views)
    #expect(views.status.text == "Charging" && views.retrying.text == "attempt 1")
    machine.send(.authorized, to: Payment.key)
    #expect(views.status.text == "Paying" && views.retrying.text == nil && views.spinner.isHidden)
    #expect(binding.isBound)
  }
}
