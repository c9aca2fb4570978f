// swift-tools-version: 6.1
import PackageDescription

// A package of its own, so that StateKit's users never build benchmark dependencies.
let package = Package(
  name: "StateKitBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    // With the `Macros` trait: the payload-event scenario written with `@CaseEvent` too.
    .package(name: "StateKit", path: "..", traits: ["Macros"]),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // Each scenario twice: on StateKit, and as the hand-written switch a careful engineer writes.
    .target(
      name: "Scenarios",
      dependencies: [
        .product(name: "StateKit", package: "StateKit"),
        .product(name: "StateKitUI", package: "StateKit"),
        .product(name: "StateKitControls", package: "StateKit"),
        "ShowcaseScenes",
        .product(name: "StateKitSCXML", package: "StateKit"),
        .product(name: "StateKitECMAScript", package: "StateKit"),
        .product(name: "StateKitMacros", package: "StateKit"),
        .product(name: "StateKitInspection", package: "StateKit"),
        .product(name: "StateKitTesting", package: "StateKit"),
      ]),
    // The root's showcase (seed 000's controller), compiled here from the very files it ships (a
    // link): it is no product of the root package, and its declarations are `package`.
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
    // Runs one scenario N times; callgrind.sh counts its instructions.
    .executableTarget(name: "scenario-runner", dependencies: ["Scenarios"]),
    .executableTarget(
      name: "StateKitBenchmarks",
      dependencies: ["Scenarios", .product(name: "Benchmark", package: "benchmark")],
      path: "Benchmarks/StateKitBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
  ],
  swiftLanguageModes: [.v6]
)
