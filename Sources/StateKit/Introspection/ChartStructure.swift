/// One transition of a chart, as data.
public struct TransitionInfo<S: Hashable & Sendable, E: Hashable & Sendable>: Hashable, Sendable {
  /// Identifies the transition in ``Step/transitionIDs``.
  public let id: Int
  public let source: S
  public let targets: [S]
  public let trigger: Trigger<S, E>
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
    layout.source.indices.compactMap { index in
      guard !layout.isDefault[index], let source = id(layout.source[index]) else { return nil }
      return TransitionInfo(
        id: index, source: source, targets: layout.targets[index].compactMap(id), trigger: trigger(of: index),
        hasGuard: layout.hasCondition[index], isInternal: layout.isInternal[index])
    }
  }

  /// A transition's trigger with ids, made from its compiled form.
  func trigger(of transition: Int) -> Trigger<S, E> {
    switch layout.trigger[transition] {
    case .eventless: return .eventless
    case .event, .exactEvent: return eventTriggers[transition] ?? .anyEvent
    case .anyEvent: return .anyEvent
    case .done(let state): return .done(id(state)!)
    case .after: return .after(layout.delay[transition])
    case .descriptor: return .descriptor(layout.descriptors[transition]?.text ?? "")
    case .move(let state): return .move(id(state)!)
    }
  }

  /// The default targets of a compound state (the chart's own when `state` is nil), or of a
  /// history state.
  public func initialStates(of state: S?) -> [S] {
    guard let index = index(of: state) else { return [] }
    let transition = layout.initialTransition[index]
    guard transition >= 0 else { return [] }
    return layout.targets[transition].compactMap(id)
  }
}
