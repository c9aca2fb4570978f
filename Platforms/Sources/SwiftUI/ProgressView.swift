// https://developer.apple.com/documentation/swiftui/progressview
// apple: nonisolated struct ProgressView<Label, CurrentValueLabel> where Label : View, CurrentValueLabel : View
nonisolated public struct ProgressView<Label, CurrentValueLabel>: _PrimitiveView
where Label: View, CurrentValueLabel: View {
  let label: Label
}

extension ProgressView where CurrentValueLabel == EmptyView {
  // https://developer.apple.com/documentation/swiftui/progressview/init()
  // apple: nonisolated init() where Label == EmptyView
  nonisolated public init() where Label == EmptyView {
    self.label = EmptyView()
  }

  // https://developer.apple.com/documentation/swiftui/progressview/init(_:)-3q5nf
  // apple: nonisolated init<S>(_ title: S) where Label == Text, S : StringProtocol
  nonisolated public init<S>(_ title: S) where Label == Text, S: StringProtocol {
    self.label = Text(title)
  }

  // https://developer.apple.com/documentation/swiftui/progressview/init(label:)
  // apple: nonisolated init(@ContentBuilder label: () -> Label)
  nonisolated public init(@ContentBuilder label: () -> Label) {
    self.label = label()
  }
}
