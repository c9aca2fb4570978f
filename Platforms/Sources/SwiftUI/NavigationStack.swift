// https://developer.apple.com/documentation/swiftui/navigationpath
// apple: struct NavigationPath
public struct NavigationPath {
  // https://developer.apple.com/documentation/swiftui/navigationpath/init()
  // apple: init()
  public init() {}
}

// https://developer.apple.com/documentation/swiftui/navigationstack
// apple: nonisolated struct NavigationStack<Data, Root> where Root : View
nonisolated public struct NavigationStack<Data, Root>: _PrimitiveView where Root: View {
  public let root: Root

  // https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
  // apple: nonisolated init(@ContentBuilder root: () -> Root) where Data == NavigationPath
  nonisolated public init(@ContentBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
  }
}
