import Foundation
import StateKit
import StateKitSCXML
import StateKitTesting

/// `statekit test chart.scxml trace.json` with a trace that a property test saved
/// (``PropertyTrace/jsonData()``, `"format": "statekit-trace"`): replays its steps on a manual
/// clock and compares each configuration with the one recorded.
enum TraceReplay {
  /// Whether the file is a trace rather than a SCION script.
  static func isTrace(_ data: Data) -> Bool {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
    return object["format"] as? String == PropertyTrace<String>.format
  }

  /// Replays the trace and prints one line a step; returns whether every recorded configuration
  /// was reached.
  @MainActor
  static func run(_ trace: PropertyTrace<String>, on chart: SCXMLChart) -> Bool {
    let result = PropertyTest(chart: chart, events: [], context: { SCXMLSession() }).replay(trace, checking: [])
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
