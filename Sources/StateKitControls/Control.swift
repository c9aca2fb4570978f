/// A control that reports user actions to targets (target-action).
@MainActor
open class Control: View {
  public var isEnabled = true
  public var isSelected = false

  /// Each action: its target's identity (none for a closure added with ``onAction(_:)``),
  /// whether the target is still alive (the handler holds it weakly), and the handler.
  private var actions: [(target: ObjectIdentifier?, isLive: () -> Bool, handler: (Control) -> Void)] = []

  public override var receivesTouches: Bool { super.receivesTouches && isEnabled }

  /// Adds a target: `action` is called with the target, held weakly as UIKit does, so a control
  /// never keeps its targets alive. A target has one action per control: adding it again
  /// replaces the earlier action, so that a cell configured again after reuse does not pile up
  /// actions.
  public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Control) -> Void) {
    // A released target's entry goes too: its identifier may be the new target's.
    actions.removeAll { $0.target == ObjectIdentifier(target) || !$0.isLive() }
    actions.append(
      (
        ObjectIdentifier(target), { [weak target] in target != nil },
        { [weak target] control in if let target { action(target)(control) } }
      ))
  }

  /// Removes the action of `target`.
  public func removeTarget(_ target: AnyObject) {
    actions.removeAll { $0.target == ObjectIdentifier(target) || !$0.isLive() }
  }

  /// Adds a closure called on every action.
  public func onAction(_ handler: @escaping (Control) -> Void) {
    actions.append((nil, { true }, handler))
  }

  /// How many targets (still alive) and closures receive this control's actions.
  public var actionCount: Int { actions.filter { $0.isLive() }.count }

  /// Sends the control's action to its targets, as a touch would.
  public func sendActions() {
    // A released target's handler does nothing; its entry goes the next time one is added.
    for action in actions { action.handler(self) }
  }

  open override var properties: [(String, String)] {
    var result = super.properties
    if !isEnabled { result.append(("enabled", "false")) }
    if isSelected { result.append(("selected", "true")) }
    return result
  }
}

func formatNumber(_ value: Double) -> String {
  value == value.rounded() ? String(Int(value)) : String(value)
}
