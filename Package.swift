// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

// Nothing but the toolchain: an app that depends on StateKit resolves no other package. The one
// dependency, swift-syntax, is used only by the `@CaseEvent` macro behind the `Macros` trait (off
// by default): an app that does not enable the trait never resolves or builds it. The
// `statekit` command-line tool lives in `Tools/` (a package of its own), the benchmarks in
// `Benchmarks/`; the documentation is built by `.ci/run` with the toolchain's `docc`.
let package = Package(
  name: "StateKit",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
  // Products are what an app uses; the showcase and the conformance runner are not among them.
  products: [
    // `@CaseEvent` (with the `Macros` trait; without it the module is empty).
    .library(name: "StateKitMacros", targets: ["StateKitMacros"]),
    .library(name: "StateKit", targets: ["StateKit"]),
    .library(name: "StateKitUI", targets: ["StateKitUI"]),
    .library(name: "StateKitControls", targets: ["StateKitControls"]),
    .library(name: "StateKitTesting", targets: ["StateKitTesting"]),
    .library(name: "StateKitSCXML", targets: ["StateKitSCXML"]),
    // `datamodel="ecmascript"` through JavaScriptCore: the system framework on Apple platforms,
    // the system library JavaScriptCoreGTK on Linux. Built and linked only by an app that uses it.
    .library(name: "StateKitECMAScript", targets: ["StateKitECMAScript"]),
    // Attaches machines to `statekit inspect` (a WebSocket client; Foundation, no packages).
    .library(name: "StateKitInspection", targets: ["StateKitInspection"]),
    .executable(name: "showcase", targets: ["showcase"]),
  ],
  traits: [
    .trait(name: "Macros", description: "The @CaseEvent macro (product StateKitMacros); builds swift-syntax."),
    .default(enabledTraits: []),
  ],
  // Resolved only when the `Macros` trait is on: every use below is conditioned on it.
  dependencies: [.package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0")],
  targets: [
    // The engine: depends on nothing but the standard library (and the toolchain's Observation).
    .target(name: "StateKit"),
    // The UI layer: appearances, capabilities, behaviors, flows, and (where UIKit and SwiftUI
    // exist) their adapters. It knows no headless control: those conform to its protocols.
    .target(name: "StateKitUI", dependencies: ["StateKit"]),
    // Headless controls (views, buttons, lists) with UIKit's properties, in the namespace `Headless`
    // (no top-level name that SwiftUI or UIKit has: Platforms/Tests/PlatformTests/AppleNames), and
    // their conformances to StateKitUI's protocols, as the UIKit adapters give UIKit's controls.
    .target(name: "StateKitControls", dependencies: ["StateKit", "StateKitUI"]),
    .target(name: "StateKitTesting", dependencies: ["StateKit"]),
    .target(name: "StateKitSCXML", dependencies: ["StateKit"]),
    // JavaScriptCore's C API on Linux (`apt-get install libjavascriptcoregtk-4.1-dev`); Apple
    // platforms import the system framework instead, which has the same C API.
    .systemLibrary(
      name: "CJavaScriptCore", pkgConfig: "javascriptcoregtk-4.1",
      providers: [.apt(["libjavascriptcoregtk-4.1-dev"])]),
    .target(
      name: "StateKitECMAScript",
      dependencies: [
        "StateKit", "StateKitSCXML",
        .target(name: "CJavaScriptCore", condition: .when(platforms: [.linux])),
      ]),
    // The inspector's protocol and its client: Foundation and the sockets of the system, nothing
    // else, so that an app attaching a machine to `statekit inspect` pulls in no server.
    .target(name: "StateKitInspection", dependencies: ["StateKit"]),
    // The seed scenarios behind `swift run showcase`: no product (its declarations are `package`);
    // Tools/ and Benchmarks/ compile these files again from a link (`Shipped/StateKitShowcase`).
    .target(
      name: "StateKitShowcase",
      dependencies: ["StateKit", "StateKitUI", "StateKitControls", "StateKitTesting", "StateKitInspection"]),
    .executableTarget(name: "showcase", dependencies: ["StateKitShowcase"]),
    // `@CaseEvent`: the declaration, and the compiler plugin that expands it.
    .macro(
      name: "StateKitMacrosPlugin",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["Macros"])),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax", condition: .when(traits: ["Macros"])),
        .product(name: "SwiftDiagnostics", package: "swift-syntax", condition: .when(traits: ["Macros"])),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax", condition: .when(traits: ["Macros"])),
      ]),
    .target(
      name: "StateKitMacros",
      dependencies: ["StateKit", .target(name: "StateKitMacrosPlugin", condition: .when(traits: ["Macros"]))]),
    // What the test targets share: a seeded random source, random DSL charts, tracing helpers.
    .target(
      name: "StateKitTestSupport", dependencies: ["StateKit", "StateKitTesting"], path: "Tests/StateKitTestSupport"),
    .testTarget(name: "StateKitTests", dependencies: ["StateKit", "StateKitTesting", "StateKitTestSupport"]),
    .testTarget(name: "StateKitTestingTests", dependencies: ["StateKit", "StateKitTesting"]),
    .testTarget(
      name: "StateKitUITests",
      dependencies: ["StateKitUI", "StateKitControls", "StateKitShowcase", "StateKitTesting", "StateKitTestSupport"]),
    .testTarget(
      name: "StateKitSCXMLTests", dependencies: ["StateKitSCXML", "StateKitTesting", "StateKitTestSupport"],
      exclude: ["Malformed"]),
    .testTarget(name: "StateKitECMAScriptTests", dependencies: ["StateKitECMAScript", "StateKitTesting"]),
    .testTarget(
      name: "StateKitInspectionTests", dependencies: ["StateKit", "StateKitInspection", "StateKitTestSupport"]),
    .testTarget(name: "ShowcaseTests", dependencies: ["StateKitShowcase", "showcase"]),
    // Expansion and behavior tests of `@CaseEvent`: `swift test --traits Macros`.
    .testTarget(
      name: "StateKitMacrosTests",
      dependencies: [
        "StateKit", "StateKitMacros",
        .target(name: "StateKitMacrosPlugin", condition: .when(traits: ["Macros"])),
        .product(
          name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax",
          condition: .when(traits: ["Macros"])),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
