/// One transition of a chart, as data.
public struct TransitionInfo<S: Hashable & Sendable, E: Hashable & Sendable>: Hashable, Sendable {
  /// Identifies the transition in ``MachineStep/transitionIDs``.
  public let id: Int
  public let source: S
  public let targets: [S]
  public let trigger: Trigger<S, E>
  public let hasGuard: Bool
  public let isInternal: Bool
  /// The guard as text, when the chart was given it (an SCXML `cond`, `In('muted')`); nil for a
  /// guard written as a closure only.
  public let guardText: String?

  /// `event [guard]` for diagrams: the guard's text when known, else `[guard]`.
  public var label: String {
    let text = trigger.description
    guard hasGuard else { return text }
    let shownGuard = "[\(guardText ?? "guard")]"
    return text.isEmpty ? shownGuard : "\(text) \(shownGuard)"
  }
}

extension Chart {
  /// Every transition the chart's author wrote, in document order (initial and history defaults
  /// are not listed; see ``initialStates(of:)``).
  public var transitionInfos: [TransitionInfo<S, E>] {
    layout.source.indices.compactMap { index in
      let marks = machinery[index] ?? []
      guard !layout.isDefault[index], !marks.contains(.unlisted), let source = id(layout.source[index]) else {
        return nil
      }
      return TransitionInfo(
        id: index, source: source, targets: layout.targets[index].compactMap(id), trigger: trigger(of: index),
        hasGuard: layout.hasGuard[index] && !marks.contains(.unwrittenGuard), isInternal: layout.isInternal[index],
        guardText: guardTexts[index])
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
