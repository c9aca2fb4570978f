/// One benchmark scenario: the same work done by StateKit and by a hand-written `switch`.
/// Each run function processes `events` events and returns a checksum, so that the optimiser
/// cannot drop the work.
@MainActor
public protocol Scenario: AnyObject {
  init()
  func statekit(_ events: Int) -> Int
  /// The hand-written `switch`, called as a function that is not inlined (as a handler called
  /// from elsewhere in an app would be).
  func baseline(_ events: Int) -> Int
  /// The same `switch` inlined into the loop: the floor.
  func baselineInlined(_ events: Int) -> Int
}

extension Scenario {
  /// Scenarios whose baseline is not one function (seed 000's controller) run it as it is.
  public func baselineInlined(_ events: Int) -> Int { baseline(events) }
}

/// The scenarios, by the names `callgrind.sh` prints.
@MainActor
public let scenarios: [(name: String, type: any Scenario.Type)] = [
  ("toggle", ToggleScenario.self),
  ("toggle-observed", ObservedToggleScenario.self),
  ("toggle-kept", KeptToggleScenario.self),
  ("flat-ring", FlatRingScenario.self),
  ("flat-ring-observed", ObservedFlatRingScenario.self),
  ("flat-ring-kept", KeptFlatRingScenario.self),
  ("deep", DeepScenario.self),
  ("deep-10x", DeepLargeScenario.self),
  ("parallel", ParallelScenario.self),
  ("parallel-10x", ParallelLargeScenario.self),
  ("guarded-counter", GuardedCounterScenario.self),
  ("seed-000", Seed000Scenario.self),
  ("payload-event", PayloadEventScenario.self),
  ("payload-event-macro", MacroPayloadEventScenario.self),
  ("child-send", ChildSendScenario.self),
  ("ecmascript-counter", ECMAScriptCounterScenario.self),
  // Attached to `statekit inspect` (not in callgrind.sh's default list: name them).
  ("toggle-inspected", InspectedToggleScenario.self),
  ("toggle-inspected-restorable", RestorableInspectedToggleScenario.self),
]

/// How many of `count` calls of `body` (given the call's number) returned true.
@inline(__always)
func countAccepted(_ count: Int, _ body: (Int) -> Bool) -> Int {
  var accepted = 0
  for i in 0..<count where body(i) { accepted += 1 }
  return accepted
}

/// The scenario names, readable from any isolation.
public let scenarioNames = [
  "toggle", "toggle-observed", "toggle-kept", "flat-ring", "flat-ring-observed", "flat-ring-kept", "deep",
  "deep-10x", "parallel", "parallel-10x", "guarded-counter", "seed-000", "payload-event",
  "payload-event-macro", "child-send", "ecmascript-counter",
]

/// Keeps a value alive for the optimiser.
@inline(never)
public func consume<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
