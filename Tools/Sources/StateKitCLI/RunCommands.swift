import ArgumentParser
import Foundation
import StateKit
import StateKitConformance
import StateKitECMAScript
import StateKitSCXML
import StateKitTesting

struct Run: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run the chart against events and print each configuration.",
    discussion: """
      Prints the initial configuration, then for each event the outcome and the sorted active \
      atomic states. --wait then lets time pass on a manual clock, so delayed sends fire, and \
      prints each step. A last line names the top-level final state if the machine finished. \
      Exits with status 3 when the run ended in a runaway, in either output mode.

      With --json every line is one JSON object, keys sorted:
        event          the event's name; null on the initial line; while waiting,
                       the name of the delayed send's event that caused the step,
                       "(timer)" for a delayed transition (After) or a timer's runaway
        initial        true on the initial configuration's line, absent elsewhere
        outcome        transitioned, handled (no state changed), rejected, queued
                       (sent from inside a step) or failed (a runaway)
        reason         with rejected: noTransition, guardsFailed, finished,
                       notStarted, alreadyStarted, undeclaredMove, sentDuringQuery
        unknownEvent   true when no transition of the chart names the event at all
                       (a typo, or an event of another chart); absent otherwise
        error          with failed: the runaway's message
        configuration  the active atomic states afterwards, sorted
        final          alone on the last line, when the machine finished: the
                       top-level final state
        log            alone on its line, after the step that wrote it: a line an
                       ECMAScript document's <log> wrote (its invoked children's
                       too, after their invoke id in brackets); "log: …" without
                       --json
        raised         alone on its line, after the step that raised it: an error
                       event an ECMAScript document's content raised, handled or
                       not, as "error.execution: <message>" (children's after
                       their invoke id); "raised: …" without --json

      Each line of --events-file is an event's name, optionally followed by JSON, its \
      data: `volume {"level": 8}`. An ECMAScript document reads the data as _event.data; a \
      null-data-model document refuses events with data.
      """)

  @Argument(help: "The chart.") var chart: String
  @Option(help: "Events, comma-separated.") var events: String?
  @Option(
    name: .customLong("events-file"), help: "A file with one event per line: a name, then optionally its data as JSON.")
  var eventsFile: String?
  @Option(help: "Seconds to let pass after the events.") var wait: Double?
  @Flag(help: "One JSON object per line.") var json = false
  @Flag(
    name: .customLong("basic-http"),
    help: "Attach SCXML's BasicHTTP Event I/O Processor (loopback only) to an ECMAScript document's machine.")
  var basicHTTP = false

  func run() throws {
    var names: [(name: String, data: JSONValue?)] = []
    let compiled: CompiledChart
    do {
      // A document with `datamodel="ecmascript"` runs with its JavaScript data model.
      compiled = try ChartDocument(path: chart).chart()
      if let events {
        names += events.split(separator: ",").map { ($0.trimmingCharacters(in: .whitespaces), nil) }
      }
      if let eventsFile {
        let text = String(
          decoding: try InputFile.read(eventsFile, kind: "a file with one event per line"), as: UTF8.self)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
          let line = line.trimmingCharacters(in: .whitespacesAndNewlines)
          guard !line.isEmpty else { continue }
          // An event's name has no blanks (SCXML 3.12.1): what follows the first is its data.
          let name = String(line.prefix { !$0.isWhitespace })
          let rest = line.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
          guard !rest.isEmpty else {
            names.append((name, nil))
            continue
          }
          do { names.append((name, try JSONValue(jsonText: rest))) } catch {
            throw CommandFailure("\(eventsFile), line \(index + 1): the data of '\(name)' is not JSON: \(rest)")
          }
        }
      }
      if let wait, !(wait >= 0 && wait <= 86_400) { throw CommandFailure("--wait takes 0 to 86400 seconds") }
      if basicHTTP, case .null = compiled {
        throw CommandFailure("--basic-http needs a document with datamodel=\"ecmascript\"")
      }
    } catch let failure as CommandFailure { fail(failure.description) }
    let ranAway = onMain { compiled.perform(Execution(command: self, names: names)) }
    if ranAway { throw ExitCode(3) }
  }

  /// Runs the chart on a manual clock; answers whether any step ran away.
  private struct Execution: ChartTask {
    let command: Run
    let names: [(name: String, data: JSONValue?)]
    func perform<E: DocumentEvent, C>(_ chart: Chart<String, E, C>, context: @escaping @Sendable () -> C) -> Bool {
      let events: [(name: String, event: E)]
      do {
        events = try names.map { item throws(CommandFailure) in (item.name, try E(name: item.name, data: item.data)) }
      } catch {
        command.fail(error.description)
      }
      let clock = ManualClock()
      return command.execute(StateMachine(chart, context: context(), clock: clock), clock, events)
    }
  }

  /// Runs the chart and prints every step; returns whether any step ran away.
  @MainActor
  private func execute<E: DocumentEvent, C>(
    _ machine: StateMachine<String, E, C>, _ clock: ManualClock, _ events: [(name: String, event: E)]
  ) -> Bool {
    var ranAway = false
    // Every runaway, also one in a timer that fires while waiting, ends up here.
    let failures = machine.onFailure { _ in ranAway = true }
    let logs = LogLines(machine.context as? ECMAScriptSession, json: json)
    if basicHTTP, let scripted = machine as? StateMachine<String, SCXMLEvent, ECMAScriptSession> {
      do { try BasicHTTPEventProcessor.attach(to: scripted) } catch { fail("\(chart): \(error)") }
    }
    report(event: nil, outcome: machine.start(), machine)
    logs.printNew()
    for (name, event) in events where !machine.isFinished {
      report(event: name, outcome: machine.send(event), machine)
      logs.printNew()
    }
    if let wait, !machine.isFinished {
      let transitions = machine.onTransition { change in
        let outcome = SendOutcome<String, E>.transitioned(change.step)
        report(event: change.machineEvent.map(\.name) ?? "(timer)", outcome: outcome, machine)
        logs.printNew()
      }
      let timerFailures = machine.onFailure { error in
        report(event: "(timer)", outcome: .failed(error), machine)
      }
      clock.advance(by: .milliseconds(Int((wait * 1000).rounded())))
      transitions.cancel()
      timerFailures.cancel()
    }
    failures.cancel()
    if machine.isFinished, let final = machine.activeAtomicStates.first {
      print(json ? jsonLine(["final": final]) : "final: \(final)")
    }
    return ranAway
  }

  @MainActor
  private func report<E: Hashable & Sendable & CustomStringConvertible, C>(
    event: String?, outcome: SendOutcome<String, E>, _ machine: StateMachine<String, E, C>
  ) {
    let configuration = machine.activeAtomicStates.sorted()
    let outcomeText: String
    switch outcome {
    case .transitioned: outcomeText = "transitioned"
    case .handled: outcomeText = "handled"
    case .rejected(let rejection):
      outcomeText =
        "rejected (\(rejection.reason.rawValue)"
        + (event.map { isUnknown($0, in: machine.chart) ? "; the chart has no event '\($0)'" : "" } ?? "") + ")"
    case .queued: outcomeText = "queued"
    case .failed(let error): outcomeText = "failed: \(error)"
    }
    if json {
      var object: [String: Any] = ["event": event ?? NSNull(), "configuration": configuration]
      if event == nil { object["initial"] = true }
      switch outcome {
      case .transitioned: object["outcome"] = "transitioned"
      case .handled: object["outcome"] = "handled"
      case .rejected(let rejection):
        object["outcome"] = "rejected"
        object["reason"] = rejection.reason.rawValue
        if let event, isUnknown(event, in: machine.chart) { object["unknownEvent"] = true }
      case .queued: object["outcome"] = "queued"
      case .failed(let error):
        object["outcome"] = "failed"
        object["error"] = "\(error)"
      }
      print(jsonLine(object))
    } else if let event {
      print("\(event): \(outcomeText) [\(configuration.joined(separator: ", "))]")
    } else if case .failed(let error) = outcome {
      print("initial: [\(configuration.joined(separator: ", "))] (failed: \(error))")
    } else {
      print("initial: [\(configuration.joined(separator: ", "))]")
    }
  }

  /// Whether no transition of the chart takes an event of this name, in any state: rejected
  /// for that reason rather than for the state the machine is in.
  private func isUnknown<E: Hashable & Sendable & CustomStringConvertible, C>(
    _ event: String, in chart: Chart<String, E, C>
  ) -> Bool {
    !chart.transitionInfos.contains { $0.trigger.takes(eventNamed: event) }
  }

  private func jsonLine(_ object: [String: Any]) -> String {
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}

/// Prints the `<log>` lines an ECMAScript document wrote and the error events it raised since
/// the last call.
@MainActor
private final class LogLines {
  let session: ECMAScriptSession?
  let json: Bool
  var printed = 0
  var printedErrors = 0

  init(_ session: ECMAScriptSession?, json: Bool) {
    self.session = session
    self.json = json
  }

  func printNew() {
    guard let session else { return }
    for line in session.log.dropFirst(printed) { emit("log", line) }
    printed = session.log.count
    for line in session.errors.dropFirst(printedErrors) { emit("raised", line) }
    printedErrors = session.errors.count
  }

  private func emit(_ key: String, _ line: String) {
    if json {
      let data = (try? JSONSerialization.data(withJSONObject: [key: line])) ?? Data("{}".utf8)
      print(String(decoding: data, as: UTF8.self))
    } else {
      print("\(key): \(line)")
    }
  }
}

struct Test: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run a test script (SCION format) against the chart and print what differs.",
    discussion: """
      The script is the SCION test suite's JSON: {"initialConfiguration": ["a"], "events": [...]}, \
      each event {"event": {"name": "e"}, "nextConfiguration": ["b", "c"]}, optionally with \
      "data" in "event" ({"name": "e", "data": {"x": 1}}: an ECMAScript document reads it as \
      _event.data; a null-data-model document refuses it) and "after": N, milliseconds to let pass on a manual clock before the event is sent. \
      Configurations list the active atomic states, in any order.

      Steps are numbered from the first event (a script of 7 events has 7 steps); the initial \
      configuration is checked first, apart. Prints a FAIL line for each configuration that \
      differs, then "N passed, M failed" over the steps; exits with status 1 if anything failed.

      The script may also be a trace that a property test saved ("format": "statekit-trace": \
      steps {"send": "e"} or {"wait": seconds}, each with the configuration recorded after it). \
      Its steps are replayed on a manual clock, one line a step, a FAIL line where the \
      configuration differs from the recorded one; exits with status 1 if any did. It checks \
      the configurations only, never the property the trace broke (the property is Swift code, \
      not in the file): on a chart still broken it exits 0, since the run goes as recorded, \
      and on a fixed chart it names the first step that now goes another way. A regression \
      check of a fix is a property test in Swift that replays the trace \
      (PropertyTest.replay) and expects the property to hold and no divergence.
      """)

  @Argument(help: "The chart.") var chart: String
  @Argument(help: "The script (.json).") var script: String

  func run() throws {
    let compiled: CompiledChart
    let parsed: SCXMLScript
    do {
      compiled = try ChartDocument(path: chart).chart()
      let data = try InputFile.read(script, kind: "a test script (.json)")
      if TraceReplay.isTrace(data) {
        let trace: PropertyTrace<String>
        do { trace = try PropertyTrace<String>(json: data) } catch {
          throw CommandFailure("\(script) is not a trace: \(error)")
        }
        if !onMain({ compiled.perform(TraceReplay(trace: trace)) }) { throw ExitCode(1) }
        return
      }
      do {
        parsed = try JSONDecoder().decode(SCXMLScript.self, from: data)
      } catch {
        throw CommandFailure("\(script) is not a test script: \(error)")
      }
    } catch let failure as CommandFailure { fail(failure.description) }
    let result: SCXMLScriptResult
    do {
      result = try onMain { try compiled.perform(ScriptRun(script: parsed)).get() }
    } catch { fail("\(script): \(error)") }
    for failure in result.failures { print("FAIL \(failure)") }
    // Steps are the events; the initial configuration is reported apart, not counted as one.
    let initialFailed = result.failures.contains { $0.step == 0 }
    let stepsFailed = result.failed - (initialFailed ? 1 : 0)
    print("initial configuration \(initialFailed ? "failed" : "passed")")
    print("\(parsed.events.count - stepsFailed) passed, \(stepsFailed) failed")
    if result.failed > 0 { throw ExitCode(1) }
  }

  /// Runs the SCION script on a machine of the chart.
  private struct ScriptRun: ChartTask {
    let script: SCXMLScript
    func perform<E: DocumentEvent, C>(
      _ chart: Chart<String, E, C>, context: @escaping @Sendable () -> C
    ) -> Swift.Result<SCXMLScriptResult, any Error> {
      Swift.Result { () throws(any Error) in
        // Every event is made first, so that data a data model cannot take fails before anything runs.
        let events = try script.events.map { step throws(CommandFailure) in
          try E(name: step.event.name, data: step.event.data)
        }
        var made = events.makeIterator()
        return try SCXMLScriptRunner.run(script, on: chart, context: context()) { _ in made.next()! }
      }
    }
  }
}
