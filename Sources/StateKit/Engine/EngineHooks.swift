/// A chart's guards and actions as closures over the engine, by transition and by state (nil:
/// none). ``StateMachine`` builds them in inlinable code, so that they are compiled for the app's
/// own types and the engine calls them without touching a generic type.
@usableFromInline struct EngineHooks {
  @usableFromInline let guards: [((Engine) -> Bool)?]
  @usableFromInline let transitionActions: [((Engine) -> Void)?]
  @usableFromInline let entryActions: [((Engine) -> Void)?]
  @usableFromInline let exitActions: [((Engine) -> Void)?]
  /// By transition, for `.exactEvent` triggers: whether the event equals the value it names.
  @usableFromInline let exactEvents: [((Engine) -> Bool)?]

  @inlinable init(
    guards: [((Engine) -> Bool)?], transitionActions: [((Engine) -> Void)?], entryActions: [((Engine) -> Void)?],
    exitActions: [((Engine) -> Void)?], exactEvents: [((Engine) -> Bool)?]
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
    guard let check = hooks.guards[transition] else { return true }
    #if DEBUG
      callbackDepth += 1
      defer { callbackDepth -= 1 }
    #endif
    return check(self)
  }

  /// Whether the event being processed equals the value an `.exactEvent` trigger names.
  func matchesExactEvent(of transition: Int) -> Bool {
    hooks.exactEvents[transition]?(self) ?? false
  }

  @inline(__always) func runActions(of transition: Int) { runCallback(hooks.transitionActions[transition]) }
  @inline(__always) func runEntry(of state: Int) { runCallback(hooks.entryActions[state]) }
  @inline(__always) func runExit(of state: Int) { runCallback(hooks.exitActions[state]) }

  @inline(__always) private func runCallback(_ action: ((Engine) -> Void)?) {
    guard let action else { return }
    #if DEBUG
      callbackDepth += 1
      defer { callbackDepth -= 1 }
    #endif
    action(self)
  }
}
