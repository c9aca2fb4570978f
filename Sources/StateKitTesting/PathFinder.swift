import StateKit

/// Model-based testing: explores a chart by running it — guards and all — with every event in
/// every configuration it reaches and, when a timer is pending, a wait until the next is due,
/// breadth first; and answers the shortest sequences of ``TestStep``s that together reach every
/// state, take every transition, see every guard true and false or take every pair of
/// transitions. Drive your screen along each path and check it (what XState's model-based
/// testing offers JavaScript users).
///
/// ```swift
/// let plan = PathFinder(chart: chart, context: { Screen() }).plan(covering: .transitions)
/// for path in plan.paths { /* perform path.steps on a fresh screen (StepDriver) and check it */ }
/// ```
///
/// Time is an input: `After` transitions, delayed sends and the timers of child machines run
/// on a ``ManualClock``, and a path's `.wait` is exactly as long as the next one to fall due,
/// so a state reachable only by waiting gets a path, and paths stay short. An `Invoke` task's
/// result never arrives during the search: its result event is tried like any other event.
///
/// The search keeps one node per configuration it reaches — its active states, the time its
/// timers have left, its children's states — with the step that led there from its parent,
/// and puts a machine into a configuration by restoring a snapshot rather than by replaying the
/// whole sequence (see ``exploration``): a chart of 20,000 states is covered in seconds. Each
/// planned path is then replayed once on a fresh machine, and the plan's coverage is what the
/// replays did, so what the plan says it covers, it covers; what it leaves out comes with the
/// reason (``PathPlan/whyUnreachable``, ``PathPlan/whyUntaken``). Which states no transition
/// leads to comes from the chart's graph; what the search did not reach before a limit stopped
/// it is in ``PathPlan/stoppedBy``.
///
/// Events that carry data (a `CaseEvent`) have payloads the path finder cannot make up: a
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
  /// The chart explored.
  public let chart: Chart<S, E, C>
  /// The events tried in every configuration, in this order: those given (by default the
  /// chart's own), then the samples, each once.
  public let events: [E]
  /// Makes the context of each fresh machine the search and the replays run.
  public let makeContext: () -> C
  /// Explored configurations at most.
  public var configurationLimit = 100_000
  /// Steps (events and waits) in one path at most: unlimited by default (the configurations
  /// and the time bound the search).
  public var depthLimit = Int.max
  /// How long the search may run; nil (the default): as long as it takes.
  public var timeLimit: Duration?
  /// How a machine is put into a configuration found earlier.
  public var exploration = PathExploration.automatic
  /// How the search tells contexts apart, nil when it does not: set by
  /// ``distinguishesContexts`` (a `Hashable` context) or ``distinguishContexts(by:)``.
  var contextKey: ((C) -> AnyHashable)?

  /// A path finder for `chart`, whose machines start from `context()`.
  ///
  /// - Parameters:
  ///   - chart: the chart to explore.
  ///   - events: the events to try in each configuration; the chart's own events by default:
  ///     the values its transitions name and, for an event type made from a string literal
  ///     (a document's `SCXMLEvent`), the names its descriptors match (`error.*`: `error`).
  ///   - samples: events to try as well: one or more per case whose payload the chart reads.
  ///   - context: a fresh context for each machine the finder runs.
  public init(chart: Chart<S, E, C>, events: [E]? = nil, samples: [E] = [], context: @escaping () -> C) {
    self.chart = chart
    var seen = Set<E>()
    self.events = ((events ?? chart.eventsToTry) + samples).filter { seen.insert($0).inserted }
    self.makeContext = context
  }

  /// Explores the chart and plans paths for the coverage asked for.
  public func plan(covering coverage: Coverage) -> PathPlan<S, E> { plan(covering: [coverage]) }

  /// Explores the chart and plans paths that cover everything asked for at once.
  ///
  /// The search ends when it has seen every state and everything asked for (pairs aside: it
  /// explores on for them), or at a limit (``PathPlan/stoppedBy``): a chart whose delayed sends
  /// pile up never repeats a configuration, and ends only by one of the two.
  public func plan(covering coverage: Set<Coverage>) -> PathPlan<S, E> {
    var search = PathSearch(finder: self, coverage: coverage)
    search.run()
    // Nodes are numbered breadth first, each node's children in the order of `events`, the
    // wait last: by number is shortest first, and among paths as long, by their steps' order.
    let leaves = search.leaves(covering: coverage).sorted()
    // The coverage is what the paths do on fresh machines, not what the search believes.
    var replayed = ReplayedCoverage<S>()
    let paths = leaves.map { leaf -> TestPath<S, E> in
      let steps = search.steps(to: leaf)
      let driver = freshDriver()
      replayed.add(driver.record)
      var last = -1
      for step in steps {
        let record = driver.perform(step)
        replayed.add(record, pairs: PathSearch<S, E, C>.pairs(of: record.transitions, after: last))
        last = record.transitions.last ?? last
      }
      return TestPath(
        steps: steps, activeStates: driver.machine.activeStates, activeAtomicStates: driver.machine.activeAtomicStates)
    }
    if paths.isEmpty { replayed.add(freshDriver().record) }
    return PathPlanning(finder: self, search: search, replayed: replayed, coverage: coverage).plan(paths: paths)
  }

  /// A started machine with a fresh context, on a manual clock of its own. Its diagnostics are
  /// dropped: the search tries every event everywhere, and a chart explored on its own (a child
  /// chart, without the parent it sends to) would report the same lost message in every
  /// configuration.
  func freshDriver() -> StepDriver<S, E, C> {
    StepDriver(chart, context: makeContext(), diagnosticHandler: RuntimeDiagnostic.ignoring)
  }

  /// Whether configurations are reached by restoring snapshots (see ``PathExploration``).
  var restores: Bool {
    switch exploration {
    case .automatic: return !(C.self is AnyObject.Type)
    case .restoring: return true
    case .replaying: return false
    }
  }

  /// The cases transitions are written for that no event in `events` is of.
  var casesWithoutSamples: [EventCaseID] {
    let tried = Set(events.compactMap(chart.eventCaseID))
    var result: [EventCaseID] = []
    for info in chart.transitionInfos {
      if case .eventCase(let id) = info.trigger, !tried.contains(id), !result.contains(id) { result.append(id) }
    }
    return result
  }
}

extension PathFinder where C: Hashable {
  /// Whether configurations with the same active states but different contexts are explored
  /// each: finds what a guard allows only after counting — a screen that locks after the
  /// second failed retry — or only with the form data a sample set, at the cost of exploring
  /// every context value the events produce, up to ``configurationLimit``. Children's contexts
  /// are told apart too (those that are `Hashable`). Off by default: configurations are told
  /// apart by their active states, their timers and their children's states.
  ///
  /// A context that is not `Hashable` (a `@MainActor` class, say) has no such option: tell
  /// the search what to compare with ``distinguishContexts(by:)``.
  public var distinguishesContexts: Bool {
    get { contextKey != nil }
    set { contextKey = newValue ? { AnyHashable($0) } : nil }
  }
}

extension PathFinder {
  /// Contexts that are not `Hashable` cannot be told apart as they are: the option exists for
  /// `Hashable` contexts only, so that it never silently does nothing.
  @available(
    *, unavailable,
    message: "the context is not Hashable: use distinguishContexts(by:) with the part of the context the guards read"
  )
  public var distinguishesContexts: Bool {
    get { false }
    set {}
  }

  /// Explores configurations with the same active states but contexts whose `key` differs each
  /// (see ``distinguishesContexts``): for a context that is not `Hashable`, or to tell
  /// contexts apart only by what the guards read.
  ///
  /// ```swift
  /// var finder = PathFinder(chart: chart, samples: [.emailChanged("ada@example.com")], context: { PaymentForm() })
  /// finder.distinguishContexts(by: { $0.email })  // a @MainActor class: its e-mail is what the guard reads
  /// ```
  ///
  /// - Parameter key: the part of the context that tells two configurations apart.
  public mutating func distinguishContexts<Key: Hashable>(by key: @escaping (C) -> Key) {
    contextKey = { AnyHashable(key($0)) }
  }
}

extension PathFinder where E: CustomStringConvertible {
  /// The events a chart built from a document can take: its event names, and the words of its
  /// descriptors except `*` (the events' descriptions, for a chart whose events are not strings).
  public static func eventNames(of chart: Chart<S, E, C>) -> [String] {
    var names: [String] = []
    for info in chart.transitionInfos {
      switch info.trigger {
      case .event(let event): names.append(event.description)
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
