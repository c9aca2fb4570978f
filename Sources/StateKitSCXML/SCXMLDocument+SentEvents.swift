extension SCXMLDocument {
  /// The events the document sends itself: `<raise>`, and `<send>` without a target or to
  /// `#_internal`, delayed or not, in any state's `onentry`, `onexit` or transition, in `<if>`
  /// branches and in `<finalize>`. (Events it sends to a parent or a child, and what invoked
  /// documents send, are not listed.)
  ///
  /// An event only the chart sends is not one a tester sends: `statekit paths` leaves these
  /// out of the events it tries.
  public var eventsSentToItself: Set<String> {
    var names = Set<String>()
    func collect(_ actions: [SCXMLAction]) {
      for action in actions {
        switch action {
        case .raise(let name): names.insert(name)
        case .send(let send) where send.target == nil || send.target == "#_internal": names.insert(send.event)
        case .if(let branches): branches.forEach { collect($0.actions) }
        default: break
        }
      }
    }
    for state in allStates {
      (state.onEntry + state.onExit).forEach(collect)
      for transition in state.transitions + (state.initialTransition.map { [$0] } ?? []) { collect(transition.actions) }
      for invoke in state.invokes { collect(invoke.finalize) }
    }
    return names
  }
}
