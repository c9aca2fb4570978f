extension PropertyTest {
  /// A trace as short as shrinking finds that still fails `property`: steps removed (halves,
  /// then smaller runs, down to single steps), neighbouring waits merged, waits cut, inputs
  /// replaced by earlier ones — each change kept only if the property still fails, until none
  /// helps or ``shrinkLimit`` replays were spent. A kept change makes the trace shorter, or as
  /// long and waiting less, or as long and with earlier inputs, so it ends.
  ///
  /// Waits stay as a walk takes them, so that the trace shows what time did: a wait that fires
  /// timers is split at each (two 15 s timeouts stay two waits, each with the states after
  /// it), and a wait that fires none is cut to ``idleWait`` at most — shorter only for a
  /// property with a time bound, down to the millisecond past the bound.
  ///
  /// `check(_:walks:steps:seed:)` shrinks what it finds; call this
  /// for a trace from elsewhere (a bug report, a hand-written sequence). The trace is replayed
  /// with every property, and the first to fail is shrunk, as a check does.
  ///
  /// - Returns: a result like `replay(_:checking:)`'s, whose ``PropertyResult/counterexample`` is
  ///   the shrunk trace (with the configurations after each step, its seed and walk kept); or
  ///   that ``PropertyResult/holds`` when no property fails on the trace — nothing to shrink;
  ///   or the ``PropertyResult/subjectError`` when the `subject` closure throws.
  public func shrink(_ trace: PropertyTrace<Input>, checking properties: Property<Subject>...) -> PropertyResult<Input>
  {
    shrink(trace, checking: properties)
  }

  /// `shrink(_:checking:)` with the properties in an array.
  public func shrink(_ trace: PropertyTrace<Input>, checking properties: [Property<Subject>]) -> PropertyResult<Input> {
    var (result, failed) = replayed(trace, checking: properties)
    guard let failed, let found = result.counterexample else { return result }
    var shrunk = shrink(found, checking: properties[failed], idleWait: idleWait(for: properties))
    shrunk.shrunkFrom = trace.steps.count
    (shrunk.seed, shrunk.walk) = (trace.seed, trace.walk)
    result.counterexample = shrunk
    // What the result tells is the shrunk trace's replay.
    result.steps = shrunk.steps.count
    result.time = shrunk.duration
    result.replayedConfigurations = shrunk.configurations
    result.divergence = nil
    return result
  }

  /// `shrink(_:checking:)` with the idle wait of the walks that found the trace.
  func shrink(_ trace: PropertyTrace<Input>, checking property: Property<Subject>, idleWait: Duration)
    -> PropertyTrace<Input>
  {
    var shrinker = Shrinker(test: self, property: property, idleWait: idleWait)
    guard shrinker.start(from: trace.steps) else { return trace }
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
  /// The longest a wait that fires no timer is kept.
  let idleWait: Duration
  var best: PropertyTrace<Input>
  /// When the best trace's time bound ran out, if it failed one.
  var deadline: Duration?
  var replaysLeft: Int

  init(test: PropertyTest<Subject, Input>, property: Property<Subject>, idleWait: Duration) {
    self.test = test
    self.property = property
    self.idleWait = idleWait
    best = PropertyTrace(property: property.name, steps: [])
    replaysLeft = test.shrinkLimit
  }

  /// Replays `steps` and makes the failure the best so far, its waits split at their timers
  /// where the failure stays; false when the property holds on them or the subject cannot be
  /// made.
  mutating func start(from steps: [TestStep<Input>]) -> Bool {
    guard let (run, failure) = replay(steps) else { return false }
    (best, deadline) = (run.trace(failure, property: property.name), failure.deadline)
    let aligned = run.alignedTrace(failure, property: property.name)
    if aligned.steps == best.steps {
      best = aligned
    } else if replaysLeft > 0 {
      replaysLeft -= 1
      if let (split, splitFailure) = replay(aligned.steps) {
        (best, deadline) = (split.alignedTrace(splitFailure, property: property.name), splitFailure.deadline)
      }
    }
    return true
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

  /// Runs `steps` on a fresh subject up to where the property fails; nil when it holds or the
  /// subject cannot be made.
  private func replay(_ steps: [TestStep<Input>]) -> (WalkRun<Subject, Input>, WalkFailure)? {
    guard var run = try? WalkRun(test: test, properties: [property]) else { return nil }
    var failure = run.startFailure
    for step in steps where failure == nil { failure = run.take(step) }
    guard let failure else { return nil }
    return (run, failure)
  }

  /// Replays `steps`; keeps them (cut after the step where the property fails, waits split at
  /// their timers) when the property still fails and the result is better than the best so far.
  private mutating func tryCandidate(_ steps: [TestStep<Input>]) -> Bool {
    guard replaysLeft > 0 else { return false }
    replaysLeft -= 1
    guard var (run, failure) = replay(steps) else { return false }
    if run.alignedSteps != run.steps {
      // Split waits count as steps of their own: the failure must stay on the split trace.
      guard replaysLeft > 0, let split = replay(run.alignedSteps) else { return false }
      replaysLeft -= 1
      (run, failure) = split
    }
    let candidate = run.alignedTrace(failure, property: property.name)
    guard isBetter(candidate.steps, than: best.steps) else { return false }
    (best, deadline) = (candidate, failure.deadline)
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

  /// Merges each wait with the wait after it (kept only where no timer fires between them: a
  /// merged wait is split again at its timers).
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

  /// Cuts each wait: to the idle wait; for a property with a time bound, also to half (in
  /// whole milliseconds, down to 1 ms) and, for the last step, to 1 ms past the bound.
  private mutating func shortenWaits() -> Bool {
    var improved = false
    let timed = property.timeBound != nil
    for index in best.steps.indices where replaysLeft > 0 && index < best.steps.count {
      guard case .wait(let duration) = best.steps[index], duration > .zero else { continue }
      var candidates: [Duration] = []
      if timed, index == best.steps.count - 1, let deadline {
        // The failure is seen at the end of the trace: end it just past the bound instead.
        let pastBound = duration - (Self.waited(best.steps) - deadline) + .milliseconds(1)
        if pastBound > .zero && pastBound < duration { candidates.append(pastBound) }
      }
      if idleWait < duration { candidates.append(idleWait) }
      // Halves in whole milliseconds, down to 1 ms: a shorter wait reads no better.
      let half = (duration / 2).wholeMilliseconds
      if timed && half >= .milliseconds(1) && half < duration { candidates.append(half) }
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
}

extension Duration {
  /// This duration rounded down to whole milliseconds.
  fileprivate var wholeMilliseconds: Duration {
    let (seconds, attoseconds) = components
    return .seconds(seconds) + .milliseconds(attoseconds / 1_000_000_000_000_000)
  }
}
