import StateKitControls

extension Control: ControlEventSending {
  public static var primaryActionEvents: Event { .primaryActionTriggered }

  public func replaceSendingAction(for controlEvents: Event, _ handler: @escaping (AnyObject) -> Void) {
    addAction(identifier: Self.sendingActionIdentifier(controlEvents), for: controlEvents, handler)
  }

  public func removeSendingAction(for controlEvents: Event) {
    removeAction(identifiedBy: Self.sendingActionIdentifier(controlEvents), for: controlEvents)
  }
}
