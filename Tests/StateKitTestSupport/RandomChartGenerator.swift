import StateKit
import StateKitTesting

/// Random charts built with the DSL: hierarchy, parallel states, shallow and deep history,
/// final states and `OnDone`, eventless transitions, `After`, `OnAnyEvent`, internal and
/// targetless transitions, transitions into several parallel regions at once, guards reading
/// the context or `isActive`, and actions that change the context or raise events.
///
/// Every chart it makes is valid (unless ``Options/historyDefaultToHistoryPercent`` asks for
/// history defaults that may lead back to their history); the same seed makes the same chart.
public struct RandomChartGenerator {
  /// How charts are shaped. Percentages are chances per state or per transition.
  public struct Options: Sendable {
    public var events = ["a", "b", "c", "d"]
    public var maximumDepth = 3
    /// How often a top-level state gets children.
    public var topLevelNestingPercent = 70
    /// How often a state below the top level and above the maximum depth gets children.
    public var nestingPercent = 45
    /// How often a state with children is parallel.
    public var parallelPercent = 30
    public var historyPercent = 25
    public var finalPercent = 25
    public var eventlessPercent = 12
    public var afterPercent = 10
    /// The chance that an action sends an event to the machine's own external queue (an
    /// undelayed send), instead of incrementing, toggling or raising. 0 keeps the charts of
    /// earlier seeds unchanged.
    public var externalSendPercent = 0
    /// Top-level states are added until the chart has at least this many states.
    public var minimumStates = 0
    /// How often a history state's default names a history state of the same parent (itself,
    /// or another), or is the parent's initial when it has no default of its own: such a
    /// default may lead back to its history, and the chart is then refused. 0 (the default)
    /// keeps every chart valid, and the charts of earlier seeds unchanged.
    public var historyDefaultToHistoryPercent = 0

    public init() {}
  }

  public let seed: UInt64
  public var options: Options
  public var random: SeededRandom
  private var count = 0

  public init(seed: UInt64, options: Options = Options()) {
    self.seed = seed
    self.options = options
    random = SeededRandom(seed: seed)
  }

  /// A new chart.
  public mutating func chart() -> RandomChartSpec {
    count = 0
    var states: [RandomState] = []
    let topLevel = random.int(2..<4)
    while states.count < topLevel || count < options.minimumStates { states.append(state(depth: 0)) }
    if random.chance(15) { states.append(RandomState(id: newID(), kind: .final)) }
    // Transitions are added once every state exists, so that targets can point anywhere.
    let all = states.flatMap(\.all)
    for index in states.indices { addTransitions(to: &states[index], all: all) }
    return RandomChartSpec(seed: seed, states: states, events: options.events)
  }

  /// Inputs for a machine: events (the chart's and one it does not know) and ticks of the clock.
  public mutating func inputs(count: Int) -> [RandomInput] {
    (0..<count).map { _ in
      random.chance(15) ? .tick(seconds: random.int(1..<3)) : .send(random.pick(options.events + ["unknown"]))
    }
  }

  private mutating func newID() -> String {
    defer { count += 1 }
    return "s\(count)"
  }

  private mutating func state(depth: Int) -> RandomState {
    var state = RandomState(id: newID(), kind: .state(initial: nil))
    if random.chance(15) { state.entry.append(action()) }
    if random.chance(10) { state.exit.append(action()) }
    let nesting = depth == 0 ? options.topLevelNestingPercent : options.nestingPercent
    guard depth < options.maximumDepth, random.chance(nesting) else { return state }
    let parallel = random.chance(options.parallelPercent)
    if parallel { state.kind = .parallel }
    state.children = (0..<random.int(2..<4)).map { _ in self.state(depth: depth + 1) }
    if !parallel && random.chance(options.finalPercent) {
      state.children.append(RandomState(id: newID(), kind: .final))
    }
    let descendants = state.children.flatMap(\.all).filter { !$0.isHistory }
    if !parallel && random.chance(30) { state.kind = .state(initial: random.pick(descendants).id) }
    if random.chance(options.historyPercent) {
      // A history without a default enters what entering its parent enters.
      let defaults = random.chance(50) ? [] : [random.pick(descendants).id]
      let history = RandomState(id: newID(), kind: .history(random.chance(50) ? .deep : .shallow, defaults: defaults))
      state.children.insert(history, at: random.int(0..<state.children.count + 1))
    }
    if options.historyDefaultToHistoryPercent > 0 { addHistoriesNamingHistories(to: &state) }
    return state
  }

  /// One or two more history states whose defaults name history states of the same parent, or
  /// none (the parent's initial, which may then be a history state).
  private mutating func addHistoriesNamingHistories(to state: inout RandomState) {
    guard !state.children.isEmpty, case .state = state.kind, random.chance(options.historyDefaultToHistoryPercent)
    else { return }
    for _ in 0..<random.int(1..<3) {
      let id = newID()
      let siblings = state.children.filter(\.isHistory).map(\.id) + [id]
      let defaults = random.chance(25) ? [] : [random.pick(siblings)]
      let history = RandomState(id: id, kind: .history(random.chance(50) ? .deep : .shallow, defaults: defaults))
      state.children.insert(history, at: random.int(0..<state.children.count + 1))
    }
    if random.chance(30) { state.kind = .state(initial: random.pick(state.children.filter(\.isHistory)).id) }
  }

  private mutating func action() -> RandomAction {
    if options.externalSendPercent > 0 && random.chance(options.externalSendPercent) {
      return .send(random.pick(options.events))
    }
    switch random.int(0..<10) {
    case 0..<5: return .increment
    case 5..<8: return .toggle
    default: return .raise(random.pick(options.events))
    }
  }

  private mutating func addTransitions(to state: inout RandomState, all: [RandomState]) {
    for index in state.children.indices { addTransitions(to: &state.children[index], all: all) }
    switch state.kind {
    case .final, .history: return
    case .state, .parallel: break
    }
    for _ in 0..<random.int(state.children.isEmpty ? 1..<4 : 0..<3) {
      state.transitions.append(transition(from: state, all: all))
    }
  }

  private mutating func transition(from state: RandomState, all: [RandomState]) -> RandomTransition {
    var transition: RandomTransition
    let roll = random.int(0..<100)
    let (eventless, after) = (options.eventlessPercent, options.eventlessPercent + options.afterPercent)
    if roll < eventless {
      // Eventless transitions get a guard, or a chart would rarely settle: most count up to a
      // bound (the counter never goes down, so they settle); the others can cycle forever.
      transition = RandomTransition(trigger: .eventless, targets: [random.pick(all).id], condition: condition(all))
      if random.chance(60) { transition.condition = .counterBelow(random.int(1..<5)) }
      if case .counterBelow = transition.condition { transition.actions.append(.increment) }
    } else if roll < after {
      transition = RandomTransition(
        trigger: .after(seconds: random.int(1..<4)), targets: random.chance(85) ? [random.pick(all).id] : [])
    } else if roll < after + 10, !state.children.isEmpty {
      transition = RandomTransition(trigger: .done(state.id), targets: random.chance(80) ? [random.pick(all).id] : [])
    } else if roll < after + 13 {
      transition = RandomTransition(trigger: .anyEvent, targets: random.chance(70) ? [random.pick(all).id] : [])
    } else {
      let targets = random.chance(8) ? targetsInParallelRegions(all) : nil
      let single = random.chance(80) ? [random.pick(all).id] : []
      transition = RandomTransition(trigger: .event(random.pick(options.events)), targets: targets ?? single)
    }
    if transition.condition == nil && random.chance(25) { transition.condition = condition(all) }
    if random.chance(15) { transition.isInternal = true }
    if random.chance(25) { transition.actions.append(action()) }
    return transition
  }

  private mutating func condition(_ all: [RandomState]) -> RandomGuard {
    switch random.int(0..<5) {
    case 0: return .active(random.pick(all).id)
    case 1: return .inactive(random.pick(all).id)
    case 2: return .counterBelow(random.int(1..<5))
    case 3: return .counterEven
    default: return .flag(random.chance(50))
    }
  }

  /// Two states in different regions of one parallel state, if the chart has one.
  private mutating func targetsInParallelRegions(_ all: [RandomState]) -> [String]? {
    let parallels = all.filter { $0.kind == .parallel }
    guard !parallels.isEmpty else { return nil }
    let regions = random.pick(parallels).children.filter { !$0.isHistory }
    let first = random.int(0..<regions.count)
    let second = (first + random.int(1..<regions.count)) % regions.count
    return [first, second].map { random.pick(regions[$0].all.filter { !$0.isHistory }).id }
  }
}

/// One input for a machine running a random chart.
public enum RandomInput: Hashable, Sendable, CustomStringConvertible {
  case send(String)
  case tick(seconds: Int)

  public var description: String {
    switch self {
    case .send(let event): return "send \(event)"
    case .tick(let seconds): return "tick \(seconds) s"
    }
  }
}

extension StateMachine where S == String, E == String {
  /// Sends the event, or advances the clock; returns the outcome of a sent event.
  @discardableResult
  public func apply(_ input: RandomInput, clock: ManualClock) -> SendOutcome<String, String>? {
    switch input {
    case .send(let event): return send(event)
    case .tick(let seconds):
      clock.advance(by: .seconds(seconds))
      return nil
    }
  }
}
