extension ECMAScriptDocument {
  /// The events the document sends itself, by name as written: `<raise>`, and `<send event>`
  /// without a target or to `#_internal`, delayed or not, in `onentry`, `onexit`, transitions,
  /// `<if>` branches, `<foreach>` and `<finalize>`. Events named by `eventexpr` are known only
  /// when they are sent, and are not listed.
  ///
  /// An event only the chart sends is not one a tester sends: `statekit paths` leaves these
  /// out of the events it tries.
  public var eventsSentToItself: Set<String> {
    var names = Set<String>()
    func collect(_ actions: [Executable]) {
      for action in actions {
        switch action {
        case .raise(let name): names.insert(name)
        case .send(let send):
          guard case .value(let name) = send.event else { continue }
          switch send.target {
          case nil, .value("#_internal"): names.insert(name)
          default: break
          }
        case .branches(let branches): branches.forEach { collect($0.actions) }
        case .foreach(_, _, _, let actions, _): collect(actions)
        default: break
        }
      }
    }
    for state in document.allStates {
      (state.onEntry + state.onExit).forEach(collect)
      for transition in state.transitions + (state.initialTransition.map { [$0] } ?? []) { collect(transition.actions) }
      for invoke in state.invokes { collect(invoke.finalize) }
    }
    return names
  }
}
