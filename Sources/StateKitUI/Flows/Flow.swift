import StateKit
import StateKitControls

/// A wizard: a chart whose states are steps of one list. When the step changes, the flow gives
/// the list a new data source — the step's — and reloads it; rows send events to the machine; a
/// step that becomes complete sends its completion event; external events (a push
/// notification) and invocations (a network request) drive it too.
///
/// A list shows one flow: a new flow on a list that another flow drives replaces it, and the
/// earlier flow stops following its machine.
@MainActor
public final class Flow<S: Hashable & Sendable, E: Hashable & Sendable, C: AnyObject> {
  /// The machine that decides which step comes next.
  public let machine: StateMachine<S, E, C>
  /// The list that shows the current step.
  public let list: Headless.ListView
  private let steps: [S: FlowStep<E, C>]
  private var source: StepDataSource<S, E, C>?
  private var token: ObservationToken?
  private var wasComplete = false

  /// - Parameters:
  ///   - machine: a machine whose states are the flow's steps (not started yet, or started).
  ///   - steps: the step shown for each state; the innermost active state with a step wins.
  ///   - list: the list to show the steps in.
  public init(machine: StateMachine<S, E, C>, steps: [S: FlowStep<E, C>], list: Headless.ListView = Headless.ListView())
  {
    self.machine = machine
    self.steps = steps
    self.list = list
    flowsByList.replace(with: self, for: list, 0)
    // A handled step (a targetless transition) keeps the step and may change its content.
    token = machine.onTransition { [weak self] change in
      if change.kind == .handled { self?.contentChanged() } else { self?.stepChanged() }
    }
    if machine.isStarted { stepChanged() }
  }

  isolated deinit { token?.cancel() }

  /// Whether this flow drives its list: until another flow is made for the same list.
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

  /// A tap on a row: sends the row's event if the row is enabled.
  @discardableResult
  public func select(_ index: Headless.RowIndex) -> SendOutcome<S, E>? {
    guard let row = source?.row(at: index), row.isEnabled, let event = row.event, list.tapRow(at: index) else {
      return nil
    }
    return send(event)
  }

  /// Typing into a text-entry row, found by id. Returns false if the step has no such field.
  @discardableResult
  public func type(_ text: String, intoRow id: String) -> Bool {
    guard let row = source?.rows.first(where: { $0.id == id }), let onInput = row.onInput else { return false }
    onInput(machine.untrackedContext, text)
    contentChanged()
    return true
  }

  /// The rows of the current step, in order.
  public var rows: [FlowRow<E, C>] { source?.rows ?? [] }

  private func stepChanged() {
    guard isShowing else { return }
    if let state = currentState, let step = steps[state] {
      let source = StepDataSource<S, E, C>(step: step, context: machine.untrackedContext)
      self.source = source
      list.dataSource = source
      list.delegate = source
    } else {
      source = nil
      list.dataSource = nil
      list.delegate = nil
    }
    wasComplete = isStepComplete
    list.reloadData()
  }

  /// The context changed inside a step: rebuild its rows, and report completion once.
  private func contentChanged() {
    guard isShowing else { return }
    source?.refresh(context: machine.untrackedContext)
    list.reloadData()
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

/// The data source and delegate of one step: swapped in when the step becomes current.
@MainActor
final class StepDataSource<S: Hashable & Sendable, E: Hashable & Sendable, C: AnyObject>: Headless.ListDataSource,
  Headless.ListDelegate
{
  let step: FlowStep<E, C>
  private(set) var sections: [FlowSection<E, C>]

  init(step: FlowStep<E, C>, context: C) {
    self.step = step
    self.sections = step.sections(context)
  }

  func refresh(context: C) { sections = step.sections(context) }

  var rows: [FlowRow<E, C>] { sections.flatMap(\.rows) }

  func row(at index: Headless.RowIndex) -> FlowRow<E, C>? {
    guard sections.indices.contains(index.section), sections[index.section].rows.indices.contains(index.row) else {
      return nil
    }
    return sections[index.section].rows[index.row]
  }

  func numberOfSections(in list: Headless.ListView) -> Int { sections.count }
  func list(_ list: Headless.ListView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
  func list(_ list: Headless.ListView, titleForSection section: Int) -> String? { sections[section].title }
  func list(_ list: Headless.ListView, configure cell: Headless.ListCell, at index: Headless.RowIndex) {
    let row = sections[index.section].rows[index.row]
    cell.name = row.id
    cell.textLabel?.text = row.text
    cell.detailTextLabel?.text = row.detail
    cell.accessoryType = row.accessory
    cell.isUserInteractionEnabled = row.isEnabled
  }
  func list(_ list: Headless.ListView, didSelectRowAt index: Headless.RowIndex) {}
}
