// https://developer.apple.com/documentation/swiftui/foreach
// apple: struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public var content: (Data.Element) -> Content
  let id: KeyPath<Data.Element, ID>
}

// A view when its content is (the page's relationships: View, DynamicViewContent where Content : View).
extension ForEach: View, _PrimitiveView where Content: View {}

extension ForEach where Content: View {
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)-82jbd
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.content = content
  }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-90z8l
  nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

// https://developer.apple.com/documentation/swiftui/list
// apple: nonisolated struct List<SelectionValue, Content> where SelectionValue : Hashable, Content : View
nonisolated public struct List<SelectionValue: Hashable, Content: View>: _PrimitiveView {
  let content: Content
}

extension List where SelectionValue == Never {
  // https://developer.apple.com/documentation/swiftui/list/init(content:)
  // apple: nonisolated init(@ContentBuilder content: () -> Content)
  // context: where SelectionValue == Never
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

// https://developer.apple.com/documentation/swiftui/section
// apple: struct Section<Parent, Content, Footer>
public struct Section<Parent, Content, Footer> {
  let parent: Parent
  let content: Content
  let footer: Footer
}

// In an extension, as SwiftUI declares it: the page's struct is not `nonisolated`, and a
// conformance in the primary declaration would make it main-actor isolated.
extension Section: _PrimitiveView {}

extension Section where Parent == EmptyView, Footer == EmptyView {
  // https://developer.apple.com/documentation/swiftui/section/init(content:)
  // apple: @export(implementation) init(@ContentBuilder content: () -> Content)
  // context: where Parent == EmptyView, Footer == EmptyView
  public init(@ViewBuilder content: () -> Content) {
    self.init(parent: EmptyView(), content: content(), footer: EmptyView())
  }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  // https://developer.apple.com/documentation/swiftui/section/init(_:content:)-6nxhp
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(parent: Text(title), content: content(), footer: EmptyView())
  }
}

// https://developer.apple.com/documentation/swiftui/textfield
// apple: nonisolated struct TextField<Label> where Label : View
nonisolated public struct TextField<Label: View>: _PrimitiveView {
  let label: Label
  let text: Binding<String>
}

extension TextField where Label == Text {
  // https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi
  // apple: @export(implementation) nonisolated init<S>(_ title: S, text: Binding<String>) where S : StringProtocol
  // context: where Label == Text
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(label: Text(title), text: text)
  }
}
