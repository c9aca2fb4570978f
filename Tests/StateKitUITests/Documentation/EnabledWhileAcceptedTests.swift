import StateKit
import StateKitControls
import StateKitTesting
import StateKitUI
import Testing

/// The article's "Place order", enabled exactly when the chart takes the tap: two parallel regions must both be
/// valid, which no single region's appearance can say.
@MainActor
@Suite("Appearance: enabled while an event is accepted")
struct EnabledWhileAcceptedTests {
  enum Step: Hashable, Sendable {
    case checkout, address, addressMissing, addressValid, payment, cardMissing, cardValid, placed
  }
  enum Input: Hashable, Sendable { case addressEntered, addressCleared, cardAdded, placeOrder }
  struct Order {
    var hasAddress = false
    var hasCard = false
  }

  @MainActor final class CheckoutScreen {
    let placeOrder = Headless.Button(name: "placeOrder", title: "Place order")
    let bar = Headless.BarButtonItem(name: "done", title: "Done")
  }

  static let chart = try! Chart<Step, Input, Order>(initial: .checkout) {
    Parallel(.checkout) {
      State(.address, initial: .addressMissing) {
        State(.addressMissing) { On(.addressEntered, to: .addressValid) { $0.hasAddress = true } }
        State(.addressValid) { On(.addressCleared, to: .addressMissing) { $0.hasAddress = false } }
      }
      State(.payment, initial: .cardMissing) {
        State(.cardMissing) { On(.cardAdded, to: .cardValid) { $0.hasCard = true } }
        State(.cardValid)
      }
      On(.placeOrder, to: .placed, when: { $0.hasAddress && $0.hasCard })
    }
    State(.placed)
  }

  static let appearance = Appearance<Step, CheckoutScreen> {
    // SAMPLE-BEGIN (quoted by StateDependentAppearance.md)
    Defaults {
      Assign(\.placeOrder.isEnabled, whileAccepting: Input.placeOrder)
    }
    // SAMPLE-END
    Defaults { Assign(\.bar.isEnabled, whileAccepting: Input.placeOrder) }
  }

  @Test func theButtonIsEnabledExactlyWhileTheMachineWouldTakeTheTap() throws {
    let screen = CheckoutScreen()
    let machine = StateMachine(Self.chart, context: Order(), clock: ManualClock())
    machine.start()
    let binding = try Self.appearance.bind(to: machine, views: screen)
    #expect(!screen.placeOrder.isEnabled)
    #expect(screen.placeOrder.state == .disabled)
    machine.send(.addressEntered)
    #expect(!screen.placeOrder.isEnabled, "one region valid is not enough")
    machine.send(.cardAdded)
    #expect(screen.placeOrder.isEnabled && screen.bar.isEnabled)
    machine.send(.addressCleared)
    #expect(!screen.placeOrder.isEnabled)
    machine.send(.addressEntered)
    #expect(screen.placeOrder.tap())
    machine.send(.placeOrder)
    #expect(machine.isActive(.placed))
    #expect(!screen.placeOrder.isEnabled, "placed: the tap is no longer taken")
    #expect(binding.isBound)
  }

  @Test func anEventOfAnotherTypeIsAnErrorWhenBound() throws {
    let chart = try Chart<Step, String, Order>(initial: .placed) { State(.placed) }
    let machine = StateMachine(chart, context: Order(), clock: ManualClock())
    let messages = Self.appearance.validate(against: chart).map(\.message)
    #expect(messages.count == 2)
    #expect(
      messages.first
        == "'placeOrder.isEnabled' follows whether an event of type Input is accepted, but the machine's events are of type String"
    )
    #expect(throws: AppearanceValidationError<Step>.self) {
      try Self.appearance.bind(to: machine, views: CheckoutScreen())
    }
  }
}
