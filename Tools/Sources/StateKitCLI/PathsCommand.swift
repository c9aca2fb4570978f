import ArgumentParser
import Foundation
import StateKit
import StateKitSCXML
import StateKitTesting

struct Paths: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List step sequences that together reach every state or take every transition, shortest first.",
    discussion: """
      The search tries, in every configuration it reaches, breadth first, every event a tester \
      sends — the chart's events, less those it only sends itself (`<raise>`, `<send>` to \
      itself) — and, when a delayed send is pending, a wait until it is due: a path's \
      "(wait 2 s)" lets that much time pass. Each path is replayed on a fresh machine before it \
      is printed. What no path covers is listed with the reason: "unreachable state: s (no \
      transition leads to it)", or "not reached: s (…)" and "untaken transition: a → b on e \
      (…)" naming the condition that was never true, the event not tried, or the transition \
      that always came first. When a limit stops the search, a "search stopped" line names it, \
      and what was not covered is listed with it ("not reached within depth 50: s"); raise \
      the limit to search further. With --cover guards, each condition not seen both true and \
      false is listed.
      """)

  @Argument(help: "The chart.") var chart: String
  @Option(help: "states, transitions, guards or transitionPairs.") var cover: Coverage = .states
  @Option(name: .customLong("depth-limit"), help: "Steps (events and waits) in one path at most (default: no limit).")
  var depthLimit: Int?
  @Option(name: .customLong("configuration-limit"), help: "Configurations explored at most.")
  var configurationLimit = 1_000_000
  @Option(name: .customLong("time-limit"), help: "Seconds the search may run.") var timeLimit: Double = 60

  func validate() throws {
    if let depthLimit, depthLimit < 0 { throw ValidationError("--depth-limit takes 0 or more steps") }
    guard configurationLimit > 0 else { throw ValidationError("--configuration-limit takes 1 or more") }
    guard timeLimit > 0 && timeLimit <= 86_400 else { throw ValidationError("--time-limit takes 0 to 86400 seconds") }
  }

  func run() throws {
    let document: ChartDocument
    let compiled: CompiledChart
    do {
      document = try ChartDocument(path: chart)
      compiled = try document.chart()
    } catch {
      fail("\(error)")
    }
    if case .ecmascript = compiled {
      FileHandle.standardError.write(Data((Self.ecmascriptNote + "\n").utf8))
    }
    let search = Search(command: self, sentToItself: document.eventsSentToItself)
    print(onMain { compiled.perform(search) }, terminator: "")
  }

  /// Why the search of an ECMAScript document may miss what a counter allows.
  static let ecmascriptNote = """
    note: the JavaScript data model cannot be hashed or copied, so configurations are told apart \
    by their active states and timers only, and each is reached by replaying its path on a fresh \
    machine (a JavaScript context of its own). A configuration seen before is explored further \
    only while its path takes a transition, a pair of transitions or a condition's answer not \
    seen before: what a condition allows only after many repeats of one event (a counter that \
    must reach 5) may be listed as not reached, with that condition as the reason.
    """

  /// Plans the paths on machines of the chart.
  private struct Search: ChartTask {
    let command: Paths
    /// The events a tester sends: the chart's, less those it only sends itself (a delayed
    /// `<send>` it waits for is not an input: the paths wait for it).
    let sentToItself: Set<String>

    func perform<E: DocumentEvent, C>(_ chart: Chart<String, E, C>, context: @escaping @Sendable () -> C) -> String {
      let events = PathFinder.eventNames(of: chart).filter { !sentToItself.contains($0) }.map { E(stringLiteral: $0) }
      var finder = PathFinder(chart: chart, events: events, context: context)
      // The null data model's conditions read only the configuration: a fresh session per
      // restored configuration explores exactly what replaying would. A JavaScript data model
      // holds what actions wrote, which a fresh session would lose: its paths are replayed.
      finder.exploration = C.self == SCXMLSession.self ? .restoring : .replaying
      finder.depthLimit = command.depthLimit ?? .max
      finder.configurationLimit = command.configurationLimit
      finder.timeLimit = .milliseconds(Int((command.timeLimit * 1000).rounded()))
      return command.report(finder.plan(covering: command.cover))
    }
  }

  /// The plan, one line a path, then what it does not cover and why.
  func report<E>(_ plan: PathPlan<String, E>) -> String {
    var lines: [String] = []
    for (number, path) in plan.paths.enumerated() {
      let steps = path.steps.map { step -> String in
        switch step {
        case .send(let event): return "\(event)"
        case .wait: return "(\(step))"
        }
      }
      let text = steps.isEmpty ? "(start)" : steps.joined(separator: " ")
      lines.append("\(number + 1): \(text) → [\(path.activeAtomicStates.sorted().joined(separator: ", "))]")
    }
    let outsideGraph = Set(plan.unreachableInGraph)
    if let limit = plan.stoppedBy {
      let uncovered =
        cover == .states
        ? "\(plan.unreachableStates.count - outsideGraph.count) states"
        : "\(plan.untakenTransitions.count) transitions"
      lines.append("search stopped: \(limit); \(uncovered) not covered (\(hint(for: limit)))")
    }
    for state in plan.unreachableStates {
      if outsideGraph.contains(state) {
        lines.append("unreachable state: \(state) (no transition leads to it)")
      } else if let limit = plan.stoppedBy {
        lines.append("\(limit): \(state)")
      } else {
        lines.append("not reached: \(state) (\(reasons(plan.whyUnreachable[state])))")
      }
    }
    if cover != .states {
      for transition in plan.untakenTransitions {
        lines.append(
          "untaken transition: \(transition.source) → \(transition.targets.joined(separator: " ")) on "
            + "\(transition.label) (\(reasons(plan.whyUntaken[transition.id])))")
      }
    }
    if cover == .guards {
      for coverage in plan.guards where !(coverage.seenTrue && coverage.seenFalse) {
        let seen =
          coverage.seenTrue ? "true, never false" : coverage.seenFalse ? "false, never true" : "never evaluated"
        lines.append("condition \(coverage.name): \(seen)")
      }
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// The reasons, each said once, less the hint about contexts, which names Swift API the
  /// command cannot set: the null data model's conditions read only the configuration, and for a
  /// JavaScript data model `ecmascriptNote` says what the search cannot tell apart.
  private func reasons(_ reasons: [UncoveredReason<String>]?) -> String {
    (reasons ?? []).reasonsText(without: [.contextsNotDistinguished])
  }

  private func hint(for limit: PathSearchLimit) -> String {
    switch limit {
    case .depth: return "raise --depth-limit"
    case .configurations: return "raise --configuration-limit"
    case .time: return "raise --time-limit"
    }
  }
}

extension Coverage: @retroactive ExpressibleByArgument {}
