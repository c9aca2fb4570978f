/// Anything that can be written inside a chart: ``State``, ``On``, ``Entry`` and the rest.
public protocol ChartContent<S, E, C> {
  associatedtype S: Hashable & Sendable
  associatedtype E: Hashable & Sendable
  associatedtype C
  /// The element this content stands for.
  var element: ChartElement<S, E, C> { get }
}

/// The result builder in which a chart is written: states, transitions, actions and invocations.
///
/// Swift type-checks one chart literal as a whole, in time that grows with the square of its
/// size: beyond a hundred or so states, write the states in functions or properties of their
/// own, each marked `@ChartBuilder`, and list those in the chart — each body is then checked on
/// its own.
///
/// ```swift
/// @ChartBuilder<Screen, Tap, Model> var settingsStates: ChartElement<Screen, Tap, Model> {
///   State(.settings) { On(.back, to: .home) }
///   State(.about) { On(.back, to: .settings) }
/// }
///
/// let chart = try Chart<Screen, Tap, Model>(initial: .home) {
///   State(.home) { On(.open, to: .settings) }
///   settingsStates
/// }
/// ```
@resultBuilder
public enum ChartBuilder<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  // Disfavoured: for the vocabulary's own elements the overloads below match, and the type
  // checker then leaves this one out early instead of weighing it for every element, which
  // made a 300-state literal take half again as long (Benchmarks/README.md, "Type-checking a
  // chart literal"). It still takes content of the app's own types.
  @_disfavoredOverload @inlinable
  public static func buildExpression<Content: ChartContent<S, E, C>>(_ content: Content) -> ChartElement<S, E, C> {
    content.element
  }
  // One overload per element of the vocabulary, besides the generic one: with the element's type
  // known, Swift reports a mistake inside it (a guard that returns no `Bool`, a payload of the
  // wrong type) where it is, instead of "no exact matches in call to initializer" at `Chart(`
  // or "failed to produce diagnostic".
  @inlinable public static func buildExpression(_ content: ChartState<S, E, C>) -> ChartElement<S, E, C> {
    content.element
  }
  @inlinable public static func buildExpression(_ content: Parallel<S, E, C>) -> ChartElement<S, E, C> {
    content.element
  }
  @inlinable public static func buildExpression(_ content: Final<S, E, C>) -> ChartElement<S, E, C> {
    content.element
  }
  @inlinable public static func buildExpression(_ content: History<S, E, C>) -> ChartElement<S, E, C> {
    content.element
  }
  @_disfavoredOverload
  @inlinable public static func buildExpression(_ content: On<S, E, C>) -> ChartElement<S, E, C> {
    content.element
  }
  @inlinable public static func buildExpression(_ content: OnAnyEvent<S, E, C>) -> ChartElement<S, E, C> {
    content.element
  }
  @inlinable public static func buildExpression(_ content: Always<S, E, C>) -> ChartElement<S, E, C> {
    content.element
  }
  @inlinable public static func buildExpression(_ content: OnDone<S, E, C>) -> ChartElement<S, E, C> {
    content.element
  }
  @inlinable public static func buildExpression(_ content: After<S, E, C>) -> ChartElement<S, E, C> {
    content.element
  }
  @inlinable public static func buildExpression(_ content: ChartTransition<S, E, C>) -> ChartElement<S, E, C> {
    content.element
  }
  @inlinable public static func buildExpression(_ content: Entry<S, E, C>) -> ChartElement<S, E, C> {
    content.element
  }
  @inlinable public static func buildExpression(_ content: Exit<S, E, C>) -> ChartElement<S, E, C> {
    content.element
  }
  @inlinable public static func buildExpression(_ content: Invoke<S, E, C>) -> ChartElement<S, E, C> {
    content.element
  }
  @inlinable public static func buildExpression(_ elements: [ChartElement<S, E, C>]) -> ChartElement<S, E, C> {
    ChartElement(kind: .group(elements))
  }
  @inlinable public static func buildBlock(_ parts: ChartElement<S, E, C>...) -> ChartElement<S, E, C> {
    ChartElement(kind: .group(parts))
  }
  @inlinable public static func buildOptional(_ part: ChartElement<S, E, C>?) -> ChartElement<S, E, C> {
    part ?? .empty
  }
  @inlinable public static func buildEither(first part: ChartElement<S, E, C>) -> ChartElement<S, E, C> { part }
  @inlinable public static func buildEither(second part: ChartElement<S, E, C>) -> ChartElement<S, E, C> { part }
  @inlinable public static func buildArray(_ parts: [ChartElement<S, E, C>]) -> ChartElement<S, E, C> {
    ChartElement(kind: .group(parts))
  }
}

extension ChartElement: ChartContent {
  @inlinable public var element: ChartElement { self }

  /// No element: the content of a state that has nothing inside.
  @inlinable public static var empty: ChartElement { ChartElement(kind: .group([])) }

  /// Flattens groups produced by the builder into a plain list, in one array (a recursive
  /// `flatMap` made an array per level and was half of a chart's compile time).
  @inlinable var flattened: [ChartElement] {
    guard case .group(let parts) = kind else { return [self] }
    var result: [ChartElement] = []
    result.reserveCapacity(parts.count)
    Self.append(parts, to: &result)
    return result
  }

  @inlinable static func append(_ parts: [ChartElement], to result: inout [ChartElement]) {
    for part in parts {
      if case .group(let inner) = part.kind {
        append(inner, to: &result)
      } else {
        result.append(part)
      }
    }
  }
}
