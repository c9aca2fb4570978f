// An app and its scenes. The shim runs no app: `main()` makes the app and reads its body once
// (which makes its scenes), so that an app's entry point compiles and starts here.
// https://developer.apple.com/documentation/swiftui/app
// apple: @MainActor @preconcurrency protocol App
@MainActor @preconcurrency public protocol App {
  // https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype
  // apple: associatedtype Body : Scene
  associatedtype Body: Scene
  // https://developer.apple.com/documentation/swiftui/app/body-swift.property
  // apple: @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  // https://developer.apple.com/documentation/swiftui/app/init()
  // apple: @MainActor @preconcurrency init()
  @MainActor @preconcurrency init()
}

extension App {
  // https://developer.apple.com/documentation/swiftui/app/main()
  // apple: @MainActor @preconcurrency static func main()
  @MainActor @preconcurrency public static func main() {
    _ = Self().body
  }
}

// https://developer.apple.com/documentation/swiftui/scene
// apple: @MainActor @preconcurrency protocol Scene
@MainActor @preconcurrency public protocol Scene {
  // https://developer.apple.com/documentation/swiftui/scene/body-swift.associatedtype
  // apple: associatedtype Body : Scene
  associatedtype Body: Scene
  // https://developer.apple.com/documentation/swiftui/scene/body-swift.property
  // apple: @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// Scenes SwiftUI makes itself have no body.
extension Never: Scene {}

// Only the one-scene form, which an app with one window group uses.
// https://developer.apple.com/documentation/swiftui/scenebuilder
// apple: @resultBuilder struct SceneBuilder
@resultBuilder public struct SceneBuilder {
  // https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
  // apple: static func buildBlock<Content>(_ content: Content) -> Content where Content : Scene
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
}

// not apple: the builder SwiftUI's current pages name for a view's content (`@ContentBuilder`);
// its page was not checked, and the shim lets it build what a view builder builds.
public typealias ContentBuilder = ViewBuilder

// https://developer.apple.com/documentation/swiftui/windowgroup
// apple: struct WindowGroup<Content> where Content : View
nonisolated public struct WindowGroup<Content>: Scene where Content: View {
  public typealias Body = Never
  public var body: Never { fatalError("a window group is a primitive scene") }

  /// Makes the content of a window (SwiftUI makes one per window).
  public let makeContent: () -> Content

  // https://developer.apple.com/documentation/swiftui/windowgroup/init(makecontent:)
  // apple: @export(implementation) nonisolated init(@ContentBuilder makeContent: @escaping () -> Content)
  nonisolated public init(@ContentBuilder makeContent: @escaping () -> Content) {
    self.makeContent = makeContent
  }
}
