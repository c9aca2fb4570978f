import StateKit

/// A problem with an appearance for a chart, found by ``Appearance/validate(against:)`` and
/// when the appearance is bound. Each is an error: binding refuses an appearance that has one.
public struct AppearanceDiagnostic<S: Hashable & Sendable>: Sendable, Hashable, CustomStringConvertible {
  /// What was found.
  public enum Kind: Sendable, Hashable {
    /// A `When` names a state the chart does not have.
    case unknownState(S)
    /// Two parallel regions assign the same property: which one shows would depend on order.
    case conflictingAssignment(S, S, property: String)
    /// An assignment computes its value from a context of another type than the machine's.
    case contextMismatch(property: String, expected: String, actual: String)
    /// An assignment follows whether an event of another type than the chart's is accepted.
    case eventMismatch(property: String, expected: String, actual: String)
  }

  public let kind: Kind

  public init(kind: Kind) {
    self.kind = kind
  }

  public var description: String { "error: \(message)" }

  /// What was found, in words.
  public var message: String {
    switch kind {
    case .unknownState(let state): return "unknown state '\(state)'"
    case .conflictingAssignment(let a, let b, let property):
      return "parallel states '\(a)' and '\(b)' both assign '\(property)'"
    case .contextMismatch(let property, let expected, let actual):
      return "'\(property)' is computed from a \(expected), but the machine's context is a \(actual)"
    case .eventMismatch(let property, let expected, let actual):
      return
        "'\(property)' follows whether an event of type \(expected) is accepted, but the machine's events are of type \(actual)"
    }
  }
}

/// Thrown when an appearance does not fit the machine it is bound to. Lists every problem.
public struct AppearanceValidationError<S: Hashable & Sendable>: Error, CustomStringConvertible {
  /// The problems that were found.
  public let diagnostics: [AppearanceDiagnostic<S>]

  public init(diagnostics: [AppearanceDiagnostic<S>]) {
    self.diagnostics = diagnostics
  }

  public var description: String {
    "invalid appearance:\n" + diagnostics.map { "  " + $0.description }.joined(separator: "\n")
  }
}
