import StateKit

/// What a screen looks like in each state, written as property assignments:
///
/// ```swift
/// let appearance = Appearance<Mode, Controller>(animationDuration: .milliseconds(300)) {
///   When(.browse) {
///     Assign(\.stepper.alpha, 0, timing: .animated)
///     Assign(\.button.title, "Edit")
///   }
///   When(.edit) {
///     Assign(\.stepper.alpha, 1, timing: .animated)
///     Assign(\.button.title, "Browse")
///   }
/// }
/// ```
///
/// Bound to a machine, it computes after every transition what differs between the old and the
/// new appearance and sets only that. Nested states compose: the innermost active state wins.
/// Parallel regions may not assign the same property (``validate(against:)`` names both). A
/// property that the new states do not assign returns to its value from ``Defaults``, or to the
/// value it had when the appearance was bound.
public struct Appearance<S: Hashable & Sendable, Context: AnyObject> {
  let defaults: [Assign<Context>]
  let rules: [(state: S, assignments: [Assign<Context>])]
  /// How long animated assignments take.
  public let animationDuration: Duration

  public init(
    animationDuration: Duration = .milliseconds(300),
    @AppearanceBuilder<S, Context> _ content: () -> [AppearanceRule<S, Context>]
  ) {
    var defaults: [Assign<Context>] = []
    var rules: [(S, [Assign<Context>])] = []
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

  /// Errors: states the chart does not have, and parallel regions that assign the same property.
  public func validate<E, C>(against chart: Chart<S, E, C>) -> [ChartDiagnostic<S>] {
    var diagnostics: [ChartDiagnostic<S>] = []
    let known = Set(chart.stateIDs)
    for rule in rules where !known.contains(rule.state) {
      diagnostics.append(ChartDiagnostic(kind: .unknownState(rule.state)))
    }
    for state in chart.stateIDs where chart.kind(of: state) == .parallel {
      let regions = chart.children(of: state)
      for (i, first) in regions.enumerated() {
        for second in regions.dropFirst(i + 1) {
          for (a, b, property) in conflicts(between: first, and: second, in: chart) {
            diagnostics.append(ChartDiagnostic(kind: .conflictingAssignment(a, b, property: property)))
          }
        }
      }
    }
    return diagnostics
  }

  private func conflicts<E, C>(between first: S, and second: S, in chart: Chart<S, E, C>) -> [(S, S, String)] {
    func subtree(_ state: S) -> [S] { [state] + chart.children(of: state).flatMap(subtree) }
    let secondStates = Set(subtree(second))
    var result: [(S, S, String)] = []
    for a in subtree(first) {
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
public struct AppearanceRule<S: Hashable & Sendable, Context: AnyObject> {
  enum Kind {
    case defaults([Assign<Context>])
    case state(S, [Assign<Context>])
  }
  let kind: Kind
}

/// The assignments made while `state` is active.
public func When<S: Hashable & Sendable, Context: AnyObject>(
  _ state: S, @AssignmentBuilder<Context> _ content: () -> [Assign<Context>]
) -> AppearanceRule<S, Context> {
  AppearanceRule(kind: .state(state, content()))
}

/// The values properties return to when no active state assigns them.
public func Defaults<S: Hashable & Sendable, Context: AnyObject>(
  @AssignmentBuilder<Context> _ content: () -> [Assign<Context>]
) -> AppearanceRule<S, Context> {
  AppearanceRule(kind: .defaults(content()))
}

/// Collects the rules of an appearance.
@resultBuilder
public enum AppearanceBuilder<S: Hashable & Sendable, Context: AnyObject> {
  public static func buildExpression(_ rule: AppearanceRule<S, Context>) -> [AppearanceRule<S, Context>] { [rule] }
  public static func buildBlock(_ parts: [AppearanceRule<S, Context>]...) -> [AppearanceRule<S, Context>] {
    parts.flatMap { $0 }
  }
  public static func buildArray(_ parts: [[AppearanceRule<S, Context>]]) -> [AppearanceRule<S, Context>] {
    parts.flatMap { $0 }
  }
}
