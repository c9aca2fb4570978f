import StateKit

/// A machine started on a ``ManualClock`` of its own and driven by ``TestStep``s: a `.send`
/// sends its event, a `.wait` advances the clock, firing the `After` transitions, delayed sends
/// and children's timers that fall due. It records what each step did — the states entered,
/// the transitions taken, the guards evaluated — which is what paths, random walks and their
/// replays check.
///
/// ```swift
/// let driver = StepDriver(chart, context: Payment())
/// driver.perform([.send(.pay), .wait(.seconds(15))])
/// #expect(driver.machine.isActive(.waiting))
/// ```
@MainActor
public final class StepDriver<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  /// The machine driven, started by ``init(_:context:diagnosticHandler:)``.
  public let machine: StateMachine<S, E, C>
  /// The machine's clock: it moves only on a `.wait` (or when a test advances it).
  public let clock: ManualClock
  private let recorder: StepRecorder<S>

  /// Starts a machine of `chart` with `context` on a new manual clock; ``record`` holds what
  /// the start did.
  ///
  /// - Parameters:
  ///   - chart: the chart to run.
  ///   - context: the machine's context.
  ///   - diagnosticHandler: where the machine's diagnostics go (nil: the default).
  public init(_ chart: Chart<S, E, C>, context: C, diagnosticHandler: RuntimeDiagnosticHandler? = nil) {
    let recorder = StepRecorder<S>()
    let clock = ManualClock()
    self.recorder = recorder
    self.clock = clock
    machine = StateMachine(chart, context: context, clock: clock) { recorder.record.guardChecks.append(.init($0, $1)) }
    machine.diagnosticHandler = diagnosticHandler
    machine.onTransition { recorder.observe($0) }
    machine.start()
  }

  /// What the last `perform(_:)` did (the start, before the first).
  public var record: StepRecord<S> { recorder.record }

  /// Performs one step and returns what it did: every step the machine took on the way (for a
  /// wait, each timer that fired), not only the last.
  @discardableResult
  public func perform(_ step: TestStep<E>) -> StepRecord<S> {
    recorder.record = StepRecord()
    machine.run(step, on: clock)
    return recorder.record
  }

  /// Performs the steps in order; ``record`` then holds what all of them did.
  public func perform(_ steps: some Sequence<TestStep<E>>) {
    var total = StepRecord<S>()
    for step in steps { total.append(perform(step)) }
    recorder.record = total
  }

  /// A wait as long as the time until the next timer is due (nil: none is scheduled): the
  /// shortest wait after which something can happen by itself.
  public var nextWait: TestStep<E>? { clock.nextTimerDelay.map { .wait($0) } }

  /// Forgets what was recorded so far (after a restore, say, whose step is no input's).
  public func clearRecord() { recorder.record = StepRecord() }
}

/// What one or more ``TestStep``s did to a machine.
public struct StepRecord<S: Hashable & Sendable>: Hashable, Sendable {
  /// A guard's evaluation: the transition it guards (a `TransitionInfo.id`) and its answer.
  public struct GuardCheck: Hashable, Sendable {
    public var transition: Int
    public var result: Bool
    public init(_ transition: Int, _ result: Bool) {
      self.transition = transition
      self.result = result
    }
  }

  /// The states entered, in order (a state entered twice is listed twice).
  public var entered: [S] = []
  /// The transitions taken, by `TransitionInfo.id`, in order.
  public var transitions: [Int] = []
  /// The guards evaluated, in order.
  public var guardChecks: [GuardCheck] = []

  public init() {}

  /// Appends what a later step did.
  public mutating func append(_ other: StepRecord) {
    entered += other.entered
    transitions += other.transitions
    guardChecks += other.guardChecks
  }
}

/// Collects a machine's steps and guard checks (one object, so the machine's callbacks can hold
/// it before the driver exists).
@MainActor
private final class StepRecorder<S: Hashable & Sendable> {
  var record = StepRecord<S>()

  func observe<E>(_ change: StateChange<S, E>) {
    record.entered += change.step.entered
    record.transitions += change.step.transitionIDs
  }
}
