import StateKit

/// A control that sends events to a machine when it fires: UIKit's `UIControl` (conformed here,
/// on Apple platforms) and StateKitControls' `Headless.Control` (conformed there) alike, so that
/// the same line works on both —
///
/// ```swift
/// placeOrder.send(.placeOrder, to: machine)
/// addressField.send({ .addressChanged($0.text ?? "") }, to: machine, for: .editingChanged)
/// ```
///
/// A control sends to one machine for each set of control events: registering again (a reused
/// cell bound to another row's machine) replaces the earlier registration instead of adding one
/// more. The machine is held weakly.
@MainActor
public protocol ControlEventSending: AnyObject {
  /// The control's events: `UIControl.Event` or `Control.Event`.
  associatedtype SendingEvents: OptionSet where SendingEvents.RawValue == UInt
  /// The events `send(_:to:for:)` registers for when none are named: `.primaryActionTriggered`.
  static var primaryActionEvents: SendingEvents { get }
  /// Registers `handler` for `controlEvents` under `identifier`, replacing what was registered
  /// under it before (a `UIAction` with that identifier, an identified headless action). The
  /// handler is called with the control. StateKit's own registrations (sending, behaviors) go
  /// through this.
  func replaceStateKitAction(
    identifiedBy identifier: String, for controlEvents: SendingEvents, _ handler: @escaping (AnyObject) -> Void)
  /// Removes what ``replaceStateKitAction(identifiedBy:for:_:)`` registered.
  func removeStateKitAction(identifiedBy identifier: String, for controlEvents: SendingEvents)
}

extension ControlEventSending {
  /// The identifier of what `send(_:to:for:)` registers for a set of control events.
  static func sendingActionIdentifier(_ controlEvents: SendingEvents) -> String {
    "org.statekit.send.\(controlEvents.rawValue)"
  }

  /// Sends `event` to `machine` whenever the control fires `controlEvents` — target-action
  /// without a selector.
  public func send<S, E, C>(
    _ event: E, to machine: StateMachine<S, E, C>, for controlEvents: SendingEvents = Self.primaryActionEvents
  ) {
    replaceStateKitAction(identifiedBy: Self.sendingActionIdentifier(controlEvents), for: controlEvents) {
      [weak machine] _ in _ = machine?.send(event)
    }
  }

  /// Sends the event built from the control when it fires `controlEvents` — a text field's
  /// text, a stepper's value; `nil` sends nothing.
  public func send<S, E, C>(
    _ event: @escaping (Self) -> E?, to machine: StateMachine<S, E, C>,
    for controlEvents: SendingEvents = Self.primaryActionEvents
  ) {
    replaceStateKitAction(identifiedBy: Self.sendingActionIdentifier(controlEvents), for: controlEvents) {
      [weak machine] control in
      guard let machine, let control = control as? Self, let value = event(control) else { return }
      _ = machine.send(value)
    }
  }

  /// Stops sending what `send(_:to:for:)` registered for `controlEvents`.
  public func stopSending(for controlEvents: SendingEvents = Self.primaryActionEvents) {
    removeStateKitAction(identifiedBy: Self.sendingActionIdentifier(controlEvents), for: controlEvents)
  }
}
