import ArgumentParser
import Foundation
import StateKit
import StateKitInspectServer
import StateKitInspection
import StateKitSCXML

struct Inspect: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Watch, rewind and drive running machines in the browser.",
    discussion: """
      Starts the inspector on 127.0.0.1 and prints its page's address. Apps attach machines \
      with `try machine.inspect(name: "…")` (product StateKitInspection); the page shows each \
      one live. With a chart file, the tool runs the chart itself and attaches it, so that a \
      chart can be explored and driven from the page without writing an app. Ends with Ctrl-C.
      """)

  @Option(help: "The port on 127.0.0.1 (0: a free one, printed).") var port: Int = Int(InspectorEndpoint.defaultPort)
  @Argument(help: "A chart (.scxml, .txml or .json) to run and attach.") var chart: String?

  func run() throws {
    // The main actor runs the chart's machine, so the main thread serves it: the command
    // starts on it, sets up, and hands it to the main queue until the tool is stopped.
    guard (0...65_535).contains(port) else { fail("--port takes 0 to 65535") }
    if let chart {
      do { _ = try ChartFile(path: chart).chart() } catch let failure as CommandFailure { fail(failure.description) }
    }
    let (port, chart) = (self.port, self.chart)
    Task { @MainActor in await Self.serve(port: port, chartPath: chart) }
    dispatchMain()
  }

  @MainActor
  private static func serve(port: Int, chartPath chart: String?) async {
    let compiled = chart.flatMap { try? ChartFile(path: $0).chart() }
    let server: InspectorServer
    let actualPort: UInt16
    do {
      server = try InspectorServer(port: UInt16(port))
      actualPort = try await server.start()
    } catch {
      stop("the inspector cannot start on 127.0.0.1:\(port): \(error)")
    }
    say("StateKit inspector: http://127.0.0.1:\(actualPort)/")
    say("Apps attach with `try machine.inspect(name: …, at: .local(port: \(actualPort)))`.")
    if let compiled, let chart {
      attach(compiled, name: URL(fileURLWithPath: chart).lastPathComponent, port: actualPort)
    }
    Self.server = server
  }

  /// The server, kept for as long as the tool runs.
  @MainActor private static var server: InspectorServer?

  /// Runs the chart on the main actor, attached to the inspector, for as long as the tool runs.
  @MainActor
  private static func attach(_ chart: SCXMLChart, name: String, port: UInt16) {
    let machine = StateMachine(chart, context: SCXMLSession())
    do {
      let session = try machine.inspect(
        name: name, at: .local(port: port), policy: InspectionPolicy(send: true, restore: true, payloads: true))
      Self.running.append((machine, session))
    } catch {
      stop("\(error)")
    }
    machine.start()
    say("Running \(name): \(machine.activeAtomicStates.joined(separator: ", "))")
  }

  /// The chart's machine and its session, kept for as long as the tool runs.
  @MainActor private static var running: [(StateMachine<String, String, SCXMLSession>, InspectionSession)] = []
}

/// A line on standard output, written at once (scripts wait for the address).
private func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Prints a failure to standard error and exits 1 (``ParsableCommand/fail(_:)`` outside a command).
private func stop(_ message: String) -> Never {
  FileHandle.standardError.write(Data(("error: " + message + "\n").utf8))
  exit(1)
}
