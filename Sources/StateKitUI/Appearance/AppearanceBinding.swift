import StateKit

/// An ``Appearance`` applied to a view owner: after every step of the machine, the properties
/// whose values differ are set, in one batch, animated ones through the animator.
///
/// Binding turns the appearance into tables: each distinct property gets a slot, each chart
/// state the list of assignments it makes. A refresh then walks the active states and compares
/// slots; it hashes no key paths and builds no dictionaries.
///
/// An assignment timed ``AssignmentTiming/afterAnimation`` waits for the animation's end, and
/// is made then only if no later refresh has changed what its property should show: states
/// that change again while an animation is in flight never get the older states' values.
@MainActor
public final class AppearanceBinding<S: Hashable & Sendable, E: Hashable & Sendable, Views: AnyObject> {
  private let table: AppearanceTable<S, Views>
  private let animator: (any Animator)?
  private let animationDuration: Duration
  /// The owner of the views (the machine's context, or an owner of its own).
  private let views: () -> Views?
  /// The machine's context, for values computed from it.
  private let context: () -> Any?
  /// Calls its argument with the index of every active state, in document order.
  private let forEachActiveState: (_ body: (Int) -> Void) -> Void
  /// The assignment applied to each slot; -1 before the first refresh.
  private var applied: [Int]
  /// The value set by a computed assignment in `applied`: what the next value is compared with.
  private var appliedValue: [Any?]
  /// The assignment each slot waits to get when an animation ends; -1 when none waits.
  private var pending: [Int]
  private var pendingValue: [Any?]
  /// Which refresh scheduled the waiting assignment: an older animation's end finds another.
  private var pendingRefresh: [Int]
  private var refreshCount = 0
  private var hasApplied = false
  /// Scratch, kept so that a refresh allocates nothing: the assignment each slot should have
  /// now, a computed value for it, and the assignments to set at once.
  private var target: [Int]
  private var targetValue: [Any?]
  private var immediate: [Int] = []
  /// How many property sets the binding has made (a diff sets only what changed).
  public private(set) var setCount = 0
  private var token: ObservationToken?

  init<C>(
    appearance: Appearance<S, Views>, machine: StateMachine<S, E, C>, owner: Views,
    views: @escaping () -> Views?, animator: (any Animator)?
  ) {
    self.animator = animator
    self.animationDuration = appearance.animationDuration
    self.views = views
    self.context = { [weak machine] in machine?.context }
    self.forEachActiveState = { [weak machine] body in machine?.forEachActiveState(body) }
    table = AppearanceTable(appearance: appearance, chart: machine.chart, views: owner)
    let slots = table.originalOf.count
    applied = Array(repeating: -1, count: slots)
    appliedValue = Array(repeating: nil, count: slots)
    pending = applied
    pendingValue = appliedValue
    pendingRefresh = applied
    target = applied
    targetValue = appliedValue
    token = machine.onTransition { [weak self] _ in self?.refresh(animated: true) }
    if machine.isStarted { refresh(animated: false) }
  }

  isolated deinit {
    token?.cancel()
  }

  /// Whether the binding still follows its machine: it stops when ``unbind()`` is called, when
  /// the appearance is bound to the same view owner again, and when the view owner is released.
  public var isBound: Bool { token != nil }

  /// Stops following the machine. Animations in flight finish, but nothing waits for their end.
  public func unbind() {
    token?.cancel()
    token = nil
    for slot in pending.indices { pending[slot] = -1 }
  }

  /// Applies the appearance of the current configuration and context (the machine calls this
  /// itself after every step).
  public func refresh(animated: Bool) {
    guard isBound else { return }
    guard let views = views() else { return unbind() }
    // The first appearance is set, not animated: there is nothing on screen to animate from.
    let animated = animated && hasApplied && animator != nil
    hasApplied = true
    refreshCount += 1
    let table = self.table
    for slot in target.indices { target[slot] = table.originalOf[slot] }
    // Document order: a deeper state's assignment overrides its ancestors'.
    forEachActiveState { state in
      for id in table.byState[state] { target[table.slotOf[id]] = id }
    }
    let context = table.hasComputed ? self.context() : nil
    immediate.removeAll(keepingCapacity: true)
    var inAnimation: [Int] = []
    var afterAnimation: [(slot: Int, id: Int)] = []
    for slot in target.indices {
      let id = target[slot]
      if let compute = table.assignments[id].compute {
        // A value that cannot be computed (the context is gone) leaves the property as it is.
        guard let context, let value = compute(views, context) else { continue }
        targetValue[slot] = value
      } else if table.hasComputed {
        targetValue[slot] = nil
      }
      if pending[slot] >= 0 {
        // Still what the slot should get: let it wait for its animation. Otherwise the newer
        // states win, and the older animation's end finds nothing to do.
        if pending[slot] == id && table.sameValue(id, pendingValue[slot], id, targetValue[slot]) { continue }
        pending[slot] = -1
        pendingValue[slot] = nil
      }
      let current = applied[slot]
      if current >= 0 && table.sameValue(current, appliedValue[slot], id, targetValue[slot]) {
        applied[slot] = id
        appliedValue[slot] = targetValue[slot]
        continue
      }
      switch animated ? table.assignments[id].timing : .immediate {
      case .immediate: immediate.append(slot)
      case .animated: inAnimation.append(slot)
      case .afterAnimation:
        afterAnimation.append((slot, id))
        pending[slot] = id
        pendingValue[slot] = targetValue[slot]
        pendingRefresh[slot] = refreshCount
        continue
      }
      applied[slot] = id
      appliedValue[slot] = targetValue[slot]
    }
    setCount += immediate.count + inAnimation.count + afterAnimation.count
    for slot in immediate { set(slot, on: views) }
    guard let animator, !(inAnimation.isEmpty && afterAnimation.isEmpty) else { return }
    let refresh = refreshCount
    animator.animate(
      duration: animationDuration, properties: inAnimation.map { table.assignments[target[$0]].property }.sorted(),
      changes: { [weak self] in for slot in inAnimation { self?.set(slot, on: views) } },
      completion: { [weak self, weak views] _ in
        // Finished or cut short, the values still belong to the states if nothing replaced them.
        guard let self, let views else { return }
        for (slot, id) in afterAnimation where self.pending[slot] == id && self.pendingRefresh[slot] == refresh {
          self.pending[slot] = -1
          self.applied[slot] = id
          self.appliedValue[slot] = self.pendingValue[slot]
          self.pendingValue[slot] = nil
          self.set(slot, on: views)
        }
      })
  }

  /// Sets the value the slot has now: its applied assignment's, or the one waiting.
  private func set(_ slot: Int, on views: Views) {
    let id = pending[slot] >= 0 ? pending[slot] : applied[slot]
    let value = pending[slot] >= 0 ? pendingValue[slot] : appliedValue[slot]
    if let value { table.assignments[id].setValue(views, value) } else { table.assignments[id].setConstant(views) }
  }
}

extension Appearance {
  /// Binds this appearance to a machine whose context owns the views: applies the current
  /// configuration's appearance now (if the machine has started) and after every step.
  ///
  /// Binding the same appearance to the same context again replaces the earlier binding.
  ///
  /// - Throws: ``AppearanceValidationError`` if ``validate(against:)`` finds errors.
  @MainActor
  public func bind<E>(to machine: StateMachine<S, E, Views>, animator: (any Animator)? = nil)
    throws(AppearanceValidationError<S>) -> AppearanceBinding<S, E, Views>
  {
    try bind(to: machine, owner: machine.context, views: { [weak machine] in machine?.context }, animator: animator)
  }

  /// Binds this appearance to a machine and a view owner of its own, so that the context can be
  /// anything — a `Codable` struct, for example — while the key paths name the owner's views.
  /// Values computed with ``Assign/init(_:from:timing:name:_:)`` read the machine's context.
  ///
  /// The owner is held weakly. A view owner shows one binding of an appearance: binding the same
  /// appearance to it again — a reused cell configured for another row — replaces the earlier
  /// binding, which stops following its machine.
  ///
  /// - Throws: ``AppearanceValidationError`` if ``validate(against:)`` finds errors.
  @MainActor
  public func bind<E, C>(
    to machine: StateMachine<S, E, C>, views owner: Views, animator: (any Animator)? = nil
  ) throws(AppearanceValidationError<S>) -> AppearanceBinding<S, E, Views> {
    try bind(to: machine, owner: owner, views: { [weak owner] in owner }, animator: animator)
  }

  @MainActor
  private func bind<E, C>(
    to machine: StateMachine<S, E, C>, owner: Views, views: @escaping () -> Views?, animator: (any Animator)?
  ) throws(AppearanceValidationError<S>) -> AppearanceBinding<S, E, Views> {
    let problems = validate(against: machine.chart)
    guard problems.isEmpty else { throw AppearanceValidationError(diagnostics: problems) }
    // The earlier binding stops before the new one applies anything.
    appearanceBindings.value(for: owner, ObjectIdentifier(identity))?.binding?.unbind()
    let binding = AppearanceBinding(
      appearance: self, machine: machine, owner: owner, views: views, animator: animator)
    appearanceBindings.set(WeakBinding(binding: binding), for: owner, ObjectIdentifier(identity))
    return binding
  }
}

/// The live binding of each appearance on each view owner.
@MainActor private var appearanceBindings = ObjectTable<ObjectIdentifier, WeakBinding>()

@MainActor private protocol Unbindable: AnyObject {
  func unbind()
}

extension AppearanceBinding: Unbindable {}

private struct WeakBinding {
  weak var binding: (any Unbindable)?
}
