import ArgumentParser
import Foundation
import StateKit
import StateKitConformance
import StateKitECMAScript
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
    // What was printed comes first, also when both go to one pipe.
    fflush(nil)
    FileHandle.standardError.write(Data(("error: " + message + "\n").utf8))
    Foundation.exit(1)
  }
}

struct Validate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Report errors and warnings (unreachable states, shadowed transitions, states with no way out, history states nothing targets).",
    discussion: """
      A document with datamodel="ecmascript" is checked with JavaScriptCore as well: every \
      script and expression (<data expr>, <script>, conditions, <assign>, <send>, <invoke>, \
      <log>, <foreach>, <param>, <content expr>) must compile; each one that does not is an \
      error line naming its element, line and state. Nothing is run. Such a document still \
      runs: each of those raises error.execution when it is evaluated (some of the W3C suite's \
      tests hold one on purpose).
      """)

  @Argument(help: "The chart (.scxml, .txml in W3C conformance notation, or the JSON form).") var chart: String

  func run() throws {
    let document: ChartDocument
    do { document = try ChartDocument(path: chart) } catch { fail("\(error)") }
    // Every line names the file, as a compiler's do, so that the output of several runs can be
    // told apart (and read by an editor): `chart.scxml: line 2: warning: …`.
    var scriptErrors = 0
    switch document.form {
    case .null(let file):
      for warning in file.warnings { print("\(chart): \(warning)") }
    case .ecmascript(let ecmascript):
      let errors = ecmascript.syntaxErrors()
      for error in errors { print("\(chart): line \(error.line): error: " + Self.text(of: error)) }
      scriptErrors = errors.count
    }
    let compiled: CompiledChart
    do { compiled = try document.chart() } catch { fail("\(error)") }
    let summary = compiled.summary
    let lines = document.stateLines
    for warning in summary.warnings {
      print("\(chart): " + diagnosticLine(warning, lines: lines))
    }
    let counts = "\(summary.states) states, \(summary.transitions) transitions"
    guard scriptErrors == 0 else {
      let pieces = scriptErrors == 1 ? "1 script or expression does" : "\(scriptErrors) scripts or expressions do"
      fail("\(chart): \(pieces) not compile (\(counts))")
    }
    let model = document.dataModel == "ecmascript" ? ", every script compiles" : ""
    print("\(chart): \(counts)\(model), ok")
  }

  /// The error without its line (the line prefix is the command's).
  private static func text(of error: ECMAScriptSyntaxError) -> String {
    let place = error.state.map { " in state '\($0)'" } ?? " at the top level"
    return "\(error.element)\(place) does not compile: \(error.message) in '\(error.source)'"
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
  static let configuration = CommandConfiguration(
    abstract: "Draw the chart as Mermaid or Graphviz DOT.",
    discussion: "Guards are labelled with their source text: an ECMAScript condition as written in cond.")

  enum Format: String, ExpressibleByArgument, CaseIterable { case mermaid, dot }

  @Argument(help: "The chart.") var chart: String
  @Option(help: "mermaid (stateDiagram-v2) or dot (Graphviz, clusters for compound and parallel states).")
  var format: Format = .mermaid

  /// Drawing needs nothing of the data model but the guards' text.
  private struct Drawing: ChartTask {
    let format: Format
    let name: String
    func perform<E: DocumentEvent, C>(_ chart: Chart<String, E, C>, context: @escaping @Sendable () -> C) -> String {
      format == .mermaid ? chart.mermaid() : chart.dot(name: name)
    }
  }

  func run() throws {
    do {
      let document = try ChartDocument(path: chart)
      let compiled = try document.chart()
      let drawing = Drawing(format: format, name: document.name ?? "chart")
      print(onMain { compiled.perform(drawing) }, terminator: "")
    } catch { fail("\(error)") }
  }
}

struct Convert: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Convert a chart to SCXML or to its JSON form (the SCXMLDocument structure, Codable).",
    discussion: """
      A document with datamodel="ecmascript" converts to SCXML only, where its scripts keep \
      their place: it is written as read, once it compiles. The JSON form is the null data \
      model's structure, which has no place for JavaScript, and is refused with what would be \
      lost.
      """)

  enum Target: String, ExpressibleByArgument, CaseIterable { case scxml, json }

  @Argument(help: "The chart.") var chart: String
  @Option(help: "scxml or json.") var to: Target

  func run() throws {
    do {
      let document = try ChartDocument(path: chart)
      _ = try document.chart()
      switch (document.form, to) {
      case (.null(let file), .scxml):
        do {
          print(try SCXMLWriter.write(file.document), terminator: "")
        } catch { throw CommandFailure("\(chart): \(error)") }
      case (.null(let file), .json):
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: try encoder.encode(file.document), as: UTF8.self))
      case (.ecmascript(let ecmascript), .scxml):
        if let error = ecmascript.syntaxErrors().first {
          throw CommandFailure("\(chart): \(error) (statekit validate lists every one)")
        }
        // The document is SCXML already; the ECMAScript reader keeps no writable structure, so
        // the text read (and checked) is the conversion, byte for byte.
        let data = try InputFile.read(chart, kind: "a chart file (.scxml, .txml or .json)")
        FileHandle.standardOutput.write(data)
      case (.ecmascript(let ecmascript), .json):
        throw CommandFailure(
          "\(chart): the JSON form is the null data model's structure (SCXMLDocument) and has no place for "
            + "JavaScript; converting would lose \(Self.inventory(of: ecmascript)). Use --to scxml, or keep the "
            + "document as it is.")
      }
    } catch { fail("\(error)") }
  }

  /// What JavaScript the document holds, counted by element: `3 <transition cond>, 1 <script>`.
  private static func inventory(of document: ECMAScriptDocument) -> String {
    var counts: [(element: String, count: Int)] = []
    for source in document.scriptSources() {
      // `<data id="x" expr>` and `<param name="y">` are counted together.
      let element =
        source.element.hasPrefix("<data ")
        ? "<data expr>" : source.element.hasPrefix("<param ") ? "<param expr>" : source.element
      if let index = counts.firstIndex(where: { $0.element == element }) {
        counts[index].count += 1
      } else {
        counts.append((element, 1))
      }
    }
    guard !counts.isEmpty else { return "its datamodel=\"ecmascript\" (it holds no script)" }
    return counts.map { "\($0.count) \($0.element)" }.joined(separator: ", ")
  }
}
