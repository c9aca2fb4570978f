import StateKit

/// A machine whose configuration a trace records, its types erased: how a parent's trace reads
/// the children it runs, whatever their types.
@MainActor
protocol TraceConfigurationReading: AnyObject {
  /// The active atomic states, then each running child's, prefixed by its id and a slash
  /// (`request/sending`), nested children likewise (`request/retry/waiting`).
  var traceConfiguration: [String] { get }
}

extension StateMachine: TraceConfigurationReading {
  var traceConfiguration: [String] {
    var states = activeAtomicStates.map { String(describing: $0) }
    for id in childIDs {
      guard let child = child(id) as? any TraceConfigurationReading else { continue }
      states += child.traceConfiguration.map { "\(id)/\($0)" }
    }
    return states
  }
}
