/// A chart's guards and actions as closures over the engine, by transition and by state (nil:
/// none). ``StateMachine`` builds them in inlinable code, so that they are compiled for the app's
/// own types and the engine calls them without touching a generic type.
@usableFromInline struct EngineHooks {
  // Each closure in a struct: put in an array directly, it would be stored in the array's
  // generic form and called through a conversion thunk (see `StoredGuard`).
  @usableFromInline struct Guard {
    @usableFromInline let check: (Engine) -> Bool
    @inlinable init(_ check: @escaping (Engine) -> Bool) { self.check = check }
  }

  @usableFromInline struct Action {
    @usableFromInline let run: (Engine) -> Void
    @inlinable init(_ run: @escaping (Engine) -> Void) { self.run = run }
  }

  @usableFromInline let guards: [Guard?]
  @usableFromInline let transitionActions: [Action?]
  @usableFromInline let entryActions: [Action?]
  @usableFromInline let exitActions: [Action?]
  /// By transition, for `.exactEvent` triggers: whether the event equals the value it names.
  @usableFromInline let exactEvents: [Guard?]

  @inlinable init(
    guards: [Guard?], transitionActions: [Action?], entryActions: [Action?], exitActions: [Action?],
    exactEvents: [Guard?]
  ) {
    self.guards = guards
    self.transitionActions = transitionActions
    self.entryActions = entryActions
    self.exitActions = exitActions
    self.exactEvents = exactEvents
  }
}

extension Engine {
  @inline(__always) func evaluateCondition(of transition: Int) -> Bool {
    guard let hook = hooks.guards[transition] else { return true }
    #if DEBUG
      callbackDepth += 1
      defer { callbackDepth -= 1 }
    #endif
    return hook.check(self)
  }

  /// Whether the event being processed equals the value an `.exactEvent` trigger names.
  func matchesExactEvent(of transition: Int) -> Bool {
    hooks.exactEvents[transition]?.check(self) ?? false
  }

  @inline(__always) func runActions(of transition: Int) { runCallback(hooks.transitionActions[transition]) }
  @inline(__always) func runEntry(of state: Int) { runCallback(hooks.entryActions[state]) }
  @inline(__always) func runExit(of state: Int) { runCallback(hooks.exitActions[state]) }

  @inline(__always) private func runCallback(_ hook: EngineHooks.Action?) {
    guard let hook else { return }
    #if DEBUG
      callbackDepth += 1
      defer { callbackDepth -= 1 }
    #endif
    hook.run(self)
  }
}
