/// Where a walk is when a property is checked: at which step, and when on its clock.
struct WalkInstant {
  /// The steps taken (0: just started).
  var step: Int
  /// The clock's time since the start.
  var time: Duration

  /// "after step 2, at 15 s", "at the start, 0 s".
  var text: String {
    (step == 0 ? "at the start, " : "after step \(step), at ") + time.traceText
  }
}

/// Why a property failed, and, when a time bound ran out, when it did.
struct PropertyViolation {
  var reason: String
  /// The time on the walk's clock when the bound ran out.
  var deadline: Duration?
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

  /// Checks the property at `instant`; the violation, if it failed.
  mutating func observe(_ subject: Subject, at instant: WalkInstant) -> PropertyViolation? {
    defer { started = true }
    if !started, case .eventually = property.kind { pending = instant }
    if !started, case .until(_, _, .some) = property.kind { pending = instant }
    switch property.kind {
    case .always(let condition):
      return condition(subject) ? nil : PropertyViolation(reason: "does not hold")
    case .eventually(let bound, let condition):
      guard !settled else { return nil }
      if let start = pending, Self.passed(bound, since: start, at: instant) {
        return PropertyViolation(
          reason: "did not hold within \(bound)" + Self.when(bound, "still not at", at: instant, parenthesized: true),
          deadline: bound.deadline(from: start))
      }
      if condition(subject) { settled = true }
      return nil
    case .until(let holding, let until, let bound):
      guard !settled else { return nil }
      if let bound, let start = pending, Self.passed(bound, since: start, at: instant) {
        return PropertyViolation(
          reason: "did not reach its end condition within \(bound)"
            + Self.when(bound, "still not at", at: instant, parenthesized: true),
          deadline: bound.deadline(from: start))
      }
      if until(subject) {
        settled = true
        return nil
      }
      return holding(subject) ? nil : PropertyViolation(reason: "stopped holding before the end condition held")
    case .whenever(let trigger, let response, let bound):
      if let start = pending, Self.passed(bound, since: start, at: instant) {
        return PropertyViolation(
          reason: "had no response within \(bound) of its trigger (\(start.text)"
            + Self.when(bound, "still none at", at: instant, parenthesized: false) + ")",
          deadline: bound.deadline(from: start))
      }
      if response(subject) {
        pending = nil
      } else if pending == nil && trigger(subject) {
        pending = instant
      }
      return nil
    }
  }

  /// For a time bound, when the failure was seen: " (still not at 45.001 s)", "; still none at 45.001 s".
  private static func when(_ bound: Within, _ words: String, at instant: WalkInstant, parenthesized: Bool) -> String {
    guard case .time = bound else { return "" }
    let text = "\(words) \(instant.time.traceText)"
    return parenthesized ? " (\(text))" : "; \(text)"
  }

  /// Whether `instant` is past `bound` counted from `start`.
  private static func passed(_ bound: Within, since start: WalkInstant, at instant: WalkInstant) -> Bool {
    switch bound {
    case .steps(let count): return instant.step - start.step > count
    case .time(let duration): return instant.time - start.time > duration
    }
  }
}

extension Within {
  /// When a time bound counted from `start` runs out; nil for a bound in steps.
  fileprivate func deadline(from start: WalkInstant) -> Duration? {
    if case .time(let duration) = self { return start.time + duration }
    return nil
  }
}
