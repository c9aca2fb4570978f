import Foundation
import Testing

/// Where the SCXML conformance data is: `STATEKIT_CONFORMANCE_DIR`, which `.ci/run` sets to
/// `../shared/conformance`. Without it the conformance tests are skipped; with it, a missing
/// folder fails.
enum ConformanceData {
  static let directory: URL? = ProcessInfo.processInfo.environment["STATEKIT_CONFORMANCE_DIR"].map {
    URL(fileURLWithPath: $0)
  }
  static let skipMessage: Comment = "set STATEKIT_CONFORMANCE_DIR to the conformance folder to run these"

  /// Rows of a tab-separated index, without its header.
  static func index(_ relativePath: String) -> [[String]] {
    guard let directory,
      let text = try? String(contentsOf: directory.appendingPathComponent(relativePath), encoding: .utf8)
    else { return [] }
    return text.split(separator: "\n").dropFirst().map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
  }

  /// The SCION tests, by path without extension (`basic/basic1`).
  static var scionTests: [String] { index("scion/index.tsv").compactMap(\.first) }

  /// The W3C tests of a group (`core`, `invoke`…), by number.
  static func w3cTests(group: String) -> [String] {
    index("w3c/index.tsv").filter { $0.count > 5 && $0[5] == group }.map { $0[0] }
  }
}
