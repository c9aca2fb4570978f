import StateKit
import StateKitTesting
import StateKitUI
import Testing
import UIKit

/// The checkout on UIKit: "Place order" enabled while the machine takes the tap, a
/// reused cell that starts from its own look, and readable property names.
@MainActor
@Suite struct UIKitCheckoutTests {
  enum Step: Hashable, Sendable { case checkout, address, noAddress, hasAddress, payment, noCard, hasCard, placed }
  enum Input: Hashable, Sendable { case addressEntered, cardAdded, placeOrder }
  struct Order {
    var hasAddress = false
    var hasCard = false
  }

  @MainActor final class CheckoutViewController {
    let placeOrder = UIButton(type: .system)
    let doneItem = UIBarButtonItem(title: "Done")
    let banner = UILabel(frame: .zero)
  }

  static let chart = try! Chart<Step, Input, Order>(initial: .checkout) {
    Parallel(.checkout) {
      State(.address, initial: .noAddress) {
        State(.noAddress) { On(.addressEntered, to: .hasAddress) { $0.hasAddress = true } }
        State(.hasAddress)
      }
      State(.payment, initial: .noCard) {
        State(.noCard) { On(.cardAdded, to: .hasCard) { $0.hasCard = true } }
        State(.hasCard)
      }
      On(.placeOrder, to: .placed, when: { $0.hasAddress && $0.hasCard })
    }
    State(.placed)
  }

  static let appearance = Appearance<Step, CheckoutViewController> {
    Defaults {
      Assign(\.placeOrder.isEnabled, whileAccepting: Input.placeOrder)
      Assign(\.doneItem.isEnabled, whileAccepting: Input.placeOrder)
    }
    When(.placed) {
      Assign(\.placeOrder[title: .normal], "Placed")
      Assign(\.banner.backgroundColor, .green)
    }
  }

  static func machine() -> StateMachine<Step, Input, Order> {
    let machine = StateMachine(chart, context: Order(), clock: ManualClock())
    machine.start()
    return machine
  }

  @Test func placeOrderIsEnabledWhileTheMachineTakesTheTap() throws {
    let screen = CheckoutViewController()
    let machine = Self.machine()
    let binding = try Self.appearance.bind(to: machine, views: screen)
    #expect(!screen.placeOrder.isEnabled && !screen.doneItem.isEnabled)
    machine.send(.addressEntered)
    #expect(!screen.placeOrder.isEnabled)
    machine.send(.cardAdded)
    #expect(screen.placeOrder.isEnabled && screen.doneItem.isEnabled)
    screen.placeOrder.send(.placeOrder, to: machine)
    screen.placeOrder.sendActions(for: .primaryActionTriggered)
    #expect(machine.isActive(.placed))
    #expect(!screen.placeOrder.isEnabled)
    #expect(screen.placeOrder.currentTitle == "Placed")
    #expect(binding.isBound)
  }

  @Test func aReusedViewOwnerStartsFromItsOwnLook() throws {
    let screen = CheckoutViewController()
    screen.placeOrder.setTitle("Place order", for: .normal)
    let placed = Self.machine()
    placed.send(.addressEntered)
    placed.send(.cardAdded)
    placed.send(.placeOrder)
    var binding = try Self.appearance.bind(to: placed, views: screen)
    #expect(screen.banner.backgroundColor == .green)
    binding = try Self.appearance.bind(to: Self.machine(), views: screen)
    #expect(screen.banner.backgroundColor == nil)
    #expect(screen.placeOrder.title(for: .normal) == "Place order")
    #expect(binding.isBound)
  }

  @Test func uiKitPropertiesHaveReadableNames() {
    typealias A = Assign<CheckoutViewController>
    #expect(A(\.placeOrder.isEnabled, true).property == "placeOrder.isEnabled")
    #expect(A(\.placeOrder[title: .normal], "Edit").property == "placeOrder[title: …]")
    #expect(A(\.placeOrder.alpha, 1).property == "placeOrder.alpha")
    #expect(A(\.banner.backgroundColor, .red).property == "banner.backgroundColor")
    #expect(A(\.doneItem.isEnabled, true).property == "doneItem.isEnabled")
  }
}
