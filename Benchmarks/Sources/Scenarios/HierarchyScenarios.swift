import StateKit

// MARK: deep — 5 levels of compound states; an ancestor handles the event; 4 levels exit and enter

enum DeepEvent: Hashable, Sendable { case swap }

/// Two branches of depth 5 under a root (`a1…a5`, `b1…b5`); `swap` is handled by the level-2
/// ancestors and moves to the other branch's leaf, exiting and entering 4 levels. `extra`
/// unrelated states make the chart larger without touching the path.
@MainActor
func deepChart(extra: Int) -> Chart<String, DeepEvent, Void> {
  func branch(_ name: String, other: String) -> ChartElement<String, DeepEvent, Void> {
    State("\(name)2") {
      On(.swap, to: "\(other)5")
      State("\(name)3") { State("\(name)4") { State("\(name)5") } }
    }.element
  }
  return try! Chart<String, DeepEvent, Void> {
    State("root") {
      branch("a", other: "b")
      branch("b", other: "a")
      for index in 0..<extra { State("x\(index)") }
    }
  }
}

@MainActor
public class DeepScenario: Scenario {
  let machine: StateMachine<String, DeepEvent, Void>
  enum Leaf { case a5, b5 }
  var leaf = Leaf.a5
  var exits = 0
  var entries = 0

  public required convenience init() { self.init(extra: 0) }

  init(extra: Int) {
    machine = StateMachine(deepChart(extra: extra), context: ())
    machine.start()
  }

  public func statekit(_ events: Int) -> Int {
    countAccepted(events) { _ in machine.send(.swap).isAccepted }
  }

  /// What a careful engineer writes: the leaf as an enum, and the four exits and entries as
  /// explicit calls.
  /// The hand-written switch; `baseline` calls it through `handle`, which is not inlined, and
  /// `baselineInlined` inlines it.
  @inline(__always)
  func step(_ event: DeepEvent) -> Bool {
    switch (leaf, event) {
    case (.a5, .swap):
      exits += 4
      entries += 4
      leaf = .b5
    case (.b5, .swap):
      exits += 4
      entries += 4
      leaf = .a5
    }
    return true
  }

  @inline(never)
  func handle(_ event: DeepEvent) -> Bool { step(event) }

  public func baseline(_ events: Int) -> Int {
    countAccepted(events) { _ in handle(.swap) }
  }

  public func baselineInlined(_ events: Int) -> Int {
    countAccepted(events) { _ in step(.swap) }
  }
}

/// The same with 10× the states elsewhere in the chart.
@MainActor
public final class DeepLargeScenario: DeepScenario {
  public required convenience init() { self.init(extra: 110) }
}

// MARK: parallel — 3 regions of 4 states; one event moves all three

enum Beat: Hashable, Sendable { case beat }

@MainActor
func parallelChart(extra: Int) -> Chart<String, Beat, Void> {
  try! Chart<String, Beat, Void>(initial: "p") {
    Parallel("p") {
      for region in ["r", "s", "t"] {
        State(region) {
          for i in 0..<4 { State("\(region)\(i)") { On(.beat, to: "\(region)\((i + 1) % 4)") } }
        }
      }
    }
    State("elsewhere") {
      for index in 0..<extra { State("x\(index)") }
    }
  }
}

@MainActor
public class ParallelScenario: Scenario {
  let machine: StateMachine<String, Beat, Void>
  var regions = (0, 0, 0)

  public required convenience init() { self.init(extra: 0) }

  init(extra: Int) {
    machine = StateMachine(parallelChart(extra: extra), context: ())
    machine.start()
  }

  public func statekit(_ events: Int) -> Int {
    countAccepted(events) { _ in machine.send(.beat).isAccepted }
  }

  /// The hand-written switch; `baseline` calls it through `handle`, which is not inlined, and
  /// `baselineInlined` inlines it.
  @inline(__always)
  func step(_ event: Beat) -> Bool {
    switch event {
    case .beat:
      regions = ((regions.0 + 1) & 3, (regions.1 + 1) & 3, (regions.2 + 1) & 3)
      return true
    }
  }

  @inline(never)
  func handle(_ event: Beat) -> Bool { step(event) }

  public func baseline(_ events: Int) -> Int {
    countAccepted(events) { _ in handle(.beat) }
  }

  public func baselineInlined(_ events: Int) -> Int {
    countAccepted(events) { _ in step(.beat) }
  }
}

/// The same with 10× the states elsewhere in the chart.
@MainActor
public final class ParallelLargeScenario: ParallelScenario {
  public required convenience init() { self.init(extra: 150) }
}
