// swift-tools-version: 6.1
import PackageDescription

// The five seed screens as an iOS developer writes them with StateKit: UIKit view controllers and
// SwiftUI views. Open this folder in Xcode and run the tests on an iOS simulator.
//
// On Linux the same files compile against the declared API of `../Platforms` (modules named
// UIKit and SwiftUI that hold Apple's documented signatures), which also builds StateKit's modules
// from the root package's files; their tests run there (`swift test --package-path Examples`).
#if os(Linux)
  let stateKit = Package.Dependency.package(path: "../Platforms")
  let stateKitPackage = "Platforms"
  // Swift Testing imports `_Testing_UIKit` into a file that imports Testing and UIKit.
  let platformModules: [Target.Dependency] = [
    .product(name: "UIKit", package: "Platforms"), .product(name: "SwiftUI", package: "Platforms"),
  ]
  let testOverlays: [Target.Dependency] = [.product(name: "_Testing_UIKit", package: "Platforms")]
#else
  let stateKit = Package.Dependency.package(name: "StateKit", path: "..")
  let stateKitPackage = "StateKit"
  let platformModules: [Target.Dependency] = []
  let testOverlays: [Target.Dependency] = []
#endif

let package = Package(
  name: "StateKitExamples",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [stateKit],
  targets: [
    // The charts the screens share: no UIKit, no SwiftUI.
    .target(
      name: "ExampleCharts",
      dependencies: [
        .product(name: "StateKit", package: stateKitPackage), .product(name: "StateKitUI", package: stateKitPackage),
      ]),
    .target(
      name: "UIKitExamples",
      dependencies: [
        "ExampleCharts", .product(name: "StateKit", package: stateKitPackage),
        .product(name: "StateKitUI", package: stateKitPackage),
      ] + platformModules),
    .target(
      name: "SwiftUIExamples",
      dependencies: [
        "ExampleCharts", .product(name: "StateKit", package: stateKitPackage),
        .product(name: "StateKitUI", package: stateKitPackage),
      ] + platformModules),
    .testTarget(
      name: "UIKitExamplesTests",
      dependencies: ["UIKitExamples", "ExampleCharts", .product(name: "StateKitTesting", package: stateKitPackage)]
        + platformModules + testOverlays),
    .testTarget(
      name: "SwiftUIExamplesTests",
      dependencies: ["SwiftUIExamples", "ExampleCharts", .product(name: "StateKitTesting", package: stateKitPackage)]
        + platformModules + testOverlays),
  ],
  swiftLanguageModes: [.v6]
)
