import ArgumentParser
import Foundation
import StateKit
import StateKitConformance
import StateKitSCXML
import StateKitTesting

@main
struct StateKitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "statekit",
    abstract: "Check, draw, run and test statecharts written in W3C SCXML.",
    subcommands: [Validate.self, Graph.self, Run.self, Test.self, Paths.self, Convert.self, Inspect.self])
}

/// A chart file given on the command line — `.scxml`, `.txml` in W3C conformance notation, or
/// `.json`, the JSON form `statekit convert --to json` writes — read and compiled.
struct ChartFile {
  let url: URL
  let document: SCXMLDocument
  let warnings: [SCXMLWarning]

  init(path: String) throws {
    url = URL(fileURLWithPath: path)
    try InputFile.check(path, kind: "a chart file (.scxml, .txml or .json)")
    do {
      if url.pathExtension.lowercased() == "json" {
        (document, warnings) = (try Self.decodeJSON(path: path, url: url), [])
      } else {
        (document, warnings) = try W3CConformance.read(contentsOf: url)
      }
    } catch let error as SCXMLError {
      throw CommandFailure("\(path): \(error)")
    } catch let failure as CommandFailure {
      throw failure
    } catch {
      throw CommandFailure("\(path) cannot be read: \(error.localizedDescription)")
    }
  }

  /// A chart in its JSON form (the `SCXMLDocument` structure).
  private static func decodeJSON(path: String, url: URL) throws -> SCXMLDocument {
    let data = try InputFile.read(path, kind: "a chart file (.scxml, .txml or .json)")
    do {
      return try JSONDecoder().decode(SCXMLDocument.self, from: data)
    } catch let error as DecodingError {
      throw CommandFailure(
        "\(path) is not a chart in JSON form (what statekit convert --to json writes): \(explain(error))")
    } catch {
      throw CommandFailure("\(path) is not valid JSON")
    }
  }

  /// A decoding error in words: what is wrong, and where.
  private static func explain(_ error: DecodingError) -> String {
    func place(_ path: [any CodingKey]) -> String {
      path.isEmpty
        ? "at the top level"
        : "at " + path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
    switch error {
    case .keyNotFound(let key, let context): return "'\(key.stringValue)' is missing \(place(context.codingPath))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return
        "\(context.debugDescription.lowercased().trimmingCharacters(in: .punctuationCharacters)) \(place(context.codingPath))"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "the file is not valid JSON" : "a value is invalid \(place(context.codingPath))"
    @unknown default: return "\(error)"
    }
  }

  func chart() throws -> SCXMLChart {
    do {
      return try document.makeChart()
    } catch {
      throw CommandFailure("\(url.path): \(error)")
    }
  }
}

/// An error that ends the command with a message and exit code 1.
struct CommandFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

extension ParsableCommand {
  /// Commands touch main-actor machines; the command runs on the main thread.
  func onMain<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
    try MainActor.assumeIsolated { try body() }
  }

  /// Prints a failure to standard error and exits 1.
  func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("error: " + message + "\n").utf8))
    Foundation.exit(1)
  }
}

struct Validate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Report errors and warnings (unreachable states, shadowed transitions, states with no way out, history states nothing targets)."
  )

  @Argument(help: "The chart (.scxml, .txml in W3C conformance notation, or the JSON form).") var chart: String

  func run() throws {
    let file: ChartFile
    do { file = try ChartFile(path: chart) } catch let failure as CommandFailure { fail(failure.description) }
    // Every line names the file, as a compiler's do, so that the output of several runs can be
    // told apart (and read by an editor): `chart.scxml: line 2: warning: …`.
    for warning in file.warnings { print("\(chart): \(warning)") }
    do {
      let compiled = try file.document.makeChart()
      let lines = Dictionary(file.document.allStates.map { ($0.id, $0.line) }, uniquingKeysWith: { a, _ in a })
      for warning in compiled.warnings {
        print("\(chart): " + diagnosticLine(warning, lines: lines))
      }
      print("\(chart): \(compiled.stateIDs.count) states, \(compiled.transitionInfos.count) transitions, ok")
    } catch {
      fail("\(chart): \(error)")
    }
  }

  private func diagnosticLine(_ diagnostic: ChartDiagnostic<String>, lines: [String: Int]) -> String {
    let state: String?
    switch diagnostic.kind {
    case .unreachable(let s), .noWayOut(let s), .shadowedTransition(let s, _), .untargetedHistory(let s): state = s
    default: state = nil
    }
    let line = state.flatMap { lines[$0] }.map { "line \($0): " } ?? ""
    return line + diagnostic.description
  }
}

struct Graph: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Draw the chart as Mermaid or Graphviz DOT.")

  enum Format: String, ExpressibleByArgument, CaseIterable { case mermaid, dot }

  @Argument(help: "The chart.") var chart: String
  @Option(help: "mermaid (stateDiagram-v2) or dot (Graphviz, clusters for compound and parallel states).")
  var format: Format = .mermaid

  func run() throws {
    do {
      let file = try ChartFile(path: chart)
      let compiled = try file.chart()
      print(format == .mermaid ? compiled.mermaid() : compiled.dot(name: file.document.name ?? "chart"), terminator: "")
    } catch let failure as CommandFailure { fail(failure.description) }
  }
}

struct Convert: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Convert a chart to SCXML or to its JSON form (the SCXMLDocument structure, Codable).")

  enum Target: String, ExpressibleByArgument, CaseIterable { case scxml, json }

  @Argument(help: "The chart.") var chart: String
  @Option(help: "scxml or json.") var to: Target

  func run() throws {
    do {
      let file = try ChartFile(path: chart)
      _ = try file.chart()
      switch to {
      case .scxml:
        do {
          print(try SCXMLWriter.write(file.document), terminator: "")
        } catch { throw CommandFailure("\(chart): \(error)") }
      case .json:
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: try encoder.encode(file.document), as: UTF8.self))
      }
    } catch let failure as CommandFailure { fail(failure.description) }
  }
}
