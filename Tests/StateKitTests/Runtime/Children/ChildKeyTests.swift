import Foundation
import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

/// A parent's queries read a running child's state and context through a ``ChildKey``,
/// without a hand-written message and without spelling the child's type.
@MainActor
@Suite("Child machines: read by key")
struct ChildKeyTests {
  func checkout(clock: ManualClock = ManualClock()) throws -> StateMachine<
    Checkout.Mode, Checkout.Event, Checkout.Order
  > {
    let machine = StateMachine(try Checkout.chart(), context: Checkout.Order(total: 30, orderID: "A7"), clock: clock)
    machine.start()
    return machine
  }

  @Test func theRunningChildsStateAndContextAreReadByKey() throws {
    let clock = ManualClock()
    let machine = try checkout(clock: clock)
    #expect(machine.child(Payment.key) == nil)
    machine.send(.pay)
    #expect(machine.childIDs == [Payment.key.id])
    #expect(machine.child(Payment.key)?.isActive(.charging) == true)
    #expect(machine.child(Payment.key)?.context.idempotencyKey == "order-A7")
    #expect(machine.send(.progressed, to: Payment.key) == .delivered(.handled))
    #expect(machine.child(Payment.key)?.context.percent == 25)
    clock.advance(by: .seconds(10))
    #expect(machine.child(Payment.key)?.activeStates == [.waiting])
    clock.advance(by: .seconds(2))
    #expect(machine.child(Payment.key)?.context.attempts == 2)
  }

  @Test func aChildThatEndedOrWasLeftIsNoLongerRead() throws {
    let machine = try checkout()
    machine.send(.pay)
    weak let child = machine.child(Payment.key)
    #expect(child != nil)
    machine.send(.authorized, to: Payment.key)
    #expect(machine.isActive(.paid))
    #expect(machine.child(Payment.key) == nil)
    // Nothing the parent or a key holds keeps the ended child alive.
    #expect(child == nil)
    machine.send(.pay)
    #expect(machine.child(Payment.key)?.context.attempts == 1)
    machine.send(.cancel)
    #expect(machine.child(Payment.key) == nil)
  }

  @Test func aKeyOfOtherTypesReadsNothingAndSendsNothing() throws {
    let machine = try checkout()
    machine.send(.pay)
    let wrong = ChildKey<String, String, Int>("payment")
    #expect(machine.child(wrong) == nil)
    #expect(
      machine.send("authorized", to: wrong)
        == .wrongEventType(id: "payment", expected: "\(Payment.Event.self)", found: "\(String.self)"))
    #expect(machine.child(Payment.key)?.isActive(.charging) == true)
  }

  @Test func aKeyMadeFromTheChildMachineHasItsTypes() throws {
    let key = ChildKey("payment", for: try Payment.machine())
    #expect(key == Payment.key)
    #expect(key.description == "child 'payment' (StateMachine<Mode, Event, Charge>)")
    let machine = try checkout()
    machine.send(.pay)
    #expect(machine.child(key) === machine.child(Payment.key))
  }

  @Test func anActionSendsToAChildByKey() throws {
    let payment = try Payment.machine()
    let chart = try Chart<String, String, Int>(initial: "paying") {
      State("paying") {
        Invoke(Payment.key, child: payment, context: { _ in Payment.Charge(amount: 1, idempotencyKey: "k") })
        On("progress") { $0.send(Payment.Event.progressed, to: Payment.key) }
      }
    }
    let machine = StateMachine(chart, context: 0, clock: ManualClock())
    machine.start()
    machine.send("progress")
    #expect(machine.child(Payment.key)?.context.percent == 25)
  }
}

/// A child that reached a final state is not running, also for the observers of its last step.
@MainActor
@Suite("Child machines: a finished child is not running")
struct FinishedChildTests {
  @Test func aFinishedChildIsNotReadWhileItsLastStepIsObserved() throws {
    let payment = try Payment.machine()
    // No `onDone`: the parent takes no step when the child finishes.
    let chart = try Chart<String, String, Int>(initial: "paying") {
      State("paying") {
        Invoke(Payment.key, child: payment, context: { _ in Payment.Charge(amount: 1, idempotencyKey: "k") })
      }
    }
    let machine = StateMachine(chart, context: 0, clock: ManualClock())
    machine.start()
    var seen: [Bool] = []
    let child = try #require(machine.child(Payment.key))
    let token = child.onTransition { [weak machine] _ in seen.append(machine?.child(Payment.key) != nil) }
    machine.send(.progressed, to: Payment.key)
    machine.send(.authorized, to: Payment.key)
    #expect(seen == [true, false])
    #expect(machine.child(Payment.key) == nil && machine.child("payment") == nil)
    token.cancel()
  }
}
