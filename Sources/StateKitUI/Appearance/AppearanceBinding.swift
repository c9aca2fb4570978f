import StateKit

/// An ``Appearance`` applied to a machine's context: after every transition, the properties
/// whose values differ are set, in one batch, animated ones through the animator.
///
/// Binding turns the appearance into tables: each distinct property gets a slot, each chart
/// state the list of assignments it makes. A refresh then walks the active states and compares
/// slots; it hashes no key paths and builds no dictionaries.
@MainActor
public final class AppearanceBinding<S: Hashable & Sendable, E: Hashable & Sendable, Context: AnyObject> {
  private let appearance: Appearance<S, Context>
  private weak var machine: StateMachine<S, E, Context>?
  private let animator: (any Animator)?
  // The tables are filled once, when bound; `refresh` only reads them and updates `applied` and
  // `target` by index, and the machine never calls it re-entrantly (an event sent by a setter is
  // queued), so they are exempt from dynamic exclusivity checks.
  /// Every assignment the binding can make, by id: the appearance's, then per property the value
  /// it returns to (its default, or its value when bound).
  @exclusivity(unchecked) private var assignments: [Assign<Context>] = []
  /// The property slot of each assignment.
  @exclusivity(unchecked) private var slotOf: [Int] = []
  /// Assignments of one slot with equal values share a number: comparing two is then comparing
  /// integers, not casting values out of `Any`.
  @exclusivity(unchecked) private var valueClass: [Int] = []
  /// The assignments each chart state makes (by the chart's state index), in document order.
  @exclusivity(unchecked) private var byState: [[Int]]
  /// The assignment each slot returns to when no active state makes one.
  @exclusivity(unchecked) private var originalOf: [Int] = []
  /// The assignment applied to each slot; -1 before the first refresh.
  @exclusivity(unchecked) private var applied: [Int] = []
  /// Scratch: the assignment each slot should have now.
  @exclusivity(unchecked) private var target: [Int] = []
  @exclusivity(unchecked) private var hasApplied = false
  /// Scratch: the assignments to set at once (kept, so that a refresh allocates nothing).
  @exclusivity(unchecked) private var immediate: [Int] = []
  /// How many property sets the binding has made (a diff sets only what changed).
  public private(set) var setCount = 0
  private var token: ObservationToken?

  init(appearance: Appearance<S, Context>, machine: StateMachine<S, E, Context>, animator: (any Animator)?) {
    self.appearance = appearance
    self.machine = machine
    self.animator = animator
    byState = Array(repeating: [], count: machine.chart.stateIDs.count + 1)
    var slots: [AnyKeyPath: Int] = [:]
    var originals: [Int: Assign<Context>] = [:]
    func slot(of keyPath: AnyKeyPath) -> Int {
      if let slot = slots[keyPath] { return slot }
      slots[keyPath] = slots.count
      return slots.count - 1
    }
    func add(_ assignment: Assign<Context>) -> Int {
      assignments.append(assignment)
      slotOf.append(slot(of: assignment.keyPath))
      return assignments.count - 1
    }
    let context = machine.untrackedContext
    for rule in appearance.rules {
      guard let state = machine.chart.index(of: rule.state) else { continue }  // refused by validate
      for assignment in rule.assignments {
        let id = add(assignment)
        byState[state].append(id)
        if originals[slotOf[id]] == nil { originals[slotOf[id]] = assignment.capture(context) }
      }
    }
    for assignment in appearance.defaults { originals[slot(of: assignment.keyPath)] = assignment }
    originalOf = (0..<slots.count).map { slot in add(originals[slot]!) }
    valueClass = Array(repeating: -1, count: assignments.count)
    var representatives: [[Int]] = Array(repeating: [], count: slots.count)
    for id in assignments.indices {
      let slot = slotOf[id]
      let same = representatives[slot].first { assignments[$0].sameValue(assignments[id].value) }
      if let same {
        valueClass[id] = valueClass[same]
      } else {
        valueClass[id] = representatives[slot].count
        representatives[slot].append(id)
      }
    }
    applied = Array(repeating: -1, count: slots.count)
    target = applied
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
    let animated = animated && hasApplied && animator != nil
    hasApplied = true
    for slot in target.indices { target[slot] = originalOf[slot] }
    // Document order: a deeper state's assignment overrides its ancestors'.
    machine.forEachActiveState { state in
      for id in byState[state] { target[slotOf[id]] = id }
    }
    immediate.removeAll(keepingCapacity: true)
    var inAnimation: [Int] = []
    var afterAnimation: [Int] = []
    for slot in target.indices {
      let id = target[slot]
      let current = applied[slot]
      guard id != current else { continue }
      applied[slot] = id
      if current >= 0 && valueClass[current] == valueClass[id] { continue }
      switch animated ? assignments[id].timing : .immediate {
      case .immediate: immediate.append(id)
      case .animated: inAnimation.append(id)
      case .afterAnimation: afterAnimation.append(id)
      }
    }
    setCount += immediate.count + inAnimation.count + afterAnimation.count
    let context = machine.untrackedContext
    for id in immediate { assignments[id].set(context) }
    guard let animator, !(inAnimation.isEmpty && afterAnimation.isEmpty) else { return }
    let changes = inAnimation.map { assignments[$0] }
    let completions = afterAnimation.map { assignments[$0] }
    animator.animate(
      duration: appearance.animationDuration, properties: changes.map(\.property).sorted(),
      changes: { for assignment in changes { assignment.set(context) } },
      completion: { for assignment in completions { assignment.set(context) } })
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
