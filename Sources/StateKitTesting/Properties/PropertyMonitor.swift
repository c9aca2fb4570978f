/// Where a walk is when a property is checked: at which step, and when on its clock.
struct WalkInstant {
  /// The steps taken (0: just started).
  var step: Int
  /// The clock's time since the start.
  var time: Duration
}

/// One property's evaluation along one walk: fed every instant, it answers the first violation.
/// Bounded properties fail as soon as their bound passed; a walk that ends earlier passes them.
@MainActor
struct PropertyMonitor<Subject> {
  let property: Property<Subject>
  /// Whether the property's condition was met and nothing more is asked (eventually, until).
  private var settled = false
  /// The oldest instant still waiting for its response (whenever), or the start (eventually,
  /// until with a bound).
  private var pending: WalkInstant?
  private var started = false

  init(_ property: Property<Subject>) { self.property = property }

  /// Checks the property at `instant`; the reason it failed, if it did.
  mutating func observe(_ subject: Subject, at instant: WalkInstant) -> String? {
    defer { started = true }
    if !started, case .eventually = property.kind { pending = instant }
    if !started, case .until(_, _, .some) = property.kind { pending = instant }
    switch property.kind {
    case .always(let condition):
      return condition(subject) ? nil : "does not hold"
    case .eventually(let bound, let condition):
      guard !settled else { return nil }
      if let start = pending, Self.passed(bound, since: start, at: instant) {
        return "did not hold within \(bound)"
      }
      if condition(subject) { settled = true }
      return nil
    case .until(let holding, let until, let bound):
      guard !settled else { return nil }
      if let bound, let start = pending, Self.passed(bound, since: start, at: instant) {
        return "the end condition did not hold within \(bound)"
      }
      if until(subject) {
        settled = true
        return nil
      }
      return holding(subject) ? nil : "stopped holding before the end condition held"
    case .whenever(let trigger, let response, let bound):
      if let start = pending, Self.passed(bound, since: start, at: instant) {
        return "no response within \(bound) of \(Self.describe(start))"
      }
      if response(subject) {
        pending = nil
      } else if pending == nil && trigger(subject) {
        pending = instant
      }
      return nil
    }
  }

  /// Whether `instant` is past `bound` counted from `start`.
  private static func passed(_ bound: Within, since start: WalkInstant, at instant: WalkInstant) -> Bool {
    switch bound {
    case .steps(let count): return instant.step - start.step > count
    case .time(let duration): return instant.time - start.time > duration
    }
  }

  static func describe(_ instant: WalkInstant) -> String {
    instant.step == 0 ? "the start (\(instant.time.traceText))" : "step \(instant.step) (\(instant.time.traceText))"
  }
}
