extension ChartCompiler {
  /// Checks that the targets of every transition with several of them (including initials and
  /// history defaults) can be active together (SCXML 3.3, 3.13): two targets must lie in
  /// different regions of a parallel state, or one must contain the other. Otherwise the
  /// transition would enter two children of one compound state — a configuration the engine
  /// and snapshots rightly refuse, reached without a word.
  mutating func checkTargetsCanBeActiveTogether() {
    for transition in transitions.indices where transitions[transition].targets.count > 1 {
      guard let (first, second, parent) = conflict(in: transitions[transition].targets) else { continue }
      let source = transitions[transition].source
      let sourceID = source == 0 ? nil : ids[source]
      diagnostics.append(
        ChartDiagnostic(
          kind: parent == first
            ? .targetInsideTarget(source: sourceID, outer: ids[first]!, inner: ids[second]!)
            : .targetsInOneRegion(
              source: sourceID, first: ids[first]!, second: ids[second]!, parent: parent == 0 ? nil : ids[parent])))
    }
  }

  /// Two targets that cannot be active together and the compound state (0: the chart) of which
  /// they would make two children active — for a target inside another, the outer one — or nil
  /// if there are none. Walks up from each target, noting through which child it reached each
  /// compound ancestor (linear in the targets times the depth, also for thousands of targets).
  private func conflict(in targets: [Int]) -> (Int, Int, Int)? {
    let named = Set(targets)
    var reached: [Int: (child: Int, target: Int)] = [:]
    for target in targets {
      var child = target
      while child != 0 {
        let parent = states[child].parent
        if named.contains(parent) { return (parent, target, parent) }
        if states[parent].kind != .parallel {
          if let earlier = reached[parent] {
            if earlier.child != child { return (earlier.target, target, parent) }
            break  // the rest of the way up was walked already, through the same children
          }
          reached[parent] = (child, target)
        }
        child = parent
      }
    }
    return nil
  }
}
