/// A headless view with the properties of `UIView` that state-dependent screens change.
///
/// Headless controls are real objects: tests and the showcase drive them as a person would
/// drive the real ones, and a tap on a hidden or non-interactive control does nothing, as on iOS.
@MainActor
open class View {
  /// A name for the showcase and for messages.
  public var name: String
  public final var isHidden = false
  public final var alpha: Double = 1
  public final var backgroundColor: Color = .clear
  public final var isUserInteractionEnabled = true
  /// Behaviours bound to this view's lifetime (see ``Behavior``).
  public let behaviors = Behaviors()

  public init(name: String) {
    self.name = name
  }

  /// Whether a touch reaches this view: visible, not fully transparent, interactive.
  public var receivesTouches: Bool {
    !isHidden && alpha > 0.01 && isUserInteractionEnabled
  }

  /// The view's visible properties, for rendering and debugging.
  open var properties: [(String, String)] {
    var result: [(String, String)] = []
    if isHidden { result.append(("hidden", "true")) }
    if alpha != 1 { result.append(("alpha", formatNumber(alpha))) }
    if backgroundColor != .clear { result.append(("background", "\(backgroundColor)")) }
    if !isUserInteractionEnabled { result.append(("interaction", "off")) }
    return result
  }
}

/// A headless label.
@MainActor
public final class Label: View {
  public var text: String
  public var textColor: Color = .black

  public init(name: String = "label", text: String = "") {
    self.text = text
    super.init(name: name)
  }

  public override var properties: [(String, String)] { [("text", "\"\(text)\"")] + super.properties }
}

/// A control that reports user actions to targets (target-action).
@MainActor
open class Control: View {
  public var isEnabled = true
  public var isSelected = false
  private var targets: [(id: ObjectIdentifier?, handler: (Control) -> Void)] = []

  public override var receivesTouches: Bool { super.receivesTouches && isEnabled }

  /// Adds a target: `action` is called with the target, held weakly as UIKit does, so a control
  /// never keeps its targets alive.
  public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Control) -> Void) {
    targets.append(
      (ObjectIdentifier(target), { [weak target] control in if let target { action(target)(control) } }))
  }

  /// Removes every action of `target`.
  public func removeTarget(_ target: AnyObject) {
    targets.removeAll { $0.id == ObjectIdentifier(target) }
  }

  /// Adds a closure called on every action.
  public func onAction(_ handler: @escaping (Control) -> Void) {
    targets.append((nil, handler))
  }

  /// Sends the control's action to its targets, as a touch would.
  public func sendActions() {
    for target in targets { target.handler(self) }
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
