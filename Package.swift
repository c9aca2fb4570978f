// swift-tools-version: 6.1
import PackageDescription

// Nothing but the toolchain: an app that depends on StateKit resolves no other package. The
// `statekit` command-line tool lives in `Tools/` (a package of its own), the benchmarks in
// `Benchmarks/`; the documentation is built by `.ci/run` with the toolchain's `docc`.
let package = Package(
  name: "StateKit",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
  products: [
    .library(name: "StateKit", targets: ["StateKit"]),
    .library(name: "StateKitUI", targets: ["StateKitUI"]),
    .library(name: "StateKitControls", targets: ["StateKitControls"]),
    .library(name: "StateKitTesting", targets: ["StateKitTesting"]),
    .library(name: "StateKitSCXML", targets: ["StateKitSCXML"]),
    .library(name: "StateKitConformance", targets: ["StateKitConformance"]),
    .library(name: "StateKitShowcase", targets: ["StateKitShowcase"]),
    .executable(name: "showcase", targets: ["showcase"]),
  ],
  targets: [
    // The engine: depends on nothing but the standard library (and the toolchain's Observation).
    .target(name: "StateKit"),
    // Headless controls (views, buttons, lists) with UIKit's properties; a module of their own, so
    // that `import StateKitUI` next to `import SwiftUI` brings no `View` or `Button` of its own.
    .target(name: "StateKitControls"),
    .target(name: "StateKitUI", dependencies: ["StateKit", "StateKitControls"]),
    .target(name: "StateKitTesting", dependencies: ["StateKit"]),
    .target(name: "StateKitSCXML", dependencies: ["StateKit"]),
    // SCION test scripts and the W3C suite's notation: for the tool's `test` command and tests.
    .target(name: "StateKitConformance", dependencies: ["StateKit", "StateKitSCXML", "StateKitTesting"]),
    .target(
      name: "StateKitShowcase", dependencies: ["StateKit", "StateKitUI", "StateKitControls", "StateKitTesting"]),
    .executableTarget(name: "showcase", dependencies: ["StateKitShowcase"]),
    // What the test targets share: a seeded random source, random DSL charts, tracing helpers.
    .target(
      name: "StateKitTestSupport", dependencies: ["StateKit", "StateKitTesting"], path: "Tests/StateKitTestSupport"),
    .testTarget(name: "StateKitTests", dependencies: ["StateKit", "StateKitTesting", "StateKitTestSupport"]),
    .testTarget(
      name: "StateKitUITests",
      dependencies: ["StateKitUI", "StateKitControls", "StateKitShowcase", "StateKitTesting", "StateKitTestSupport"]),
    // A file that imports StateKitUI next to SwiftUI's names (SwiftUINames stands in for SwiftUI).
    .target(name: "SwiftUINames", path: "Tests/SwiftUINames"),
    .testTarget(name: "StateKitUIImportTests", dependencies: ["StateKit", "StateKitUI", "SwiftUINames"]),
    .testTarget(
      name: "StateKitSCXMLTests", dependencies: ["StateKitSCXML", "StateKitTesting", "StateKitTestSupport"],
      exclude: ["Malformed"]),
    .testTarget(name: "StateKitConformanceTests", dependencies: ["StateKitConformance", "StateKitSCXML"]),
    .testTarget(name: "ShowcaseTests", dependencies: ["StateKitShowcase", "showcase"]),
  ],
  swiftLanguageModes: [.v6]
)
