/// A chart's guards and actions as closures over the engine, by transition and by state (nil:
/// none). ``StateMachine`` builds them in inlinable code, so that they are compiled for the app's
/// own types and the engine calls them without touching a generic type.
@usableFromInline struct EngineHooks {
  // Each closure in an object of its own: put in an array directly, it would be stored in the
  // array's generic form and called through a conversion thunk (see `StoredGuard`); and the
  // engine calls an object it holds unowned (see `HookTable`) without reference counting.
  @usableFromInline final class Guard {
    @usableFromInline let check: (Engine) -> Bool
    @inlinable init(_ check: @escaping (Engine) -> Bool) { self.check = check }
  }

  @usableFromInline final class Action {
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

/// Hooks by index as unowned references, for the engine's calls: a closure loaded from an
/// array is retained and released around every call (it could be the last reference); one reached through an object held unowned, with `_withUnsafeGuaranteedRef`,
/// is not. The engine's `hooks` keeps the objects alive for as long as the tables are read.
struct HookTable<Hook: AnyObject> {
  private let hooks: FrozenArray<Unmanaged<Hook>?>

  init(_ hooks: [Hook?]) { self.hooks = FrozenArray(hooks.map { $0.map(Unmanaged.passUnretained) }) }

  @inline(__always) subscript(index: Int) -> Unmanaged<Hook>? { hooks[index] }

  /// Called once, by the engine's `deinit`.
  func deallocate() { hooks.deallocate() }
}

extension Engine {
  @inline(__always) func evaluateGuard(of transition: Int) -> Bool {
    guard let hook = guardTable[transition] else { return true }
    #if DEBUG
      callbackDepth += 1
      defer { callbackDepth -= 1 }
    #endif
    return hook._withUnsafeGuaranteedRef { $0.check(self) }
  }

  /// Whether the event being processed equals the value an `.exactEvent` trigger names.
  func matchesExactEvent(of transition: Int) -> Bool {
    hooks.exactEvents[transition]?.check(self) ?? false
  }

  @inline(__always) func runActions(of transition: Int) { runCallback(transitionActionTable[transition]) }
  @inline(__always) func runEntry(of state: Int) { runCallback(entryActionTable[state]) }
  @inline(__always) func runExit(of state: Int) { runCallback(exitActionTable[state]) }

  @inline(__always) private func runCallback(_ hook: Unmanaged<EngineHooks.Action>?) {
    guard let hook else { return }
    #if DEBUG
      callbackDepth += 1
      defer { callbackDepth -= 1 }
    #endif
    hook._withUnsafeGuaranteedRef { $0.run(self) }
  }
}
