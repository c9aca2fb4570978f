// https://developer.apple.com/documentation/swiftui/image
// apple: @frozen struct Image
// A view (its page's relationships: View); the shim keeps the name it was made from.
@frozen public struct Image: Equatable, Sendable {
  let name: String

  // https://developer.apple.com/documentation/swiftui/image/init(systemname:)
  // apple: init(systemName: String)
  public init(systemName: String) { name = systemName }
}

extension Image: _PrimitiveView {}

// https://developer.apple.com/documentation/swiftui/label
// apple: nonisolated struct Label<Title, Icon> where Title : View, Icon : View
nonisolated public struct Label<Title: View, Icon: View>: _PrimitiveView {
  let title: Title
  let icon: Icon

  // https://developer.apple.com/documentation/swiftui/label/init(title:icon:)
  // apple: nonisolated init(@ContentBuilder title: () -> Title, @ContentBuilder icon: () -> Icon)
  nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }
}

extension Label where Title == Text, Icon == Image {
  // https://developer.apple.com/documentation/swiftui/label/init(_:image:)-6zbvg
  // apple: nonisolated init<S>(_ title: S, image name: String) where S : StringProtocol
  // context: where Title == Text, Icon == Image
  nonisolated public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
}
