extension PropertyTest {
  /// A trace as short as shrinking finds that still fails `property`: steps removed (halves,
  /// then smaller runs, down to single steps), neighbouring waits merged, waits cut to the next
  /// timer, inputs replaced by earlier ones — each change kept only if the property still fails,
  /// until none helps or ``shrinkLimit`` replays were spent. A kept change makes the trace
  /// shorter, or as long and waiting less, or as long and with earlier inputs, so it ends.
  ///
  /// `check(_:walks:steps:seed:)` shrinks what it finds; call this
  /// for a trace from elsewhere (a bug report, a hand-written sequence).
  ///
  /// - Returns: the shrunk trace, with the configurations after each step; `trace` itself when
  ///   the property does not fail on it.
  public func shrink(_ trace: PropertyTrace<Input>, checking property: Property<Subject>) -> PropertyTrace<Input> {
    var start = WalkRun(test: self, properties: [property])
    var failure = start.startFailure
    for step in trace.steps where failure == nil { failure = start.take(step) }
    guard let failure else { return trace }
    var shrinker = Shrinker(test: self, property: property, best: start.trace(failure, property: property.name))
    shrinker.run()
    var shrunk = shrinker.best
    shrunk.shrunkFrom = trace.steps.count
    return shrunk
  }
}

/// The state of one shrinking: the best trace so far and the replays left.
@MainActor
private struct Shrinker<Subject, Input: Hashable & Sendable> {
  let test: PropertyTest<Subject, Input>
  let property: Property<Subject>
  var best: PropertyTrace<Input>
  var replaysLeft: Int

  init(test: PropertyTest<Subject, Input>, property: Property<Subject>, best: PropertyTrace<Input>) {
    self.test = test
    self.property = property
    self.best = best
    replaysLeft = test.shrinkLimit
  }

  mutating func run() {
    var improved = true
    while improved && replaysLeft > 0 {
      improved = removeRuns()
      improved = mergeWaits() || improved
      improved = shortenWaits() || improved
      improved = simplifyInputs() || improved
    }
  }

  /// Replays `steps`; keeps them (cut after the step where the property fails) when the
  /// property still fails and the result is better than the best so far.
  private mutating func tryCandidate(_ steps: [TestStep<Input>]) -> Bool {
    guard replaysLeft > 0 else { return false }
    replaysLeft -= 1
    var run = WalkRun(test: test, properties: [property])
    var failure = run.startFailure
    for step in steps where failure == nil { failure = run.take(step) }
    guard let failure else { return false }
    let candidate = run.trace(failure, property: property.name)
    guard isBetter(candidate.steps, than: best.steps) else { return false }
    best = candidate
    return true
  }

  /// Fewer steps; as many and less time waited; as many and as long, earlier inputs.
  private func isBetter(_ steps: [TestStep<Input>], than other: [TestStep<Input>]) -> Bool {
    if steps.count != other.count { return steps.count < other.count }
    let (time, otherTime) = (Self.waited(steps), Self.waited(other))
    if time != otherTime { return time < otherTime }
    return inputRanks(steps).lexicographicallyPrecedes(inputRanks(other))
  }

  private static func waited(_ steps: [TestStep<Input>]) -> Duration {
    steps.reduce(.zero) { total, step in if case .wait(let duration) = step { total + duration } else { total } }
  }

  private func inputRanks(_ steps: [TestStep<Input>]) -> [Int] {
    steps.map { step in step.event.flatMap { test.inputs.firstIndex(of: $0) } ?? -1 }
  }

  /// Removes runs of steps, the longest first.
  private mutating func removeRuns() -> Bool {
    var improved = false
    var size = max(1, best.steps.count / 2)
    while size >= 1 && replaysLeft > 0 {
      var start = 0
      while start < best.steps.count && replaysLeft > 0 {
        var steps = best.steps
        steps.removeSubrange(start..<min(start + size, steps.count))
        if tryCandidate(steps) {
          improved = true
        } else {
          start += size
        }
      }
      size /= 2
    }
    return improved
  }

  /// Merges each wait with the wait after it.
  private mutating func mergeWaits() -> Bool {
    var improved = false
    var index = 0
    while index + 1 < best.steps.count && replaysLeft > 0 {
      if case .wait(let first) = best.steps[index], case .wait(let second) = best.steps[index + 1] {
        var steps = best.steps
        steps.replaceSubrange(index...index + 1, with: [.wait(first + second)])
        if tryCandidate(steps) {
          improved = true
          continue
        }
      }
      index += 1
    }
    return improved
  }

  /// Cuts each wait to the time until the next timer at that point, to the last timer it fires,
  /// or to half.
  private mutating func shortenWaits() -> Bool {
    var improved = false
    for index in best.steps.indices where replaysLeft > 0 && index < best.steps.count {
      guard case .wait(let duration) = best.steps[index], duration > .zero else { continue }
      var candidates: [Duration] = []
      let (next, last) = timers(after: Array(best.steps.prefix(index)), within: duration)
      if let next, next < duration { candidates.append(next) }
      if let last, last < duration, last != next { candidates.append(last) }
      // Halves in whole milliseconds, down to 1 ms: a shorter wait reads no better.
      let half = (duration / 2).wholeMilliseconds
      if half >= .milliseconds(1) && half < duration { candidates.append(half) }
      for shorter in candidates {
        var steps = best.steps
        steps[index] = .wait(shorter)
        if tryCandidate(steps) {
          improved = true
          break
        }
      }
    }
    return improved
  }

  /// Replaces each input by the earliest one that keeps the failure.
  private mutating func simplifyInputs() -> Bool {
    var improved = false
    for index in best.steps.indices where replaysLeft > 0 && index < best.steps.count {
      guard let input = best.steps[index].event, let rank = test.inputs.firstIndex(of: input) else { continue }
      for simpler in test.inputs.prefix(rank) where replaysLeft > 0 {
        var steps = best.steps
        steps[index] = .send(simpler)
        if tryCandidate(steps) {
          improved = true
          break
        }
      }
    }
    return improved
  }

  /// After `steps` (one replay): how long until the clock's next timer, and how long until the
  /// last timer that a wait of `duration` fires (a wait that ends there sees all it would).
  private mutating func timers(after steps: [TestStep<Input>], within duration: Duration) -> (
    next: Duration?, last: Duration?
  ) {
    replaysLeft -= 1
    var run = WalkRun(test: test, properties: [])
    for step in steps { _ = run.take(step) }
    let next = run.clock.nextTimerDelay
    var (waited, last): (Duration, Duration?) = (.zero, nil)
    for _ in 0..<10_000 {
      guard let delay = run.clock.nextTimerDelay, waited + delay <= duration else { break }
      run.clock.advance(by: delay)
      waited += delay
      last = waited
    }
    return (next, last)
  }
}

extension Duration {
  /// This duration rounded down to whole milliseconds.
  fileprivate var wholeMilliseconds: Duration {
    let (seconds, attoseconds) = components
    return .seconds(seconds) + .milliseconds(attoseconds / 1_000_000_000_000_000)
  }
}
