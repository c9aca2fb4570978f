import StateKit

/// Property-based testing of a state machine, or of a screen built on one: random walks of
/// events and waits, seeded and reproducible, checked against ``Property`` values; a failure is
/// shrunk to a minimal ``PropertyTrace`` that `replay(_:checking:)` runs again.
///
/// ```swift
/// @Test func theLabelIsRedOnlyWhenEmpty() {
///   let test = PropertyTest(chart: screenChart, context: { Screen() })
///   let result = test.check(
///     .always("red only when empty") { $0.context.isRed == $0.isActive(.empty) }, seed: 42)
///   #expect(result.holds, "\(result)")
/// }
/// ```
///
/// Every walk runs on a fresh subject — a machine, or a screen you make — on a ``ManualClock``
/// of its own. A step sends one of ``inputs`` (payload samples included: they are inputs like
/// any other) or waits: as long as the clock's next timer, so that `After` transitions and
/// delayed sends — the children's too — fire, or ``idleWait`` when nothing is scheduled.
/// Invocations' tasks run outside the walk: give their results as inputs (sent to the machine,
/// or to the child, by the `send` closure you give).
@MainActor
public struct PropertyTest<Subject, Input: Hashable & Sendable> {
  /// The inputs a step chooses from, in order of simplicity: shrinking replaces an input by an
  /// earlier one when the failure stays.
  public var inputs: [Input]
  /// The share of steps that wait rather than send, from 0 to 1 (1 when there are no inputs).
  public var waitShare = 0.25
  /// How long a wait lasts when no timer is scheduled; nil (the default): 1 ms past the longest
  /// time bound of the properties checked, or 1 s without one, so that "within" bounds can
  /// pass. Shrinking keeps such waits at this length, shorter only for a property with a time
  /// bound.
  public var idleWait: Duration?
  /// How many replays shrinking may take, at most.
  public var shrinkLimit = 5_000
  let makeSubject: @MainActor (ManualClock) throws -> Subject
  let sendInput: @MainActor (Subject, Input) -> Void
  let readConfiguration: (@MainActor (Subject) -> [String])?
  /// Makes what records the states and transitions the walks reach; nil without a machine.
  let makeCoverageRecorder: (@MainActor () -> WalkCoverageRecorder<Subject>)?

  /// A test of a system you make: a screen, a controller, a machine with its collaborators.
  ///
  /// - Parameters:
  ///   - inputs: the inputs a step chooses from, simplest first.
  ///   - subject: makes the system for one walk, on the clock given (give it to its machine).
  ///     It may throw: the check stops there and its result says so (``PropertyResult/subjectError``).
  ///   - send: applies an input to the system: sends an event, taps a control, answers a
  ///     child's request.
  public init(
    inputs: [Input], subject: @escaping @MainActor (ManualClock) throws -> Subject,
    send: @escaping @MainActor (Subject, Input) -> Void
  ) {
    self.inputs = inputs
    self.makeSubject = subject
    self.sendInput = send
    self.readConfiguration = nil
    self.makeCoverageRecorder = nil
  }

  /// A test of a system you make, whose traces show the states of its machine (and of that
  /// machine's children) after each step.
  ///
  /// - Parameters:
  ///   - inputs: the inputs a step chooses from, simplest first.
  ///   - subject: makes the system for one walk, on the clock given (give it to its machine).
  ///     It may throw: the check stops there and its result says so (``PropertyResult/subjectError``).
  ///   - machine: the system's machine.
  ///   - send: applies an input to the system.
  public init<S, E, C>(
    inputs: [Input], subject: @escaping @MainActor (ManualClock) throws -> Subject,
    machine: @escaping @MainActor (Subject) -> StateMachine<S, E, C>,
    send: @escaping @MainActor (Subject, Input) -> Void
  ) {
    self.inputs = inputs
    self.makeSubject = subject
    self.sendInput = send
    self.readConfiguration = { machine($0).traceConfiguration }
    self.makeCoverageRecorder = { WalkCoverageRecorder(machine: machine) }
  }

  /// A test of a chart: each walk starts a machine with a fresh context.
  ///
  /// - Parameters:
  ///   - chart: the chart.
  ///   - events: the events a step chooses from; the chart's own events by default (as
  ///     ``PathFinder/init(chart:events:samples:context:)`` finds them, descriptors included).
  ///   - samples: events with payloads to choose from as well, simplest first.
  ///   - context: a fresh context for each walk's machine.
  public init<S, C>(
    chart: Chart<S, Input, C>, events: [Input]? = nil, samples: [Input] = [], context: @escaping @MainActor () -> C
  ) where Subject == StateMachine<S, Input, C> {
    var seen = Set<Input>()
    let inputs = ((events ?? chart.eventsToTry) + samples).filter { seen.insert($0).inserted }
    self.init(
      inputs: inputs,
      subject: { clock in
        let machine = StateMachine(chart, context: context(), clock: clock)
        // Random inputs are rejected all the time: that is no finding.
        machine.diagnosticHandler = RuntimeDiagnostic.ignoring
        machine.start()
        return machine
      }, machine: { $0 }, send: { machine, event in machine.send(event) })
  }

  /// Runs `walks` random walks of `steps` steps each, checking every property at the start,
  /// after every step and at every timer; stops at the first failure and shrinks it, or at the
  /// first walk whose subject could not be made (the `subject` closure threw).
  ///
  /// - Parameters:
  ///   - properties: what must hold.
  ///   - walks: how many walks; at least one runs, so that a result that holds always checked
  ///     something.
  ///   - steps: the steps of one walk (none below zero: the start alone is checked).
  ///   - seed: the seed: the same seed, inputs and subject give the same walks.
  /// - Returns: the result: ``PropertyResult/holds``, or the shrunk counterexample, or the
  ///   ``PropertyResult/subjectError``.
  public func check(_ properties: Property<Subject>..., walks: Int = 100, steps: Int = 50, seed: UInt64 = 0)
    -> PropertyResult<Input>
  {
    check(properties, walks: walks, steps: steps, seed: seed)
  }

  /// `check(_:walks:steps:seed:)` with the properties in an array.
  public func check(_ properties: [Property<Subject>], walks: Int = 100, steps: Int = 50, seed: UInt64 = 0)
    -> PropertyResult<Input>
  {
    var result = PropertyResult<Input>(seed: seed, properties: properties.map(\.name))
    let idle = idleWait(for: properties)
    let coverage = makeCoverageRecorder?()
    for walk in 1...max(1, walks) {
      var random = SeededWalkRandom(seed: seed, walk: walk)
      result.walks += 1
      var run: WalkRun<Subject, Input>
      do {
        run = try WalkRun(test: self, properties: properties)
      } catch {
        result.subjectError = error
        result.coverage = coverage?.finish()
        return result
      }
      coverage?.watch(run.subject)
      var failure = run.startFailure
      var taken = 0
      while failure == nil && taken < steps {
        let waits = inputs.isEmpty || Double.random(in: 0..<1, using: &random) < waitShare
        let step: TestStep<Input> =
          waits
          ? .wait(run.clock.nextTimerDelay ?? idle) : .send(inputs[Int.random(in: 0..<inputs.count, using: &random)])
        failure = run.take(step)
        taken += 1
      }
      result.steps += taken
      result.time += run.clock.elapsed
      if let failure {
        var trace = shrink(
          run.trace(failure, property: properties[failure.property].name), checking: properties[failure.property],
          idleWait: idle)
        trace.seed = seed
        trace.walk = walk
        result.counterexample = trace
        result.coverage = coverage?.finish()
        return result
      }
    }
    result.coverage = coverage?.finish()
    return result
  }

  /// Runs a trace's steps on a fresh subject and checks the properties along them, as `check`
  /// does: the one call that replays a counterexample, also one read from JSON.
  ///
  /// - Returns: a result whose ``PropertyResult/counterexample`` is the trace up to the step
  ///   where a property failed again (nil if none did), and whose ``PropertyResult/divergence``
  ///   says where the states differ from those the trace recorded, if anywhere; or the
  ///   ``PropertyResult/subjectError`` when the subject could not be made.
  public func replay(_ trace: PropertyTrace<Input>, checking properties: Property<Subject>...) -> PropertyResult<Input>
  {
    replay(trace, checking: properties)
  }

  /// `replay(_:checking:)` with the properties in an array.
  public func replay(_ trace: PropertyTrace<Input>, checking properties: [Property<Subject>]) -> PropertyResult<Input> {
    replayed(trace, checking: properties).result
  }

  /// A replay's result, and the index of the property that failed, if one did.
  func replayed(_ trace: PropertyTrace<Input>, checking properties: [Property<Subject>]) -> (
    result: PropertyResult<Input>, failed: Int?
  ) {
    var result = PropertyResult<Input>(seed: nil, properties: properties.map(\.name))
    result.walks = 1
    let coverage = makeCoverageRecorder?()
    var run: WalkRun<Subject, Input>
    do {
      run = try WalkRun(test: self, properties: properties)
    } catch {
      result.subjectError = error
      result.coverage = coverage?.finish()
      return (result, nil)
    }
    coverage?.watch(run.subject)
    var failure = run.startFailure
    for step in trace.steps where failure == nil {
      failure = run.take(step)
      result.steps += 1
    }
    result.time = run.clock.elapsed
    if let failure { result.counterexample = run.trace(failure, property: properties[failure.property].name) }
    result.divergence = TraceDivergence(recorded: trace.configurations, replayed: run.configurations)
    result.replayedConfigurations = run.configurations
    result.coverage = coverage?.finish()
    return (result, failure?.property)
  }

  func idleWait(for properties: [Property<Subject>]) -> Duration {
    idleWait ?? properties.compactMap(\.timeBound).max().map { $0 + .milliseconds(1) } ?? .seconds(1)
  }
}
