// swift-tools-version: 6.1
import PackageDescription

// The `statekit` command-line tool, a package of its own: an app that depends on StateKit resolves
// and builds none of the tool's dependencies (swift-argument-parser).
//
//     swift run --package-path Tools statekit validate chart.scxml
let package = Package(
  name: "StateKitTools",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "statekit", targets: ["StateKitCLI"])
  ],
  dependencies: [
    .package(name: "StateKit", path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
  ],
  targets: [
    .executableTarget(
      name: "StateKitCLI",
      dependencies: [
        .product(name: "StateKitSCXML", package: "StateKit"),
        .product(name: "StateKitConformance", package: "StateKit"),
        .product(name: "StateKitTesting", package: "StateKit"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .testTarget(name: "StateKitToolTests", dependencies: ["StateKitCLI"]),
  ],
  swiftLanguageModes: [.v6]
)
