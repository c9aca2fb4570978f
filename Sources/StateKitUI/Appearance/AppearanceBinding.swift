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
///
/// Its type names only what the binding shows: the states and the view owner, not the
/// machine's event type — store one as `AppearanceBinding<Mode, Outlets>?`.
@MainActor
public final class AppearanceBinding<S: Hashable & Sendable, Views: AnyObject> {
  // The mutable state below is marked `@exclusivity(unchecked)`: every access is a read, a write
  // or a mutating call of `SlotState` that runs no app code (computed values and setters run
  // between accesses, see `apply`), all on the main actor, so no access can overlap another.
  // The one exception, `==` of a computed value's type inside `SlotState.plan`, would have to
  // reach back into the binding to overlap. Checked, each access is a call into the runtime and
  // back (what it costs is in Benchmarks/README.md, seed-000).
  private let table: AppearanceTable
  private let animator: (any Animator)?
  private let animationDuration: Duration
  /// The owner of the views: the machine's context when bound (replacing the context later does
  /// not move the binding), or an owner of its own.
  @exclusivity(unchecked) private weak var owner: Views?
  /// The machine's context, for values computed from it.
  private let context: () -> Any?
  /// Calls its argument with the index of every active state, in document order.
  private let forEachActiveState: (_ body: (Int) -> Void) -> Void
  /// The machine's running child with an id.
  private let childLookup: (String) -> AnyObject?
  @exclusivity(unchecked) private var slots: SlotState
  /// Set while a refresh runs: a refresh asked for meanwhile (by a setter) runs after it.
  @exclusivity(unchecked) private var isRefreshing = false
  @exclusivity(unchecked) private var refreshesAgain = false
  @exclusivity(unchecked) private var token: ObservationToken?

  init<E, C>(
    appearance: Appearance<S, Views>, machine: StateMachine<S, E, C>, owner: Views, animator: (any Animator)?,
    replacing earlier: AppearanceTable.Handover?
  ) {
    self.appearanceKey = ObjectIdentifier(appearance.identity)
    self.animator = animator
    self.animationDuration = appearance.animationDuration
    self.owner = owner
    // Untracked: the library's own reads must not make every later step notify Observation.
    self.context = { [weak machine] in machine?.untrackedContext }
    self.childLookup = { [weak machine] id in machine?.child(id) }
    self.forEachActiveState = { [weak machine] body in machine?.forEachActiveState(body) }
    table = AppearanceTable(
      appearance: appearance, chart: machine.chart, views: owner, earlier: earlier,
      can: { [weak machine] event in (event as? E).flatMap { machine?.untrackedCan($0) } },
      child: { [weak machine] id in machine?.child(id) })
    slots = SlotState(count: table.slotCount)
    followsHandledSteps = table.hasComputed || table.hasConditions
    machineIsBusy = { [weak machine] in machine?.isProcessingStep ?? false }
    followedChildren = table.children.map { FollowedChild(reference: $0) }
  }

  /// A running child the appearance reads, and the observation of its steps: held weakly, so
  /// that the binding keeps nothing of a child that ended.
  private struct FollowedChild {
    let reference: ChildReference
    weak var machine: AnyObject?
    var token: ObservationToken?
  }

  /// The children the appearance reads, by id; empty for most appearances.
  @exclusivity(unchecked) private var followedChildren: [FollowedChild]
  /// Whether the bound machine is processing a step: a child's step taken inside it (an action
  /// sent the child an event) is shown when the machine's own step ends.
  private let machineIsBusy: () -> Bool

  /// Follows the steps of the children the appearance reads that run now, and stops following
  /// those that ended or were replaced (a state left and entered again starts a new child).
  private func followChildren() {
    guard !followedChildren.isEmpty else { return }
    let lookup = table.children
    for index in followedChildren.indices {
      let running = isBound ? childLookup(lookup[index].id) : nil
      guard running !== followedChildren[index].machine || (running == nil) != (followedChildren[index].token == nil)
      else { continue }
      followedChildren[index].token?.cancel()
      followedChildren[index].token = nil
      followedChildren[index].machine = running
      guard let running else { continue }
      followedChildren[index].token = lookup[index].observe(running) { [weak self] in self?.childStepped() }
    }
  }

  /// A child the appearance reads took a step.
  private func childStepped() {
    guard !machineIsBusy() else { return }
    refresh(animated: true)
  }

  /// Whether a step that changes no state can change what the binding sets: only a value
  /// computed from the context can.
  @usableFromInline let followsHandledSteps: Bool

  /// Starts following the machine through `token`; applies the appearance now if it has started.
  @usableFromInline func follow(_ token: ObservationToken, started: Bool) {
    self.token = token
    if started { refresh(animated: false) }
  }

  /// Set when a newer binding of the appearance on the same owner replaced this one.
  @exclusivity(unchecked) private var wasReplaced = false
  /// Which appearance this binding applies, for the table of handovers.
  private let appearanceKey: ObjectIdentifier

  isolated deinit {
    token?.cancel()
    for child in followedChildren { child.token?.cancel() }
    // A binding released while its owner lives (the app did not keep it) still hands over the
    // views' own values to the next binding of the appearance on that owner.
    // One that a newer binding replaced has nothing to hand over.
    if !wasReplaced, let owner { releasedBindingHandovers.set(handover, for: owner, appearanceKey) }
  }

  /// Whether the binding still follows its machine: it stops when ``unbind()`` is called, when
  /// the appearance is bound to the same view owner again, and when the view owner is released.
  public var isBound: Bool { token != nil }

  /// How many property sets the binding has made (a diff sets only what changed).
  public var setCount: Int { slots.setCount }

  /// What this binding leaves to one that replaces it on the same view owner: what each slot
  /// was last set to.
  var handover: AppearanceTable.Handover {
    let shown = (0..<table.slotCount).map { slot -> Any? in
      let id = slots.applied[slot]
      guard id >= 0 else { return nil }
      return slots.appliedValue[slot] ?? table.constant[id]
    }
    return AppearanceTable.Handover(table: table, shown: shown)
  }

  /// Stops following the machine. Animations in flight finish, but nothing waits for their end.
  public func unbind() {
    token?.cancel()
    token = nil
    slots.cancelPending()
    followChildren()
  }

  /// Applies the appearance of the current configuration and context (the machine calls this
  /// itself after every step).
  public func refresh(animated: Bool) {
    guard isBound else { return }
    guard !isRefreshing else {
      refreshesAgain = true
      return
    }
    isRefreshing = true
    defer { isRefreshing = false }
    // Once more at most, for a setter that asked for a refresh: a setter that always asks
    // does not keep the main actor busy.
    defer { followChildren() }
    for _ in 0..<2 {
      refreshesAgain = false
      guard let views = owner else { return unbind() }
      apply(animated: animated, on: views)
      guard refreshesAgain && isBound else { return }
    }
  }

  private func apply(animated requested: Bool, on views: Views) {
    let table = self.table
    let animated = requested && animator != nil
    // Each step below touches the slot state in one access; the app's code — computed values
    // and setters — runs between them, so that it may read the binding (or refresh it again).
    let plan: SlotState.Plan
    if table.hasComputed {
      slots.findTargets(in: table, forEachActiveState)
      computeTargetValues(in: table, on: views)
      plan = slots.plan(in: table, animated: animated)
    } else {
      plan = slots.findTargetsAndPlan(in: table, animated: animated, forEachActiveState)
    }
    let (changes, afterAnimation, refresh) = (plan.inAnimation, plan.afterAnimation, plan.refresh)
    for k in 0..<plan.immediateCount {
      let id = plan.immediate[k]
      if !table.hasComputed || table.compute[id] == nil {
        table.setConstant(id, on: views)
      } else {
        table.set(id, slots.appliedValue[table.slotOf[id]], on: views)
      }
    }
    guard let animator, !(changes.isEmpty && afterAnimation.isEmpty) else { return }
    animator.animate(
      duration: animationDuration, properties: changes.map { table.property($0.id) }.sorted(),
      changes: { for change in changes { table.set(change.id, change.value, on: views) } },
      completion: { [weak self, weak views] _ in
        // Finished or cut short, the values still belong to the states if nothing replaced them.
        guard let self, let views, self.isBound else { return }
        for (slot, id) in afterAnimation {
          guard let value = self.slots.takePending(slot, id: id, scheduledBy: refresh) else { continue }
          table.set(id, value, on: views)
        }
      })
  }

  /// Computes the value of every slot whose target assignment is computed; a value that cannot
  /// be computed (the context is gone) leaves its property as it is.
  private func computeTargetValues(in table: AppearanceTable, on views: Views) {
    let context = self.context()
    for slot in 0..<table.slotCount {
      let id = slots.target[slot]
      guard id >= 0, let compute = table.compute[id] else { continue }
      if let context, let value = compute(views, context) {
        slots.targetValue[slot] = value
      } else {
        slots.target[slot] = -1
      }
    }
  }
}

extension Appearance {
  /// Binds this appearance to a machine whose context owns the views: applies the current
  /// configuration's appearance now (if the machine has started) and after every step.
  ///
  /// Before the machine's `start()` (or a restore) there is no configuration, so
  /// nothing is applied: the views show what they were created with until the first step —
  /// a Save button created enabled stays enabled until then. Bind after `start()`, or create
  /// the views with the initial state's values.
  ///
  /// Binding the same appearance to the same context again replaces the earlier binding.
  ///
  /// - Throws: ``AppearanceValidationError`` if ``validate(against:)`` finds errors.
  @MainActor @inlinable
  public func bind<E>(to machine: StateMachine<S, E, Views>, animator: (any Animator)? = nil)
    throws(AppearanceValidationError<S>) -> AppearanceBinding<S, Views>
  {
    try bind(to: machine, views: contextOwner(of: machine), animator: animator)
  }

  /// Binds this appearance to a machine and a view owner of its own, so that the context can be
  /// anything — a `Codable` struct, for example — while the key paths name the owner's views.
  /// Values computed with ``Assign/init(_:from:timing:name:_:)`` read the machine's context.
  ///
  /// The owner is held weakly. A view owner shows one binding of an appearance: binding the same
  /// appearance to it again — a reused cell configured for another row — replaces the earlier
  /// binding, which stops following its machine. The new binding starts from the views' own
  /// values, as if the cell were new: a property that still shows what the earlier binding set
  /// returns to what it showed before that binding, and one that the app set since (configuring
  /// the cell for its new row) returns to the app's value.
  ///
  /// - Throws: ``AppearanceValidationError`` if ``validate(against:)`` finds errors.
  @MainActor @inlinable
  public func bind<E, C>(
    to machine: StateMachine<S, E, C>, views owner: Views, animator: (any Animator)? = nil
  ) throws(AppearanceValidationError<S>) -> AppearanceBinding<S, Views> {
    let binding = try makeBinding(to: machine, owner: owner, animator: animator)
    // The observer is made here, in inlinable code, so that it is compiled for the app's own
    // types: unspecialised, reading each step's kind would look up generic metadata.
    let followsHandledSteps = binding.followsHandledSteps
    let token = machine.onTransition { [weak binding] change in
      if followsHandledSteps || change.kind == .transitioned { binding?.refresh(animated: true) }
    }
    binding.follow(token, started: machine.isStarted)
    return binding
  }

  /// The machine's context, read without telling Observation.
  @MainActor @usableFromInline
  func contextOwner<E>(of machine: StateMachine<S, E, Views>) -> Views { machine.untrackedContext }

  /// Validates, builds the binding, and makes it the owner's only binding of this appearance.
  @MainActor @usableFromInline
  func makeBinding<E, C>(to machine: StateMachine<S, E, C>, owner: Views, animator: (any Animator)?)
    throws(AppearanceValidationError<S>) -> AppearanceBinding<S, Views>
  {
    let problems = validate(against: machine.chart)
    guard problems.isEmpty else { throw AppearanceValidationError(diagnostics: problems) }
    // The earlier binding hands over the views' own values, and stops before the new one
    // applies anything.
    let key = ObjectIdentifier(identity)
    let earlier =
      (appearanceBindings.value(for: owner, key)?.value as? AppearanceBinding<S, Views>)?.handover
      ?? releasedBindingHandovers.remove(owner, key)
    let binding = AppearanceBinding(
      appearance: self, machine: machine, owner: owner, animator: animator, replacing: earlier)
    appearanceBindings.replace(with: binding, for: owner, ObjectIdentifier(identity))
    return binding
  }
}

/// The live binding of each appearance on each view owner.
@MainActor private var appearanceBindings = ObjectTable<ObjectIdentifier, WeakRegistration>()

/// What released bindings left to the next binding of their appearance on their view owner.
@MainActor private var releasedBindingHandovers = ObjectTable<ObjectIdentifier, AppearanceTable.Handover>()

extension AppearanceBinding: Replaceable {
  func stopFollowing() {
    wasReplaced = true
    unbind()
  }
}
