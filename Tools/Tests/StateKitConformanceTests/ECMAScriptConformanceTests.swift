import Foundation
import StateKitConformance
import Testing

/// The W3C Implementation Report's tests as ECMAScript documents (`w3c-irp/ecma/`): every
/// automated test, mandatory and optional. A test passes when each of its documents reaches
/// `pass`. The ones StateKit does not pass are listed in ``knownFailures`` with the reason:
/// a listed test that starts passing fails here too, so that the list stays true.
@MainActor
@Suite("W3C IRP, ECMAScript data model", .enabled(if: ConformanceData.directory != nil, ConformanceData.skipMessage))
struct ECMAScriptConformanceTests {
  /// The tests StateKit fails, and why.
  nonisolated static let knownFailures: [String: String] = [
    // The BasicHTTP Event I/O Processor (SCXML C.2) is not implemented.
    "201": "BasicHTTP Event I/O Processor",
    "509": "BasicHTTP Event I/O Processor",
    "510": "BasicHTTP Event I/O Processor",
    "518": "BasicHTTP Event I/O Processor",
    "519": "BasicHTTP Event I/O Processor",
    "520": "BasicHTTP Event I/O Processor",
    "522": "BasicHTTP Event I/O Processor",
    "531": "BasicHTTP Event I/O Processor",
    "532": "BasicHTTP Event I/O Processor",
    "534": "BasicHTTP Event I/O Processor",
    "567": "BasicHTTP Event I/O Processor",
    "577": "BasicHTTP Event I/O Processor",
  ]

  nonisolated static let manifest = ConformanceData.directory.flatMap {
    try? String(contentsOf: $0.appendingPathComponent("w3c-irp/manifest.xml"), encoding: .utf8)
  }.map(W3CManifest.init(text:))

  /// The automated tests that have ECMAScript documents (the XPath-only ones and the null-only
  /// 436 have none).
  nonisolated static func tests(mandatory: Bool) -> [W3CManifest.Entry] {
    guard let directory = ConformanceData.directory, let manifest else { return [] }
    let folder = directory.appendingPathComponent("w3c-irp/ecma")
    return manifest.entries.filter { entry in
      entry.isMandatory == mandatory && !entry.isManual
        && FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(entry.documents[0]).scxml").path)
    }
  }

  @Test func theSuiteIsThereAndComplete() {
    #expect(Self.tests(mandatory: true).count == 158)
    #expect(Self.tests(mandatory: false).count == 33)
  }

  @Test("mandatory", arguments: tests(mandatory: true).map(\.id))
  func mandatory(_ id: String) throws { try check(id) }

  @Test("optional", arguments: tests(mandatory: false).map(\.id))
  func optional(_ id: String) throws { try check(id) }

  private func check(_ id: String) throws {
    let entry = try #require(Self.manifest?.entries.first { $0.id == id })
    let folder = ConformanceData.directory!.appendingPathComponent("w3c-irp/ecma")
    var reached: [String: String] = [:]
    for document in entry.documents {
      let url = folder.appendingPathComponent("\(document).scxml")
      do {
        reached[document] = try ECMAScriptConformance.finalState(of: url) ?? "no final state"
      } catch {
        reached[document] = "error: \(error)"
      }
    }
    let passes = reached.values.allSatisfy { $0 == "pass" }
    if let reason = Self.knownFailures[id] {
      #expect(!passes, "test \(id) passes now: take it off the known failures (\(reason))")
    } else {
      #expect(passes, "test \(id): \(reached)")
    }
  }
}
