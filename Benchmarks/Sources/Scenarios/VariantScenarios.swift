import StateKit

// Variants of the flat scenarios: the same events, with an observer, or with the outcome kept
// by the caller instead of ignored or tested. Their baselines are the plain scenarios' `switch`.

/// `toggle` with an `onTransition` observer that counts the changes it hears.
@MainActor
public final class ObservedToggleScenario: Scenario {
  let plain = ToggleScenario()
  var heard = 0

  public init() {
    plain.machine.onTransition { [unowned self] _ in heard += 1 }
  }

  public func statekit(_ events: Int) -> Int { plain.statekit(events) + heard }
  public func baseline(_ events: Int) -> Int { plain.baseline(events) }
  public func baselineInlined(_ events: Int) -> Int { plain.baselineInlined(events) }
}

/// `flat-ring` with an `onTransition` observer that counts the changes it hears.
@MainActor
public final class ObservedFlatRingScenario: Scenario {
  let plain = FlatRingScenario()
  var heard = 0

  public init() {
    plain.machine.onTransition { [unowned self] _ in heard += 1 }
  }

  public func statekit(_ events: Int) -> Int { plain.statekit(events) + heard }
  public func baseline(_ events: Int) -> Int { plain.baseline(events) }
  public func baselineInlined(_ events: Int) -> Int { plain.baselineInlined(events) }
}

/// `toggle` whose caller keeps each outcome (in a property, as a screen keeping the last step
/// to show would), so that it is made in full.
@MainActor
public final class KeptToggleScenario: Scenario {
  let plain = ToggleScenario()
  var last: SendOutcome<Switch, Flip>?

  public init() {}

  public func statekit(_ events: Int) -> Int {
    countAccepted(events) { _ in
      last = plain.machine.send(.flip)
      return last?.isAccepted ?? false
    }
  }

  public func baseline(_ events: Int) -> Int { plain.baseline(events) }
  public func baselineInlined(_ events: Int) -> Int { plain.baselineInlined(events) }
}

/// `flat-ring` whose caller keeps each outcome.
@MainActor
public final class KeptFlatRingScenario: Scenario {
  let plain = FlatRingScenario()
  var last: SendOutcome<Ring, RingEvent>?

  public init() {}

  public func statekit(_ events: Int) -> Int {
    countAccepted(events) { i in
      last = plain.machine.send(i & 3 == 3 ? .bogus : .next)
      return last?.isAccepted ?? false
    }
  }

  public func baseline(_ events: Int) -> Int { plain.baseline(events) }
  public func baselineInlined(_ events: Int) -> Int { plain.baselineInlined(events) }
}
