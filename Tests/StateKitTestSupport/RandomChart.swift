import StateKit

/// The context of random charts: guards read it, actions change it. `Codable`, so that
/// snapshots carry it, and `Hashable`, so that two machines' contexts can be compared.
public struct RandomContext: Codable, Hashable, Sendable {
  public var counter = 0
  public var flag = false
  /// Where each action ran, in order: `entry s3`, `exit s4`, `s2#1` (the second transition of
  /// `s2`), so that comparing two machines' contexts compares the order of their actions too.
  public var trace: [String] = []

  public init() {}
}

public typealias RandomChart = Chart<String, String, RandomContext>
public typealias RandomElement = ChartElement<String, String, RandomContext>

/// A guard of a random chart, as data so that a failing chart can be printed. Every guard is
/// pure: it reads the context or the configuration and changes nothing.
public enum RandomGuard: Hashable, Sendable, CustomStringConvertible {
  case active(String)
  case inactive(String)
  case counterBelow(Int)
  case counterEven
  case flag(Bool)
  /// Holds always: a chart that differs from another only in the lane its steps take.
  case always

  func holds(in scope: borrowing GuardScope<String, String, RandomContext>) -> Bool {
    switch self {
    case .active(let state): return scope.isActive(state)
    case .inactive(let state): return !scope.isActive(state)
    case .counterBelow(let bound): return scope.counter < bound
    case .counterEven: return scope.counter.isMultiple(of: 2)
    case .flag(let value): return scope.flag == value
    case .always: return true
    }
  }

  public var description: String {
    switch self {
    case .active(let state): return "{ $0.isActive(\"\(state)\") }"
    case .inactive(let state): return "{ !$0.isActive(\"\(state)\") }"
    case .counterBelow(let bound): return "{ $0.counter < \(bound) }"
    case .counterEven: return "{ $0.counter.isMultiple(of: 2) }"
    case .flag(let value): return "{ $0.flag == \(value) }"
    case .always: return "{ _ in true }"
    }
  }
}

/// An action of a random chart, as data.
public enum RandomAction: Hashable, Sendable, CustomStringConvertible {
  case increment
  case toggle
  case raise(String)
  /// An undelayed send: the event joins the external queue, behind the one being processed.
  case send(String)
  /// Nothing at all, and not noted in the trace either: a chart that differs from another only
  /// in the lane its steps take (an action makes a quiet step one of the direct lane).
  case nothing

  func run(in scope: borrowing ActionScope<String, String, RandomContext>) {
    switch self {
    case .nothing: break
    case .increment: scope.counter += 1
    case .toggle: scope.flag.toggle()
    case .raise(let event): scope.raise(event)
    case .send(let event): scope.send(event, after: .zero)
    }
  }

  public var description: String {
    switch self {
    case .increment: return "$0.counter += 1"
    case .toggle: return "$0.flag.toggle()"
    case .raise(let event): return "$0.raise(\"\(event)\")"
    case .send(let event): return "$0.send(\"\(event)\", after: .zero)"
    case .nothing: return "_ = $0"
    }
  }

  /// The actions as one closure that first notes `label` in the context's trace.
  static func closure(_ actions: [RandomAction], label: String) -> ChartAction<String, String, RandomContext>? {
    if actions.isEmpty { return nil }
    if actions.allSatisfy({ $0 == .nothing }) { return { _ in } }
    return { scope in
      scope.trace.append(label)
      for action in actions { action.run(in: scope) }
    }
  }
}

/// A transition of a random chart, as data.
public struct RandomTransition: Hashable, Sendable {
  public enum Trigger: Hashable, Sendable {
    case event(String)
    case anyEvent
    case eventless
    case after(seconds: Int)
    case done(String)
  }

  public var trigger: Trigger
  public var targets: [String]
  public var condition: RandomGuard?
  public var isInternal = false
  public var actions: [RandomAction] = []

  /// Whether the DSL's own types (`On`, `Always`, `After`…) can say it; ``Transition`` says
  /// the rest: several targets, actions, internal transitions on other triggers than events.
  var isPlain: Bool {
    guard actions.isEmpty, targets.count <= 1 else { return false }
    if case .event = trigger { return true }
    return !isInternal
  }

  /// The element, written with the DSL; `label` names it in the context's trace.
  func element(label: String) -> RandomElement {
    let condition = self.condition.map { condition -> ChartGuard<String, String, RandomContext> in
      { condition.holds(in: $0) }
    }
    guard isPlain else {
      let action = RandomAction.closure(actions, label: label)
      let trigger: StateKit.Trigger<String, String> =
        switch self.trigger {
        case .event(let event): .event(event)
        case .anyEvent: .anyEvent
        case .eventless: .eventless
        case .after(let seconds): .after(.seconds(seconds))
        case .done(let state): .done(state)
        }
      return Transition(trigger, to: targets, when: condition, internal: isInternal, action: action).element
    }
    switch (self.trigger, targets.first) {
    case (.event(let event), let target?): return On(event, to: target, when: condition, internal: isInternal).element
    case (.event(let event), nil): return On(event, when: condition, internal: isInternal).element
    case (.anyEvent, let target?): return OnAnyEvent(to: target, when: condition).element
    case (.anyEvent, nil): return OnAnyEvent(when: condition).element
    case (.eventless, let target?): return Always(to: target, when: condition).element
    case (.eventless, nil): return Always(when: condition).element
    case (.after(let seconds), let target?): return After(.seconds(seconds), to: target, when: condition).element
    case (.after(let seconds), nil): return After(.seconds(seconds), when: condition).element
    case (.done(let state), let target?): return OnDone(of: state, to: target, when: condition).element
    case (.done(let state), nil): return OnDone(of: state, when: condition).element
    }
  }

  var source: String {
    var arguments: [String]
    var name: String
    let quoted = targets.map { "\"\($0)\"" }.joined(separator: ", ")
    switch trigger {
    case .event(let event): (name, arguments) = ("On", ["\"\(event)\""])
    case .anyEvent: (name, arguments) = ("OnAnyEvent", [])
    case .eventless: (name, arguments) = ("Always", [])
    case .after(let seconds): (name, arguments) = ("After", [".seconds(\(seconds))"])
    case .done(let state): (name, arguments) = ("OnDone", ["of: \"\(state)\""])
    }
    if !isPlain {
      let trigger: String
      switch self.trigger {
      case .event(let event): trigger = ".event(\"\(event)\")"
      case .anyEvent: trigger = ".anyEvent"
      case .eventless: trigger = ".eventless"
      case .after(let seconds): trigger = ".after(.seconds(\(seconds)))"
      case .done(let state): trigger = ".done(\"\(state)\")"
      }
      (name, arguments) = ("Transition", [trigger, "to: [\(quoted)]"])
    } else if !targets.isEmpty {
      arguments.append("to: \(quoted)")
    }
    if let condition { arguments.append("when: \(condition)") }
    if isInternal { arguments.append("internal: true") }
    let action = actions.isEmpty ? "" : " { " + actions.map(\.description).joined(separator: "; ") + " }"
    return "\(name)(\(arguments.joined(separator: ", ")))\(action)"
  }
}

/// A state of a random chart, as data.
public struct RandomState: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case state(initial: String?)
    case parallel
    case final
    case history(HistoryDepth, defaults: [String])
  }

  public var id: String
  public var kind: Kind
  public var children: [RandomState] = []
  public var transitions: [RandomTransition] = []
  public var entry: [RandomAction] = []
  public var exit: [RandomAction] = []

  /// The element, written with the DSL.
  var element: RandomElement { element(adding: { _ in [] }) }

  /// The element, with more content for some states (a child machine, say).
  func element(adding extra: (String) -> [RandomElement]) -> RandomElement {
    var content: [RandomElement] = isHistory ? [] : extra(id)
    if let action = RandomAction.closure(entry, label: "entry \(id)") { content.append(Entry(action).element) }
    if let action = RandomAction.closure(exit, label: "exit \(id)") { content.append(Exit(action).element) }
    content += children.map { $0.element(adding: extra) }
    content += transitions.enumerated().map { $1.element(label: "\(id)#\($0)") }
    switch kind {
    case .state(let initial): return State(id, initial: initial) { content }.element
    case .parallel: return Parallel(id) { content }.element
    case .final: return Final(id) { content }.element
    case .history(let depth, let defaults): return History(id, depth, default: defaults, action: nil).element
    }
  }

  func source(indent: String, into lines: inout [String]) {
    let header: String
    switch kind {
    case .state(let initial?): header = "State(\"\(id)\", initial: \"\(initial)\")"
    case .state(nil): header = "State(\"\(id)\")"
    case .parallel: header = "Parallel(\"\(id)\")"
    case .final: header = "Final(\"\(id)\")"
    case .history(let depth, let defaults):
      let targets = defaults.map { ", \"\($0)\"" }.joined()
      lines.append(
        "\(indent)History(\"\(id)\", .\(depth.rawValue)\(targets.isEmpty ? "" : ", default:")\(targets.dropFirst()))")
      return
    }
    var body: [String] = []
    if !entry.isEmpty { body.append("Entry { " + entry.map(\.description).joined(separator: "; ") + " }") }
    if !exit.isEmpty { body.append("Exit { " + exit.map(\.description).joined(separator: "; ") + " }") }
    guard !body.isEmpty || !children.isEmpty || !transitions.isEmpty else {
      lines.append(indent + header)
      return
    }
    lines.append(indent + header + " {")
    for line in body { lines.append(indent + "  " + line) }
    for child in children { child.source(indent: indent + "  ", into: &lines) }
    for transition in transitions { lines.append(indent + "  " + transition.source) }
    lines.append(indent + "}")
  }

  public var isHistory: Bool {
    if case .history = kind { return true }
    return false
  }

  /// This state and its descendants, in document order.
  public var all: [RandomState] { [self] + children.flatMap(\.all) }
}

/// A random chart, as data: its states, the events its transitions name, and the seed that
/// made it. Its `description` is the chart in DSL source, for failure messages.
public struct RandomChartSpec: Sendable, CustomStringConvertible {
  public let seed: UInt64
  public var states: [RandomState]
  public var events: [String]

  /// The top-level elements, built with the DSL.
  public var elements: [RandomElement] { states.map(\.element) }

  /// Compiles the chart.
  public func makeChart() throws(ChartValidationError<String>) -> RandomChart {
    try RandomChart { elements }
  }

  /// Compiles the chart with more content for some states: `extra` gets each state's id.
  public func makeChart(adding extra: (String) -> [RandomElement]) throws(ChartValidationError<String>) -> RandomChart {
    let elements = states.map { $0.element(adding: extra) }
    return try RandomChart { elements }
  }

  /// Every state, in document order.
  public var allStates: [RandomState] { states.flatMap(\.all) }

  /// The same chart with `change` applied to every transition of every state.
  public func mappingTransitions(_ change: (inout RandomTransition) -> Void) -> RandomChartSpec {
    func map(_ state: RandomState) -> RandomState {
      var state = state
      for index in state.transitions.indices { change(&state.transitions[index]) }
      state.children = state.children.map(map)
      return state
    }
    return RandomChartSpec(seed: seed, states: states.map(map), events: events)
  }

  /// The same chart, each transition on an event without a guard given one that always holds:
  /// the same steps, taken on another lane.
  public var withAlwaysTrueGuards: RandomChartSpec {
    mappingTransitions { transition in
      if case .event = transition.trigger, transition.condition == nil { transition.condition = .always }
    }
  }

  /// The same chart, each transition on an event without actions given one that does nothing.
  public var withActionsThatDoNothing: RandomChartSpec {
    mappingTransitions { transition in
      if case .event = transition.trigger, transition.actions.isEmpty { transition.actions = [.nothing] }
    }
  }

  public var description: String {
    var lines = ["// RandomChartGenerator(seed: \(seed))", "Chart {"]
    for state in states { state.source(indent: "  ", into: &lines) }
    lines.append("}")
    return lines.joined(separator: "\n")
  }
}
