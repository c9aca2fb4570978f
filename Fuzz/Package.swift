// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets, in a package of their own. Build and run them with `Fuzz/run.sh`.
let package = Package(
  name: "StateKitFuzz",
  dependencies: [.package(name: "StateKit", path: "..")],
  targets: [
    .target(
      name: "FuzzSupport",
      dependencies: [
        .product(name: "StateKit", package: "StateKit"),
        .product(name: "StateKitSCXML", package: "StateKit"),
        .product(name: "StateKitTesting", package: "StateKit"),
      ]),
    .executableTarget(name: "fuzz-scxml", dependencies: ["FuzzSupport"]),
    .executableTarget(name: "fuzz-snapshot", dependencies: ["FuzzSupport"]),
    .executableTarget(name: "fuzz-events", dependencies: ["FuzzSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
