import StateKit

/// A wizard: a chart whose states are steps of one list. When the step changes, the flow shows
/// the step's sections in its list (a ``FlowList``, such as StateKitControls' headless
/// `Headless.ListView`; in UIKit a `FlowTableDataSource` shows it in a `UITableView`, and a
/// SwiftUI view reads ``currentStep``); rows send events to the machine; a step that becomes
/// complete sends its completion event; external events (a push notification) and invocations
/// (a network request) drive it too.
///
/// A list shows one flow: a new flow on a list that another flow drives replaces it, and the
/// earlier flow stops following its machine.
@MainActor
public final class Flow<S: Hashable & Sendable, E: Hashable & Sendable, C: AnyObject> {
  /// The machine that decides which step comes next.
  public let machine: StateMachine<S, E, C>
  /// The list that shows the current step, if the flow was given one.
  public let list: (any FlowList)?
  private let steps: [S: FlowStep<E, C>]
  /// The current step's sections, computed from the context when the step or its content last
  /// changed; `nil` where the state has no step.
  private var sections: [FlowSection<E, C>]?
  /// What the list holds weakly for the sections it shows (see ``FlowList/showFlowSections(_:)``).
  private var listContent: AnyObject?
  private var token: ObservationToken?
  private var wasComplete = false

  /// - Parameters:
  ///   - machine: a machine whose states are the flow's steps (not started yet, or started).
  ///   - steps: the step shown for each state; the innermost active state with a step wins.
  ///   - list: the list to show the steps in; none when the screen reads the flow itself (a
  ///     `FlowTableDataSource`, a SwiftUI view).
  public init(machine: StateMachine<S, E, C>, steps: [S: FlowStep<E, C>], list: (any FlowList)? = nil) {
    self.machine = machine
    self.steps = steps
    self.list = list
    if let list { flowsByList.replace(with: self, for: list, 0) }
    // A handled step (a targetless transition) keeps the step and may change its content.
    token = machine.onTransition { [weak self] change in
      if change.kind == .handled { self?.contentChanged() } else { self?.stepChanged() }
    }
    if machine.isStarted { stepChanged() }
  }

  isolated deinit { token?.cancel() }

  /// Whether this flow follows its machine (and drives its list): until another flow is made for
  /// the same list, or ``stopShowing()``.
  public var isShowing: Bool { token != nil }

  /// Stops following the machine and leaves the list to whoever shows in it next.
  public func stopShowing() {
    token?.cancel()
    token = nil
  }

  /// Starts the machine; the first step is shown.
  @discardableResult
  public func start() -> SendOutcome<S, E> {
    machine.start()
  }

  /// The state whose step is shown.
  public var currentState: S? {
    machine.activeStates.last { steps[$0] != nil }
  }

  /// The step shown now.
  public var currentStep: FlowStep<E, C>? { currentState.flatMap { steps[$0] } }

  /// Whether the current step is complete.
  public var isStepComplete: Bool { currentStep?.isComplete(machine.untrackedContext) ?? false }

  /// The chart's atomic states that show no step — neither they nor an ancestor has one — in
  /// document order: the flow shows an empty list there. Final states are left out (a wizard's
  /// end often shows nothing). A test of the flow can expect this to be empty.
  public var statesWithoutStep: [S] {
    let chart = machine.chart
    return chart.stateIDs.filter { state in
      guard chart.kind(of: state) == .atomic else { return false }
      var current: S? = state
      while let candidate = current {
        if steps[candidate] != nil { return false }
        current = chart.parent(of: candidate)
      }
      return true
    }
  }

  /// States in `steps` that the chart does not have (a mistyped or renamed state): their steps
  /// are never shown.
  public var stepsForUnknownStates: [S] {
    steps.keys.filter { machine.chart.kind(of: $0) == nil }
  }

  /// The current step's status information.
  public var statusInfo: String? { currentStep?.statusInfo(machine.untrackedContext) }

  /// Sends an event from outside (a push notification) or from the screen.
  @discardableResult
  public func send(_ event: E) -> SendOutcome<S, E> {
    machine.send(event)
  }

  /// A tap on the row at `row` of `section`: sends the row's event if the row is enabled (and,
  /// when the flow has a list, the list lets the tap through). Returns `nil` when nothing is sent.
  @discardableResult
  public func select(section: Int, row: Int) -> SendOutcome<S, E>? {
    guard let sections, sections.indices.contains(section), sections[section].rows.indices.contains(row) else {
      return nil
    }
    let selected = sections[section].rows[row]
    guard selected.isEnabled, let event = selected.event, list?.tapFlowRow(section: section, row: row) ?? true else {
      return nil
    }
    return send(event)
  }

  /// Typing into a text-entry row, found by id. Returns false if the step has no such field.
  @discardableResult
  public func type(_ text: String, intoRow id: String) -> Bool {
    guard let row = rows.first(where: { $0.id == id }), let onInput = row.onInput else { return false }
    onInput(machine.untrackedContext, text)
    contentChanged()
    return true
  }

  /// The rows of the current step, in order.
  public var rows: [FlowRow<E, C>] { sections?.flatMap(\.rows) ?? [] }

  private func stepChanged() {
    guard isShowing else { return }
    sections = currentStep?.sections(machine.untrackedContext)
    wasComplete = isStepComplete
    listContent = list?.showFlowSections(sections ?? [])
  }

  /// The context changed inside a step: rebuild its rows, and report completion once.
  private func contentChanged() {
    guard isShowing else { return }
    sections = currentStep?.sections(machine.untrackedContext)
    listContent = list?.showFlowSections(sections ?? [])
    let complete = isStepComplete
    defer { wasComplete = complete }
    if complete && !wasComplete, let event = currentStep?.completionEvent {
      wasComplete = true
      machine.send(event)
    }
  }
}

/// The flow each list shows.
@MainActor private var flowsByList = ObjectTable<Int, WeakRegistration>()

extension Flow: Replaceable {
  func stopFollowing() { stopShowing() }
}
