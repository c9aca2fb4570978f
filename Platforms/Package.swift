// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

// A compile check of StateKit's Apple-platform code on Linux: modules named `UIKit`, `SwiftUI`,
// `QuartzCore`, `CoreGraphics` and `ObjectiveC` that declare only what StateKitUI's adapters and
// the samples use, with the signatures of Apple's documentation (each declaration names its
// page), and StateKit's own modules built again from the very files the root package ships
// (`Shipped/` holds symlinks to `../Sources/…`), so that their `#if canImport(UIKit)` /
// `canImport(SwiftUI)` branches compile here. A package of its own: a `UIKit` module next to the root package's modules would make
// `canImport(UIKit)` true there too. Never a dependency of an app; `.ci/run` builds and tests it.
//
// It does not depend on the root package: SwiftPM allows one target named `StateKitUI` in a
// package graph, and this one compiles it against the declared API.
let package = Package(
  name: "StateKitPlatforms",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "ObjectiveC", targets: ["ObjectiveC"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    .library(name: "QuartzCore", targets: ["QuartzCore"]),
    .library(name: "_Testing_UIKit", targets: ["_Testing_UIKit", "_Testing_CoreGraphics"]),
    .library(name: "StateKit", targets: ["StateKit"]),
    .library(name: "StateKitControls", targets: ["StateKitControls"]),
    .library(name: "StateKitUI", targets: ["StateKitUI"]),
    .library(name: "StateKitTesting", targets: ["StateKitTesting"]),
    // `@CaseEvent` (with the `Macros` trait; without it the module is empty).
    .library(name: "StateKitMacros", targets: ["StateKitMacros"]),
  ],
  // As in the root package: the macro builds swift-syntax only when the trait is on (Examples/
  // turns it on); the package's other products never resolve it.
  traits: [
    .trait(name: "Macros", description: "The @CaseEvent macro (product StateKitMacros); builds swift-syntax."),
    .default(enabledTraits: []),
  ],
  dependencies: [.package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0")],
  targets: [
    // The declared API.
    .target(name: "ObjectiveC"),
    .target(name: "CoreGraphics"),
    .target(name: "QuartzCore", dependencies: ["CoreGraphics"]),
    .target(name: "UIKit", dependencies: ["QuartzCore"]),
    // SwiftUI on iOS builds on UIKit (`UIHostingController`, `UIViewControllerRepresentable`).
    .target(name: "SwiftUI", dependencies: ["UIKit"]),
    // What a test that imports both Testing and UIKit imports too (Swift Testing's cross-import
    // overlay); empty.
    .target(name: "_Testing_UIKit"),
    .target(name: "_Testing_CoreGraphics"),
    // The shipped modules, compiled from the root package's files.
    .target(name: "StateKit", path: "Shipped/StateKit"),
    .target(name: "StateKitControls", dependencies: ["StateKit", "StateKitUI"], path: "Shipped/StateKitControls"),
    .target(name: "StateKitTesting", dependencies: ["StateKit"], path: "Shipped/StateKitTesting"),
    .target(
      name: "StateKitUI", dependencies: ["StateKit", "UIKit", "SwiftUI", "ObjectiveC"],
      path: "Shipped/StateKitUI"),
    .macro(
      name: "StateKitMacrosPlugin",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["Macros"])),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax", condition: .when(traits: ["Macros"])),
        .product(name: "SwiftDiagnostics", package: "swift-syntax", condition: .when(traits: ["Macros"])),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax", condition: .when(traits: ["Macros"])),
      ],
      path: "Shipped/StateKitMacrosPlugin"),
    .target(
      name: "StateKitMacros",
      dependencies: ["StateKit", .target(name: "StateKitMacrosPlugin", condition: .when(traits: ["Macros"]))],
      path: "Shipped/StateKitMacros"),
    .testTarget(
      name: "PlatformTests",
      dependencies: [
        "StateKit", "StateKitUI", "StateKitControls", "StateKitTesting", "UIKit", "SwiftUI", "ObjectiveC", "_Testing_UIKit",
        "_Testing_CoreGraphics",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
