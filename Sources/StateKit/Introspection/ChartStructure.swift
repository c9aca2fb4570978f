/// What triggers a transition, as data: for diagrams, path search and tools.
public enum TriggerInfo<S: Hashable & Sendable, E: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
  case eventless
  case event(E)
  case anyEvent
  case done(S)
  case after(Duration)
  /// A document's event descriptors, as written.
  case matching(String)
  case move(S)

  public var description: String {
    switch self {
    case .eventless: return ""
    case .event(let event): return "\(event)"
    case .anyEvent: return "*"
    case .done(let state): return "done.state.\(state)"
    case .after(let delay): return "after \(delay)"
    case .matching(let label): return label
    case .move(let state): return "→ \(state)"
    }
  }
}

/// One transition of a chart, as data.
public struct TransitionInfo<S: Hashable & Sendable, E: Hashable & Sendable>: Hashable, Sendable {
  /// Identifies the transition in ``Step/transitions``.
  public let id: Int
  public let source: S
  public let targets: [S]
  public let trigger: TriggerInfo<S, E>
  public let hasGuard: Bool
  public let isInternal: Bool

  /// `event [guard]`, for diagrams.
  public var label: String {
    let text = trigger.description
    return hasGuard ? (text.isEmpty ? "[guard]" : "\(text) [guard]") : text
  }
}

extension Chart {
  /// Every transition the chart's author wrote, in document order (initial and history defaults
  /// are not listed; see ``initialStates(of:)``).
  public var transitionInfos: [TransitionInfo<S, E>] {
    transitions.indices.compactMap { index in
      let transition = transitions[index]
      guard !transition.isDefault, let source = states[transition.source].id else { return nil }
      let trigger: TriggerInfo<S, E>
      switch transition.trigger {
      case .eventless: trigger = .eventless
      case .event(let event): trigger = .event(events[event])
      case .anyEvent: trigger = .anyEvent
      case .done(let state): trigger = .done(states[state].id!)
      case .timer(let delay): trigger = .after(delay)
      case .matching(let label, _): trigger = .matching(label)
      case .move(let state): trigger = .move(states[state].id!)
      }
      return TransitionInfo(
        id: index, source: source, targets: transition.targets.compactMap { states[$0].id }, trigger: trigger,
        hasGuard: transition.condition != nil, isInternal: transition.isInternal)
    }
  }

  /// The default targets of a compound state (the chart's own when `state` is nil), or of a
  /// history state.
  public func initialStates(of state: S?) -> [S] {
    guard let index = index(of: state) else { return [] }
    let transition = states[index].initialTransition
    guard transition >= 0 else { return [] }
    return transitions[transition].targets.compactMap { states[$0].id }
  }
}
