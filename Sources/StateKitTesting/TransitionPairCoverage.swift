import StateKit

/// The pairs of transitions taken one right after the other.
public struct TransitionPairCoverage: Hashable, Sendable {
  /// A transition taken right after another, by `TransitionInfo.id`.
  public struct Pair: Hashable, Sendable {
    public var first: Int
    public var second: Int
    public init(_ first: Int, _ second: Int) {
      self.first = first
      self.second = second
    }
  }

  /// The pairs the chart's structure allows, whatever the search: the total a report counts
  /// against, the same for every plan of one chart. See ``possiblePairs(of:)`` for the rule.
  public var possible: Set<Pair>
  /// The pairs the search saw.
  public var seen: Set<Pair>
  /// The pairs the paths take.
  public var covered: Set<Pair>

  /// The pairs `(t1, t2)` of a chart's transitions where `t2` may be the next transition taken
  /// after `t1`, as far as the chart's structure tells (guards, events and timing aside): `t2`'s
  /// source is active after `t1`.
  ///
  /// That is, `t2`'s source is one of the states `t1` leaves active — a target of `t1` (its
  /// source, for a transition without targets; a history state's parent for a history state), an
  /// ancestor of one, a descendant of one (entered by default or by history), or a state in
  /// another region of a parallel ancestor of one (which stays active, or is entered again).
  /// Every pair a machine can take is among them, so the total is never less than what the
  /// search or the paths see; some may need a context or an order of events no search finds.
  public static func possiblePairs<S, E, C>(of chart: Chart<S, E, C>) -> Set<Pair> {
    let infos = chart.transitionInfos
    var result = Set<Pair>()
    for first in infos {
      let active = statesActive(after: first, in: chart)
      for second in infos where active.contains(second.source) { result.insert(Pair(first.id, second.id)) }
    }
    return result
  }

  /// The states that may be active right after `transition`: see ``possiblePairs(of:)``.
  private static func statesActive<S, E, C>(after transition: TransitionInfo<S, E>, in chart: Chart<S, E, C>) -> Set<S>
  {
    var result = Set<S>()
    let targets = transition.targets.isEmpty ? [transition.source] : transition.targets
    for target in targets {
      let state =
        chart.kind(of: target).map { [.shallowHistory, .deepHistory].contains($0) } ?? false
        ? chart.parent(of: target) : target
      guard let state else { continue }
      // The state, its descendants, and going up, its ancestors and the other regions of each
      // parallel ancestor with their descendants.
      result.formUnion(descendants(of: state, in: chart))
      var current = state
      while let parent = chart.parent(of: current) {
        result.insert(parent)
        if chart.kind(of: parent) == .parallel {
          for region in chart.children(of: parent) where region != current {
            result.formUnion(descendants(of: region, in: chart))
          }
        }
        current = parent
      }
    }
    return result
  }

  /// A state and every state inside it.
  private static func descendants<S, E, C>(of state: S, in chart: Chart<S, E, C>) -> Set<S> {
    var result: Set<S> = [state]
    var pending = [state]
    while let current = pending.popLast() {
      for child in chart.children(of: current) where result.insert(child).inserted { pending.append(child) }
    }
    return result
  }
}
