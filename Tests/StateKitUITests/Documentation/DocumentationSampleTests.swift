import Foundation
import Testing

/// Every Swift sample in StateKitUI's DocC catalog, and every snippet of the README's seeds, is
/// compiled and run by a test: each code block appears, line for line, between the
/// `SAMPLE-BEGIN` and `SAMPLE-END` markers of a test in this folder.
@Suite("Documentation samples")
struct DocumentationSampleTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let catalog = folder.appendingPathComponent("../../../Sources/StateKitUI/StateKitUI.docc").standardized
  static let readme = folder.appendingPathComponent("../../../README.md").standardized

  /// Lines without their indentation, empty ones left out.
  static func lines(_ text: some StringProtocol) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// The sample screens for UIKit and SwiftUI, compiled against the declared Apple API of
  /// `Platforms/` by `.ci/run`: the UIKit and SwiftUI forms in the articles quote them.
  static let examples = ["Sources", "Tests"].map {
    folder.appendingPathComponent("../../../Examples/\($0)").standardized
  }

  /// The code between the markers of every test file here, and of the sample screens.
  static func samples() throws -> [[String]] {
    let here = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
    let examples = Self.examples.flatMap {
      FileManager.default.enumerator(at: $0, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
    }
    return try (here + examples).filter { $0.pathExtension == "swift" }.flatMap { file in
      let text = try String(contentsOf: file, encoding: .utf8)
      return text.components(separatedBy: "// SAMPLE-BEGIN").dropFirst().map { part in
        lines(part.components(separatedBy: "// SAMPLE-END")[0])
      }
    }
  }

  /// The Swift code blocks of a text.
  static func codeBlocks(of text: String, in name: String) -> [(article: String, lines: [String])] {
    text.components(separatedBy: "```swift\n").dropFirst().map { part in
      (name, lines(part.components(separatedBy: "```")[0]))
    }
  }

  /// The Swift code blocks of every article, and of the README's section on the seeds.
  static func codeBlocks() throws -> [(article: String, lines: [String])] {
    let files = try FileManager.default.contentsOfDirectory(at: catalog, includingPropertiesForKeys: nil)
    let articles = try files.filter { $0.pathExtension == "md" }.flatMap { file in
      codeBlocks(of: try String(contentsOf: file, encoding: .utf8), in: file.lastPathComponent)
    }
    let readme = try String(contentsOf: readme, encoding: .utf8)
    let seeds = readme.components(separatedBy: "## The five articles, in StateKit")[1].components(separatedBy: "\n## ")[
      0]
    return articles + codeBlocks(of: seeds, in: "README.md")
  }

  @Test func everySampleOfTheCatalogIsCompiledAndRunByATest() throws {
    let samples = try Self.samples()
    let blocks = try Self.codeBlocks()
    #expect(blocks.filter { $0.article == "README.md" }.count == 5)
    #expect(blocks.count >= 18)
    for block in blocks {
      let found = samples.contains { sample in
        sample.count >= block.lines.count
          && (0...(sample.count - block.lines.count)).contains { start in
            Array(sample[start..<start + block.lines.count]) == block.lines
          }
      }
      #expect(found, "a sample of \(block.article) is not in a test: \(block.lines.first ?? "")")
    }
  }

  /// The library's documentation speaks of its concepts; the seed articles belong in the
  /// showcase and the tests.
  @Test func publicDocsSpeakOfConceptsNotOfSeeds() throws {
    let sources = Self.folder.appendingPathComponent("../../../Sources").standardized
    var mentions: [String] = []
    for module in ["StateKit", "StateKitUI", "StateKitControls"] {
      let root = sources.appendingPathComponent(module)
      let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
      for file in files ?? [] where ["swift", "md"].contains(file.pathExtension) {
        let text = try String(contentsOf: file, encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.lowercased().contains("seed 0") || line.lowercased().contains("seed article")
          || line.lowercased().contains("seeds ") || line.lowercased().contains("the seeds")
        {
          mentions.append("\(module)/\(file.lastPathComponent):\(number + 1)")
        }
      }
    }
    #expect(mentions.isEmpty)
  }
}
