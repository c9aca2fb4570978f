/// What makes a transition fire. Charts written with the DSL get their triggers from ``On``,
/// ``After``, ``Always`` and the others; ``Transition(_:to:when:guardText:internal:action:)`` takes one directly, and
/// ``TransitionInfo/trigger`` reports it.
public enum Trigger<S: Hashable & Sendable, E: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
  /// An eventless transition, taken as soon as its guard holds (SCXML 3.13).
  case eventless
  /// A specific event. In a chart of ``CaseEvent``s with payloads it matches by case and then
  /// compares the whole value.
  case event(E)
  /// Every event of one case of a ``CaseEvent``, whatever its payload.
  case eventCase(EventCaseID)
  /// Any event sent from outside (the `*` descriptor of SCXML 3.12.1, restricted to external events).
  case anyEvent
  /// The `done.state.ID` event of a compound or parallel state (SCXML 3.7.1, 3.4).
  case done(S)
  /// A delayed transition that fires when its source state has been active this long.
  case after(Duration)
  /// SCXML event descriptors (3.12.1), separated by spaces: an event matches when its
  /// ``MachineEvent/name`` equals a descriptor or continues it with a `.` (`error` matches
  /// `error.execution`; `error.*` is the same as `error`; `*` matches every event).
  case descriptor(String)
  /// A move that a state's ``StateLogic`` declared among its ``StateLogic/successors`` and
  /// makes with ``ActionScope/move(to:)``.
  case move(S)

  /// How diagrams and diagnostics write the trigger: the event, `*`, `done.state.ID`,
  /// `after 2 s` (`after 0.25 s`, as a test path's `wait 2 s`), the descriptors, `→ state`; empty for an eventless transition.
  public var description: String {
    switch self {
    case .eventless: return ""
    case .event(let event): return "\(event)"
    case .eventCase(let eventCase): return "\(eventCase)"
    case .anyEvent: return "*"
    case .done(let state): return "done.state.\(state)"
    case .after(let delay): return "after \(delay.shortText)"
    case .descriptor(let text): return text
    case .move(let state): return "→ \(state)"
    }
  }
}

/// The SCXML name-matching rule for descriptors (3.12.1), prepared once when a chart is compiled.
struct EventDescriptors: Sendable {
  /// The descriptors as written.
  let text: String
  /// Each descriptor without a trailing `.*`.
  let prefixes: [String]

  init(_ text: String) {
    self.text = text
    prefixes = text.split(separator: " ").map { $0.hasSuffix(".*") ? String($0.dropLast(2)) : String($0) }
  }

  func matches(_ name: String) -> Bool {
    prefixes.contains { $0 == "*" || name == $0 || (name.hasPrefix($0) && name.dropFirst($0.count).first == ".") }
  }
}

extension Trigger where E: CustomStringConvertible {
  /// Whether a transition with this trigger can take an event of this name sent from outside,
  /// its guard aside: the same event, a descriptor that matches the name, or any event.
  /// `statekit run` tells with it an event the chart does not know at all (events named by
  /// their description: a `String`, an ECMAScript document's `SCXMLEvent`).
  public func takes(eventNamed name: String) -> Bool {
    switch self {
    case .event(let event): return event.description == name
    case .anyEvent: return true
    case .descriptor(let text): return EventDescriptors(text).matches(name)
    case .eventCase, .eventless, .done, .after, .move: return false
    }
  }
}
