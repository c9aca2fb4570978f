#if canImport(UIKit)
  import UIKit

  // `send(_:to:for:)`, `send({ … }, to:for:)` and `stopSending(for:)` come from
  // ``ControlEventSending``, the same for UIKit and the headless controls: one identified
  // `UIAction` per set of control events, so that registering again replaces the earlier one.
  extension UIControl: ControlEventSending {
    public static var primaryActionEvents: UIControl.Event { .primaryActionTriggered }

    public func replaceStateKitAction(
      identifiedBy identifier: String, for controlEvents: UIControl.Event, _ handler: @escaping (AnyObject) -> Void
    ) {
      let action = UIAction(identifier: UIAction.Identifier(identifier)) { action in
        if let control = action.sender as? UIControl { handler(control) }
      }
      addAction(action, for: controlEvents)
    }

    public func removeStateKitAction(identifiedBy identifier: String, for controlEvents: UIControl.Event) {
      removeAction(identifiedBy: UIAction.Identifier(identifier), for: controlEvents)
    }
  }
#endif
