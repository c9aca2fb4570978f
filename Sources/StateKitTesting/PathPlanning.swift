import StateKit

/// What the planned paths did when replayed on fresh machines: the coverage a plan reports.
struct ReplayedCoverage<S: Hashable & Sendable> {
  var entered = Set<S>()
  var taken = Set<Int>()
  var guardTrue = Set<Int>()
  var guardFalse = Set<Int>()
  var pairs = Set<TransitionPairCoverage.Pair>()

  mutating func add(_ record: StepRecord<S>, pairs: [TransitionPairCoverage.Pair] = []) {
    entered.formUnion(record.entered)
    taken.formUnion(record.transitions)
    for check in record.guardChecks {
      if check.result { guardTrue.insert(check.transition) } else { guardFalse.insert(check.transition) }
    }
    self.pairs.formUnion(pairs)
  }
}

/// Makes a ``PathPlan`` from a finished search and the replays of its paths: what is covered,
/// and why the rest is not.
@MainActor
struct PathPlanning<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  let finder: PathFinder<S, E, C>
  let search: PathSearch<S, E, C>
  let replayed: ReplayedCoverage<S>
  let coverage: Set<Coverage>
  private let infos: [TransitionInfo<S, E>]
  private let searchEntered: Set<S>
  private let searchTrue: Set<Int>
  private let searchFalse: Set<Int>
  private let casesWithoutSamples: [EventCaseID]
  /// Why the search never took each transition it did not take, by id.
  private var transitionReasons: [Int: [UncoveredReason<S>]] = [:]
  /// The transitions that enter each state: those whose targets are the state or in it.
  private var entering: [S: [Int]] = [:]

  init(
    finder: PathFinder<S, E, C>, search: PathSearch<S, E, C>, replayed: ReplayedCoverage<S>, coverage: Set<Coverage>
  ) {
    self.finder = finder
    self.coverage = coverage
    self.search = search
    self.replayed = replayed
    infos = finder.chart.transitionInfos
    searchEntered = Set(search.stateWitness.keys)
    searchTrue = Set(search.guardWitness.keys.filter(\.result).map(\.transition))
    searchFalse = Set(search.guardWitness.keys.filter { !$0.result }.map(\.transition))
    casesWithoutSamples = finder.casesWithoutSamples
    for info in infos where search.transitionWitness[info.id] == nil {
      transitionReasons[info.id] = reasons(for: info)
    }
    for info in infos {
      for target in info.targets {
        var state: S? = target
        while let current = state {
          entering[current, default: []].append(info.id)
          state = finder.chart.parent(of: current)
        }
      }
    }
  }

  func plan(paths: [TestPath<S, E>]) -> PathPlan<S, E> {
    let chart = finder.chart
    let states = chart.coverableStates
    // Not covered by the paths, and either never seen by the search or asked for (and so lost
    // when replayed): what the search saw but the coverage did not ask for is neither.
    let wantsStates = !coverage.isDisjoint(with: [.states, .transitions])
    let unreachable = states.filter {
      !replayed.entered.contains($0) && (wantsStates || !searchEntered.contains($0))
    }
    let untaken = infos.filter {
      !replayed.taken.contains($0.id) && (coverage.contains(.transitions) || search.transitionWitness[$0.id] == nil)
    }
    let outsideGraph = Set(
      chart.warnings.compactMap { warning -> S? in
        if case .unreachable(let state) = warning.kind { return state }
        return nil
      })
    var whyUntaken: [Int: [UncoveredReason<S>]] = [:]
    for info in untaken { whyUntaken[info.id] = withLimit(transitionReasons[info.id] ?? [.lostInReplay]) }
    var whyUnreachable: [S: [UncoveredReason<S>]] = [:]
    for state in unreachable { whyUnreachable[state] = withLimit(reasons(for: state, outsideGraph: outsideGraph)) }
    let guards = infos.filter(\.hasGuard).map {
      GuardCoverage(
        transition: $0, seenTrue: replayed.guardTrue.contains($0.id), seenFalse: replayed.guardFalse.contains($0.id))
    }
    return PathPlan(
      paths: paths, unreachableStates: unreachable, untakenTransitions: untaken, whyUnreachable: whyUnreachable,
      whyUntaken: whyUntaken, coverage: coverage, guards: guards,
      transitionPairs: TransitionPairCoverage(
        possible: TransitionPairCoverage.possiblePairs(of: chart),
        seen: Set(search.pairWitness.keys).union(replayed.pairs), covered: replayed.pairs),
      casesWithoutSamples: finder.casesWithoutSamples, unreachableInGraph: unreachable.filter(outsideGraph.contains),
      stoppedBy: search.stoppedBy, coveredStates: states.filter(replayed.entered.contains),
      takenTransitions: infos.filter { replayed.taken.contains($0.id) }, states: states, transitionInfos: infos)
  }

  /// A longer search might cover what a limit left out: say so.
  private func withLimit(_ reasons: [UncoveredReason<S>]) -> [UncoveredReason<S>] {
    guard let limit = search.stoppedBy, reasons != [.lostInReplay], reasons != [.noTransitionLeadsHere] else {
      return reasons
    }
    return reasons + [.searchStopped(limit)]
  }

  /// Why the search never took a transition, as far as it saw.
  private func reasons(for info: TransitionInfo<S, E>) -> [UncoveredReason<S>] {
    if search.transitionWitness[info.id] != nil { return [.lostInReplay] }
    if !searchEntered.contains(info.source) { return [.sourceNeverActive(info.source)] }
    switch info.trigger {
    case .eventCase(let id) where casesWithoutSamples.contains(id): return [.noSample(id)]
    case .event(let event) where !wasTried(event): return [.eventNotTried("\(event)")]
    default: break
    }
    if info.hasGuard && searchFalse.contains(info.id) && !searchTrue.contains(info.id) {
      return withContextHint([.guardNeverTrue(transition: info.id, guard: guardName(of: info))])
    }
    // An earlier transition of the same source and trigger whose guard always said yes.
    if let earlier = infos.first(where: {
      $0.id < info.id && $0.source == info.source && $0.trigger == info.trigger && $0.hasGuard
        && searchTrue.contains($0.id) && !searchFalse.contains($0.id)
    }) {
      return withContextHint([.guardNeverFalse(transition: earlier.id, guard: guardName(of: earlier))])
    }
    // An earlier transition of the same source for the same trigger, or for any event, that
    // the search took and whose guard, if any, was never false.
    if let earlier = infos.first(where: {
      $0.id < info.id && $0.source == info.source
        && ($0.trigger == info.trigger || (Self.isAnyEvent($0.trigger) && Self.isEvent(info.trigger)))
        && search.transitionWitness[$0.id] != nil && !searchFalse.contains($0.id)
    }) {
      return [.takenFirstBy(transition: earlier.id, label: earlier.label)]
    }
    return [.neverSelected]
  }

  /// A guard's answer may have been otherwise in a context the search did not keep apart.
  private func withContextHint(_ reasons: [UncoveredReason<S>]) -> [UncoveredReason<S>] {
    finder.contextKey == nil ? reasons + [.contextsNotDistinguished] : reasons
  }

  private static func isAnyEvent(_ trigger: Trigger<S, E>) -> Bool {
    if case .anyEvent = trigger { return true }
    return false
  }

  /// Whether a trigger is an event (of any kind), which an `OnAnyEvent` written first takes.
  private static func isEvent(_ trigger: Trigger<S, E>) -> Bool {
    switch trigger {
    case .event, .eventCase, .anyEvent, .descriptor: return true
    case .eventless, .done, .after, .move: return false
    }
  }

  private func wasTried(_ event: E) -> Bool {
    if finder.events.contains(event) { return true }
    // An event of a `CaseEvent` with a payload matches by case.
    guard let id = finder.chart.eventCaseID(of: event) else { return false }
    return finder.events.contains { finder.chart.eventCaseID(of: $0) == id }
  }

  /// Why the search never entered a state: the first causes, found by following the untaken
  /// transitions that would enter it back to those not blocked by another unreachable state.
  private func reasons(for state: S, outsideGraph: Set<S>) -> [UncoveredReason<S>] {
    if searchEntered.contains(state) { return [.lostInReplay] }
    if outsideGraph.contains(state) { return [.noTransitionLeadsHere] }
    let chart = finder.chart
    var result: [UncoveredReason<S>] = []
    var pending = [state]
    var seen: Set<S> = [state]
    func follow(_ other: S) {
      if !searchEntered.contains(other) && seen.insert(other).inserted { pending.append(other) }
    }
    while let current = pending.popLast() {
      // A state is never active while its parent is not.
      if let parent = chart.parent(of: current) { follow(parent) }
      for transition in entering[current] ?? [] {
        for reason in transitionReasons[transition] ?? [] {
          if case .sourceNeverActive(let source) = reason {
            follow(source)
          } else if !result.contains(reason) {
            result.append(reason)
          }
        }
      }
    }
    // The hint about contexts closes the list, after every guard it is about.
    if let hint = result.firstIndex(of: .contextsNotDistinguished) { result.append(result.remove(at: hint)) }
    return result.isEmpty ? [.neverSelected] : result
  }
}
