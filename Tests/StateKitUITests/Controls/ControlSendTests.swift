import StateKit
import StateKitControls
import StateKitTesting
import StateKitUI
import Testing

/// `send(_:to:for:)` on the headless controls: the same text and rules as on a `UIControl`.
@MainActor
@Suite("Controls: sending events")
struct ControlSendTests {
  enum Field: Hashable, Sendable { case editing }
  enum Input: Hashable, Sendable {
    case addressChanged(String)
    case quantity(Double)
    case submit
  }

  /// A machine that records every event it takes.
  @MainActor final class Recorder {
    var events: [Input] = []
  }

  static let chart = try! Chart<Field, Input, Recorder> {
    State(.editing) {
      On(.submit) { $0.events.append(.submit) }
    }
  }

  static func machine() -> StateMachine<Field, Input, Recorder> {
    let recorder = Recorder()
    let machine = StateMachine(chart, context: recorder, clock: ManualClock())
    machine.start()
    // The chart takes no events with data: its rejections record them.
    machine.rejectionPolicy = .report { rejection in
      if let event = rejection.event { recorder.events.append(event) }
    }
    return machine
  }

  @Test func anEventBuiltFromTheControlsValue() {
    let machine = Self.machine()
    let field = Headless.TextField(name: "address")
    field.send({ .addressChanged($0.text ?? "") }, to: machine, for: .editingChanged)
    let stepper = Headless.Stepper(name: "quantity", value: 1, minimum: 0, maximum: 5)
    stepper.send({ .quantity($0.value) }, to: machine, for: .valueChanged)
    field.type("Main St 1")
    stepper.increment()
    #expect(machine.context.events == [.addressChanged("Main St 1"), .quantity(2)])
  }

  @Test func registeringAgainReplacesTheEarlierRegistration() {
    let first = Self.machine()
    let second = Self.machine()
    let button = Headless.Button(name: "submit", title: "Submit")
    button.send(.submit, to: first)
    button.send(.submit, to: second)
    #expect(button.actionCount == 1)
    button.tap()
    #expect(first.context.events.isEmpty, "the reused cell's earlier row hears nothing")
    #expect(second.context.events == [.submit])
    button.stopSending()
    button.tap()
    #expect(second.context.events == [.submit])
    #expect(button.actionCount == 0)
  }

  @Test func otherControlEventsKeepTheirOwnRegistrationAndTheMachineIsHeldWeakly() {
    let field = Headless.TextField(name: "address")
    let kept = Self.machine()
    field.send({ .addressChanged($0.text ?? "") }, to: kept, for: .editingChanged)
    do {
      let released = Self.machine()
      field.send(.submit, to: released)
    }
    #expect(field.actionCount == 2)
    field.type("a")
    #expect(field.submit(), "the released machine's registration does nothing, and does not crash")
    #expect(kept.context.events == [.addressChanged("a")])
  }
}
