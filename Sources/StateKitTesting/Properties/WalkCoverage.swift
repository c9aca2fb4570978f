import StateKit

/// What the walks of a property check reached of their machine's chart: the states made active
/// and the transitions taken, against the chart's totals as a ``PathPlan`` counts them. A
/// property that held is only as good as this: what no walk reached was never checked.
///
/// States and transitions are named as text: a state by its description, a transition as
/// `'pay' in editing → paying`. A child machine's states are not counted.
public struct WalkCoverage: Hashable, Sendable, CustomStringConvertible {
  /// The chart's states (history states aside), in document order.
  public var states: [String]
  /// The chart's transitions, in document order.
  public var transitions: [String]
  /// The states some walk made active (at the start, or entered on the way), in document order.
  public var reachedStates: [String]
  /// The transitions some walk took, in document order.
  public var takenTransitions: [String]
  /// The states no walk reached, in document order.
  public var unreachedStates: [String]
  /// The transitions no walk took, in document order.
  public var untakenTransitions: [String]

  /// "reached 5 of 6 states, took 12 of 15 transitions".
  public var description: String {
    "reached \(reachedStates.count) of \(states.count) states, took \(takenTransitions.count) of \(transitions.count) transitions"
  }
}

/// Records what the walks of one check or replay reach of their machine's chart, its types
/// erased so that a ``PropertyTest`` of any subject can hold it.
@MainActor
final class WalkCoverageRecorder<Subject> {
  private let watchSubject: (Subject) -> ObservationToken
  private let summary: () -> WalkCoverage?
  private var observation: ObservationToken?

  init<S, E, C>(machine: @escaping @MainActor (Subject) -> StateMachine<S, E, C>) {
    let reach = MachineReach<S, E, C>()
    watchSubject = { reach.watch(machine($0)) }
    summary = { reach.coverage }
  }

  /// Starts recording a walk's subject (and stops recording the previous one's).
  func watch(_ subject: Subject) {
    observation?.cancel()
    observation = watchSubject(subject)
  }

  /// What the walks so far reached; nil before the first. Stops recording.
  func finish() -> WalkCoverage? {
    observation?.cancel()
    observation = nil
    return summary()
  }
}

/// The states and transitions the machines watched reached, as the path finder's replays count
/// them (``ReplayedCoverage``).
@MainActor
private final class MachineReach<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  var chart: Chart<S, E, C>?
  var reached = ReplayedCoverage<S>()

  /// Counts the machine's active states, and from now on what it enters and takes.
  func watch(_ machine: StateMachine<S, E, C>) -> ObservationToken {
    if chart == nil { chart = machine.chart }
    var start = StepRecord<S>()
    start.entered = machine.activeStates
    reached.add(start)
    return machine.onTransition { [weak self] change in
      var record = StepRecord<S>()
      record.entered = change.step.entered
      record.transitions = change.step.transitionIDs
      self?.reached.add(record)
    }
  }

  var coverage: WalkCoverage? {
    guard let chart else { return nil }
    let states = chart.coverableStates
    let transitions = chart.transitionInfos
    let taken = transitions.filter { reached.taken.contains($0.id) }
    let untaken = transitions.filter { !reached.taken.contains($0.id) }
    return WalkCoverage(
      states: states.map { "\($0)" }, transitions: transitions.map(\.reportName),
      reachedStates: states.filter(reached.entered.contains).map { "\($0)" }, takenTransitions: taken.map(\.reportName),
      unreachedStates: states.filter { !reached.entered.contains($0) }.map { "\($0)" },
      untakenTransitions: untaken.map(\.reportName))
  }
}
