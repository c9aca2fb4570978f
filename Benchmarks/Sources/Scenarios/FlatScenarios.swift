import StateKit

// MARK: toggle — 2 states, 1 event

enum Switch: Hashable, Sendable { case off, on }
enum Flip: Hashable, Sendable { case flip }

@MainActor
public final class ToggleScenario: Scenario {
  let machine: StateMachine<Switch, Flip, Void>
  var state = Switch.off

  public init() {
    let chart = try! Chart<Switch, Flip, Void> {
      State(.off) { On(.flip, to: .on) }
      State(.on) { On(.flip, to: .off) }
    }
    machine = StateMachine(chart, context: ())
    machine.start()
  }

  public func statekit(_ events: Int) -> Int {
    countAccepted(events) { _ in machine.send(.flip).isAccepted }
  }

  /// The hand-written switch; `baseline` calls it through `handle`, which is not inlined, and
  /// `baselineInlined` inlines it.
  @inline(__always)
  func step(_ event: Flip) -> Bool {
    switch (state, event) {
    case (.off, .flip): state = .on
    case (.on, .flip): state = .off
    }
    return true
  }

  @inline(never)
  func handle(_ event: Flip) -> Bool { step(event) }

  public func baseline(_ events: Int) -> Int {
    countAccepted(events) { _ in handle(.flip) }
  }

  public func baselineInlined(_ events: Int) -> Int {
    countAccepted(events) { _ in step(.flip) }
  }
}

// MARK: flat ring — 10 states, `next` advances, every 4th event is accepted by no state

enum Ring: Int, Hashable, Sendable, CaseIterable { case r0, r1, r2, r3, r4, r5, r6, r7, r8, r9 }
enum RingEvent: Hashable, Sendable { case next, bogus }

@MainActor
public final class FlatRingScenario: Scenario {
  let machine: StateMachine<Ring, RingEvent, Void>
  var state = Ring.r0

  public init() {
    let chart = try! Chart<Ring, RingEvent, Void> {
      for ring in Ring.allCases {
        State(ring) { On(.next, to: Ring(rawValue: (ring.rawValue + 1) % 10)!) }
      }
    }
    machine = StateMachine(chart, context: ())
    machine.start()
  }

  public func statekit(_ events: Int) -> Int {
    countAccepted(events) { i in machine.send(i & 3 == 3 ? .bogus : .next).isAccepted }
  }

  /// The hand-written switch; `baseline` calls it through `handle`, which is not inlined, and
  /// `baselineInlined` inlines it.
  @inline(__always)
  func step(_ event: RingEvent) -> Bool {
    switch event {
    case .next:
      switch state {
      case .r0: state = .r1
      case .r1: state = .r2
      case .r2: state = .r3
      case .r3: state = .r4
      case .r4: state = .r5
      case .r5: state = .r6
      case .r6: state = .r7
      case .r7: state = .r8
      case .r8: state = .r9
      case .r9: state = .r0
      }
      return true
    case .bogus:
      return false
    }
  }

  @inline(never)
  func handle(_ event: RingEvent) -> Bool { step(event) }

  public func baseline(_ events: Int) -> Int {
    countAccepted(events) { i in handle(i & 3 == 3 ? .bogus : .next) }
  }

  public func baselineInlined(_ events: Int) -> Int {
    countAccepted(events) { i in step(i & 3 == 3 ? .bogus : .next) }
  }
}

// MARK: guarded counter — a guard on the context, one event

struct Count { var value = 0 }
enum Tick: Hashable, Sendable { case tick }

@MainActor
public final class GuardedCounterScenario: Scenario {
  let machine: StateMachine<Int, Tick, Count>
  var count = 0

  public init() {
    let chart = try! Chart<Int, Tick, Count> {
      State(0) {
        On(.tick, when: { $0.value < 1_000_000_000 }) { $0.value += 1 }
      }
    }
    machine = StateMachine(chart, context: Count())
    machine.start()
  }

  public func statekit(_ events: Int) -> Int {
    countAccepted(events) { _ in machine.send(.tick).isAccepted }
  }

  /// The hand-written switch; `baseline` calls it through `handle`, which is not inlined, and
  /// `baselineInlined` inlines it.
  @inline(__always)
  func step(_ event: Tick) -> Bool {
    switch event {
    case .tick:
      guard count < 1_000_000_000 else { return false }
      count += 1
      return true
    }
  }

  @inline(never)
  func handle(_ event: Tick) -> Bool { step(event) }

  public func baseline(_ events: Int) -> Int {
    countAccepted(events) { _ in handle(.tick) }
  }

  public func baselineInlined(_ events: Int) -> Int {
    countAccepted(events) { _ in step(.tick) }
  }
}
