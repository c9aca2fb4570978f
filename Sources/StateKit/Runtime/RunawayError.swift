/// A macrostep that never settled: eventless transitions or raised events kept firing.
public struct RunawayError<S: Hashable & Sendable>: Error, Sendable, Hashable, CustomStringConvertible {
  /// The bound that was reached.
  public let microsteps: Int
  /// The states entered during the last microsteps: the cycle. Empty when no state was
  /// entered: events kept coming (raised, or sent to the machine from its own steps) and were
  /// handled without a state change.
  public let cycle: [S]

  public var description: String {
    let start = "runaway: more than \(microsteps) microsteps without settling"
    guard !cycle.isEmpty else {
      return start + ", though no state was entered: events kept being raised or queued and handled "
        + "without a state change (an action that sends or raises the event its own transition takes?)"
    }
    return start + ", cycling through " + cycle.map { "'\($0)'" }.joined(separator: ", ")
  }
}
