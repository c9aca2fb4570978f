import StateKit

/// An ``Appearance`` applied to a machine's context: after every transition, the properties
/// whose values differ are set, in one batch, animated ones through the animator.
@MainActor
public final class AppearanceBinding<S: Hashable & Sendable, E: Hashable & Sendable, Context: AnyObject> {
  private let appearance: Appearance<S, Context>
  private weak var machine: StateMachine<S, E, Context>?
  private let animator: (any Animator)?
  /// The value every property had when bound, for properties without a default.
  private var originals: [AnyKeyPath: Assign<Context>] = [:]
  private var applied: [AnyKeyPath: Assign<Context>] = [:]
  private var token: ObservationToken?
  /// How many property sets the binding has made (a diff sets only what changed).
  public private(set) var setCount = 0

  init(appearance: Appearance<S, Context>, machine: StateMachine<S, E, Context>, animator: (any Animator)?) {
    self.appearance = appearance
    self.machine = machine
    self.animator = animator
    let context = machine.context
    for rule in appearance.rules {
      for assignment in rule.assignments where originals[assignment.keyPath] == nil {
        originals[assignment.keyPath] = assignment.capture(context)
      }
    }
    for assignment in appearance.defaults { originals[assignment.keyPath] = assignment }
    token = machine.onTransition { [weak self] _ in self?.refresh(animated: true) }
    if machine.isStarted { refresh(animated: false) }
  }

  isolated deinit {
    token?.cancel()
  }

  /// Stops following the machine.
  public func unbind() {
    token?.cancel()
    token = nil
  }

  /// Applies the appearance of the current configuration (the machine calls this itself after
  /// every transition).
  public func refresh(animated: Bool) {
    guard let machine else { return }
    // The first appearance is set, not animated: there is nothing on screen to animate from.
    let animated = animated && !applied.isEmpty
    let context = machine.context
    let target = appearance.assignments(for: machine.activeStates).merging(originals) { state, _ in state }
    var immediate: [Assign<Context>] = []
    var inAnimation: [Assign<Context>] = []
    var afterAnimation: [Assign<Context>] = []
    for (keyPath, assignment) in target {
      if let current = applied[keyPath], current.sameValue(assignment.value) { continue }
      applied[keyPath] = assignment
      switch (animated && animator != nil) ? assignment.timing : .immediate {
      case .immediate: immediate.append(assignment)
      case .animated: inAnimation.append(assignment)
      case .afterAnimation: afterAnimation.append(assignment)
      }
    }
    setCount += immediate.count + inAnimation.count + afterAnimation.count
    for assignment in immediate { assignment.set(context) }
    guard let animator, !(inAnimation.isEmpty && afterAnimation.isEmpty) else { return }
    animator.animate(
      duration: appearance.animationDuration, properties: inAnimation.map(\.property).sorted(),
      changes: { for assignment in inAnimation { assignment.set(context) } },
      completion: { for assignment in afterAnimation { assignment.set(context) } })
  }
}

extension Appearance {
  /// Binds this appearance to a machine: applies the current configuration's appearance now
  /// (if the machine has started) and after every transition.
  ///
  /// - Throws: ``ChartValidationError`` if ``validate(against:)`` finds errors.
  @MainActor
  public func bind<E>(to machine: StateMachine<S, E, Context>, animator: (any Animator)? = nil)
    throws(ChartValidationError<S>) -> AppearanceBinding<S, E, Context>
  {
    let problems = validate(against: machine.chart)
    guard problems.isEmpty else { throw ChartValidationError(diagnostics: problems) }
    return AppearanceBinding(appearance: self, machine: machine, animator: animator)
  }
}
