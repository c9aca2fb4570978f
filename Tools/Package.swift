// swift-tools-version: 6.1
import PackageDescription

// The inspector's page (index.html, its scripts and style) lives in the server target's folder
// `Page/`, copied into its resource bundle (the server looks the bundle up itself: `PageFiles`).
//
// The `statekit` command-line tool, a package of its own: an app that depends on StateKit resolves
// and builds none of the tool's dependencies (swift-argument-parser, FlyingFox).
//
//     swift run --package-path Tools statekit validate chart.scxml
let package = Package(
  name: "StateKitTools",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "statekit", targets: ["StateKitCLI"]),
    .library(name: "StateKitInspectServer", targets: ["StateKitInspectServer"]),
    // A seed-000-like machine attached to `statekit inspect`, driven from standard input: for
    // the inspector's browser test and for trying the inspector out.
    .executable(name: "inspector-demo", targets: ["InspectorDemo"]),
  ],
  dependencies: [
    .package(name: "StateKit", path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // The inspector's server: asynchronous sockets (its product FlyingSocks), with no other dependency.
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
  ],
  targets: [
    .executableTarget(
      name: "StateKitCLI",
      dependencies: [
        .product(name: "StateKitSCXML", package: "StateKit"),
        .product(name: "StateKitECMAScript", package: "StateKit"),
        "StateKitConformance",
        .product(name: "StateKitTesting", package: "StateKit"),
        .product(name: "StateKitInspection", package: "StateKit"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        "StateKitInspectServer",
      ]),
    // SCION test scripts and the W3C suite's notation: for `statekit test` and the conformance
    // tests (a tool's module, not an app's: it lives here, not among the root's products).
    .target(
      name: "StateKitConformance",
      dependencies: [
        .product(name: "StateKit", package: "StateKit"),
        .product(name: "StateKitSCXML", package: "StateKit"),
        .product(name: "StateKitECMAScript", package: "StateKit"),
        .product(name: "StateKitTesting", package: "StateKit"),
      ]),
    // `statekit inspect`'s server: relays between apps (`/app`) and pages (`/page`), serves the page.
    .target(
      name: "StateKitInspectServer",
      dependencies: [
        .product(name: "StateKitInspection", package: "StateKit"),
        // Sockets only: HTTP and WebSocket are read by the server itself, within its bounds.
        .product(name: "FlyingSocks", package: "FlyingFox"),
      ],
      resources: [.copy("Page")]),
    .executableTarget(
      name: "InspectorDemo",
      dependencies: [
        .product(name: "StateKit", package: "StateKit"),
        .product(name: "StateKitInspection", package: "StateKit"),
      ]),
    // The root's showcase, compiled here from the very files it ships (a link): it is no product
    // of the root package, and its declarations are `package`.
    .target(
      name: "ShowcaseScenes",
      dependencies: [
        .product(name: "StateKit", package: "StateKit"),
        .product(name: "StateKitUI", package: "StateKit"),
        .product(name: "StateKitControls", package: "StateKit"),
        .product(name: "StateKitTesting", package: "StateKit"),
        .product(name: "StateKitInspection", package: "StateKit"),
      ],
      path: "Shipped/StateKitShowcase"),
    // The library's modules too: a property test makes the traces that `statekit test` replays.
    .testTarget(
      name: "StateKitToolTests",
      dependencies: [
        "StateKitCLI", .product(name: "StateKitSCXML", package: "StateKit"),
        .product(name: "StateKitTesting", package: "StateKit"),
      ]),
    // The SCION and W3C suites (STATEKIT_CONFORMANCE_DIR), and the runner's own tests.
    .testTarget(
      name: "StateKitConformanceTests",
      dependencies: [
        "StateKitConformance", .product(name: "StateKitSCXML", package: "StateKit"),
        .product(name: "StateKitECMAScript", package: "StateKit"),
      ]),
    .testTarget(
      name: "StateKitInspectServerTests",
      dependencies: [
        "StateKitInspectServer",
        .product(name: "StateKit", package: "StateKit"),
        .product(name: "StateKitInspection", package: "StateKit"),
        "ShowcaseScenes",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
