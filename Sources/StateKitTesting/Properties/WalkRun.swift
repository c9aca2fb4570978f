/// A property that failed on a walk: which, why, and whether inside a wait.
struct WalkFailure {
  /// Its index among the properties checked.
  var property: Int
  var reason: String
  var insideWait: Bool
  /// For a time bound that passed: the time on the clock when it ran out.
  var deadline: Duration?
}

/// One walk on a fresh subject and clock: takes steps, checks the properties at every instant,
/// and records the steps and the configurations after them — as taken, and split at the timers
/// that fired inside waits (what shrinking works on, so that no wait hides a timer).
@MainActor
struct WalkRun<Subject, Input: Hashable & Sendable> {
  let test: PropertyTest<Subject, Input>
  let clock = ManualClock()
  let subject: Subject
  private var monitors: [PropertyMonitor<Subject>]
  private(set) var steps: [TestStep<Input>] = []
  private(set) var configurations: [[String]] = []
  /// The steps with every wait cut at each instant a timer fired inside it, and the
  /// configurations after them: each wait ends at a timer, or fires none.
  private(set) var alignedSteps: [TestStep<Input>] = []
  private(set) var alignedConfigurations: [[String]] = []
  /// A property that fails right after the start.
  private(set) var startFailure: WalkFailure?

  /// A fresh subject, checked once at the start.
  ///
  /// - Throws: what the test's `subject` closure threw.
  init(test: PropertyTest<Subject, Input>, properties: [Property<Subject>]) throws {
    self.test = test
    subject = try test.makeSubject(clock)
    monitors = properties.map(PropertyMonitor.init)
    if let read = test.readConfiguration {
      configurations.append(read(subject))
      alignedConfigurations = configurations
    }
    startFailure = observe(insideWait: false)
  }

  /// Takes a step; the first property that fails on the way, if any.
  mutating func take(_ step: TestStep<Input>) -> WalkFailure? {
    steps.append(step)
    defer { if let read = test.readConfiguration { configurations.append(read(subject)) } }
    switch step {
    case .send(let input):
      test.sendInput(subject, input)
      closeAligned(.send(input))
    case .wait(let duration):
      // Timer by timer, so that a state the wait passes through is checked too. A chart that
      // keeps scheduling timers due at once (its own runaway guard stops it) cannot hold the
      // walk here: past the bound, the rest is one advance.
      let end = clock.elapsed + max(.zero, duration)
      var segmentStart = clock.elapsed
      var timers = 0
      while let next = clock.nextTimerDelay, clock.elapsed + next < end, timers < 10_000 {
        // A segment closes only once time moves on, after every timer due at its instant.
        if next > .zero && clock.elapsed > segmentStart { closeWaitSegment(from: &segmentStart) }
        clock.advance(by: next)
        timers += 1
        if let failure = observe(insideWait: true) {
          closeWaitSegment(from: &segmentStart)
          return failure
        }
      }
      if clock.elapsed > segmentStart { closeWaitSegment(from: &segmentStart) }
      clock.advance(by: end - clock.elapsed)
      closeWaitSegment(from: &segmentStart)
    }
    return observe(insideWait: false)
  }

  private mutating func closeWaitSegment(from start: inout Duration) {
    closeAligned(.wait(clock.elapsed - start))
    start = clock.elapsed
  }

  private mutating func closeAligned(_ step: TestStep<Input>) {
    alignedSteps.append(step)
    if let read = test.readConfiguration { alignedConfigurations.append(read(subject)) }
  }

  private mutating func observe(insideWait: Bool) -> WalkFailure? {
    let instant = WalkInstant(step: steps.count, time: clock.elapsed)
    for index in monitors.indices {
      if let violation = monitors[index].observe(subject, at: instant) {
        return WalkFailure(
          property: index, reason: violation.reason, insideWait: insideWait, deadline: violation.deadline)
      }
    }
    return nil
  }

  /// The walk so far as a trace of `failure`.
  func trace(_ failure: WalkFailure, property: String) -> PropertyTrace<Input> {
    PropertyTrace(
      property: property, steps: steps, configurations: configurations, failure: failure.reason,
      failedInsideWait: failure.insideWait)
  }

  /// The walk so far as a trace of `failure`, its waits split at their timers: the failure is
  /// at the end of the last step.
  func alignedTrace(_ failure: WalkFailure, property: String) -> PropertyTrace<Input> {
    PropertyTrace(
      property: property, steps: alignedSteps, configurations: alignedConfigurations, failure: failure.reason)
  }
}
