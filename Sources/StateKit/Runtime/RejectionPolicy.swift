/// What a machine does with a rejected event, besides returning `.rejected`.
public enum RejectionPolicy<S: Hashable & Sendable, E: Hashable & Sendable> {
  /// Nothing: the outcome says it all.
  case ignore
  /// Calls a handler (log it, count it, show it).
  case report((Rejection<S, E>) -> Void)
  /// `assertionFailure` in debug builds, ignored in release builds: what a controller that
  /// checks its mode with `NSAssert` does by hand, without crashing a shipped app.
  case assertInDebug

  var doesSomething: Bool {
    if case .ignore = self { return false }
    return true
  }
}
