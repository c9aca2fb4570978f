import StateKitUI

// `send(_:to:for:)` and the behaviors' actions on a headless control, through StateKitUI's
// `ControlEventSending` (UIKit's `UIControl` conforms in StateKitUI's Platform/UIKit).

extension Headless.Control: ControlEventSending {
  public static var primaryActionEvents: Event { .primaryActionTriggered }

  public func replaceStateKitAction(
    identifiedBy identifier: String, for controlEvents: Event, _ handler: @escaping (AnyObject) -> Void
  ) {
    addAction(identifier: identifier, for: controlEvents, handler)
  }

  public func removeStateKitAction(identifiedBy identifier: String, for controlEvents: Event) {
    removeAction(identifiedBy: identifier, for: controlEvents)
  }
}
