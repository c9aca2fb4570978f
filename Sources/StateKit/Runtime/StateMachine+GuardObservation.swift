extension StateMachine {
  /// A machine that tells `observer` every time one of its guards is evaluated: the
  /// transition's ``TransitionInfo/id`` and the guard's answer. For `StateKitTesting`, whose
  /// coverage reports each guard seen true and seen false; an app has no use for it.
  package convenience init<Source: Clock>(
    _ chart: Chart<S, E, C>, context: C, clock: Source, observingGuards observer: @escaping (Int, Bool) -> Void
  ) where Source.Duration == Duration {
    let hooks = Self.hooks(of: chart)
    let guards = hooks.guards.enumerated().map { transition, hook in
      hook.map { hook in
        EngineHooks.Guard { engine in
          let result = hook.check(engine)
          observer(transition, result)
          return result
        }
      }
    }
    let observed = EngineHooks(
      guards: guards, transitionActions: hooks.transitionActions, entryActions: hooks.entryActions,
      exitActions: hooks.exitActions, exactEvents: hooks.exactEvents)
    self.init(
      chart: chart, hooks: observed, caseCoding: nil, context: context, clock: clock, microstepLimit: 10_000,
      rejectionPolicy: .ignore)
    // The express and direct lanes call the chart's guards themselves, not the hooks: keep the
    // machine off them, as a machine that Observation tracks is.
    engine.isTracked = true
  }
}
