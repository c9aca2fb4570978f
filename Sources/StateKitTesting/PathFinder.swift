import StateKit

/// What a set of test paths should cover.
public enum Coverage: String, Sendable, CaseIterable {
  /// Every state is active at the end of some path's step.
  case states
  /// Every transition is taken by some path.
  case transitions
}

/// One event sequence from the initial configuration.
public struct TestPath<S: Hashable & Sendable, E: Hashable & Sendable>: Hashable, Sendable {
  public var events: [E]
  /// The active atomic states at the end.
  public var configuration: [S]
}

/// Paths that together cover a chart, and what no path reaches.
public struct PathPlan<S: Hashable & Sendable, E: Hashable & Sendable>: Sendable {
  /// Shortest first; none is a prefix of another.
  public var paths: [TestPath<S, E>]
  /// States no explored sequence makes active.
  public var unreachableStates: [S]
  /// Transitions no explored sequence takes.
  public var untakenTransitions: [TransitionInfo<S, E>]
  /// Cases that transitions are written for (``On`` with an `EventCase`, or `On(case:)`) of which
  /// no event was tried: their payloads cannot be made up, so give the path finder a sample.
  public var casesWithoutSamples: [EventCaseID]
}

/// Model-based testing: explores a chart by running it — guards and all — with every event in
/// every configuration it reaches, breadth first, and answers the shortest event sequences
/// that together reach every state or take every transition. Drive your screen along each
/// path and check it (what XState's model-based testing offers JavaScript users).
///
/// ```swift
/// let plan = PathFinder(chart: chart, context: { Screen() }).plan(covering: .transitions)
/// for path in plan.paths { /* replay path.events on a fresh screen and check it */ }
/// ```
///
/// Events that carry data (a ``CaseEvent``) have payloads the path finder cannot make up: a
/// transition written for a case is explored with the sample events you give, one or more per
/// case (``PathPlan/casesWithoutSamples`` lists the cases that got none):
///
/// ```swift
/// let finder = PathFinder(
///   chart: chart, samples: [.loaded([Item(id: 1, title: "one")]), .loaded([]), .failed(message: "offline")],
///   context: { ListModel() })
/// ```
@MainActor
public struct PathFinder<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  public let chart: Chart<S, E, C>
  public let events: [E]
  public let makeContext: () -> C
  /// Explored configurations at most.
  public var configurationLimit = 10_000
  /// Events in one path at most.
  public var depthLimit = 50

  /// - Parameters:
  ///   - events: the events to try in each configuration; the chart's own events (the values
  ///     its transitions name) by default.
  ///   - samples: events to try as well: one or more per case whose payload the chart reads.
  ///   - context: a fresh context for each run (every sequence is replayed from the start).
  public init(chart: Chart<S, E, C>, events: [E]? = nil, samples: [E] = [], context: @escaping () -> C) {
    self.chart = chart
    var seen = Set<E>()
    self.events = ((events ?? chart.events) + samples).filter { seen.insert($0).inserted }
    self.makeContext = context
  }

  private struct Run {
    var configuration: [S]
    var active: [S]
    var fired: [Int]
  }

  /// Replays `events` on a fresh machine.
  private func replay(_ events: [E]) -> Run {
    let machine = StateMachine(chart, context: makeContext(), clock: ManualClock())
    machine.start()
    var fired = machine.lastTransitionIDs
    for event in events {
      machine.send(event)
      fired += machine.lastTransitionIDs
    }
    return Run(configuration: machine.activeAtomicStates, active: machine.activeStates, fired: fired)
  }

  /// Explores the chart and plans paths for the coverage asked for.
  public func plan(covering coverage: Coverage) -> PathPlan<S, E> {
    var visited: [[S]: [E]] = [:]
    var stateWitness: [S: [E]] = [:]
    var transitionWitness: [Int: [E]] = [:]
    let start = replay([])
    var queue: [([E], Run)] = [([], start)]
    visited[start.configuration] = []
    for state in start.active where stateWitness[state] == nil { stateWitness[state] = [] }
    for transition in start.fired where transitionWitness[transition] == nil { transitionWitness[transition] = [] }
    var head = 0
    while head < queue.count && visited.count < configurationLimit {
      let (path, current) = queue[head]
      head += 1
      guard path.count < depthLimit else { continue }
      for event in events {
        let next = path + [event]
        let run = replay(next)
        for transition in run.fired.dropFirst(current.fired.count) where transitionWitness[transition] == nil {
          transitionWitness[transition] = next
        }
        guard visited[run.configuration] == nil else { continue }
        visited[run.configuration] = next
        for state in run.active where stateWitness[state] == nil { stateWitness[state] = next }
        queue.append((next, run))
      }
    }
    let candidates = coverage == .states ? Array(stateWitness.values) : Array(transitionWitness.values)
    let unique = Set(candidates.map { $0.map { "\($0)" } })
    var chosen = candidates.filter { candidate in
      let key = candidate.map { "\($0)" }
      return !unique.contains { other in other.count > key.count && Array(other.prefix(key.count)) == key }
    }
    var seen = Set<[String]>()
    chosen = chosen.filter { seen.insert($0.map { "\($0)" }).inserted }
    chosen.sort {
      ($0.count, $0.map { "\($0)" }.joined(separator: " ")) < ($1.count, $1.map { "\($0)" }.joined(separator: " "))
    }
    return PathPlan(
      paths: chosen.map { TestPath(events: $0, configuration: replay($0).configuration) },
      unreachableStates: chart.stateIDs.filter {
        stateWitness[$0] == nil && !(chart.kind(of: $0).map { [.shallowHistory, .deepHistory].contains($0) } ?? false)
      },
      untakenTransitions: chart.transitionInfos.filter { transitionWitness[$0.id] == nil },
      casesWithoutSamples: casesWithoutSamples)
  }

  /// The cases transitions are written for that no event in `events` is of.
  private var casesWithoutSamples: [EventCaseID] {
    let tried = Set(events.compactMap(chart.eventCaseID))
    var result: [EventCaseID] = []
    for info in chart.transitionInfos {
      if case .eventCase(let id) = info.trigger, !tried.contains(id), !result.contains(id) { result.append(id) }
    }
    return result
  }
}

extension PathFinder where E == String {
  /// The events a chart built from a document can take: its event names, and the words of its
  /// descriptors except `*`.
  public static func eventNames(of chart: Chart<S, String, C>) -> [String] {
    var names: [String] = []
    for info in chart.transitionInfos {
      switch info.trigger {
      case .event(let event): names.append(event)
      case .descriptor(let label):
        names += label.split(separator: " ").map { $0.hasSuffix(".*") ? String($0.dropLast(2)) : String($0) }
          .filter { $0 != "*" }
      default: break
      }
    }
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
  }
}
