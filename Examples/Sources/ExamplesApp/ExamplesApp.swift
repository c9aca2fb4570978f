#if canImport(UIKit) && canImport(SwiftUI)
  import ExampleScreens
  import SwiftUI

  /// The examples as an iOS app: Xcode runs it in the simulator (the `.iOSApplication` product of
  /// `Package.swift`); on Linux it compiles against the declared API, and `swift run` only starts
  /// it.
  @main
  struct ExamplesApp: App {
    var body: some Scene {
      WindowGroup {
        ExamplesNavigation()
      }
    }
  }
#else
  /// Where there is no UIKit (a Mac's command line), the app has nothing to show.
  @main
  enum ExamplesApp {
    static func main() { print("The examples app runs on iOS: open Examples/Package.swift in Xcode.") }
  }
#endif
