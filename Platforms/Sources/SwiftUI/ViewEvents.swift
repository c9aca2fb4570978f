// The view events a screen starts work from. The shim renders nothing, so it never calls these
// actions itself; it keeps them in the modified view (`_ViewEvent`), where a test can run them as
// SwiftUI would.

/// An action a view keeps for one of its events.
// not apple: the shim's record of an event modifier, for tests
public enum _ViewEvent {
  case appear((() -> Void)?)
  case change(initial: Bool, action: () -> Void)
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  // apple: nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    ModifiedContent(content: self, modifier: _ViewEvent.appear(action))
  }

  // The iOS 17 form: the action receives the old and the new value.
  // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
  // apple: nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View where V : Equatable
  nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
    -> some View where V: Equatable
  {
    // Run as SwiftUI runs it for `initial`: old and new are both the current value.
    ModifiedContent(content: self, modifier: _ViewEvent.change(initial: initial) { action(value, value) })
  }
}
