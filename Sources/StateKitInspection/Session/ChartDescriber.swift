import StateKit

/// A chart as the protocol describes it, and the names it gives states and events.
struct ChartDescriber<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  /// Each state's protocol id: its printed name, made unique.
  let ids: [S: String]
  /// The events a page may send by name (payload-free), by name.
  let sendable: [String: E]
  let events: [EventDescription]
  /// `(source id, event name)` of every transition on an event or case, for `accepts`.
  let triggers: [(source: String, event: String)]
  let description: ChartDescription
  /// Each transition's place in `description.transitions`, by its ``TransitionInfo/id``.
  let transitionIndex: [Int: Int]
  /// The most states and transitions a description lists; a larger chart is `truncated`.
  static var maximumStates: Int { 2_000 }
  static var maximumTransitions: Int { 4_000 }

  /// - Parameter naming: how events are named (their case only, unless payloads are shown).
  init(_ chart: Chart<S, E, C>, decodesPayloads: Bool, naming: EventNaming<S, E> = EventNaming(showsPayloads: false)) {
    var ids: [S: String] = [:]
    var used: Set<String> = []
    for state in chart.stateIDs {
      let printed = String(describing: state)
      var id = printed
      var copy = 1
      while used.contains(id) {
        copy += 1
        id = "\(printed)#\(copy)"
      }
      used.insert(id)
      ids[state] = id
    }
    self.ids = ids
    func id(_ state: S) -> String { ids[state] ?? String(describing: state) }

    var states: [StateDescription] = []
    for state in chart.stateIDs.prefix(Self.maximumStates) {
      let kind = chart.kind(of: state)
      var description = StateDescription(
        id: id(state), name: String(describing: state), kind: Self.kindName(kind),
        parent: chart.parent(of: state).map(id))
      switch kind {
      case .compound: description.initial = chart.initialStates(of: state).first.map(id)
      case .shallowHistory: description.deep = false
      case .deepHistory: description.deep = true
      default: break
      }
      states.append(description)
    }

    var sendable: [String: E] = [:]
    var events: [EventDescription] = []
    var triggers: [(String, String)] = []
    var transitions: [TransitionDescription] = []
    var transitionIndex: [Int: Int] = [:]
    let infos = chart.transitionInfos
    for info in infos {
      let event: String
      switch info.trigger {
      case .event(let value):
        event = naming.name(of: value)
        if sendable[event] == nil && !events.contains(where: { $0.name == event }) {
          sendable[event] = value
          events.append(EventDescription(name: event, payload: false))
        }
        triggers.append((id(info.source), event))
      case .eventCase(let eventCase):
        event = eventCase.description
        if decodesPayloads && !events.contains(where: { $0.name == event }) {
          let fields = (E.self as? any Decodable.Type).flatMap { PayloadShape.fields(of: $0, case: event) }
          events.append(EventDescription(name: event, payload: true, fields: fields))
        }
        triggers.append((id(info.source), event))
      default:
        event = info.trigger.description
      }
      if transitions.count < Self.maximumTransitions {
        transitionIndex[info.id] = transitions.count
        transitions.append(
          TransitionDescription(
            source: id(info.source), event: event, guard: info.hasGuard ? info.guardText ?? "guard" : nil,
            targets: info.targets.map(id), internal: info.isInternal))
      }
    }
    self.sendable = sendable
    self.transitionIndex = transitionIndex
    self.events = events
    self.triggers = triggers
    description = ChartDescription(
      states: states, transitions: transitions,
      truncated: chart.stateIDs.count > Self.maximumStates || infos.count > Self.maximumTransitions)
  }

  static func kindName(_ kind: StateKind?) -> String {
    switch kind {
    case .compound: "compound"
    case .parallel: "parallel"
    case .final: "final"
    case .shallowHistory, .deepHistory: "history"
    case .atomic, nil: "atomic"
    }
  }

  func names(_ states: [S]) -> [String] { states.map { ids[$0] ?? String(describing: $0) } }

  /// The events the active states (or their ancestors) have a transition for, in chart order.
  func accepts(active: [S]) -> [String] {
    let active = Set(names(active))
    var seen: Set<String> = []
    var result: [String] = []
    for trigger in triggers where active.contains(trigger.source) && seen.insert(trigger.event).inserted {
      result.append(trigger.event)
    }
    return result
  }
}
