extension View {
  // The shim runs no tasks: SwiftUI starts the action before the view appears and cancels it when
  // the view disappears. A test calls what the action calls.
  // https://developer.apple.com/documentation/swiftui/view/task(name:priority:file:line:_:)
  // apple: @export(implementation) nonisolated func task(name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line, _ action: sending @escaping @isolated(any) () async -> Void) -> some View
  nonisolated public func task(
    name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
    _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    ModifiedContent(content: self, modifier: _Modifier.task)
  }

  // https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
  // apple: nonisolated func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping () -> Content) -> some View where Content : View
  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    ModifiedContent(content: self, modifier: _Modifier.sheet)
  }
}
