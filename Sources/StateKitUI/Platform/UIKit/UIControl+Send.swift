#if canImport(UIKit)
  import StateKit
  import UIKit

  /// What `UIControl.send(_:to:for:)` registers: one action for each set of control events, named
  /// so that registering again replaces it.
  private func sendActionIdentifier(_ controlEvents: UIControl.Event) -> UIAction.Identifier {
    UIAction.Identifier("org.statekit.send.\(controlEvents.rawValue)")
  }

  extension UIControl {
    /// Sends `event` to `machine` whenever the control fires `controlEvents` — target-action
    /// without a selector. The machine is held weakly.
    ///
    /// A control sends to one machine for each set of control events: registering again (a
    /// reused cell bound to another row's machine) replaces the earlier registration.
    public func send<S, E, C>(
      _ event: E, to machine: StateMachine<S, E, C>, for controlEvents: UIControl.Event = .primaryActionTriggered
    ) {
      register(for: controlEvents) { [weak machine] _ in _ = machine?.send(event) }
    }

    /// Stops sending what ``send(_:to:for:)`` registered for `controlEvents`.
    public func stopSending(for controlEvents: UIControl.Event = .primaryActionTriggered) {
      removeAction(identifiedBy: sendActionIdentifier(controlEvents), for: controlEvents)
    }

    /// Registers the action that sends for `controlEvents`, replacing an earlier one.
    fileprivate func register(for controlEvents: UIControl.Event, _ handler: @escaping (UIControl) -> Void) {
      let action = UIAction(identifier: sendActionIdentifier(controlEvents)) { action in
        if let control = action.sender as? UIControl { handler(control) }
      }
      addAction(action, for: controlEvents)
    }
  }

  /// Gives every control the typed form of `send(_:to:for:)`.
  public protocol ControlEventSending: UIControl {}
  extension UIControl: ControlEventSending {}

  extension ControlEventSending {
    /// Sends the event built from the control when it fires `controlEvents` — a text field's
    /// text, a stepper's value; `nil` sends nothing:
    ///
    /// ```swift
    /// addressField.send({ .addressChanged($0.text ?? "") }, to: machine, for: .editingChanged)
    /// stepper.send({ .countChanged(Int($0.value)) }, to: machine, for: .valueChanged)
    /// ```
    ///
    /// The machine is held weakly; registering again for the same control events replaces the
    /// earlier registration.
    public func send<S, E, C>(
      _ event: @escaping (Self) -> E?, to machine: StateMachine<S, E, C>,
      for controlEvents: UIControl.Event = .primaryActionTriggered
    ) {
      register(for: controlEvents) { [weak machine] control in
        guard let control = control as? Self, let value = event(control) else { return }
        _ = machine?.send(value)
      }
    }
  }
#endif
