import Foundation
import StateKit
import StateKitTesting

/// `statekit test chart.scxml trace.json` with a trace that a property test saved
/// (``PropertyTrace/jsonData()``, `"format": "statekit-trace"`): replays its steps on a manual
/// clock and compares each configuration with the one recorded.
struct TraceReplay: ChartTask {
  /// The trace as read; its events are names, made into the chart's events to replay.
  let trace: PropertyTrace<String>

  /// Whether the file is a trace rather than a SCION script.
  nonisolated static func isTrace(_ data: Data) -> Bool {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
    return object["format"] as? String == PropertyTrace<String>.format
  }

  /// Replays the trace and prints one line a step; returns whether every recorded configuration
  /// was reached.
  func perform<E: DocumentEvent, C>(_ chart: Chart<String, E, C>, context: @escaping @Sendable () -> C) -> Bool {
    let steps = trace.steps.map { step -> TestStep<E> in
      switch step {
      case .send(let name): return .send(E(stringLiteral: name))
      case .wait(let duration): return .wait(duration)
      }
    }
    let replay = PropertyTrace<E>(
      property: trace.property, steps: steps, configurations: trace.configurations, failure: trace.failure,
      failedInsideWait: trace.failedInsideWait)
    let result = PropertyTest(chart: chart, events: [], context: context).replay(replay, checking: [])
    let replayed = result.replayedConfigurations
    print("trace of \"\(trace.property)\": \(trace.failure) after step \(trace.steps.count) when recorded")
    for index in 0...trace.steps.count {
      let step = index == 0 ? "initial" : "\(index) \(PropertyTrace<String>.text(of: trace.steps[index - 1]))"
      let states = index < replayed.count ? replayed[index] : []
      var line = "\(step): [\(states.sorted().joined(separator: ", "))]"
      if index < trace.configurations.count, Set(trace.configurations[index]) != Set(states) {
        line = "FAIL " + line + " (recorded [\(trace.configurations[index].sorted().joined(separator: ", "))])"
      }
      print(line)
    }
    if trace.configurations.isEmpty {
      print("the trace records no configurations: nothing to compare")
      return true
    }
    if let divergence = result.divergence {
      print(divergence.description)
      return false
    }
    print("the trace replays: every configuration as recorded")
    return true
  }
}
