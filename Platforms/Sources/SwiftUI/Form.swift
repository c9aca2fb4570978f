// https://developer.apple.com/documentation/swiftui/form
// apple: nonisolated struct Form<Content> where Content : View
nonisolated public struct Form<Content>: _PrimitiveView where Content: View {
  let content: Content

  // https://developer.apple.com/documentation/swiftui/form/init(content:)
  // apple: nonisolated init(@ContentBuilder content: () -> Content)
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

// https://developer.apple.com/documentation/swiftui/securefield
// apple: nonisolated struct SecureField<Label> where Label : View
nonisolated public struct SecureField<Label>: _PrimitiveView where Label: View {
  let label: Label
  let text: Binding<String>

  // https://developer.apple.com/documentation/swiftui/securefield/init(text:prompt:label:)
  // apple: nonisolated init(text: Binding<String>, prompt: Text? = nil, @ContentBuilder label: () -> Label)
  nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.text = text
  }
}
