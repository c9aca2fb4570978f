import StateKit

/// What a screen looks like in each state, written as property assignments:
///
/// ```swift
/// let appearance = Appearance<Mode, Controller>(animationDuration: .milliseconds(300)) {
///   When(.browse) {
///     Assign(\.stepper.alpha, 0, timing: .animated)
///     Assign(\.button, title: "Edit", for: .normal)
///   }
///   When(.edit) {
///     Assign(\.stepper.alpha, 1, timing: .animated)
///     Assign(\.button, title: "Browse", for: .normal)
///   }
/// }
/// ```
///
/// Bound to a machine, it computes after every step what differs between the old and the new
/// appearance and sets only that. Nested states compose: the innermost active state wins.
/// Parallel regions may not assign the same property (``validate(against:)`` names both). A
/// property that the new states do not assign returns to its value from ``Defaults(_:)``, or to the
/// value it had when the appearance was bound.
///
/// `Views` is the type whose properties the key paths name: the machine's context (a view
/// controller), or a view owner of its own (see ``bind(to:views:animator:)``).
public struct Appearance<S: Hashable & Sendable, Views: AnyObject> {
  /// Tells appearances apart, so that binding the same appearance to an owner again replaces
  /// the earlier binding, while other appearances on the owner stay.
  final class Identity: Sendable {}

  let identity = Identity()
  let defaults: [Assign<Views>]
  let rules: [(state: S, assignments: [Assign<Views>])]
  /// How long animated assignments take.
  public let animationDuration: Duration

  public init(
    animationDuration: Duration = .milliseconds(300),
    @AppearanceBuilder<S, Views> _ content: () -> [AppearanceRule<S, Views>]
  ) {
    var defaults: [Assign<Views>] = []
    var rules: [(S, [Assign<Views>])] = []
    for rule in content() {
      switch rule.kind {
      case .defaults(let assignments): defaults += assignments
      case .state(let state, let assignments): rules.append((state, assignments))
      }
    }
    self.defaults = defaults
    self.rules = rules
    self.animationDuration = animationDuration
  }

  /// Errors: states the chart does not have, parallel regions that assign the same property,
  /// and values computed from a context of another type than the chart's.
  @MainActor public func validate<E, C>(against chart: Chart<S, E, C>) -> [AppearanceDiagnostic<S>] {
    var diagnostics: [AppearanceDiagnostic<S>] = []
    let known = Set(chart.stateIDs)
    for rule in rules where !known.contains(rule.state) {
      diagnostics.append(AppearanceDiagnostic(kind: .unknownState(rule.state)))
    }
    let keyPathsByState = Dictionary(
      rules.map { ($0.state, Set($0.assignments.map(\.keyPath))) }, uniquingKeysWith: { $0.union($1) })
    for state in chart.stateIDs where chart.kind(of: state) == .parallel {
      let regions = chart.children(of: state)
      // Only regions that assign a property in common can conflict: those pairs are found by
      // property, and the rule-by-rule look is kept for them, so that a screen of many regions
      // validates in time linear in its rules, not cubic in its regions (200: 5.8 s, debug).
      var regionsAssigning: [AnyKeyPath: [Int]] = [:]
      for (i, region) in regions.enumerated() {
        let keyPaths = Self.subtree(region, in: chart).reduce(into: Set<AnyKeyPath>()) {
          $0.formUnion(keyPathsByState[$1] ?? [])
        }
        for keyPath in keyPaths { regionsAssigning[keyPath, default: []].append(i) }
      }
      var pairs = Set<[Int]>()
      for sharing in regionsAssigning.values where sharing.count > 1 {
        for (k, i) in sharing.enumerated() { for j in sharing.dropFirst(k + 1) { pairs.insert([i, j]) } }
      }
      for pair in pairs.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
        for (a, b, property) in conflicts(between: regions[pair[0]], and: regions[pair[1]], in: chart) {
          diagnostics.append(AppearanceDiagnostic(kind: .conflictingAssignment(a, b, property: property)))
        }
      }
    }
    for assignment in defaults + rules.flatMap(\.assignments) {
      guard let expected = assignment.contextType, expected != C.self else { continue }
      let kind = AppearanceDiagnostic<S>.Kind.contextMismatch(
        property: assignment.property, expected: "\(expected)", actual: "\(C.self)")
      if !diagnostics.contains(where: { $0.kind == kind }) { diagnostics.append(AppearanceDiagnostic(kind: kind)) }
    }
    for assignment in defaults + rules.flatMap(\.assignments) {
      guard let accepted = assignment.acceptedEvent, accepted.type != E.self else { continue }
      diagnostics.append(
        AppearanceDiagnostic(
          kind: .eventMismatch(property: assignment.property, expected: "\(accepted.type)", actual: "\(E.self)")))
    }
    return diagnostics
  }

  /// A state and its descendants, in document order.
  @MainActor private static func subtree<E, C>(_ state: S, in chart: Chart<S, E, C>) -> [S] {
    [state] + chart.children(of: state).flatMap { subtree($0, in: chart) }
  }

  @MainActor private func conflicts<E, C>(between first: S, and second: S, in chart: Chart<S, E, C>) -> [(S, S, String)]
  {
    let secondStates = Set(Self.subtree(second, in: chart))
    var result: [(S, S, String)] = []
    for a in Self.subtree(first, in: chart) {
      for ruleA in rules where ruleA.state == a {
        for ruleB in rules where secondStates.contains(ruleB.state) {
          for assignment in ruleA.assignments
          where ruleB.assignments.contains(where: { $0.keyPath == assignment.keyPath }) {
            result.append((a, ruleB.state, assignment.property))
          }
        }
      }
    }
    return result
  }
}

/// One part of an ``Appearance``: the assignments of a state, or the defaults.
public struct AppearanceRule<S: Hashable & Sendable, Views: AnyObject> {
  enum Kind {
    case defaults([Assign<Views>])
    case state(S, [Assign<Views>])
  }
  let kind: Kind
}

/// The assignments made while `state` is active.
public func When<S: Hashable & Sendable, Views: AnyObject>(
  _ state: S, @AssignmentBuilder<Views> _ content: () -> [Assign<Views>]
) -> AppearanceRule<S, Views> {
  AppearanceRule(kind: .state(state, content()))
}

/// The values properties return to when no active state assigns them.
public func Defaults<S: Hashable & Sendable, Views: AnyObject>(
  @AssignmentBuilder<Views> _ content: () -> [Assign<Views>]
) -> AppearanceRule<S, Views> {
  AppearanceRule(kind: .defaults(content()))
}

/// Collects the rules of an appearance.
@resultBuilder
public enum AppearanceBuilder<S: Hashable & Sendable, Views: AnyObject> {
  public static func buildExpression(_ rule: AppearanceRule<S, Views>) -> [AppearanceRule<S, Views>] { [rule] }
  public static func buildBlock(_ parts: [AppearanceRule<S, Views>]...) -> [AppearanceRule<S, Views>] {
    parts.flatMap { $0 }
  }
  public static func buildArray(_ parts: [[AppearanceRule<S, Views>]]) -> [AppearanceRule<S, Views>] {
    parts.flatMap { $0 }
  }
}
