/// A property that failed on a walk: which, why, and whether inside a wait.
struct WalkFailure {
  /// Its index among the properties checked.
  var property: Int
  var reason: String
  var insideWait: Bool
}

/// One walk on a fresh subject and clock: takes steps, checks the properties at every instant,
/// and records the steps and the configurations after them.
@MainActor
struct WalkRun<Subject, Input: Hashable & Sendable> {
  let test: PropertyTest<Subject, Input>
  let clock = ManualClock()
  let subject: Subject
  private var monitors: [PropertyMonitor<Subject>]
  private(set) var steps: [TestStep<Input>] = []
  private(set) var configurations: [[String]] = []
  /// A property that fails right after the start.
  private(set) var startFailure: WalkFailure?

  /// A fresh subject, checked once at the start.
  init(test: PropertyTest<Subject, Input>, properties: [Property<Subject>]) {
    self.test = test
    subject = test.makeSubject(clock)
    monitors = properties.map(PropertyMonitor.init)
    record()
    startFailure = observe(insideWait: false)
  }

  /// Takes a step; the first property that fails on the way, if any.
  mutating func take(_ step: TestStep<Input>) -> WalkFailure? {
    steps.append(step)
    defer { record() }
    switch step {
    case .send(let input):
      test.sendInput(subject, input)
    case .wait(var remaining):
      // Timer by timer, so that a state the wait passes through is checked too. A chart that
      // keeps scheduling timers due at once (its own runaway guard stops it) cannot hold the
      // walk here: past the bound, the rest is one advance.
      var timers = 0
      while let next = clock.nextTimerDelay, next < remaining, timers < 10_000 {
        clock.advance(by: next)
        remaining -= next
        timers += 1
        if let failure = observe(insideWait: true) { return failure }
      }
      clock.advance(by: max(.zero, remaining))
    }
    return observe(insideWait: false)
  }

  private mutating func observe(insideWait: Bool) -> WalkFailure? {
    let instant = WalkInstant(step: steps.count, time: clock.elapsed)
    for index in monitors.indices {
      if let reason = monitors[index].observe(subject, at: instant) {
        return WalkFailure(property: index, reason: reason, insideWait: insideWait)
      }
    }
    return nil
  }

  private mutating func record() {
    if let read = test.readConfiguration { configurations.append(read(subject)) }
  }

  /// The walk so far as a trace of `failure`.
  func trace(_ failure: WalkFailure, property: String) -> PropertyTrace<Input> {
    PropertyTrace(
      property: property, steps: steps, configurations: configurations, failure: failure.reason,
      failedInsideWait: failure.insideWait)
  }
}
