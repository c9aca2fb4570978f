// Stand-ins for the names SwiftUI declares, which is not on Linux: a module that an app's file
// imports next to StateKitUI, as it would import SwiftUI.

public protocol View {}

public struct Button: View {
  public var title: String
  public init(title: String) { self.title = title }
}

public struct Color: Equatable {
  public var name: String
  public init(name: String) { self.name = name }
}

public struct Image: Equatable {
  public var name: String
  public init(name: String) { self.name = name }
}
