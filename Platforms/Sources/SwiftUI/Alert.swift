extension View {
  // The shim presents nothing: a test reads the binding the alert is given.
  // https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-1bkka
  // apple: nonisolated func alert<S, A>(_ title: S, isPresented: Binding<Bool>, @ContentBuilder actions: () -> A) -> some View where S : StringProtocol, A : View
  nonisolated public func alert<S, A>(
    _ title: S, isPresented: Binding<Bool>, @ContentBuilder actions: () -> A
  ) -> some View where S: StringProtocol, A: View {
    ModifiedContent(content: self, modifier: isPresented)
  }
}
