import StateKit

extension Chart {
  /// The states coverage counts, in document order: every state but history states. The totals
  /// of a ``PathPlan``'s report and of a property check's ``WalkCoverage``.
  var coverableStates: [S] {
    stateIDs.filter { state in
      !(kind(of: state).map { [.shallowHistory, .deepHistory].contains($0) } ?? false)
    }
  }
}

extension TransitionInfo {
  /// How reports name a transition: `'pay' in editing → paying`.
  var reportName: String {
    let targets = targets.isEmpty ? "" : " → " + targets.map { "\($0)" }.joined(separator: ", ")
    return "'\(label)' in \(source)\(targets)"
  }
}
