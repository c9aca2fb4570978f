// https://developer.apple.com/documentation/swiftui/toggle
// apple: nonisolated struct Toggle<Label> where Label : View
nonisolated public struct Toggle<Label: View>: _PrimitiveView {
  let isOn: Binding<Bool>
  let label: Label

  // https://developer.apple.com/documentation/swiftui/toggle/init(ison:label:)
  // apple: nonisolated init(isOn: Binding<Bool>, @ContentBuilder label: () -> Label)
  nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }
}
