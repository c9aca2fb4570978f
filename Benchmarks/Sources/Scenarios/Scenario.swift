/// One benchmark scenario: the same work done by StateKit and by a hand-written `switch`.
/// Each run function processes `events` events and returns a checksum, so that the optimiser
/// cannot drop the work.
@MainActor
public protocol Scenario: AnyObject {
  init()
  func statekit(_ events: Int) -> Int
  func baseline(_ events: Int) -> Int
}

/// The scenarios, by the names `callgrind.sh` prints.
@MainActor
public let scenarios: [(name: String, type: any Scenario.Type)] = [
  ("toggle", ToggleScenario.self),
  ("flat-ring", FlatRingScenario.self),
  ("deep", DeepScenario.self),
  ("deep-10x", DeepLargeScenario.self),
  ("parallel", ParallelScenario.self),
  ("parallel-10x", ParallelLargeScenario.self),
  ("guarded-counter", GuardedCounterScenario.self),
  ("seed-000", Seed000Scenario.self),
]

/// Keeps a value alive for the optimiser.
@inline(never)
public func consume<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
