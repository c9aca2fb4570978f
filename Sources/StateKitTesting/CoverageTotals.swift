import StateKit

extension Chart {
  /// The states coverage counts, in document order: every state but history states. The totals
  /// of a ``PathPlan``'s report and of a property check's ``WalkCoverage``.
  var coverableStates: [S] {
    stateIDs.filter { state in
      !(kind(of: state).map { [.shallowHistory, .deepHistory].contains($0) } ?? false)
    }
  }
}

extension TransitionInfo {
  /// How reports name a transition: `'pay' in editing → paying`.
  var reportName: String {
    let targets = targets.isEmpty ? "" : " → " + targets.map { "\($0)" }.joined(separator: ", ")
    return "'\(label)' in \(source)\(targets)"
  }
}

extension Chart {
  /// The events a path finder or property test tries when it is given none: the values the
  /// chart's transitions name and, for an event type made from its name (a string literal:
  /// `String`, a document's `SCXMLEvent`), the names its descriptors match (`error.*` gives
  /// `error`; `*` gives none). A document's chart names its events only in descriptors.
  var eventsToTry: [E] {
    var seen = Set<E>()
    var result = events.filter { seen.insert($0).inserted }
    guard let literal = E.self as? any ExpressibleByStringLiteral.Type else { return result }
    for info in transitionInfos {
      guard case .descriptor(let label) = info.trigger else { continue }
      for word in label.split(separator: " ") where word != "*" {
        let name = word.hasSuffix(".*") ? String(word.dropLast(2)) : String(word)
        if let event = event(named: name, literal) as? E, seen.insert(event).inserted { result.append(event) }
      }
    }
    return result
  }
}

/// A value of `type` made from `name` as a string literal, nil when its literals are not strings.
private func event<L: ExpressibleByStringLiteral>(named name: String, _ type: L.Type) -> Any? {
  (name as? L.StringLiteralType).map { L(stringLiteral: $0) }
}
