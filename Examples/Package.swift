// swift-tools-version: 6.1
import PackageDescription

#if canImport(AppleProductTypes)
  import AppleProductTypes
#endif

// The five seed screens as an iOS developer writes them with StateKit: UIKit view controllers and
// SwiftUI views, and an app that shows them (`ExamplesApp`). Open this folder in Xcode: the
// "StateKit Examples" scheme runs the app in an iOS simulator, and the tests run there too.
//
// On Linux the same files compile against the declared API of `../Platforms` (modules named
// UIKit and SwiftUI that hold Apple's documented signatures), which also builds StateKit's modules
// from the root package's files; their tests run there (`swift test --package-path Examples`).
#if os(Linux)
  // With the `Macros` trait: the charts use `@CaseEvent` (swift-syntax builds with them).
  let stateKit = Package.Dependency.package(path: "../Platforms", traits: ["Macros"])
  let stateKitPackage = "Platforms"
  // Swift Testing imports `_Testing_UIKit` into a file that imports Testing and UIKit.
  let platformModules: [Target.Dependency] = [
    .product(name: "UIKit", package: "Platforms"), .product(name: "SwiftUI", package: "Platforms"),
  ]
  let testOverlays: [Target.Dependency] = [.product(name: "_Testing_UIKit", package: "Platforms")]
#else
  let stateKit = Package.Dependency.package(name: "StateKit", path: "..", traits: ["Macros"])
  let stateKitPackage = "StateKit"
  let platformModules: [Target.Dependency] = []
  let testOverlays: [Target.Dependency] = []
#endif

// In Xcode (and Swift Playgrounds) the app is an iOS application product, in the style of a
// Playgrounds app package; elsewhere `AppleProductTypes` does not exist, and the manifest declares
// no product: the executable target still builds.
#if canImport(AppleProductTypes)
  let products: [Product] = [
    .iOSApplication(
      name: "StateKit Examples", targets: ["ExamplesApp"], bundleIdentifier: "org.statekit.examples",
      displayVersion: "1.0", bundleVersion: "1", appIcon: .placeholder(icon: .gear),
      accentColor: .presetColor(.blue), supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft])
  ]
#else
  let products: [Product] = []
#endif

let package = Package(
  name: "StateKitExamples",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: products,
  dependencies: [stateKit],
  targets: [
    // The charts the screens share: no UIKit, no SwiftUI.
    .target(
      name: "ExampleCharts",
      dependencies: [
        .product(name: "StateKit", package: stateKitPackage), .product(name: "StateKitUI", package: stateKitPackage),
      ]),
    // Its payload events are written with `@CaseEvent` (StateKit's `Macros` trait). The charts in
    // ExampleCharts stay hand-written: StateKit's own tests compile them without the trait.
    .target(
      name: "UIKitExamples",
      dependencies: [
        "ExampleCharts", .product(name: "StateKit", package: stateKitPackage),
        .product(name: "StateKitUI", package: stateKitPackage), .product(name: "StateKitMacros", package: stateKitPackage),
      ] + platformModules),
    .target(
      name: "SwiftUIExamples",
      dependencies: [
        "ExampleCharts", .product(name: "StateKit", package: stateKitPackage),
        .product(name: "StateKitUI", package: stateKitPackage),
      ] + platformModules),
    // The app: a list of the screens in a navigation controller, in a SwiftUI window.
    .target(
      name: "ExampleScreens",
      dependencies: [
        "ExampleCharts", "UIKitExamples", "SwiftUIExamples", .product(name: "StateKit", package: stateKitPackage),
      ] + platformModules),
    .executableTarget(name: "ExamplesApp", dependencies: ["ExampleScreens"] + platformModules),
    .testTarget(
      name: "UIKitExamplesTests",
      dependencies: [
        "UIKitExamples", "ExampleCharts", "ExampleScreens", .product(name: "StateKitTesting", package: stateKitPackage),
      ] + platformModules + testOverlays),
    .testTarget(
      name: "SwiftUIExamplesTests",
      dependencies: ["SwiftUIExamples", "ExampleCharts", .product(name: "StateKitTesting", package: stateKitPackage)]
        + platformModules + testOverlays),
  ],
  swiftLanguageModes: [.v6]
)
