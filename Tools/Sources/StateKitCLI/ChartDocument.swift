import Foundation
import StateKit
import StateKitECMAScript
import StateKitSCXML

/// A chart file of either data model, read: the one place that tells them apart. A `.scxml`
/// document whose `<scxml>` declares `datamodel="ecmascript"` is read for JavaScriptCore
/// (`StateKitECMAScript`); every other chart — `.scxml`, `.txml`, the JSON form — for the null
/// data model (``ChartFile``). Commands write their work once, as a ``ChartTask``.
struct ChartDocument {
  enum Form {
    case null(ChartFile)
    case ecmascript(ECMAScriptDocument)
  }

  let path: String
  let form: Form

  init(path: String) throws(CommandFailure) {
    self.path = path
    let url = URL(fileURLWithPath: path)
    guard url.pathExtension.lowercased() == "scxml" else {
      form = .null(try Self.nullFile(path))
      return
    }
    let data = try InputFile.read(path, kind: "a chart file (.scxml, .txml or .json)")
    guard ECMAScriptDocument.declaresECMAScript(data) else {
      form = .null(try Self.nullFile(path))
      return
    }
    do {
      form = .ecmascript(try ECMAScriptDocument.read(contentsOf: url))
    } catch let error as SCXMLError {
      throw CommandFailure("\(path): \(error)")
    } catch {
      throw CommandFailure("\(path) cannot be read: \(error.localizedDescription)")
    }
  }

  private static func nullFile(_ path: String) throws(CommandFailure) -> ChartFile {
    do { return try ChartFile(path: path) } catch let failure as CommandFailure { throw failure } catch {
      throw CommandFailure("\(path) cannot be read: \(error)")
    }
  }

  /// `null` or `ecmascript`, as the document declares it.
  var dataModel: String {
    if case .ecmascript = form { return "ecmascript" }
    return "null"
  }

  /// The `name` of `<scxml>`.
  var name: String? {
    switch form {
    case .null(let file): return file.document.name
    case .ecmascript(let document): return document.name
    }
  }

  /// The events the chart sends itself (not inputs a tester sends).
  var eventsSentToItself: Set<String> {
    switch form {
    case .null(let file): return file.document.eventsSentToItself
    case .ecmascript(let document): return document.eventsSentToItself
    }
  }

  /// The line of each state's element, by id.
  var stateLines: [String: Int] {
    switch form {
    case .null(let file):
      return Dictionary(file.document.allStates.map { ($0.id, $0.line) }, uniquingKeysWith: { first, _ in first })
    case .ecmascript(let document): return document.stateLines
    }
  }

  /// The chart compiled, ready for a task.
  func chart() throws(CommandFailure) -> CompiledChart {
    switch form {
    case .null(let file):
      do { return .null(try file.chart()) } catch let failure as CommandFailure { throw failure } catch {
        throw CommandFailure("\(path): \(error)")
      }
    case .ecmascript(let document):
      do { return .ecmascript(try document.makeChart()) } catch { throw CommandFailure("\(path): \(error)") }
    }
  }
}

/// A compiled chart of either data model.
enum CompiledChart {
  case null(SCXMLChart)
  case ecmascript(ECMAScriptChart)

  /// Does the task with the chart and the context each of its machines starts from: an
  /// `SCXMLSession`, or an `ECMAScriptSession` (a JavaScript context of its own).
  @MainActor
  func perform<Task: ChartTask>(_ task: Task) -> Task.Output {
    switch self {
    case .null(let chart): return task.perform(chart, context: { SCXMLSession() })
    case .ecmascript(let chart): return task.perform(chart, context: { ECMAScriptSession() })
    }
  }

  /// `<count> states, <count> transitions` and the chart's own warnings.
  var summary: (states: Int, transitions: Int, warnings: [ChartDiagnostic<String>]) {
    switch self {
    case .null(let chart): return (chart.stateIDs.count, chart.transitionInfos.count, chart.warnings)
    case .ecmascript(let chart): return (chart.stateIDs.count, chart.transitionInfos.count, chart.warnings)
    }
  }
}

/// An event a document's chart takes, made from a name given on the command line: `String`
/// for the null data model, `SCXMLEvent` for ECMAScript.
protocol DocumentEvent: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral
where StringLiteralType == String {}

extension String: DocumentEvent {}
extension SCXMLEvent: DocumentEvent {}

/// What a command does with a chart, written once for both data models.
@MainActor
protocol ChartTask {
  associatedtype Output
  func perform<E: DocumentEvent, C>(_ chart: Chart<String, E, C>, context: @escaping @Sendable () -> C) -> Output
}
