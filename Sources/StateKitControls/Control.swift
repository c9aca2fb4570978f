extension Headless {
  /// A control that reports user actions to targets (target-action), like `UIControl`.
  @MainActor
  open class Control: View {
    /// Whether the control takes touches; a disabled control is in the `.disabled` state.
    public final var isEnabled = true
    /// Whether the control is selected (a toggled button); it is then in the `.selected` state.
    public final var isSelected = false
    /// Whether a touch is down inside the control.
    public final var isHighlighted = false

    /// One registered action: for which events, an identifier that a later action with the same
    /// identifier replaces it by, whether its target is still alive, and the handler.
    private struct Registration {
      var events: Event
      var key: Key?
      var isLive: () -> Bool
      var handler: (Control) -> Void
    }

    /// What tells registrations apart: a target's identity and its events, or an action's
    /// identifier.
    private enum Key: Equatable {
      case target(ObjectIdentifier, Event)
      case identifier(String)
    }

    private var actions: [Registration] = []

    /// The control's state, from `isEnabled`, `isSelected` and `isHighlighted`.
    public final var state: State {
      var state: State = .normal
      if !isEnabled { state.insert(.disabled) }
      if isSelected { state.insert(.selected) }
      if isHighlighted { state.insert(.highlighted) }
      return state
    }

    public override var receivesTouches: Bool { super.receivesTouches && isEnabled }

    /// Adds a target: `action` is called with the target on `controlEvents`, the target held
    /// weakly as UIKit does, so a control never keeps its targets alive. A target has one action
    /// per control and set of events: adding it again for the same events replaces the earlier
    /// action, so that a cell configured again after reuse does not pile up actions, while a
    /// target added for other events keeps both, as in UIKit (a text field's `.editingChanged`
    /// and `.primaryActionTriggered` actions on one view controller).
    public func addTarget<Target: AnyObject>(
      _ target: Target, action: @escaping (Target) -> (Control) -> Void,
      for controlEvents: Event = .primaryActionTriggered
    ) {
      let key = Key.target(ObjectIdentifier(target), controlEvents)
      // A released target's entry goes too: its identifier may be the new target's.
      actions.removeAll { $0.key == key || !$0.isLive() }
      actions.append(
        Registration(
          events: controlEvents, key: key, isLive: { [weak target] in target != nil },
          handler: { [weak target] control in if let target { action(target)(control) } }))
    }

    /// Removes the actions of `target`, for every set of events.
    public func removeTarget(_ target: AnyObject) {
      let identity = ObjectIdentifier(target)
      actions.removeAll { registration in
        if case .target(identity, _)? = registration.key { return true }
        return !registration.isLive()
      }
    }

    /// Adds a closure called on `controlEvents`, like `addAction(_:for:)` with a `UIAction`. An
    /// action with an identifier replaces the control's earlier action with that identifier, as
    /// a `UIAction`'s identifier does.
    public func addAction(
      identifier: String? = nil, for controlEvents: Event = .primaryActionTriggered,
      _ handler: @escaping (Control) -> Void
    ) {
      let key = identifier.map(Key.identifier)
      if let key { actions.removeAll { $0.key == key } }
      actions.append(Registration(events: controlEvents, key: key, isLive: { true }, handler: handler))
    }

    /// Removes the action with `identifier` for `controlEvents`, like
    /// `removeAction(identifiedBy:for:)`.
    public func removeAction(identifiedBy identifier: String, for controlEvents: Event) {
      actions.removeAll { $0.key == .identifier(identifier) && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Adds a closure called on every primary action.
    public func onAction(_ handler: @escaping (Control) -> Void) {
      addAction(handler)
    }

    /// How many targets (still alive) and closures receive this control's actions.
    public var actionCount: Int { actions.filter { $0.isLive() }.count }

    /// Sends the actions registered for any of `controlEvents`, as a touch would.
    public func sendActions(for controlEvents: Event = .primaryActionTriggered) {
      // A released target's handler does nothing; its entry goes the next time one is added.
      for action in actions where !action.events.isDisjoint(with: controlEvents) { action.handler(self) }
    }

    open override var properties: [(String, String)] {
      var result = super.properties
      if !isEnabled { result.append(("enabled", "false")) }
      if isSelected { result.append(("selected", "true")) }
      return result
    }
  }
}

func formatNumber(_ value: Double) -> String {
  value == value.rounded() ? String(Int(value)) : String(value)
}
