/// The first responder of headless views, as `UIResponder` has it: a text field that has the
/// keyboard. There is no window: a view that asks becomes the first responder, and stays it
/// until it resigns (or another view becomes it).
@MainActor
extension Headless.View {
  /// Whether this view is the first responder.
  public var isFirstResponder: Bool { FirstResponder.current === self }

  /// Makes this view the first responder; the one before resigns. Returns true, as a view in
  /// a window that accepts does.
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    FirstResponder.current = self
    return true
  }

  /// Gives up being the first responder. Returns true.
  @discardableResult
  public func resignFirstResponder() -> Bool {
    if FirstResponder.current === self { FirstResponder.current = nil }
    return true
  }

  /// Whether this view is the first responder, as a property an appearance can assign:
  /// setting it calls ``becomeFirstResponder()`` or ``resignFirstResponder()`` (the same
  /// member exists on `UIResponder` with StateKitUI).
  public var holdsFirstResponder: Bool {
    get { isFirstResponder }
    set { _ = newValue ? becomeFirstResponder() : resignFirstResponder() }
  }
}

/// The one first responder among headless views (held weakly).
@MainActor
enum FirstResponder {
  static weak var current: Headless.View?
}
