import Foundation
import Testing

// Every Swift snippet of the README and of the documentation catalog appears, line for line, in
// a test (or in the sources it quotes), so that it compiles and the test checks what the text
// says. Lines are compared without leading, trailing and repeated spaces, and `import` lines are
// left out (a test file has its own).

@Suite("Documentation snippets")
struct DocumentationSnippetTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// README snippets of the UI layer that show no events, each shortened for the README, and the
  /// lines of an app's manifest (checked by hand with a scratch app; see issues 25 and 34).
  static let exempt = [
    "// Package.swift", "// swift-tools-version: 6.1",
    "When(.edit) {",
    "capabilities.bind(addButton, \\.isEnabled) { $0.canAdd }", "let light = try Chart(logic: [",
  ]

  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in line.split(separator: " ").joined(separator: " ") }
      .filter { !$0.isEmpty && !$0.hasPrefix("import ") }
  }

  static func snippets(of file: URL) throws -> [(line: Int, lines: [String])] {
    let text = try String(contentsOf: file, encoding: .utf8)
    var result: [(Int, [String])] = []
    var current: [String]?
    var start = 0
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if current == nil, trimmed == "```swift" {
        current = []
        start = number + 1
      } else if current != nil, trimmed == "```" {
        result.append((start, lines(current!.joined(separator: "\n"))))
        current = nil
      } else if current != nil {
        current!.append(String(line))
      }
    }
    return result
  }

  static func swiftFiles(under folder: String) -> [URL] {
    let enumerator = FileManager.default.enumerator(
      at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
    return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
  }

  static func markdownFiles() -> [URL] {
    let catalogs = [
      "Sources/StateKit/StateKit.docc", "Sources/StateKitInspection/StateKitInspection.docc",
      "Sources/StateKitSCXML/StateKitSCXML.docc", "Sources/StateKitTesting/StateKitTesting.docc",
      "Sources/StateKitControls/StateKitControls.docc", "Sources/StateKitECMAScript/StateKitECMAScript.docc",
    ]
    let files = catalogs.flatMap { catalog in
      FileManager.default.enumerator(at: root.appendingPathComponent(catalog), includingPropertiesForKeys: nil)?
        .allObjects as? [URL] ?? []
    }
    return [root.appendingPathComponent("README.md")] + files.filter { $0.pathExtension == "md" }
  }

  static func contains(_ source: [String], _ snippet: [String]) -> Bool {
    guard source.count >= snippet.count else { return false }
    for start in 0...(source.count - snippet.count) where Array(source[start..<start + snippet.count]) == snippet {
      return true
    }
    return false
  }

  @Test func everySnippetIsInATest() throws {
    let documents = Self.markdownFiles()
    var sources: [[String]] = []
    // Examples/ is compiled against the declared Apple API of Platforms/ (.ci/run).
    let examples = Self.swiftFiles(under: "Examples/Sources") + Self.swiftFiles(under: "Examples/Tests")
    for file in Self.swiftFiles(under: "Tests") + Self.swiftFiles(under: "Sources") + examples {
      sources.append(Self.lines(try String(contentsOf: file, encoding: .utf8)))
    }
    var checked = 0
    for document in documents {
      for snippet in try Self.snippets(of: document) where !snippet.lines.isEmpty {
        if Self.exempt.contains(snippet.lines[0]) { continue }
        checked += 1
        let found = sources.contains { Self.contains($0, snippet.lines) }
        #expect(found, "\(document.lastPathComponent), line \(snippet.line): the snippet is in no test")
      }
    }
    #expect(checked >= 20)
  }
}
